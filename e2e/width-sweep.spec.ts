import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { concretePath, type DemoParams, demoContext, ensureDemoSession, screensOf } from "./support/a11y-routes.ts";
import { signInAsAdmin } from "./support/admin.ts";
import { inFlight, navigateInApp } from "./support/in-app.ts";
import { type Browser, type BrowserContext, expect, type Page, test } from "./support/test.ts";

// Every public page and every signed-in member and expert screen at the widths people use: a 360 px
// phone, a 1024 px tablet and the common Indian laptop widths 1280, 1366 and 1440. Nothing scrolls
// sideways, and the header's items (logo, menus, links, buttons, the language switch) neither overlap
// nor leave the screen. One page load per role; the screens are reached inside the app and each is
// measured at every width by resizing.

const WIDTHS = [360, 1024, 1280, 1366, 1440];
const HEIGHT = 800;
const MEMBER = "meera@saathi.demo";
const EXPERT = "kavya@saathi.demo";
const PARAMS: DemoParams = { memberHandle: "asha_rao", expertHandle: "dr.kavya", courseId: "" };

/** The header's and footer's links, read from the app's own list (apps/web/src/components/layout/public-links.ts). */
function publicLinks(): string[] {
  const file = path.resolve(
    path.dirname(fileURLToPath(import.meta.url)),
    "../apps/web/src/components/layout/public-links.ts",
  );
  const paths = [...readFileSync(file, "utf8").matchAll(/\bto: "([^"]+)"/g)].map((m) => m[1] as string);
  expect(paths.length, "links read from public-links.ts").toBeGreaterThan(10);
  return [...new Set(paths)];
}

/** The console's sections without a parameter, read from apps/web/src/admin/admin-sections.ts. */
function consoleSections(): string[] {
  const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../apps/web/src/admin/admin-sections.ts");
  const paths = [...readFileSync(file, "utf8").matchAll(/\bpath: "([^":]*)"/g)].map((m) => `/admin/${m[1]}`);
  expect(paths.length, "sections read from admin-sections.ts").toBeGreaterThan(8);
  return paths.map((p) => p.replace(/\/$/, ""));
}

const PUBLIC = [...new Set(["/", "/auth", "/expert/auth", ...publicLinks()])];
// Expert onboarding sends an approved expert on to the feed (the onboarding journey covers it).
const EXPERT_ONLY = screensOf("EXPERT_SCREENS")
  .map(([p]) => p)
  .filter((p) => p !== "/expert/onBoarding");
const EXPERT_PAGES = [...EXPERT_ONLY, "/chat", "/notification", "/settings", `/profile/@${PARAMS.expertHandle}`];

