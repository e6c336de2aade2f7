// Saathi's service worker, built by vite-plugin-pwa (injectManifest) with Workbox:
// - the app shell (HTML, scripts, styles, fonts) is precached, so a repeat visit starts from the phone;
//   a new version waits until the member taps "Update" (no silent swaps mid-sentence);
// - app pages open from the cached shell even offline; '/', '/en', '/hi' (the prerendered landing)
//   come from the network first; offline a member gets the app shell, a visitor the last copy;
// - the member's own screens (feed, chats, bookings, journal, notifications) are fetched from the
//   network first and kept, so offline they open with what was last seen, marked with when it was saved;
// - Web Push (reminders, messages, follow requests, calls) becomes notifications.
/// <reference lib="webworker" />
import { CacheableResponsePlugin } from "workbox-cacheable-response";
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { CacheFirst, NetworkFirst } from "workbox-strategies";
import { isKeptForOffline, OFFLINE_CACHE, SAVED_AT_HEADER } from "../lib/offline/offline-copies.ts";
import { handlePush } from "./push.ts";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The page asks the waiting version to take over when the member chooses "Update".
self.addEventListener("message", (event) => {
  if ((event.data as { type?: string } | null)?.type === "SKIP_WAITING") void self.skipWaiting();
});
clientsClaim();

const LANDING = /^\/(en|hi)?$/;
const NOT_APP = /^\/(api|uploads|assets|icons|wellness)\//;

const appShell = createHandlerBoundToURL("/index.html");
const landingPages = new NetworkFirst({
  cacheName: "saathi-pages",
  plugins: [new CacheableResponsePlugin({ statuses: [200] })],
});

/**
 * Whether a member is signed in on this phone, as far as it knows offline: the last "who am I" the
 * member's screens saved (by this worker or by the page, lib/offline/page-copies.ts). It goes with the
 * other copies at sign-out, so a signed-out phone has none, or a visitor's.
 */
async function memberSignedIn(): Promise<boolean> {
  try {
    const saved = await (await caches.open(OFFLINE_CACHE)).match("/api/me", { ignoreVary: true });
    const me = saved ? ((await saved.json()) as { user?: unknown }) : null;
    return Boolean(me?.user);
  } catch {
    return false;
  }
}

// The landing page is prerendered per language by the server, which sends a member on to their home
// instead: network first. Offline, a member gets the app (its router takes them home with what they saw
// last), never a saved landing page as if signed out; a visitor gets the last landing page.
registerRoute(
  ({ request, url }) =>
    request.mode === "navigate" && url.origin === self.location.origin && LANDING.test(url.pathname),
  async (options) => {
    if (!(await memberSignedIn())) return landingPages.handle(options);
    try {
      return await fetch(options.request);
    } catch {
      return appShell(options);
    }
  },
);

// Every other page of the app is the one precached shell; its router takes over.
registerRoute(new NavigationRoute(appShell, { denylist: [LANDING, NOT_APP, /\.[a-z0-9]+$/i] }));

// Built files are named by their content, so a copy never goes stale: the few not precached (the PDF
// library, the wellness pictures) are kept after their first use.
registerRoute(
  ({ request, url }) =>
    request.method === "GET" &&
    url.origin === self.location.origin &&
    /^\/(assets|wellness|icons)\//.test(url.pathname),
  new CacheFirst({
    cacheName: "saathi-files",
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 60 * 24 * 60 * 60 }),
    ],
  }),
);

/** Marks an answer that came from the saved copies, with the time it was saved. */
const markSaved = {
  cachedResponseWillBeUsed: async ({ cachedResponse }: { cachedResponse?: Response }) => {
    if (!cachedResponse) return cachedResponse;
    const headers = new Headers(cachedResponse.headers);
    headers.set(SAVED_AT_HEADER, headers.get("date") ?? new Date(0).toISOString());
    return new Response(await cachedResponse.blob(), {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers,
    });
  },
};

registerRoute(
  ({ request, url }) =>
    request.method === "GET" && url.origin === self.location.origin && isKeptForOffline(url.pathname),
  new NetworkFirst({
    cacheName: OFFLINE_CACHE,
    // On a network that hangs, the saved copy after 10 s beats a spinner; the page says it is a saved copy.
    networkTimeoutSeconds: 10,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 14 * 24 * 60 * 60 }),
      markSaved,
    ],
  }),
);

handlePush();
