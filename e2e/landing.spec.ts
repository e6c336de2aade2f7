import { expectNoSeriousA11yIssues } from "./support/axe.ts";
import { demoOnPhone } from "./support/members.ts";
import { expect, type Page, test } from "./support/test.ts";

// The visitor's first minutes: landing page, featured experts, menus, dialogs and a free tool.

test("a visitor sees the landing page with real featured experts, and it passes axe", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("360° Mental & Emotional Wellness Ecosystem");
  for (const stat of ["100+", "24/7", "95%"]) await expect(page.getByText(stat, { exact: true }).first()).toBeVisible();
  const cards = page.getByTestId("featured-expert");
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  expect(count).toBeGreaterThanOrEqual(8);
  expect(count).toBeLessThanOrEqual(10);
  // Demo experts have reviews: the average to one decimal with the count.
  await expect(cards.first()).toContainText(/\d\.\d \(\d+ reviews?\)/);
  await expect(cards.first()).toContainText(/Rs\. [\d,]+ for 1 Hour/);
  await expectNoSeriousA11yIssues(page);
  await page.getByRole("link", { name: "View All Experts" }).click();
  await expect(page).toHaveURL(/\/experts$/);
  await expect(page.getByRole("heading", { name: "Meet Our Experts" })).toBeVisible();
  await expect(page.getByTestId("featured-expert").first()).toBeVisible();
});

test("the experts carousel says 'Could not load experts.' in red when the API fails", async ({ page }) => {
  await page.route("**/api/experts/featured", (route) => route.fulfill({ status: 500, body: "{}" }));
  await page.goto("/");
  const error = page.getByText("Could not load experts.");
  await expect(error).toBeVisible();
  // The computed colour may be oklch or lab: paint it on a canvas to read it as RGB.
  const [r = 0, g = 255, b = 255] = await error.evaluate((el) => {
    type Ctx = { fillStyle: string; fillRect(...n: number[]): void; getImageData(...n: number[]): { data: number[] } };
    const w = globalThis as unknown as {
      getComputedStyle(e: unknown): { color: string };
      document: { createElement(t: string): { getContext(k: string): Ctx } };
    };
    const ctx = w.document.createElement("canvas").getContext("2d");
    ctx.fillStyle = w.getComputedStyle(el).color;
    ctx.fillRect(0, 0, 1, 1);
    return Array.from(ctx.getImageData(0, 0, 1, 1).data).slice(0, 3);
  });
  expect(r).toBeGreaterThan(150);
  expect(g + b).toBeLessThan(150);
});

test("the collapsed header menu opens by keyboard and leads to a free tool that works", async ({ page }) => {
  await page.goto("/");
  const toggle = page.getByRole("button", { name: "Open menu" });
  await toggle.focus();
  await page.keyboard.press("Enter");
  const tools = page.getByRole("button", { name: "Wellness Tools" });
  await tools.focus();
  await page.keyboard.press("Enter");
  await expect(tools).toHaveAttribute("aria-expanded", "true");
  for (const label of ["Daily Reflection Journal", "AI Mood Check-In", "Breathing & Meditation", "Daily Affirmations"])
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: label })).toBeVisible();
  // No store buttons to store home pages (Saathi's store apps do not exist): the installable app instead.
  await expect(page.locator('#public-nav a[href*="apple.com"], #public-nav a[href*="play.google"]')).toHaveCount(0);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Daily Affirmations" }).click();
  await expect(page).toHaveURL(/\/affirmations$/);
  await expect(page.getByRole("heading", { level: 1, name: "Daily Affirmations" })).toBeVisible();
  const first = (await page.locator("main blockquote").first().textContent()) ?? "";
  await page.getByRole("button", { name: /Next/ }).click();
  await expect(page.locator("main blockquote").first()).not.toHaveText(first);
  await expectNoSeriousA11yIssues(page);
});

