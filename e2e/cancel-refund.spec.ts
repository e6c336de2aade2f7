// A paid session cancelled on a 360 px phone does not vanish: the member sees it under Cancelled with
// its refund ("Refunded ₹…"), a notification that says so, and the refund in the payments history; the
// expert sees it under their Cancelled tab with the same refund.

import { bookAndPay } from "./support/booking.ts";
import { expectNoHorizontalOverflow } from "./support/layout.ts";
import { demoOnPhone } from "./support/members.ts";
import { expect, test } from "./support/test.ts";

const MEMBER = "asha@saathi.demo";
const EXPERT = "vikram@saathi.demo";

test("a member cancels a paid session: it stays under Cancelled, refunded, told, and in the payments history", async ({
  browser,
}) => {
  // Two sign-ins, a checkout and three screens: sized for a busy 2-core CI machine.
  test.setTimeout(240_000);
  const member = await demoOnPhone(browser, MEMBER, false, undefined, 360);
  const fee = await bookAndPay(member, "vikram.rao", "Vikram Rao");
  await member.getByRole("link", { name: "View my bookings" }).click();
  await expect(member).toHaveURL(/\/booking$/);

  // Cancel it: the dialog promises a full refund.
  const card = member.getByRole("article").filter({ hasText: "Vikram Rao" }).first();
  await card.getByRole("button", { name: "Cancel" }).click();
  const dialog = member.getByRole("dialog", { name: "Cancel this session?" });
  await expect(dialog.getByText("You will get a full refund")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel session" }).click();
  await expect(dialog).toBeHidden();

  // It is under Cancelled, with its refund told as it is.
  await member.getByRole("tab", { name: /Cancelled/ }).click();
  const cancelled = member.getByRole("tabpanel", { name: "Cancelled bookings" }).getByRole("article").first();
  await expect(cancelled).toContainText("Vikram Rao");
  await expect(cancelled.getByText("Cancelled by you")).toBeVisible();
  await expect(cancelled.getByText(`Refunded ₹${fee}`)).toBeVisible();
  await expectNoHorizontalOverflow(member, "bookings, Cancelled tab");

  // The payments history has the payment and the refund.
  const history = member.getByRole("region", { name: "Payments history" });
  await expect(history.getByText(`Refund ₹${fee}`).first()).toBeVisible();
  await expect(history.getByText("Refunded", { exact: true }).first()).toBeVisible();
  await expect(history.getByText(`Paid ₹${fee}`).first()).toBeVisible();

  // A notification says so.
  await member.goto("/notification");
  await expect(member.getByText(new RegExp(`was cancelled by you\\. ₹${fee} has been refunded`)).first()).toBeVisible();
  await expectNoHorizontalOverflow(member, "notifications");

  // The expert sees it under Cancelled, with the member's refund.
  const expert = await demoOnPhone(browser, EXPERT, true, undefined, 360);
  await expert.goto("/expert/vendorbooking");
  await expert.getByRole("tab", { name: /Cancelled/ }).click();
  const row = expert.getByRole("tabpanel").getByRole("button").filter({ hasText: "Asha Rao" }).first();
  await expect(row.getByText("Cancelled by the member")).toBeVisible();
  await expect(row.getByText(`Refunded ₹${fee}`)).toBeVisible();
  await expectNoHorizontalOverflow(expert, "expert bookings, Cancelled tab");
  await member.context().close();
  await expert.context().close();
});
