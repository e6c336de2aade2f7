// "Installable and offline": the app goes offline, the feed and a chat still show (with a
// calm notice), a message typed offline waits in the conversation and is delivered exactly once after
// reconnecting, and a journal entry written offline is saved once. A demo member on a 360 px phone,
// with the service worker allowed (the config blocks it in the other journeys).
//
// Chromium's offline emulation (context.setOffline) covers the service worker's own fetches too: the
// probe below asks the worker for the feed while offline and gets the saved copy (its saved-at
// header), which it only serves when its network try failed. So no route abort is needed.
// Inside the private network namespace the journeys run in (scripts/playwright.mjs: loopback only),
// Chromium reports navigator.onLine false from the start and fires no online/offline events when
// setOffline toggles. The app does not rely on them alone (network-status.ts also learns from every
// API answer, the outbox retries by itself and on the live connection's reconnect), so this journey
// passes both there and with E2E_NO_NETNS=1, where the events fire as on a phone.

import { ORIGIN } from "./support/outbox.ts";
import { type APIRequestContext, type Browser, expect, type Page, test } from "./support/test.ts";

const PHONE = { width: 360, height: 740 };

async function signedIn(browser: Browser, email: string, serviceWorkers: "allow" | "block") {
  const context = await browser.newContext({ serviceWorkers, viewport: PHONE, isMobile: true, hasTouch: true });
  const res = await context.request.post("/api/auth/sign-in/email", {
    data: { email, password: "saathi123" },
    headers: { origin: ORIGIN },
  });
  expect(res.ok(), `sign-in of ${email}`).toBe(true);
  return context;
}

async function userId(request: APIRequestContext): Promise<string> {
  const me = (await (await request.get("/api/me")).json()) as { user: { id: string } };
  return me.user.id;
}

/** The messages the partner sees from Meera with exactly this text. */
async function seenByPartner(request: APIRequestContext, meeraId: string, text: string): Promise<number> {
  const res = await request.get(`/api/chat/messages/${meeraId}`);
  expect(res.ok()).toBe(true);
  const list = (await res.json()) as { message: string; senderId: string }[];
  return list.filter((m) => m.senderId === meeraId && m.message === text).length;
}

async function openChatWithAsha(page: Page) {
  await page.goto("/chat");
  await page.getByRole("button", { name: /^Asha Rao/ }).click();
  const pane = page.getByRole("region", { name: "Chat with Asha Rao" });
  await expect(pane).toBeVisible();
  return pane;
}

