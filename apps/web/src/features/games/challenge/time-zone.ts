import { DEFAULT_CHALLENGE_TIME_ZONE } from "@saathi/contract/challenges";

/** The browser's IANA zone (the member's calendar days follow it); India when the browser does not say. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_CHALLENGE_TIME_ZONE;
  } catch {
    return DEFAULT_CHALLENGE_TIME_ZONE;
  }
}
