// 'Report a problem' after a session, and the admin resolving it with a partial refund that
// the member then sees. The finished session comes from the dev practice-session endpoint.

import { signInAsAdmin } from "./support/admin.ts";
import { expectNoSeriousA11yIssues } from "./support/axe.ts";
import { expectNoHorizontalOverflow } from "./support/layout.ts";
import { demoOnPhone } from "./support/members.ts";
import { expect, type Page, test } from "./support/test.ts";

const MEMBER = "rohan@saathi.demo";
const EXPERT = "sofia@saathi.demo";

/** A paid session with the expert that ended yesterday (another hour if that one is taken). */
async function finishedSession(page: Page): Promise<string> {
  for (const hoursAgo of [27, 29, 31, 33]) {
    const res = await page.request.post("/api/dev/practice-session", {
      data: { memberEmail: MEMBER, expertEmail: EXPERT, startsInMinutes: -hoursAgo * 60 },
    });
    if (res.ok()) return ((await res.json()) as { bookingId: string }).bookingId;
  }
  throw new Error("no free hour for the practice session");
}

test("a member reports a problem and the admin refunds part of it", async ({ browser, page }) => {
  const member = await demoOnPhone(browser, MEMBER);
  const bookingId = await finishedSession(member);

  // The member: Completed → the session → Report a problem.
  await member.goto("/booking");
  await member.getByRole("tab", { name: /Completed/ }).click();
  const card = member.getByRole("listitem").filter({ hasText: "Sofia" }).first();
  await card.getByRole("button", { name: "Report a problem" }).click();
  const dialog = member.getByRole("dialog", { name: "Report a problem" });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yIssues(member);
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog.getByText("Please choose what went wrong")).toBeVisible();
  await dialog.getByLabel("The expert was late").check();
  await dialog.getByLabel("What happened?").fill("The session started 25 minutes late and ended on time.");
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText("You reported a problem: The expert was late")).toBeVisible();
  await expect(card.getByText("Status: under review by the Saathi team.")).toBeVisible();
  await expect(card.getByRole("button", { name: "Report a problem" })).toHaveCount(0);

  // The admin (on a phone too): the disputes queue, resolve with a partial refund of ₹300.
  await signInAsAdmin(page);
  await page.goto("/admin/disputes");
  await expect(page.getByRole("heading", { name: "Disputes", level: 1 })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: "The session started 25 minutes late" });
  await expect(row).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await row.getByRole("button", { name: "Resolve" }).click();
  const resolve = page.getByRole("dialog", { name: "Resolve this dispute" });
  await resolve.getByLabel("Refund part of it").check();
  await resolve.getByLabel("Amount to refund").fill("300");
  await resolve
    .getByLabel("Message to the member and the expert")
    .fill("We are sorry the session started late; ₹300 has been refunded.");
  await expectNoHorizontalOverflow(page, "resolve dialog");
  await resolve.getByRole("button", { name: "Resolve" }).click();
  await expect(resolve).toBeHidden();
  await expect(page.getByText("Refund sent to the member.")).toBeVisible();

  // The booking in the console shows the refund and the gateway's refund id.
  await page.goto(`/admin/bookings/${bookingId}`);
  await expect(page.getByText(/₹300(\.00)? · refunded · dispute/)).toBeVisible();
  await expect(page.getByText(/rfnd_sbx_/).first()).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await expectNoHorizontalOverflow(page, "booking detail");

  // The member sees the partial refund and the resolution.
  await member.reload();
  await member.getByRole("tab", { name: /Completed/ }).click();
  await expect(card.getByText("Refunded Rs. 300.")).toBeVisible();
  await expect(card.getByText("Resolved with a refund of Rs. 300.")).toBeVisible();
  await expect(card.getByText("We are sorry the session started late; ₹300 has been refunded.")).toBeVisible();
  await member.context().close();
});