test("offline, the feed and a chat show what was seen last, and what was written is sent once when back", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const meera = await signedIn(browser, "meera@saathi.demo", "allow");
  const asha = await signedIn(browser, "asha@saathi.demo", "block");
  const meeraId = await userId(meera.request);
  const ashaId = await userId(asha.request);
  // A conversation to open: Asha writes first (they are buddies in the demo).
  const hello = `Thinking of you today ${stamp}`;
  const first = await asha.request.post("/api/chat/messages", {
    data: { receiverId: meeraId, message: hello, clientId: `e2e-${stamp}` },
    headers: { origin: ORIGIN },
  });
  expect(first.ok()).toBe(true);

  // Online once, with the worker in charge of the page, so the answers pass through it and are kept.
  const page = await meera.newPage();
  await page.goto("/feed");
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  await page.reload();
  await expect(page.getByRole("article").first()).toBeVisible();
  await expect(page.getByTestId("offline-notice")).toHaveCount(0);
  let pane = await openChatWithAsha(page);
  await expect(pane.getByText(hello)).toBeVisible();
  await page.goto("/daily-journal");
  await expect(page.getByRole("heading", { name: "Your entries" })).toBeVisible();

  // The network goes away.
  await meera.setOffline(true);
  const probe = await page.evaluate(async () => {
    const res = await fetch("/api/feed");
    return { ok: res.ok, savedAt: res.headers.get("x-saathi-saved-at") };
  });
  expect(probe.ok).toBe(true);
  expect(probe.savedAt, "the worker's own fetch is offline too: it answered from its saved copy").toBeTruthy();

  // The feed opens with the posts seen last, and says so calmly.
  await page.goto("/feed");
  await expect(page.getByRole("article").first()).toBeVisible();
  await expect(page.getByTestId("offline-notice")).toContainText(/You are offline\. Showing what you saw last, saved /);
  await expect(page.getByText("We could not load the feed.")).toHaveCount(0);

  // The chat opens with its messages; one typed now waits on the phone.
  pane = await openChatWithAsha(page);
  await expect(pane.getByText(hello)).toBeVisible();
  await expect(pane.getByTestId("offline-notice")).toContainText("You are offline.");
  const typed = `Sorry, no signal on the train ${stamp}`;
  await pane.getByLabel("Message").fill(typed);
  await pane.getByLabel("Message").press("Enter");
  const bubble = pane.getByTestId("chat-bubble").filter({ hasText: typed });
  await expect(bubble).toHaveCount(1);
  await expect(bubble.getByRole("img", { name: "Waiting for connection" })).toBeVisible();
  await expect(pane.getByRole("alert")).toHaveCount(0);

  // It survives a reload while still offline (kept in IndexedDB).
  await page.reload();
  pane = await openChatWithAsha(page);
  await expect(pane.getByTestId("chat-bubble").filter({ hasText: typed })).toHaveCount(1);
  await expect(
    pane.getByTestId("chat-bubble").filter({ hasText: typed }).getByRole("img", { name: "Waiting for connection" }),
  ).toBeVisible();
  expect(await seenByPartner(asha.request, meeraId, typed)).toBe(0);

  // Back online: delivered once, the bubble becomes a normal message with ticks.
  await meera.setOffline(false);
  await expect(
    pane
      .getByTestId("chat-bubble")
      .filter({ hasText: typed })
      .locator('[data-tick="sent"], [data-tick="delivered"], [data-tick="read"]'),
  ).toHaveCount(1, { timeout: 45_000 });
  await expect(pane.getByTestId("chat-bubble").filter({ hasText: typed })).toHaveCount(1);
  await expect(pane.getByTestId("offline-notice")).toHaveCount(0);
  await expect.poll(() => seenByPartner(asha.request, meeraId, typed)).toBe(1);
  // Another reload and reconnect send nothing twice.
  await page.reload();
  await expect(page.getByRole("navigation").first()).toBeVisible();
  await page.waitForTimeout(1_000);
  expect(await seenByPartner(asha.request, meeraId, typed)).toBe(1);
  expect(ashaId).not.toBe(meeraId);

  // A journal entry written offline shows as waiting and is saved once when back.
  await page.goto("/daily-journal");
  await expect(page.getByRole("heading", { name: "Your entries" })).toBeVisible();
  await meera.setOffline(true);
  const words = `Wrote this with no network ${stamp}`;
  await page.getByLabel("Today's reflection").fill(words);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(/Kept on this phone/)).toBeVisible();
  const entry = page.getByRole("article").filter({ hasText: words });
  await expect(entry.getByTestId("journal-pending")).toBeVisible();
  await meera.setOffline(false);
  await expect(entry.getByTestId("journal-pending")).toHaveCount(0, { timeout: 45_000 });
  await expect(page.getByRole("article").filter({ hasText: words })).toHaveCount(1);
  const journal = (await (await meera.request.get("/api/journal")).json()) as { entries: { body: string }[] };
  expect(journal.entries.filter((e) => e.body === words)).toHaveLength(1);

  await meera.close();
  await asha.close();
});

test("signed in for the first time, offline right away: a reload shows the member's feed, chats and bookings, never the landing page", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // A phone that has never run Saathi: the worker registers after this first load, so the first feed
  // and "who am I" reach the page before it is in charge.
  const context = await signedIn(browser, "meera@saathi.demo", "allow");
  const page = await context.newPage();
  await page.goto("/feed");
  const firstPost = page.getByRole("article").first();
  await expect(firstPost).toBeVisible();
  // The post's own words: its longest paragraph.
  const lines = (await firstPost.locator("p").allTextContents()).map((l) => l.trim());
  const postText = lines.reduce((a, b) => (b.length > a.length ? b : a), "");
  expect(postText.length).toBeGreaterThan(10);
  // The worker installs and takes charge of this page: no reload, no other screen visited.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });

  await context.setOffline(true);
  await page.reload();
  await expect(page).toHaveURL(/\/feed$/);
  await expect(page.getByRole("article").filter({ hasText: postText }).first()).toBeVisible();
  await expect(page.getByTestId("offline-notice")).toContainText(/You are offline\. Showing what you saw last/);
  await expect(page.getByText("We could not load the feed.")).toHaveCount(0);
  // The member's frame: the menu and the bottom tabs.
  await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Sections" })).toBeVisible();

  // '/' is the landing page only for visitors: offline, the member is taken home.
  await page.goto("/");
  await expect(page).toHaveURL(/\/feed$/);
  await expect(page.getByRole("article").filter({ hasText: postText }).first()).toBeVisible();

  // Screens not seen yet say calmly that the phone is offline, inside the member's frame.
  for (const path of ["/chat", "/booking"]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByTestId("offline-notice").first(), path).toContainText("You are offline.");
    await expect(page.getByRole("navigation", { name: "Sections" }), path).toBeVisible();
  }
  await context.setOffline(false);
  await context.close();
});