interface Item {
  label: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

interface Snapshot {
  scrollWidth: number;
  innerWidth: number;
  items: Item[];
}

/**
 * In one trip to the page, after two animation frames (layout and matchMedia listeners settle after a
 * resize): the page's widths and the header's visible items, its links, buttons and groups (a group,
 * such as the language switch, counts as one item). Closed menus, screen-reader-only text and hidden
 * parts are left out. The sign-in pages have no header, only the brand above their card.
 */
function snapshot(page: Page): Promise<Snapshot> {
  // e2e code is type-checked without the DOM library, hence the narrow casts inside evaluate.
  return page.evaluate(async () => {
    type Rect = { left: number; right: number; top: number; bottom: number; width: number; height: number };
    type El = {
      getBoundingClientRect(): Rect;
      getAttribute(n: string): string | null;
      closest(s: string): El | null;
      querySelectorAll(s: string): El[];
      textContent: string | null;
      tagName: string;
    };
    const w = globalThis as unknown as {
      getComputedStyle(e: El): { visibility: string; opacity: string };
      requestAnimationFrame(cb: () => void): void;
      innerWidth: number;
      document: { documentElement: { scrollWidth: number }; querySelector(s: string): El | null };
    };
    await new Promise<void>((done) => w.requestAnimationFrame(() => w.requestAnimationFrame(() => done())));
    const root = w.document.querySelector("body header");
    const items: Item[] = [];
    for (const el of root ? [...root.querySelectorAll("a, button, [role=group]")] : []) {
      // Buttons inside a group are measured as the group.
      const group = el.closest("[role=group]");
      if (group && group !== el) continue;
      const r = el.getBoundingClientRect();
      const style = w.getComputedStyle(el);
      if (r.width <= 2 || r.height <= 2 || style.visibility === "hidden" || style.opacity === "0") continue;
      const label = (el.getAttribute("aria-label") ?? el.textContent ?? el.tagName).trim().replace(/\s+/g, " ");
      items.push({ label: label.slice(0, 40), left: r.left, right: r.right, top: r.top, bottom: r.bottom });
    }
    return { scrollWidth: w.document.documentElement.scrollWidth, innerWidth: w.innerWidth, items };
  });
}

/**
 * Fails when the page scrolls sideways (the layout viewport too: a mobile browser widens it to fit
 * content that overflows, so innerWidth grows with the bug), or when two header items overlap (by more
 * than a pixel) or an item is not fully on screen.
 */
function expectFits({ scrollWidth, innerWidth, items }: Snapshot, width: number, where: string) {
  expect(scrollWidth, `page width at ${where} (viewport ${width}px)`).toBeLessThanOrEqual(width);
  expect(innerWidth, `layout viewport at ${where} (widened to fit overflowing content?)`).toBeLessThanOrEqual(width);
  for (const it of items) {
    expect(it.left, `'${it.label}' starts on screen at ${where}`).toBeGreaterThanOrEqual(-0.5);
    expect(it.right, `'${it.label}' ends on screen at ${where}`).toBeLessThanOrEqual(width + 0.5);
  }
  const overlaps: string[] = [];
  for (let i = 0; i < items.length; i++) {
    for (let j = i + 1; j < items.length; j++) {
      const a = items[i] as Item;
      const b = items[j] as Item;
      const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (x > 1 && y > 1) overlaps.push(`'${a.label}' and '${b.label}'`);
    }
  }
  expect(overlaps, `header items overlapping at ${where}`).toEqual([]);
}

/** Checks the page on screen at every width. */
async function measure(page: Page) {
  // A busy CI machine may take a while to bring a screen's code in.
  await expect(page.locator("main").first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[role="status"][aria-label^="Loading"]')).toHaveCount(0, { timeout: 15_000 });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    expectFits(await snapshot(page), width, `${new URL(page.url()).pathname} at ${width}px`);
  }
}

/**
 * Opens the first address, then moves through the others inside the app (one page load per role, not
 * one per screen), checking each at every width. Every screen is checked even when one does not fit:
 * the failures are gathered and reported together.
 */
async function sweep(context: BrowserContext, addresses: string[]) {
  const page = await context.newPage();
  const quiet = inFlight(page);
  const failures: string[] = [];
  // The first screen, and the one after a failure, is a fresh page load.
  let fresh = true;
  try {
    for (const address of addresses) {
      try {
        await page.setViewportSize({ width: WIDTHS[0] as number, height: HEIGHT });
        if (fresh) {
          const res = await page.goto(address);
          expect(res?.ok(), `${address} answers`).toBe(true);
          fresh = false;
        } else {
          await navigateInApp(page, address);
        }
        await quiet();
        await measure(page);
      } catch (e) {
        failures.push(`${address}: ${e instanceof Error ? e.message.split("\n").slice(0, 6).join("\n") : String(e)}`);
        fresh = true;
      }
    }
  } finally {
    await page.close();
  }
  expect(failures, "screens that do not fit").toEqual([]);
}

const laptop = (browser: Browser) => browser.newContext({ viewport: { width: 1280, height: HEIGHT } });

test.describe("every screen fits at 360, 1024, 1280, 1366 and 1440 px", () => {
  test.describe.configure({ timeout: 300_000 });
  let member: BrowserContext;
  let expert: BrowserContext;

  test.beforeAll(async ({ browser }) => {
    member = await demoContext(browser, MEMBER, { width: 1280, height: HEIGHT });
    expert = await demoContext(browser, EXPERT, { width: 1280, height: HEIGHT });
    await ensureDemoSession(member.request, MEMBER, EXPERT);
    const list = (await (await member.request.get("/api/courses")).json()) as { courses: { id: string }[] };
    PARAMS.courseId = list.courses[0]?.id ?? "";
    expect(PARAMS.courseId, "a demo course").not.toBe("");
  });
  test.afterAll(async () => {
    await member?.close();
    await expert?.close();
  });

  test("a visitor's pages", async ({ browser }) => {
    const visitor = await laptop(browser);
    await sweep(visitor, PUBLIC);
    await visitor.close();
  });

  // With the public pages a member also uses, signed in: they render inside the member frame.
  test("a member's screens", async () => {
    const screens = screensOf("MEMBER_SCREENS").map(([pattern]) => concretePath(pattern, PARAMS));
    // "Find my counsellor" is public but not in the header's links: a member reaches it from the expert list.
    await sweep(member, [
      ...screens,
      "/daily-journal",
      "/anxiety-challenge",
      "/invite-friends",
      "/about",
      "/find-counsellor",
    ]);
  });

  test("an expert's screens", async () => {
    await sweep(expert, EXPERT_PAGES);
  });
});

// The console at a phone's width too: a table scrolls inside its own box, never the page.
test("the staff console fits at every width", async ({ browser }) => {
  test.setTimeout(300_000);
  const staff = await laptop(browser);
  const page = await staff.newPage();
  await signInAsAdmin(page);
  await page.close();
  await sweep(staff, consoleSections());
  await staff.close();
});
