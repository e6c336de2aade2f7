// Web Push in the app's service worker: each push becomes a notification, and a tap opens
// the push's page inside Saathi ('Kavya is calling you' opens the call screen).
declare const self: ServiceWorkerGlobalScope;

interface PushData {
  title?: unknown;
  body?: unknown;
  tag?: unknown;
  url?: unknown;
  kind?: unknown;
}

/** Only pages of this site open from a notification. */
export function pageUrl(path: unknown, origin: string): string {
  try {
    const url = new URL(typeof path === "string" ? path : "/", origin);
    return url.origin === origin ? url.href : `${origin}/`;
  } catch {
    return `${origin}/`;
  }
}

function readPush(event: PushEvent): PushData {
  try {
    return (event.data?.json() as PushData | null) ?? {};
  } catch {
    return {};
  }
}

export function handlePush(): void {
  self.addEventListener("push", (event) => {
    const data = readPush(event);
    const title = typeof data.title === "string" && data.title ? data.title : "Saathi";
    const tag = typeof data.tag === "string" ? data.tag : undefined;
    event.waitUntil(
      self.registration.showNotification(title, {
        body: typeof data.body === "string" ? data.body : "",
        icon: "/icons/icon-192.png",
        badge: "/icons/badge-96.png",
        tag,
        // A ringing call stays until answered or put away.
        requireInteraction: data.kind === "calls",
        data: { url: pageUrl(data.url, self.location.origin) },
      } as NotificationOptions),
    );
  });

  self.addEventListener("notificationclick", (event) => {
    event.notification.close();
    const origin = self.location.origin;
    const target = (event.notification.data as { url?: string } | null)?.url ?? `${origin}/`;
    event.waitUntil(
      (async () => {
        const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
        const open = windows.find((w) => new URL(w.url).origin === origin);
        if (open) {
          await open.focus();
          if (open.url !== target) await open.navigate(target).catch(() => self.clients.openWindow(target));
          return;
        }
        await self.clients.openWindow(target);
      })(),
    );
  });
}
