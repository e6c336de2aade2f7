import { demoOnPhone } from "./support/members.ts";
import { expect, type Page, test } from "./support/test.ts";

/** From /expert to Farah's page (a demo expert with evening hours every day, voice and chat). */
async function openFarah(page: Page) {
  await page.goto("/expert");
  await page.getByRole("link", { name: "Depression" }).click();
  await expect(page).toHaveURL(/\/expert\/expertList/);
  await expect(page.getByRole("button", { name: "Depression", pressed: true })).toBeVisible();
  const card = page.getByRole("article").filter({ hasText: "Farah Khan" });
  await expect(card.getByText("Rs. 800 for 1 Hour")).toBeVisible();
  await card.getByRole("link", { name: "View Profile" }).click();
  await expect(page.getByRole("heading", { name: "Farah Khan", level: 1 })).toBeVisible();
}

/** Picks the first free time of the first day; answers its label, e.g. '6:00 PM'. */
async function pickFirstSlot(page: Page): Promise<{ day: string; time: string }> {
  const day = page.getByRole("group", { name: "Choose a day" }).getByRole("button").first();
  await day.click();
  const dayText = (await day.innerText()).replace(/\s+/g, " ");
  const time = page.getByRole("group", { name: "Choose a time" }).getByRole("button").first();
  const timeText = await time.innerText();
  await time.click();
  return { day: dayText, time: timeText };
}

test("a member books and pays in the sandbox; the session is upcoming for both", async ({ browser }) => {
  const member = await demoOnPhone(browser, "meera@saathi.demo");
  await openFarah(member);
  // Nothing chosen yet: the spec's message.
  await member.getByRole("button", { name: "Book your slot now" }).click();
  await expect(member.getByText("Please select all required options")).toBeVisible();
  const { time } = await pickFirstSlot(member);
  // Thumb-sized on a phone: every free time and the favourite heart are at least 44 px high.
  for (const button of await member.getByRole("group", { name: "Choose a time" }).getByRole("button").all()) {
    expect((await button.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  }
  expect((await member.getByRole("button", { name: "Favourite" }).boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(
    44,
  );
  // Only what Farah offers.
  await expect(member.getByLabel("Mode").locator("option")).toHaveText(["Choose a mode", "Voice", "Chat"]);
  await member.getByLabel("Preferred Text").selectOption("English");
  await member.getByLabel("Mode").selectOption("audio");
  await member.getByRole("button", { name: "Book your slot now" }).click();

  const checkout = member.getByRole("dialog", { name: "Sandbox payment" });
  await expect(checkout).toBeVisible();
  await expect(checkout.getByText("Rs. 800")).toBeVisible();
  await checkout.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(member.getByRole("dialog", { name: "You're all set!" })).toBeVisible();
  await member.getByRole("link", { name: "View my bookings" }).click();

  await expect(member).toHaveURL(/\/booking$/);
  await expect(member.getByRole("heading", { name: "Councellors Booking" })).toBeVisible();
  const upcoming = member.getByRole("article").filter({ hasText: "Farah Khan" });
  await expect(upcoming).toContainText(time);
  await expect(upcoming.getByRole("button", { name: "Cancel" })).toBeVisible();
  await expect(upcoming.getByRole("button", { name: "Call" })).toBeVisible();
  const ics = upcoming.getByRole("link", { name: "Add to calendar (.ics)" });
  expect((await ics.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);

  // The expert sees it under Upcoming with the money from the payment.
  const expert = await demoOnPhone(browser, "farah@saathi.demo", true);
  await expert.goto("/expert/vendorbooking");
  await expect(expert.getByRole("heading", { name: "My Bookings" })).toBeVisible();
  const row = expert.getByRole("button").filter({ hasText: "Meera Iyer" });
  await expect(row).toContainText(time);
  await row.click();
  const detail = expert.getByRole("article", { name: "Booking detail" }).first();
  await expect(detail).toContainText("Booking Amount");
  await expect(detail).toContainText("Rs. 800");
  await expect(detail).toContainText("Tax");
  await expect(detail).toContainText("Earning");
});

test("a cancelled sandbox payment shows the failure dialog and the slot is free again", async ({ browser }) => {
  const member = await demoOnPhone(browser, "asha@saathi.demo");
  await openFarah(member);
  const { time } = await pickFirstSlot(member);
  await member.getByLabel("Preferred Text").selectOption("Hindi");
  await member.getByLabel("Mode").selectOption("chat");
  await member.getByRole("button", { name: "Book your slot now" }).click();
  const checkout = member.getByRole("dialog", { name: "Sandbox payment" });
  await checkout.getByRole("button", { name: "Cancel" }).click();

  const failure = member.getByRole("dialog", { name: "Transaction Failed" });
  await expect(failure).toBeVisible();
  await expect(failure.getByText("Payment cancelled by user")).toBeVisible();
  await failure.getByRole("button", { name: "Try Again" }).click();
  await expect(failure).toBeHidden();
  // The same time is offered again.
  await expect(
    member.getByRole("group", { name: "Choose a time" }).getByRole("button", { name: time, exact: true }),
  ).toBeVisible();

  // 'Fail payment' too ends in the failure dialog, and nothing is booked.
  await pickFirstSlot(member);
  await member.getByRole("button", { name: "Book your slot now" }).click();
  await member.getByRole("dialog", { name: "Sandbox payment" }).getByRole("button", { name: "Fail payment" }).click();
  await expect(member.getByRole("dialog", { name: "Transaction Failed" })).toBeVisible();
  const mine = await (await member.request.get("/api/bookings")).json();
  expect(mine.upcoming).toEqual([]);
});
