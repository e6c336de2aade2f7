import { expectNoSeriousA11yIssues } from "./support/axe.ts";
import { expectNoHorizontalOverflow, guardPageErrors } from "./support/layout.ts";
import { latestCode, ORIGIN, uniqueEmail } from "./support/outbox.ts";
import { type Browser, expect, test } from "./support/test.ts";

// The header's other promises at 360 px: a visitor reads the Uplift Feed and the Daily Wellness
// Broadcast; a member gets their invite link and copies it.

const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };

async function visitorPage(browser: Browser) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  guardPageErrors(page);
  return page;
}

test("a visitor reads the Uplift Feed: public posts only, no private member's", async ({ browser }) => {
  const page = await visitorPage(browser);
  await page.goto("/uplift-feed");
  await expect(page.getByRole("heading", { level: 1, name: "Uplift Feed" })).toBeVisible();
  // The demo posts that drew likes and comments, or the gentle empty state; never the private member's.
  await expect(
    page
      .getByRole("article")
      .first()
      .or(page.getByText(/Nothing here yet this month/)),
  ).toBeVisible();
  await expect(page.getByText(/Exams next week/)).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Join Saathi" })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousA11yIssues(page);
});

test("a visitor reads today's Daily Wellness piece, its audio and earlier days", async ({ browser }) => {
  const page = await visitorPage(browser);
  await page.goto("/daily-wellness");
  await expect(page.getByRole("heading", { level: 1, name: "Daily Wellness Broadcast" })).toBeVisible();
  const today = page.getByRole("article").first();
  await expect(today.getByText(/^Today ·/)).toBeVisible();
  await expect(today.getByRole("heading", { level: 2 })).toBeVisible();
  await expect(today.locator("audio")).toHaveAttribute("src", /\/demo-media\/.+\.mp3$/);
  // The seeded week: six earlier days; one opens to its text.
  const earlier = page.getByRole("region", { name: "Earlier days" }).getByRole("listitem");
  await expect(earlier).toHaveCount(6);
  await earlier.first().locator("summary").click();
  await expect(earlier.first().locator("p").last()).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousA11yIssues(page);
});

test("a member gets their invite link and copies it", async ({ browser, request }) => {
  const context = await browser.newContext({ ...PHONE, permissions: ["clipboard-read", "clipboard-write"] });
  const page = await context.newPage();
  guardPageErrors(page);
  const email = uniqueEmail("inviter");
  expect(
    (
      await page.request.post("/api/auth/sign-up/email", {
        data: { name: "Invite Member", email, password: "calm-sea-42", ageBand: "18+" },
        headers: { origin: ORIGIN },
      })
    ).ok(),
  ).toBe(true);
  const otp = await latestCode(request, email);
  expect(
    (await page.request.post("/api/auth/email-otp/verify-email", { data: { email, otp }, headers: { origin: ORIGIN } }))
      .ok,
  ).toBeTruthy();

  await page.goto("/invite-friends");
  await expect(page.getByRole("heading", { level: 1, name: "Invite & Earn Rewards" })).toBeVisible();
  await page.getByRole("button", { name: "Get my invite link" }).click();
  const field = page.getByLabel("Your invite link");
  await expect(field).toHaveValue(/\/invite-friends\?invite=[A-HJKMNP-Z2-9]{8}$/);
  const link = await field.inputValue();
  await page.getByRole("button", { name: "Copy link" }).click();
  await expect(page.getByText("Link copied. Share it with a friend.")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expect(page.getByText("No one has joined through your link yet.")).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousA11yIssues(page);

  // A visitor who opens the link is sent to sign up with it.
  const friend = await visitorPage(browser);
  await friend.goto(link.replace(/^https?:\/\/[^/]+/, ""));
  await friend.getByRole("link", { name: "Sign up with this invitation" }).click();
  await expect(friend).toHaveURL(/\/auth\?invite=[A-HJKMNP-Z2-9]{8}$/);
  await expect(friend.getByRole("tab", { name: "Signup", selected: true })).toBeVisible();
});
