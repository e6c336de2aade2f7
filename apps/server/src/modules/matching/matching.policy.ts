// Who may ask for matches and how often: anyone, signed in or not (the journey starts on the landing
// page), counted per member or per address; nothing of the answers is kept.
import type { SessionType } from "@saathi/contract/experts";

/** Questionnaires answered per minute by one member or address. */
export const MATCHES_PER_MINUTE = 20;

/** The limiter's key: the member's id, else the visitor's address. */
export const askerKey = (viewerId: string | null, ip: string) => `matching:${viewerId ?? `ip:${ip}`}`;

/** An expert a member can be offered: one who offers a session the booking flow can take. */
export const isOfferable = (e: { feePaise: number; sessionTypes: readonly SessionType[] }) =>
  e.feePaise > 0 && e.sessionTypes.length > 0;
