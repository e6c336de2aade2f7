import { expectNoSeriousA11yIssues } from "./support/axe.ts";
import { expectNoHorizontalOverflow, guardPageErrors } from "./support/layout.ts";
import { completeProfile } from "./support/members.ts";
import { latestCode, ORIGIN, uniqueEmail } from "./support/outbox.ts";
import { type Browser, expect, type Page, test } from "./support/test.ts";

// Games (Take a Test, the calm games) and the 5-Day Anxiety Challenge, on a 360 px phone.
test.use({ viewport: { width: 360, height: 740 } });

/** A new member signed in on a 360 px page (the API signs up; the code comes from the outbox). */
async function newMember(browser: Browser, request: import("@playwright/test").APIRequestContext): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const email = uniqueEmail("games");
  const signUp = await page.request.post("/api/auth/sign-up/email", {
    data: { name: "Games Tester", email, password: "calm-sea-42", ageBand: "18+" },
    headers: { origin: ORIGIN },
  });
  expect(signUp.ok()).toBe(true);
  const verified = await page.request.post("/api/auth/email-otp/verify-email", {
    data: { email, otp: await latestCode(request, email) },
    headers: { origin: ORIGIN },
  });
  expect(verified.ok()).toBe(true);
  return page;
}

test("/games shows Take a Test, which leads to /test; a calm game plays with the keyboard", async ({
  browser,
  request,
}) => {
  const page = await newMember(browser, request);
  const errors = guardPageErrors(page);
  await page.goto("/games");
  // A new member's first screen inside the app asks for a profile first.
  await completeProfile(page, `games_${Date.now().toString(36)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Games" })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousA11yIssues(page);

  // Kind words memory, by keyboard: focus a card, press Enter, hear (read) what it says.
  await page.getByRole("button", { name: "Play kind words memory" }).click();
  const card = page.getByRole("button", { name: "Card 1, face down" });
  await card.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: /^Card 1: / })).toBeVisible();
  await expectNoHorizontalOverflow(page);

  await page.getByRole("link", { name: "Take a Test" }).click();
  await expect(page).toHaveURL(/\/test$/);
  await expect(page.getByRole("heading", { level: 1, name: "Take a Test" })).toBeVisible();
  errors.assertNone();
});

test("a member joins the challenge, completes day 1 and sees day 2 locked until tomorrow", async ({
  browser,
  request,
}) => {
  // A visitor sees what it is and a way to join.
  const visitor = await browser.newPage({ viewport: { width: 360, height: 740 } });
  await visitor.goto("/anxiety-challenge");
  await expect(visitor.getByRole("heading", { level: 1, name: "5-Day Anxiety Challenge" })).toBeVisible();
  // Joining is signing up: the link opens the Sign up tab.
  await expect(visitor.getByRole("link", { name: "Join (sign in)" })).toHaveAttribute("href", "/auth?mode=signup");
  await visitor.close();

  const page = await newMember(browser, request);
  const errors = guardPageErrors(page);
  await page.goto("/anxiety-challenge");
  await page.getByRole("button", { name: "Join the challenge" }).click();
  await expect(page.getByRole("heading", { name: "Day 1: Slow breathing" })).toBeVisible();
  await page.getByLabel(/Your note \(optional, private\)/).fill("Four in, six out. My shoulders dropped.");
  await page.getByRole("button", { name: "Save note and finish day 1" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Day 1 done. The next day opens tomorrow." })).toBeVisible();
  await expect(page.getByText("1 of 5 days done")).toBeVisible();
  await expect(page.getByText("Four in, six out. My shoulders dropped.")).toBeVisible();
  const day2 = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Day 2: A worry list" }) });
  await expect(day2.getByText("Opens tomorrow. One small step a day is enough.")).toBeVisible();
  await expect(day2.getByRole("button")).toHaveCount(0);
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousA11yIssues(page);

  // Saved in the account: a reload shows the same, and the server refuses day 2 today.
  await page.reload();
  await expect(page.getByText("1 of 5 days done")).toBeVisible();
  const early = await page.request.post("/api/challenges/anxiety/days/2/complete", {
    data: {},
    headers: { origin: ORIGIN },
  });
  expect(early.status()).toBe(409);
  errors.assertNone();
});
