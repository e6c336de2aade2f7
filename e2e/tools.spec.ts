import { readFile } from "node:fs/promises";
import { expectNoSeriousA11yIssues } from "./support/axe.ts";
import { latestCode, ORIGIN, uniqueEmail } from "./support/outbox.ts";
import { expect, test } from "./support/test.ts";

// The free wellness tools, as a visitor on a phone (the project's default device).

test("a visitor's journal entry stays in the browser across a reload", async ({ page }) => {
  await page.goto("/daily-journal");
  await expect(page.getByRole("heading", { level: 1, name: "Daily Reflection Journal" })).toBeVisible();
  await expect(page.getByText("Your entries stay only in this browser")).toBeVisible();
  const words = `A slow walk after dinner helped ${Date.now()}.`;
  await page.getByLabel("Today's reflection").fill(words);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const entries = page.getByRole("region", { name: "Your entries" });
  await expect(entries.getByText(words)).toBeVisible();

  await page.reload();
  await expect(page.getByRole("region", { name: "Your entries" }).getByText(words)).toBeVisible();
  // Deleting asks first.
  await page.getByRole("button", { name: /^Delete entry from/ }).click();
  await page.getByRole("button", { name: "Yes, delete" }).click();
  await expect(page.getByText(words)).toHaveCount(0);
});

test("a visitor's entries move into the account they create, and leave the browser", async ({ page, request }) => {
  await page.goto("/daily-journal");
  const words = `Written before signing up ${Date.now()}.`;
  await page.getByLabel("Today's reflection").fill(words);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText(words)).toBeVisible();

  // Sign up in the same browser context (page.request shares its cookies).
  const email = uniqueEmail("journal");
  const signUp = await page.request.post("/api/auth/sign-up/email", {
    data: { name: "Journal Tester", email, password: "calm-sea-42", ageBand: "18+" },
    headers: { origin: ORIGIN },
  });
  expect(signUp.ok()).toBe(true);
  const verified = await page.request.post("/api/auth/email-otp/verify-email", {
    data: { email, otp: await latestCode(request, email) },
    headers: { origin: ORIGIN },
  });
  expect(verified.ok()).toBe(true);

  await page.goto("/daily-journal");
  // Keeping entries in the account is asked for first (the move waits for it).
  await page.getByRole("button", { name: "I agree" }).click();
  await expect(page.getByText("Your 1 entry from this browser is now saved to your account.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Your entries" }).getByText(words)).toBeVisible();
  const left = await page.evaluate(() =>
    (globalThis as unknown as { localStorage: { getItem(k: string): string | null } }).localStorage.getItem(
      "saathi.journal.v1",
    ),
  );
  expect(left).toBeNull();
  const list = await page.request.get("/api/journal");
  expect(((await list.json()) as { entries: { body: string }[] }).entries.map((e) => e.body)).toContain(words);
});

test("a visitor checks in a mood and sees it in the chart summary", async ({ page }) => {
  await page.goto("/mood-checkin");
  await expect(page.getByRole("heading", { level: 1, name: "AI Mood Check-In" })).toBeVisible();
  const chart = page.getByRole("img", { name: /^Mood over the last 30 days/ });
  await expect(chart).toHaveAttribute("aria-label", "Mood over the last 30 days: no check-ins yet");
  await page.getByRole("radio", { name: "Good" }).check();
  await page.getByLabel("A note for yourself (optional)").fill("Calm morning");
  await page.getByRole("button", { name: "Save for today" }).click();
  await expect(page.getByText("Saved for today. Thank you for checking in.")).toBeVisible();
  await expect(chart).toHaveAttribute("aria-label", "Mood over the last 30 days: 1 check-in, most often Good");

  // One per day: saving again replaces today's.
  await page.reload();
  await expect(page.getByRole("radio", { name: "Good" })).toBeChecked();
  await page.getByRole("radio", { name: "Great" }).check();
  await page.getByRole("button", { name: "Update today's check-in" }).click();
  await expect(page.getByRole("img", { name: /^Mood over the last 30 days/ })).toHaveAttribute(
    "aria-label",
    "Mood over the last 30 days: 1 check-in, most often Great",
  );
});

test("the breathing tool starts and guides through the phases", async ({ page }) => {
  await page.goto("/breathing-tool");
  await expect(page.getByRole("heading", { level: 1, name: "Breathing & Meditation" })).toBeVisible();
  await page.getByRole("button", { name: "Start", exact: true }).click();
  await expect(page.getByText("Breathe in", { exact: true })).toBeVisible();
  await expect(page.getByText("Hold", { exact: true })).toBeVisible({ timeout: 8_000 });
  await page.getByRole("button", { name: "Pause", exact: true }).click();
  await expect(page.getByText("Paused", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Reset" }).click();
  await expect(page.getByText("Press Start when you are ready.")).toBeVisible();
});

test("the wellness quiz builds a plan and downloads it as a PDF", async ({ page }) => {
  await page.goto("/wellness-quiz");
  await expect(page.getByRole("heading", { level: 1, name: "Wellness Quiz to PDF Plan" })).toBeVisible();
  await page.getByRole("button", { name: "See my plan" }).click();
  await expect(page.getByText("Please answer all questions before submitting.")).toBeVisible();

  const groups = page.getByRole("group");
  await expect(groups).toHaveCount(8);
  for (let i = 0; i < 8; i++) await groups.nth(i).getByRole("radio").first().check();
  await page.getByRole("button", { name: "See my plan" }).click();
  const plan = page.getByRole("region", { name: "Your wellness plan for this week" });
  await expect(plan).toBeVisible();
  await expect(plan).toContainText("In crisis in India, call Tele-MANAS 14416 (free, 24x7).");

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download my plan (PDF)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("saathi-wellness-plan.pdf");
  const path = await download.path();
  const bytes = await readFile(path);
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(bytes.length).toBeGreaterThan(1024);
});

test("every free tool page passes axe", async ({ page }) => {
  const pages: [string, string][] = [
    ["/daily-journal", "Daily Reflection Journal"],
    ["/mood-checkin", "AI Mood Check-In"],
    ["/breathing-tool", "Breathing & Meditation"],
    ["/affirmations", "Daily Affirmations"],
    ["/personality-tests", "Personality Tests"],
    ["/wellness-quiz", "Wellness Quiz to PDF Plan"],
  ];
  for (const [path, title] of pages) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
  }
});
