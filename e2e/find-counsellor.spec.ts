import { expectNoSeriousA11yIssues } from "./support/axe.ts";
import { expectHindiLabelsFit, hi } from "./support/hindi.ts";
import { expectNoHorizontalOverflow } from "./support/layout.ts";
import { ORIGIN } from "./support/outbox.ts";
import { expect, test } from "./support/test.ts";

// The whole journey the issue times: from the landing page on a phone, through "Find my counsellor",
// to a booked and paid (sandbox) session with the suggested counsellor's earliest slot. It must take
// under 3 minutes; the time is printed for the report.
const LIMIT_MS = 3 * 60_000;

test("a visitor finds a counsellor through the questionnaire and books the suggested slot in under 3 minutes", async ({
  browser,
}) => {
  test.setTimeout(6 * 60_000);
  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const started = Date.now();

  await page.goto("/");
  await page.getByRole("link", { name: "Find my counsellor" }).first().click();
  await expect(page).toHaveURL(/\/find-counsellor$/);
  await expect(page.getByRole("heading", { name: "Find my counsellor", level: 1 })).toBeVisible();

  // The questions: a chip, their own words in Hinglish, Hindi, the gender does not matter, times, voice.
  await page.getByRole("button", { name: "Exams and studies" }).click();
  await expect(page.getByRole("button", { name: "Exams and studies", pressed: true })).toBeVisible();
  await page.getByLabel("In your own words (optional)").fill("exam ka bahut tension hai");
  await page.getByLabel("Which language would you like to talk in?").selectOption("Hindi");
  await page.getByRole("radio", { name: "It does not matter" }).check();
  await page.getByRole("radio", { name: "No limit" }).check();
  await page.getByRole("radio", { name: "Either is fine" }).check();
  await page.getByRole("radio", { name: "No, this is my first time" }).check();
  await page.getByRole("button", { name: "Show my matches" }).click();

  // Ranked cards with reasons in words and the earliest slot.
  await expect(page.getByRole("heading", { name: "Your matches" })).toBeFocused();
  const first = page.getByRole("article").first();
  await expect(first).toContainText("Speaks Hindi");
  await expect(first).toContainText(/works with (exam stress|stress)/);
  await expect(first).toContainText(/free (today|tomorrow|\w{3}, \d+ \w{3})/i);
  await expect(first).toContainText("Earliest slot:");
  const name = ((await first.getByRole("heading", { level: 3 }).textContent()) ?? "")
    .replace(/^Match 1:\s*/, "")
    .trim();
  // Nothing overflows sideways at 360 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // A visitor signs in first and comes back to the booking page with the slot chosen.
  await first.getByRole("link", { name: `Book this slot with ${name}` }).click();
  await expect(page).toHaveURL(/\/auth\?next=/);
  await page.getByLabel("Email").fill("rohan@saathi.demo");
  await page.getByLabel("Password").fill("saathi123");
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(/\/expert\/booking\?expert=.+&slot=/);
  const slot = new URL(page.url()).searchParams.get("slot") ?? "";
  await expect(page.getByRole("heading", { name, level: 2 })).toBeVisible();
  await expect(page.getByRole("group", { name: "Choose a time" }).getByRole("button", { pressed: true })).toHaveCount(
    1,
  );
  await expect(page.getByLabel("Preferred Text")).toHaveValue("Hindi");
  if ((await page.getByLabel("Mode").inputValue()) === "") await page.getByLabel("Mode").selectOption({ index: 1 });
  await page.getByRole("button", { name: "Book your slot now" }).click();
  const checkout = page.getByRole("dialog", { name: "Sandbox payment" });
  await expect(checkout).toBeVisible();
  await checkout.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "You're all set!" })).toBeVisible();

  const elapsed = Date.now() - started;
  console.log(`find-counsellor journey: landing page to a paid booking in ${(elapsed / 1000).toFixed(1)} s`);
  expect(elapsed).toBeLessThan(LIMIT_MS);

  // The booked session is the suggested slot with the suggested counsellor.
  const mine = (await (await page.request.get("/api/bookings")).json()) as {
    upcoming: { startsAt: string; expert?: { displayName?: string } }[];
  };
  expect(mine.upcoming.map((b) => b.startsAt)).toContain(slot);
  await context.close();
});

test("the questionnaire and its matches read in Hindi at 360 px: labels fit, nothing sideways, no serious a11y issue", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });
  await context.addCookies([{ name: "saathi_lang", value: "hi", url: ORIGIN }]);
  const page = await context.newPage();
  await page.goto("/find-counsellor");
  await expect(page.getByRole("heading", { name: hi("Find my counsellor"), level: 1 })).toBeVisible();
  await page.getByLabel(hi("In your own words (optional)")).fill("परीक्षा का बहुत तनाव है");
  await page.getByRole("button", { name: hi("Show my matches") }).click();
  await expect(page.getByRole("heading", { name: hi("Your matches") })).toBeFocused();
  await expect(page.getByRole("article").first()).toContainText(hi("works with exam stress"));
  expect(await expectHindiLabelsFit(page)).toBeGreaterThan(10);
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousA11yIssues(page);
  await context.close();
});
