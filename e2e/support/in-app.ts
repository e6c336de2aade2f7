import { expect, type Page } from "@playwright/test";

// Moving between screens inside the running app, as a member following a link does: the app's code,
// session and catalogs are loaded once, so a sweep over many screens spends its time on the screens,
// not on booting the app again for each.

/** Goes to `address` inside the running app (the router's own navigation), like following a link. */
export async function navigateInApp(page: Page, address: string) {
  await page.evaluate((to) => {
    const w = globalThis as unknown as {
      history: { pushState(s: unknown, t: string, u: string): void };
      dispatchEvent(e: unknown): void;
      PopStateEvent: new (type: string) => unknown;
    };
    w.history.pushState({}, "", to);
    w.dispatchEvent(new w.PopStateEvent("popstate"));
  }, address);
}

/**
 * Requests in flight on a page. A navigation inside the app has no load event to wait for: the new
 * screen is on when its code and data have come (the router keeps the old one until then).
 */
export function inFlight(page: Page) {
  let open = 0;
  let last = Date.now();
  const change = (d: number) => () => {
    open += d;
    last = Date.now();
  };
  page.on("request", change(1));
  page.on("requestfinished", change(-1));
  page.on("requestfailed", change(-1));
  /** Waits until nothing has been in flight for a quarter of a second (at most 10 s: a screen that polls). */
  return async () => {
    const until = Date.now() + 10_000;
    while (Date.now() < until && (open > 0 || Date.now() - last < 250)) await page.waitForTimeout(50);
  };
}

/**
 * A page that visits screen after screen: the first by loading the app, the rest inside it. Each visit
 * checks the server answers the address (as a reload there would) and waits until the screen's requests
 * have settled.
 */
export function screenVisitor(page: Page) {
  const settled = inFlight(page);
  let booted = false;
  return async (path: string) => {
    if (!booted) {
      const res = await page.goto(path);
      expect(res?.ok(), `${path} answers`).toBe(true);
      booted = true;
    } else {
      const res = await page.request.get(path);
      expect(res.ok(), `${path} answers`).toBe(true);
      await navigateInApp(page, path);
    }
    await settled();
  };
}
