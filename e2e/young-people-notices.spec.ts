import { bornYearsAgo } from "./support/ages.ts";
import { expectNoSeriousA11yIssues } from "./support/axe.ts";
import { expectNoHorizontalOverflow } from "./support/layout.ts";
import { completeProfile } from "./support/members.ts";
import { fillOtp, latestCode, uniqueEmail } from "./support/outbox.ts";
import { expect, test } from "./support/test.ts";

const stamp = () => Date.now().toString(36).slice(-6);

test("a 15-year-old names their guardian by phone; the guardian consents from the text message's link, later withdraws, and the teen's sign-in says why, kindly, with Childline 1098", async ({
  browser,
  request,
}) => {
  // Two people on a busy 2-core machine.
  test.setTimeout(180_000);
  const teenEmail = uniqueEmail("teen-phone");
  const phone = `9${String(Date.now() % 1_000_000_000).padStart(9, "0")}`;
  const teenContext = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const page = await teenContext.newPage();

  await page.goto("/auth?mode=signup");
  await page.getByLabel("Full Name").fill(`Ira${stamp()} Nair`);
  await page.getByLabel("Email").fill(teenEmail);
  await page.getByLabel("Password").fill("calm-sea-42");
  await page.getByLabel("Date of birth").fill(bornYearsAgo(15));
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByRole("heading", { name: "Verify your email" })).toBeVisible();
  await fillOtp(page, await latestCode(request, teenEmail));
  await page.getByRole("button", { name: "Verify & Continue" }).click();
  await expect(page).toHaveURL(/\/feed$/);
  await completeProfile(page, `ira_${stamp()}`);

  // The guardian has no email: the teen gives their mobile number as people write it.
  const banner = page.getByTestId("guardian-needed");
  await expect(banner).toBeVisible();
  await banner.getByLabel("Or their mobile number (India)").fill("12345");
  await banner.getByRole("button", { name: "Ask for consent" }).click();
  await expect(banner.getByText(/Enter an Indian mobile number/)).toBeVisible();
  await banner.getByLabel("Or their mobile number (India)").fill(`+91 ${phone.slice(0, 5)} ${phone.slice(5)}`);
  await banner.getByRole("button", { name: "Ask for consent" }).click();
  await expect(banner.getByRole("status")).toContainText(phone);
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousA11yIssues(page);

  // The text message (the dev outbox here) carries the link and the code.
  const newestSms = async () =>
    ((await (await request.get(`/api/dev/outbox?to=${phone}`)).json()) as { text: string; code?: string }[])[0];
  await expect.poll(async () => (await newestSms())?.code ?? "").toMatch(/^\d{6}$/);
  const sms = await newestSms();
  const link = sms?.text.match(/https?:\/\/\S+\/guardian\/[A-Za-z0-9_-]+/)?.[0] ?? "";
  expect(link).not.toBe("");

  const guardianContext = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const guardian = await guardianContext.newPage();
  await guardian.goto(new URL(link).pathname);
  await expect(guardian.getByRole("heading", { name: "A young person has asked for your consent" })).toBeVisible();
  await guardian.getByLabel("Code from the text message").fill(sms?.code ?? "");
  await guardian.getByLabel(/Confirm that you are 18 or older/).check();
  await guardian.getByLabel("I give my consent").check();
  await guardian.getByRole("button", { name: "Send my answer" }).click();
  await expect(guardian.getByTestId("guardian-status")).toContainText("Your consent is recorded");

  await page.reload();
  await expect(page.getByTestId("guardian-needed")).toHaveCount(0);

  // Later the guardian withdraws, with a fresh code by text message.
  await guardian.reload();
  await guardian.getByRole("button", { name: "Text me a code to withdraw" }).click();
  await expect.poll(async () => (await newestSms())?.text ?? "").toContain("withdraw");
  const fresh = await newestSms();
  await guardian.getByLabel("Code from the text message").fill(fresh?.code ?? "");
  await guardian.getByRole("button", { name: "Withdraw my consent" }).click();
  await expect(
    guardian.getByText("You withdrew your consent. The account is paused and will be deleted."),
  ).toBeVisible();
  await guardianContext.close();

  // The teen is signed out; signing in again tells them why, kindly, and where help is.
  await teenContext.clearCookies();
  await page.goto("/auth");
  await page.getByLabel("Email").fill(teenEmail);
  await page.getByLabel("Password").fill("calm-sea-42");
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page.getByText(/Your parent or guardian has withdrawn their consent/)).toBeVisible();
  await expect(page.getByText(/Childline 1098/)).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await teenContext.close();
});
