// A member finds an expert by typing a worry in English, Hindi or Hinglish on a 360 px phone: 'neend'
// finds the sleep expert, 'चिंता' the anxiety experts with the matched tag shown, and the "Stress &
// Anxiety" category shows that tag on every card. The 1280 px look is saved as a screenshot to check by eye.

import { expectNoHorizontalOverflow, guardPageErrors } from "./support/layout.ts";
import { demoOnPhone } from "./support/members.ts";
import { expect, type Page, test } from "./support/test.ts";

// Searches and page loads on a busy CI machine: room for each step, not a race.
test.describe.configure({ timeout: 240_000 });

const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search by name or what is troubling you" });
const cards = (page: Page) => page.getByRole("list", { name: "Experts", exact: true }).getByRole("article");

test("a member types a worry in Hinglish and Hindi and finds the right experts (360 px)", async ({ browser }) => {
  const page = await demoOnPhone(browser, "meera@saathi.demo");
  await page.setViewportSize({ width: 360, height: 780 });
  const guard = guardPageErrors(page);
  await page.goto("/expert/expertList");
  await expect(page.getByRole("heading", { name: "Find your expert" })).toBeVisible();

  // 'neend' (sleep, in Hinglish): Arjun, whose bio speaks of sleep; no other expert.
  await searchBox(page).fill("neend");
  await expect(page).toHaveURL(/q=neend/);
  const arjun = cards(page).filter({ hasText: "Arjun Nair" });
  await expect(arjun).toBeVisible();
  await expect(arjun.getByText("Matches: Sleep")).toBeVisible();
  await expect(cards(page)).toHaveCount(1);
  await expectNoHorizontalOverflow(page);

  // 'चिंता' (anxiety, in Devanagari): every card is an anxiety expert, with that tag shown first.
  await searchBox(page).fill("चिंता");
  await expect(page).toHaveURL(/q=%E0%A4%9A/);
  await expect(cards(page).first().getByText("Matches: Anxiety")).toBeVisible();
  const anxious = await cards(page).all();
  expect(anxious.length).toBeGreaterThan(1);
  for (const card of anxious) {
    await expect(card.getByRole("list", { name: "Expertise" }).getByRole("listitem").first()).toHaveText(
      "Stress & Anxiety",
    );
    await expect(card.getByText("Matches: Anxiety")).toBeVisible();
  }

  // A name works too, and clearing the search brings back the directory.
  await searchBox(page).fill("Kavya");
  await expect(cards(page).filter({ hasText: "Kavya" })).toBeVisible();
  await searchBox(page).fill("");
  await expect(page).not.toHaveURL(/q=/);

  // The "Stress & Anxiety" category: every card shows the matching tag among its two.
  await page.getByRole("button", { name: "Stress & Anxiety" }).click();
  await expect(page.getByRole("button", { name: "Stress & Anxiety", pressed: true })).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByRole("list", { name: "Experts", exact: true })).toHaveAttribute("aria-busy", "false");
  const inCategory = await cards(page).all();
  expect(inCategory.length).toBeGreaterThan(0);
  for (const card of inCategory)
    await expect(card.getByRole("list", { name: "Expertise" })).toContainText("Stress & Anxiety");
  await expectNoHorizontalOverflow(page);
  guard.assertNone();
});

test("the expert list with a search at 1280 px (screenshot to check by eye)", async ({ browser }) => {
  const page = await demoOnPhone(browser, "meera@saathi.demo");
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/expert/expertList?q=neend&category=All");
  await expect(cards(page).filter({ hasText: "Arjun Nair" }).getByText("Matches: Sleep")).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: test.info().outputPath("expert-search-1280.png"), fullPage: true });
  await page.goto("/expert/expertList?q=%E0%A4%9A%E0%A4%BF%E0%A4%82%E0%A4%A4%E0%A4%BE&category=All");
  await expect(cards(page).first().getByText("Matches: Anxiety")).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("expert-search-1280-hindi.png"), fullPage: true });
  await page.setViewportSize({ width: 360, height: 780 });
  await page.screenshot({ path: test.info().outputPath("expert-search-360-hindi.png"), fullPage: true });
});