test("Watch Demo plays a real video; 'Download Our Free App' offers the installable app", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Watch Demo" }).click();
  const demo = page.getByRole("dialog", { name: "Saathi in one minute" });
  await expect(demo).toBeVisible();
  const video = demo.locator("video");
  await video.evaluate((v) => {
    const el = v as unknown as { muted: boolean; play(): Promise<void> };
    el.muted = true;
    return el.play();
  });
  await expect
    .poll(() => video.evaluate((v) => (v as unknown as { currentTime: number }).currentTime), { timeout: 10_000 })
    .toBeGreaterThan(0.3);
  await page.keyboard.press("Escape");
  await expect(demo).toBeHidden();
  await page.getByRole("button", { name: "Download Our Free App" }).click();
  const download = page.getByRole("dialog", { name: "Download Our Free App" });
  await expect(download).toContainText("add it to your home screen from your browser's menu");
  await expect(download.locator('a[href*="apple.com"], a[href*="play.google"]')).toHaveCount(0);
  // When the browser offers the install (its beforeinstallprompt event), "Install app" opens that offer.
  await page.evaluate(() => {
    const w = globalThis as unknown as { dispatchEvent(e: unknown): void; installPrompted?: boolean };
    const offer = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
      prompt: async () => {
        w.installPrompted = true;
      },
    });
    w.dispatchEvent(offer);
  });
  await download.getByRole("button", { name: "Install app" }).click();
  expect(await page.evaluate(() => (globalThis as unknown as { installPrompted?: boolean }).installPrompted)).toBe(
    true,
  );
});

test("every public link of the spec leads to a real page", async ({ page }) => {
  for (const [path, heading] of [
    ["/about", "About Saathi"],
    ["/contact", "Contact us"],
    ["/privacy/privacyPolicy", "Privacy Policy"],
    ["/term/termCondition", "Terms & Conditions"],
    ["/blog", "Blog"],
    ["/partnerships", "Partnerships"],
    ["/features", "Features"],
    ["/uplift-feed", "Uplift Feed"],
    ["/invite-friends", "Invite & Earn Rewards"],
    ["/anxiety-challenge", "5-Day Anxiety Challenge"],
    ["/daily-wellness", "Daily Wellness Broadcast"],
  ]) {
    await page.goto(path as string);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading as string);
  }
});

test("'/' sends a signed-in member home; inside the app the logo leads back to the landing page", async ({
  page,
  browser,
}) => {
  // A visitor moving around the public pages reaches '/' without a reload and still sees experts.
  await page.goto("/about");
  await page.getByRole("banner").getByRole("link", { name: "Saathi" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("360° Mental & Emotional Wellness Ecosystem");
  await expect(page.getByTestId("featured-expert").first()).toBeVisible();

  const member = await demoOnPhone(browser, "asha@saathi.demo");
  await member.goto("/");
  await expect(member).toHaveURL(/\/feed$/);
});

// The landing page in Hindi. '/hi' always, '/' for a browser in Hindi; the header's switch
// (links, the page has no React) goes back to English and is remembered for '/'.
const HINDI_H1 = "मन और भावनाओं की सेहत के लिए 360° साथ";
const ENGLISH_H1 = "360° Mental & Emotional Wellness Ecosystem";

/** The Devanagari font files a page fetches (only the Hindi page may, and only one). */
function devanagariFonts(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (r) => {
    if (/noto-sans-devanagari/i.test(r.url())) seen.push(r.url());
  });
  return seen;
}

test("/hi shows the Hindi landing page with its font, and the switch goes back to English", async ({ page }) => {
  const fonts = devanagariFonts(page);
  await page.goto("/hi");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(HINDI_H1);
  await expect(page).toHaveTitle("Saathi: मानसिक और भावनात्मक सेहत");
  // The cards the page's script builds are Hindi too.
  const cards = page.getByTestId("featured-expert");
  await expect(cards.first()).toContainText(/₹[\d,]+ प्रति घंटा/);
  await expect(cards.first()).toContainText(/\d\.\d \(\d+ समीक्षा(एँ)?\)/);
  await expect.poll(() => fonts.length).toBe(1);
  expect(fonts[0]).toMatch(/\.woff2$/);
  await expectNoSeriousA11yIssues(page);

  await page.locator('button[aria-controls="public-nav"]').click();
  const nav = page.locator("#public-nav");
  await expect(nav.getByRole("link", { name: "हिन्दी" })).toHaveAttribute("aria-current", "true");
  const english = nav.getByRole("link", { name: "English" });
  await expect(english).toHaveAttribute("lang", "en");
  await english.click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ENGLISH_H1);
  const remembered = (await page.context().cookies()).find((c) => c.name === "saathi_lang");
  expect(remembered?.value).toBe("en");
});

test("the English landing page loads no Devanagari font", async ({ page }) => {
  const fonts = devanagariFonts(page);
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByTestId("featured-expert").first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(fonts).toEqual([]);
});

test.describe("a browser in Hindi", () => {
  test.use({ locale: "hi-IN" });

  test("gets the Hindi landing page at '/', and English there once English is chosen", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(HINDI_H1);
    await page.locator('button[aria-controls="public-nav"]').click();
    await page.locator("#public-nav").getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/en$/);
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ENGLISH_H1);
  });
});
