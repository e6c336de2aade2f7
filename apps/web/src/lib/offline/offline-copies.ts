// What the service worker keeps of the member's own data, so the feed, chats, bookings, journal and
// notifications open with what was last seen when the network is gone. Shared by the worker
// (which fills the cache) and the page (which empties it on sign-out and sign-in: a shared phone must
// never show one member's messages to the next).

/** The Cache Storage name of the member's saved answers. */
export const OFFLINE_CACHE = "saathi-offline-v1";

/** The header the worker adds to an answer served from that cache: when it was saved (ISO time). */
export const SAVED_AT_HEADER = "x-saathi-saved-at";

/** GET answers worth keeping for offline reading (the member's own screens, and their images). */
const KEPT: RegExp[] = [
  /^\/api\/me$/,
  /^\/api\/config$/,
  /^\/api\/feed(\/|$|\?)/,
  /^\/api\/posts\/[^/]+(\/comments)?$/,
  /^\/api\/posts\/[^/]+\/images\/[^/]+$/,
  /^\/api\/chat\//,
  /^\/api\/bookings(\/|$)/,
  /^\/api\/expert\/bookings(\/|$)/,
  /^\/api\/journal$/,
  // The member's safety plan and trusted contact: above all, readable with no network in a hard moment.
  /^\/api\/safety-plan(\/trusted-contact)?$/,
  /^\/api\/notifications(\/unread-count)?$/,
  /^\/api\/profiles\/[^/]+$/,
  /^\/api\/follows\//,
  /^\/uploads\/avatars\//,
];

/** Whether a same-origin GET path is kept for offline reading. */
export function isKeptForOffline(pathname: string): boolean {
  return KEPT.some((re) => re.test(pathname));
}
