// A 16-year-old books a youth-friendly expert; the guardian opens the emailed link, chooses "informed"
// and pays in the sandbox checkout; the teen sees the session confirmed (decision 038).

import { bornYearsAgo } from "./support/ages.ts";
import { expectNoSeriousA11yIssues } from "./support/axe.ts";
import { expectNoHorizontalOverflow } from "./support/layout.ts";
import { completeProfile, demoOnPhone } from "./support/members.ts";
import { latestCode, ORIGIN, uniqueEmail } from "./support/outbox.ts";
import { expect, test } from "./support/test.ts";

test("a teen books a youth-friendly expert, the guardian chooses informed and pays from the emailed link, the teen sees it confirmed", async ({
  browser,
  request,
}) => {
  // Three people on a busy 2-core machine.
  test.setTimeout(180_000);
  // Farah (a demo expert with evening hours every day) works with young people.
  const expert = await demoOnPhone(browser, "farah@saathi.demo", true, undefined, 360);
  const optIn = await expert.request.put("/api/expert/young-people", {
    data: { worksWithYoungPeople: true, campusInstitution: null },
    headers: { origin: ORIGIN },
  });
  expect(optIn.ok()).toBe(true);
  const expertId = ((await (await expert.request.get("/api/me")).json()) as { user: { id: string } }).user.id;
  await expert.context().close();

  // A 16-year-old whose guardian consented to Saathi (through the endpoints the pages use).
  const teenEmail = uniqueEmail("teen-session");
  const guardianEmail = uniqueEmail("parent-session");
  const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const teen = await context.newPage();
  const post = (url: string, data: object) => teen.request.post(url, { data, headers: { origin: ORIGIN } });
  const signup = { name: "Isha Teen", email: teenEmail, password: "calm-sea-42", dateOfBirth: bornYearsAgo(16) };
  expect((await post("/api/auth/sign-up/email", signup)).ok()).toBe(true);
  const otp = await latestCode(request, teenEmail);
  expect((await post("/api/auth/email-otp/verify-email", { email: teenEmail, otp })).ok()).toBe(true);
  expect((await post("/api/young-people/guardian", { email: guardianEmail })).ok()).toBe(true);
  const consentMail = (
    (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(guardianEmail)}`)).json()) as {
      text: string;
      code?: string;
    }[]
  )[0];
  const consentToken = consentMail?.text.match(/\/guardian\/([A-Za-z0-9_-]+)/)?.[1] ?? "";
  const consent = await request.post(`/api/guardian-consent/${consentToken}/decision`, {
    data: { code: consentMail?.code, decision: "consent", confirmAdult: true, method: "declared_with_email_code" },
    headers: { origin: ORIGIN },
  });
  expect(consent.ok()).toBe(true);

  // The teen books from the expert's page: tomorrow's first free time (the guardian needs time to answer).
  await teen.goto(`/expert/${expertId}`);
  await completeProfile(teen, `isha_${Date.now().toString(36).slice(-6)}`);
  await expect(teen.getByText("Works with young people").first()).toBeVisible();
  await teen.getByRole("group", { name: "Choose a day" }).getByRole("button").nth(1).click();
  await teen.getByRole("group", { name: "Choose a time" }).getByRole("button").first().click();
  await teen.getByLabel("Preferred Text").selectOption({ index: 1 });
  await teen.getByLabel("Mode").selectOption({ index: 1 });
  await teen.getByRole("button", { name: "Book your slot now" }).click();
  await expect(teen).toHaveURL(/\/sessions\/waiting\/[0-9a-f-]+$/, { timeout: 20_000 });
  await expect(teen.getByRole("heading", { name: "Waiting for your guardian" })).toBeVisible();
  await expect(teen.getByTestId("teen-booking-status")).toContainText("The time is kept for you until");
  await expectNoHorizontalOverflow(teen);
  // Their bookings list it first, and it leads back to the status.
  const statusUrl = teen.url();
  await teen.goto("/booking");
  const waiting = teen.getByRole("region", { name: "Waiting for your guardian" });
  await expect(waiting).toBeVisible();
  await waiting.getByRole("link", { name: /Session with Farah Khan/ }).click();
  await expect(teen).toHaveURL(statusUrl);

  // The guardian opens the link from the email (not signed in), chooses informed and pays.
  let link = "";
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(guardianEmail)}`);
      for (const m of (await res.json()) as { text: string }[])
        link ||= m.text.match(/https?:\/\/\S+\/guardian\/booking\/[A-Za-z0-9_-]+/)?.[0] ?? "";
      return link;
    })
    .not.toBe("");
  const guardianContext = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const guardian = await guardianContext.newPage();
  await guardian.goto(new URL(link).pathname);
  await expect(guardian.getByRole("heading", { name: "A session for your young person" })).toBeVisible();
  await expect(guardian.getByText("Farah Khan").first()).toBeVisible();
  await expectNoHorizontalOverflow(guardian);
  await expectNoSeriousA11yIssues(guardian);
  await guardian.getByLabel(/Keep me informed/).check();
  await guardian.getByRole("button", { name: /Consent and pay/ }).click();
  const checkout = guardian.getByRole("dialog", { name: "Sandbox payment" });
  await expect(checkout).toBeVisible();
  await checkout.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(guardian.getByTestId("guardian-booking-status")).toContainText("is confirmed", { timeout: 20_000 });
  await guardianContext.close();

  // The teen sees the session confirmed, with the guardian kept informed.
  await teen.reload();
  await expect(teen.getByRole("heading", { name: "Your session is confirmed" })).toBeVisible({ timeout: 20_000 });
  await expect(teen.getByText("Your guardian is kept informed, and does not hear what you say.")).toBeVisible();
  await expectNoHorizontalOverflow(teen);
  await expectNoSeriousA11yIssues(teen);
  await context.close();
});
