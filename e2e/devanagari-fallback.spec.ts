import { expect, test } from "./support/test.ts";

// A Hindi post, name or comment among English words must render on a device with no Devanagari font
// of its own (this machine's Chromium has none). The English page registers Noto Sans Devanagari for
// Devanagari characters only: nothing is fetched until such a character is on screen, then it is.
test.use({ locale: "en-IN", viewport: { width: 360, height: 740 } });

const fontFiles = (page: import("@playwright/test").Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((e) => e.name)
      .filter((n) => /noto-sans-devanagari.*\.woff2/.test(n)),
  );

test("Devanagari words on an English page use the self-hosted font, fetched only when shown", async ({ page }) => {
  // The sign-in page is the app itself (the landing page is served as prerendered HTML).
  await page.goto("/auth");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("tab", { name: "Login" })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  // Registered for Devanagari only, and not fetched by an English page without any.
  const faces = await page.evaluate(() =>
    [...document.fonts]
      .filter((f) => f.family.replace(/"/g, "") === "Noto Sans Devanagari")
      .map((f) => ({
        status: f.status,
        range: f.unicodeRange,
      })),
  );
  expect(faces.length).toBeGreaterThan(0);
  expect(faces.every((f) => /U\+900-97F/i.test(f.range))).toBe(true);
  expect(faces.every((f) => f.status === "unloaded")).toBe(true);
  expect(await fontFiles(page)).toEqual([]);

  // A member's Hindi words appear: the face loads and the browser reports it can draw them.
  await page.evaluate(() => {
    const p = document.createElement("p");
    p.textContent = "मुझे बहुत अकेला लगता है";
    p.id = "hindi-words";
    document.body.append(p);
  });
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.fonts].some((f) => f.family.replace(/"/g, "") === "Noto Sans Devanagari" && f.status === "loaded"),
      ),
    )
    .toBe(true);
  expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans Devanagari"', "मन"))).toBe(true);
  expect((await fontFiles(page)).length).toBeGreaterThan(0);
  // The words take up room as letters do, not as one row of equal boxes.
  const width = await page.locator("#hindi-words").evaluate((el) => {
    const r = document.createRange();
    r.selectNodeContents(el);
    return r.getBoundingClientRect().width;
  });
  expect(width).toBeGreaterThan(50);
});
