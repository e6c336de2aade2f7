// Session packages on a 360 px phone: an expert offers 4 sessions at a price in Settings; a member sees
// "4 sessions for ₹…" on the expert's profile, pays once in the sandbox checkout, books a time with
// "Use a package session" (no second checkout), and has the unused sessions refunded, the amount shown
// before confirming; My packages (from My care) lists the package, leads back to the profile to book, and
// shows it partly refunded afterwards.

import { expectNoHorizontalOverflow } from "./support/layout.ts";
import { demoOnPhone } from "./support/members.ts";
import { expect, test } from "./support/test.ts";

const EXPERT = "rahul@saathi.demo";
const MEMBER = "rohan@saathi.demo";

test("an expert offers a package; a member buys it once, books with a credit and refunds the unused sessions", async ({
  browser,
}) => {
  // Two sign-ins, a checkout and several screens: sized for a busy 2-core CI machine.
  test.setTimeout(240_000);
  const expert = await demoOnPhone(browser, EXPERT, true, undefined, 360);
  await expert.goto("/settings#packages");
  const offers = expert.getByRole("region", { name: "Session packages" });
  await offers.getByLabel("Price for 4 sessions (₹)").fill("3000");
  await offers.getByRole("button", { name: "Offer" }).first().click();
  await expect(offers.getByText("Members see: 4 sessions for ₹3,000")).toBeVisible();
  await expectNoHorizontalOverflow(expert, "settings, session packages");
  await expert.context().close();

  const member = await demoOnPhone(browser, MEMBER, false, undefined, 360);
  await member.goto("/expert/@rahul.verma");
  await expect(member.getByRole("heading", { name: "Rahul Verma", level: 1 })).toBeVisible();
  const packages = member.getByRole("region", { name: "Session packages" });
  await expect(packages.getByText("4 sessions for ₹3,000")).toBeVisible();
  await packages.getByRole("button", { name: "Buy 4 sessions for ₹3,000" }).click();
  const checkout = member.getByRole("dialog", { name: "Sandbox payment" });
  await expect(checkout).toBeVisible();
  await checkout.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(packages.getByText("Paid. Your sessions are ready to book.")).toBeVisible();
  await expect(packages.getByText("4 of 4 sessions left")).toBeVisible();
  await expectNoHorizontalOverflow(member, "expert profile with a package");

  // My packages, from My care: the package with what is left, and back to the profile to book.
  await member.goto("/care");
  await member.getByRole("link", { name: "My session packages" }).click();
  await expect(member.getByRole("heading", { name: "My packages", level: 1 })).toBeVisible();
  const bought = member.getByRole("article", { name: /^4 sessions with Rahul/ });
  await expect(bought.getByText("Active")).toBeVisible();
  await expect(bought.getByText("Left", { exact: true })).toBeVisible();
  await expectNoHorizontalOverflow(member, "my packages");
  await bought.getByRole("link", { name: /^Book a session with Rahul/ }).click();
  await expect(member.getByRole("heading", { name: "Rahul Verma", level: 1 })).toBeVisible();

  // Book a time with a credit: no second checkout.
  await member.getByRole("group", { name: "Choose a day" }).getByRole("button").first().click();
  await member.getByRole("group", { name: "Choose a time" }).getByRole("button").first().click();
  await member.getByLabel("Preferred Text").selectOption("English");
  await member.getByLabel("Mode").selectOption({ index: 1 });
  await member.getByRole("button", { name: "Use a package session" }).click();
  await expect(member.getByText(/with a package session\. No payment needed\./)).toBeVisible();
  await expect(checkout).toBeHidden();
  await expect(packages.getByText("3 of 4 sessions left")).toBeVisible();

  // Refund the three unused sessions: ₹750 each, the amount shown before confirming.
  await packages.getByRole("button", { name: "Refund unused sessions" }).click();
  const refund = member.getByRole("dialog", { name: "Refund unused sessions" });
  await expect(refund.getByText(/You will get back ₹2,250 for 3 unused sessions\./)).toBeVisible();
  await refund.getByRole("button", { name: "Yes, refund ₹2,250" }).click();
  await expect(refund.getByText("₹2,250 has been refunded to you.")).toBeVisible();
  await refund.getByRole("button", { name: "Close" }).click();
  await expect(packages.getByText("3 of 4 sessions left")).toBeHidden();

  // My packages says the same: one used, three refunded, nothing left to book.
  await member.goto("/packages");
  const after = member.getByRole("article", { name: /^4 sessions with Rahul/ });
  await expect(after.getByText("Partly refunded")).toBeVisible();
  await expect(after.getByText("No sessions left in this package.")).toBeVisible();

  // The session booked with the credit is in the member's bookings.
  await member.goto("/booking");
  await expect(member.getByRole("article").filter({ hasText: "Rahul Verma" }).first()).toBeVisible();
  await expectNoHorizontalOverflow(member, "bookings");
  await member.context().close();
});
