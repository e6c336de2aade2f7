// The journeys' `test`: Playwright's, with one automatic fixture that closes every browser context a
// journey opened itself (browser.newContext(), as newMemberPage and demoOnPhone do) when it ends.
// Playwright closes only the context of its own `page` fixture; the browser lives for the whole run, so
// the pages of every earlier journey stayed open: after 50 journeys 99 renderers were alive, polling,
// holding sockets and playing audio, and a busy CI machine's load grew with each journey (12 at the end).
// Contexts opened in a beforeAll (serial groups share them) are the group's to close in its afterAll.
import { test as base } from "@playwright/test";

export * from "@playwright/test";

export const test = base.extend<{ closesItsContexts: undefined }>({
  closesItsContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use(undefined);
      const opened = browser.contexts().filter((c) => !before.has(c));
      await Promise.all(opened.map((c) => c.close().catch(() => undefined)));
    },
    { auto: true },
  ],
});
