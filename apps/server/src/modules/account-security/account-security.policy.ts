// Pure rules of the Security section: a device in words, and how long sign-in history is kept.

/** Sign-in history older than this is deleted (the section shows the last few; a year is enough to look back). */
export const SIGN_IN_HISTORY_DAYS = 365;
/** How many sign-ins the section shows. */
export const SIGN_IN_HISTORY_SHOWN = 10;

const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/UCBrowser\//, "UC Browser"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|CriOS\//, "Chrome"],
  [/Safari\//, "Safari"],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, "Android"],
  [/iPhone|iPad|iPod/, "iPhone"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "Mac"],
  [/CrOS/, "ChromeOS"],
  [/Linux/, "Linux"],
];

/** "Chrome on Android" from a user agent; "Unknown device" when it says nothing we know. */
export function describeDevice(userAgent: string | null | undefined): string {
  if (!userAgent) return "Unknown device";
  const browser = BROWSERS.find(([re]) => re.test(userAgent))?.[1];
  const system = SYSTEMS.find(([re]) => re.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? "Unknown device";
}

/** Sign-in events before this moment are deleted. */
export function signInHistoryCutoff(now: Date): Date {
  return new Date(now.getTime() - SIGN_IN_HISTORY_DAYS * 24 * 60 * 60 * 1000);
}

/**
 * The account has a second factor and this session has not given a code. Members never get this far
 * (session.require answers them first); staff are let through session.require (their own gate guards
 * the console), so the Security section asks it itself: a password alone changes and sees nothing here.
 */
export function stepUpMissing(u: { twoFactorEnabled?: boolean; secondFactor?: boolean }): boolean {
  return Boolean(u.twoFactorEnabled) && !u.secondFactor;
}
