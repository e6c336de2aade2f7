// The page's own share of the offline copies. The service worker keeps the member's screens as their
// answers pass through it, but on the first visit it does not control the page yet: it registers after
// the first load and takes charge only once its precache is in, so the first feed, chats and bookings
// (and the "who am I" that says a member is signed in) reach the page without it, and a member who went
// offline right after signing in would find nothing saved. So the page saves those answers itself, into
// the same cache, under the same rule (only the paths of offline-copies.ts, only 200s), and they are
// dropped with the rest at sign-out (forget-device.ts). Once the worker is in charge it does the saving.
import { isKeptForOffline, OFFLINE_CACHE } from "./offline-copies.ts";

/** Bumped each time the copies are forgotten: an answer asked for before that is never saved after. */
let generation = 0;

/** A GET the page will save itself when its answer comes (null: the worker saves it, or nothing does). */
export interface PageCopy {
  url: string;
  generation: number;
}

function origin(): string | null {
  return typeof location === "undefined" ? null : location.origin;
}

/** Whether no service worker answers this page's requests (none yet, or none at all). */
function uncontrolled(): boolean {
  if (typeof navigator === "undefined" || !("serviceWorker" in navigator)) return false;
  return !navigator.serviceWorker.controller;
}

/**
 * Called before a GET leaves: whether the page must save its answer itself. Decided when it leaves,
 * because a worker that takes charge meanwhile never saw this request.
 */
export function pageCopyFor(path: string): PageCopy | null {
  const base = origin();
  if (base === null || typeof caches === "undefined" || !uncontrolled()) return null;
  const url = new URL(path, base);
  if (url.origin !== base || !isKeptForOffline(url.pathname)) return null;
  return { url: url.href, generation };
}

/**
 * Saves a live 200 answer as the worker would have (its Vary dropped: the worker looks the copy up by
 * address alone). `response` must be a clone the caller does not read. Never throws.
 */
export async function savePageCopy(copy: PageCopy, response: Response): Promise<void> {
  if (response.status !== 200 || copy.generation !== generation) return;
  try {
    const headers = new Headers(response.headers);
    headers.delete("vary");
    const body = await response.blob();
    const cache = await caches.open(OFFLINE_CACHE);
    // Signed out (or the session ended) while this was on its way: it belongs to nobody now.
    if (copy.generation !== generation) return;
    await cache.put(copy.url, new Response(body, { status: 200, statusText: response.statusText, headers }));
  } catch {
    // A full or unavailable cache only means no offline copy.
  }
}

/** forget-device.ts: the copies are being dropped; nothing asked for before now is saved later. */
export function forgetPageCopies(): void {
  generation += 1;
}

/**
 * When the worker takes charge of a page it did not load, the images that page showed (post pictures,
 * avatars) were fetched without it. They are asked for once more through the worker, which keeps them;
 * the browser's HTTP cache usually answers, so this costs no data.
 */
export function keepShownImagesOnceControlled(): void {
  if (typeof navigator === "undefined" || !("serviceWorker" in navigator) || typeof performance === "undefined") return;
  if (navigator.serviceWorker.controller) return;
  const before = generation;
  navigator.serviceWorker.addEventListener(
    "controllerchange",
    () => {
      if (before !== generation) return;
      const base = origin();
      const seen = new Set<string>();
      for (const entry of performance.getEntriesByType("resource") as PerformanceResourceTiming[]) {
        if (entry.initiatorType !== "img") continue;
        const url = new URL(entry.name, base ?? undefined);
        if (url.origin !== base || !isKeptForOffline(url.pathname) || seen.has(url.href)) continue;
        seen.add(url.href);
        void fetch(url.href, { credentials: "include" }).catch(() => {});
      }
    },
    { once: true },
  );
}

/** The saved copy of a kept GET answer, parsed (null when none, or no cache here). Never throws. */
export async function readSavedCopy<T>(path: string): Promise<T | null> {
  const base = origin();
  if (base === null || typeof caches === "undefined") return null;
  try {
    const cache = await caches.open(OFFLINE_CACHE);
    const saved = await cache.match(new URL(path, base).href, { ignoreVary: true });
    return saved ? ((await saved.json()) as T) : null;
  } catch {
    return null;
  }
}
