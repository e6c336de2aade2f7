// Nobody books an expert Saathi has not vetted. A new registration waits for review; an
// admin with TOTP asks for changes, the expert resubmits, the admin approves, and a member books.

import { signInAsAdmin } from "./support/admin.ts";
import { expectNoSeriousA11yIssues } from "./support/axe.ts";
import { expectNoHorizontalOverflow, guardPageErrors } from "./support/layout.ts";
import { demoOnPhone } from "./support/members.ts";
import { type Browser, expect, type Page, test } from "./support/test.ts";
import { fillCredentials, onboardQuickly, pdf, registerExpert } from "./support/vetting.ts";

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

async function expertPage(browser: Browser) {
  return (await browser.newContext(phone)).newPage();
}

/** The expert's id, from their own session. */
async function idOf(page: Page): Promise<string> {
  return ((await (await page.request.get("/api/me")).json()) as { user: { id: string } }).user.id;
}

async function submitApplication(page: Page) {
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL(/\/expert\/feed$/);
  await expect(page.getByRole("heading", { name: "Your application is under review" })).toBeVisible();
}

test("a new expert registers and is not bookable", async ({ browser, request }) => {
  // Two people and a full onboarding: room for a busy CI machine.
  test.setTimeout(120_000);
  const expert = await expertPage(browser);
  const errors = guardPageErrors(expert);
  await registerExpert(expert, request, "Tanvi Rao", "vetting-a");
  await onboardQuickly(expert);
  await fillCredentials(expert);
  await expectNoSeriousA11yIssues(expert);
  await expectNoHorizontalOverflow(expert, "credentials for review");
  await submitApplication(expert);
  await expectNoSeriousA11yIssues(expert);
  const id = await idOf(expert);
  errors.assertNone();

  // A member finds them nowhere and cannot book them.
  const member = await demoOnPhone(browser, "asha@saathi.demo");
  await member.goto("/expert/expertList?specialisations=Depression");
  await expect(member.getByRole("article").first()).toBeVisible();
  await expect(member.getByRole("article").filter({ hasText: "Tanvi Rao" })).toHaveCount(0);
  const list = await (await member.request.get("/api/experts?pageSize=50")).json();
  expect(list.items.map((e: { expertId: string }) => e.expertId)).not.toContain(id);
  await member.goto(`/expert/${id}`);
  await expect(member.getByText("This expert is not available for booking right now.")).toBeVisible();
  await member.goto(`/expert/booking?expert=${id}`);
  await expect(member.getByText("This expert is not available for booking right now.")).toBeVisible();
  await expect(member.getByRole("button", { name: "Book your slot now" })).toHaveCount(0);
  expect((await member.request.get(`/api/experts/${id}/availability`)).status()).toBe(404);
});

test("an admin signs in with TOTP, requests changes, the expert resubmits, the admin approves, and a member books them", async ({
  browser,
  request,
}) => {
  // Three people, two sign-ins with codes and two accessibility scans: room for a busy CI machine.
  test.setTimeout(150_000);
  const expert = await expertPage(browser);
  const email = await registerExpert(expert, request, "Ishaan Mehta", "vetting-b");
  await onboardQuickly(expert);
  await fillCredentials(expert);
  await submitApplication(expert);

  // The admin: password, then the authenticator code, then the queue.
  const admin = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signInAsAdmin(admin);
  await admin.getByRole("link", { name: "Applications" }).first().click();
  await admin.getByLabel("Search by name or email").fill(email);
  // The search applies after a pause and redraws the table: click the row it drew, not the one before.
  await expect(admin).toHaveURL(/[?&]q=/);
  await expect(admin.getByRole("row")).toHaveCount(2);
  await admin.getByRole("link", { name: "Ishaan Mehta" }).click();
  await expect(admin.getByRole("heading", { name: "Ishaan Mehta", level: 1 })).toBeVisible();
  await expect(admin.getByText("Christ University, Bengaluru")).toBeVisible();
  await expectNoSeriousA11yIssues(admin);
  // The document opens through the authorised endpoint.
  const href = await admin.getByRole("link", { name: /Open Degree certificate/ }).getAttribute("href");
  expect(href).toMatch(/^\/api\/admin\/applications\/.+\/documents\//);
  const doc = await admin.request.get(href ?? "");
  expect(doc.status()).toBe(200);
  expect(doc.headers()["content-type"]).toBe("application/pdf");
  expect((await expert.request.get(href ?? "")).status()).toBe(403);

  const ask = "Please also upload your registration certificate from your counselling association.";
  await admin.getByRole("button", { name: "Request changes" }).click();
  const dialog = admin.getByRole("dialog", { name: "Request changes" });
  await dialog.getByLabel("Message to the expert").fill(ask);
  await dialog.getByRole("button", { name: "Send request" }).click();
  await expect(dialog).toBeHidden();
  await expect(admin.getByText(`Last message to the expert: ${ask}`)).toBeVisible();

  // The expert reads the message on the feed, edits and resubmits.
  await expert.reload();
  await expect(expert.getByRole("heading", { name: "Changes requested" })).toBeVisible();
  await expect(expert.getByText(ask)).toBeVisible();
  await expectNoSeriousA11yIssues(expert);
  await expert.getByRole("link", { name: "Edit and resubmit your application" }).click();
  await expect(expert).toHaveURL(/\/expert\/onBoarding$/);
  await expect(expert.getByRole("heading", { name: "Credentials for review" })).toBeVisible();
  await expert.getByLabel("Upload Registration certificate").setInputFiles(pdf("association-card.pdf"));
  await expect(expert.getByRole("link", { name: "association-card.pdf" })).toBeVisible();
  await submitApplication(expert);

  // The admin approves.
  await admin.reload();
  await admin.getByRole("button", { name: "Approve" }).click();
  await admin.getByRole("button", { name: "Yes, approve" }).click();
  await expect(admin.getByText("This application is approved")).toBeVisible();
  await admin.goto("/admin/experts");
  await admin.getByLabel("Search by name or email").fill(email);
  await expect(admin.getByRole("row").filter({ hasText: "Ishaan Mehta" })).toContainText("Verified counsellor");
  await expectNoSeriousA11yIssues(admin);
  await expert.reload();
  await expect(expert.getByRole("heading", { name: "Your application is approved" })).toBeVisible();
  await expect(expert.getByText(/shown as Verified counsellor/)).toBeVisible();

  // A member finds them with the badge, and books and pays.
  const member = await demoOnPhone(browser, "meera@saathi.demo");
  await member.goto("/expert/expertList?specialisations=Depression");
  const card = member.getByRole("article").filter({ hasText: "Ishaan Mehta" });
  await expect(card.getByText("Verified counsellor")).toBeVisible();
  await card.getByRole("link", { name: "View Profile" }).click();
  await expect(member.getByRole("heading", { name: "Ishaan Mehta", level: 1 })).toBeVisible();
  await member.getByRole("group", { name: "Choose a day" }).getByRole("button").first().click();
  await member.getByRole("group", { name: "Choose a time" }).getByRole("button").first().click();
  await member.getByLabel("Preferred Text").selectOption("English");
  await member.getByLabel("Mode").selectOption("video");
  await member.getByRole("button", { name: "Book your slot now" }).click();
  const checkout = member.getByRole("dialog", { name: "Sandbox payment" });
  await checkout.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(member.getByRole("dialog", { name: "You're all set!" })).toBeVisible();
});
