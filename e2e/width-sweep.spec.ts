import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type Browser, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { concretePath, type DemoParams, demoContext, ensureDemoSession, screensOf } from "./support/a11y-routes.ts";
import { signInAsAdmin } from "./support/admin.ts";
import { expectNoHorizontalOverflow } from "./support/layout.ts";

// Every public page and every signed-in member and expert screen at the widths people use: a 360 px
// phone, a 1024 px tablet and the common Indian laptop widths 1280, 1366 and 1440. Nothing scrolls
// sideways, and the header's items (logo, menus, links, buttons, the language switch) neither overlap
// nor leave the screen. Each page loads once per role and is measured at every width by resizing.

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

/**
 * The header's visible items: its links, buttons and groups (a group, such as the language switch,
 * counts as one item). Menus that are closed, screen-reader-only text and hidden parts are left out.
 */
async function headerItems(page: Page): Promise<Item[]> {
  // The sign-in pages have no header, only the brand above their card.
  const header = page.locator("body header").first();
  if ((await header.count()) === 0) return [];
  // e2e code is type-checked without the DOM library, hence the narrow casts inside evaluate.
  return header.evaluate((root) => {
    type Rect = { left: number; right: number; top: number; bottom: number; width: number; height: number };
    type El = {
      getBoundingClientRect(): Rect;
      getAttribute(n: string): string | null;
      closest(s: string): El | null;
      textContent: string | null;
      tagName: string;
    };
    const w = globalThis as unknown as { getComputedStyle(e: El): { visibility: string; opacity: string } };
    const all = [
      ...(root as unknown as { querySelectorAll(s: string): El[] }).querySelectorAll("a, button, [role=group]"),
    ];
    const items: { label: string; left: number; right: number; top: number; bottom: number }[] = [];
    for (const el of all) {
      // Buttons inside a group are measured as the group.
      const group = el.closest("[role=group]");
      if (group && group !== el) continue;
      const r = el.getBoundingClientRect();
      const style = w.getComputedStyle(el);
      if (r.width <= 2 || r.height <= 2 || style.visibility === "hidden" || style.opacity === "0") continue;
      const label = (el.getAttribute("aria-label") ?? el.textContent ?? el.tagName).trim().replace(/\s+/g, " ");
      items.push({ label: label.slice(0, 40), left: r.left, right: r.right, top: r.top, bottom: r.bottom });
    }
    return items;
  });
}

/** Fails when two header items overlap (by more than a pixel) or an item is not fully on screen. */
async function expectTidyHeader(page: Page, where: string) {
  const width = page.viewportSize()?.width ?? 0;
  const items = await headerItems(page);
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

/** Opens `address` once, then checks it at every width. */
async function sweep(context: BrowserContext, address: string) {
  const page = await context.newPage();
  try {
    await page.setViewportSize({ width: WIDTHS[0] as number, height: HEIGHT });
    const res = await page.goto(address);
    expect(res?.ok(), `${address} answers`).toBe(true);
    // A busy CI machine may take a while to bring a screen's code in.
    await expect(page.locator("main").first()).toBeVisible({ timeout: 30_000 });
    await page.waitForLoadState("networkidle", { timeout: 3_000 }).catch(() => undefined);
    await expect(page.locator('[role="status"][aria-label^="Loading"]')).toHaveCount(0);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: HEIGHT });
      // Two frames: layout (and matchMedia listeners) settle after a resize.
      await page.evaluate(
        () =>
          new Promise<void>((done) => {
            const raf = (globalThis as unknown as { requestAnimationFrame(cb: () => void): void })
              .requestAnimationFrame;
            raf(() => raf(() => done()));
          }),
      );
      const where = `${new URL(page.url()).pathname} at ${width}px`;
      await expectNoHorizontalOverflow(page, where);
      await expectTidyHeader(page, where);
    }
  } finally {
    await page.close();
  }
}

const laptop = (browser: Browser) => browser.newContext({ viewport: { width: 1280, height: HEIGHT } });

test.describe("every screen fits at 360, 1024, 1280, 1366 and 1440 px", () => {
  // Not serial: one screen that does not fit must not hide the others (the contexts are made again).
  test.describe.configure({ timeout: 120_000 });
  let visitor: BrowserContext;
  let member: BrowserContext;
  let expert: BrowserContext;

  test.beforeAll(async ({ browser }) => {
    visitor = await laptop(browser);
    member = await demoContext(browser, MEMBER, { width: 1280, height: HEIGHT });
    expert = await demoContext(browser, EXPERT, { width: 1280, height: HEIGHT });
    await ensureDemoSession(member.request, MEMBER, EXPERT);
    const list = (await (await member.request.get("/api/courses")).json()) as { courses: { id: string }[] };
    PARAMS.courseId = list.courses[0]?.id ?? "";
    expect(PARAMS.courseId, "a demo course").not.toBe("");
  });
  test.afterAll(async () => {
    await visitor?.close();
    await member?.close();
    await expert?.close();
  });

  for (const address of PUBLIC) {
    test(`visitor: ${address}`, async () => {
      await sweep(visitor, address);
    });
  }

  for (const [pattern] of screensOf("MEMBER_SCREENS")) {
    test(`member: ${pattern}`, async () => {
      await sweep(member, concretePath(pattern, PARAMS));
    });
  }

  // Public pages a member also uses, signed in: they render inside the member frame.
  for (const address of ["/daily-journal", "/anxiety-challenge", "/invite-friends", "/about"]) {
    test(`member on a public page: ${address}`, async () => {
      await sweep(member, address);
    });
  }

  for (const address of EXPERT_PAGES) {
    test(`expert: ${address}`, async () => {
      await sweep(expert, address);
    });
  }
});

// The console at a phone's width too: a table scrolls inside its own box, never the page.
test.describe("the staff console fits at every width", () => {
  test.describe.configure({ timeout: 120_000 });
  let staff: BrowserContext;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    staff = await laptop(browser);
    const page = await staff.newPage();
    await signInAsAdmin(page);
    await page.close();
  });
  test.afterAll(async () => {
    await staff?.close();
  });

  for (const address of consoleSections()) {
    test(`staff: ${address}`, async () => {
      await sweep(staff, address);
    });
  }
});
