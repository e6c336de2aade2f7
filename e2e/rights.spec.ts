// Rights: a member keeps a journal entry after agreeing to it, raises a grievance and sees
// its ticket, then withdraws the consent in Settings and the entry is gone.

import { expectNoSeriousA11yIssues } from "./support/axe.ts";
import { completeProfile, newMemberPage } from "./support/members.ts";
import { expect, test } from "./support/test.ts";

test("a member raises a grievance, follows its ticket, and withdrawing consent deletes their journal", async ({
  browser,
  request,
}) => {
  const { page } = await newMemberPage(browser, request, "Rights Tester");
  await page.setViewportSize({ width: 412, height: 915 });

  // The first entry kept in the account asks for consent, kindly.
  await page.goto("/daily-journal");
  const words = `A quiet evening walk ${Date.now()}.`;
  await page.getByLabel("Today's reflection").fill(words);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const ask = page.getByRole("dialog", { name: "Keep your journal and test results in your account?" });
  await expect(ask).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await ask.getByRole("button", { name: "I agree" }).click();
  await expect(page.getByText("Saved to your account.", { exact: false })).toBeVisible();
  await expect(page.getByRole("region", { name: "Your entries" }).getByText(words)).toBeVisible();

  // A grievance, with its ticket number shown and listed.
  await page.goto("/grievances");
  await completeProfile(page, `rights_${Date.now() % 1_000_000}`);
  await expect(page.getByRole("heading", { name: "Grievances", level: 1 })).toBeVisible();
  await expect(page.getByText(/grievance officer/)).toBeVisible();
  await page.getByLabel("Correct my data").check();
  await page.getByLabel("Your request").fill("My city in the profile is wrong; it should be Mysuru.");
  await page.getByRole("button", { name: "Send request" }).click();
  const thanks = page.getByText(/Your ticket number is G-\d+/);
  await expect(thanks).toBeVisible();
  const ticket = ((await thanks.textContent()) ?? "").match(/G-\d+/)?.[0] ?? "";
  await expect(page.getByRole("listitem").filter({ hasText: ticket })).toContainText("Received");
  await expectNoSeriousA11yIssues(page);

  // Withdraw: one tap, a confirm that says what happens, and the journal is gone.
  await page.goto("/settings#consents");
  const consents = page.getByRole("region", { name: "Consents" });
  await consents.getByRole("button", { name: "Withdraw" }).click();
  await expect(consents.getByText(/deleted now, for good/)).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await consents.getByRole("button", { name: "Withdraw and delete" }).click();
  await expect(consents.getByText("Consent withdrawn. 1 journal entry and 0 test results deleted.")).toBeVisible();
  // (The consent to help improve the safety check has its own "Give consent": this row's is the journal's.)
  const journalConsent = consents
    .getByRole("listitem")
    .filter({ hasText: "Keeping my journal and test results in my account" });
  await expect(journalConsent.getByRole("button", { name: "Give consent" })).toBeVisible();

  await page.goto("/daily-journal");
  await expect(page.getByText("No entries yet. Your first one will appear here.")).toBeVisible();
  await expect(page.getByText(words)).toHaveCount(0);
  const list = await page.request.get("/api/journal");
  expect(((await list.json()) as { entries: unknown[] }).entries).toEqual([]);
});
