import { demoOnPhone } from "./support/members.ts";
import { expect, test } from "./support/test.ts";

/**
 * A demo member books a session days ahead, moves it to another free time of the same
 * expert (no second payment), and both the member's and the expert's booking lists show the new time.
 */
test("a member reschedules a session and both sides see the new time", async ({ browser }) => {
  const member = await demoOnPhone(browser, "rohan@saathi.demo");
  await member.goto("/expert");
  await member.getByRole("link", { name: "Depression" }).click();
  const card = member.getByRole("article").filter({ hasText: "Farah Khan" });
  await card.getByRole("link", { name: "View Profile" }).click();
  await expect(member.getByRole("heading", { name: "Farah Khan", level: 1 })).toBeVisible();

  // A day well beyond 24 hours from now, so the member may still move it themselves.
  await member.getByRole("group", { name: "Choose a day" }).getByRole("button").nth(3).click();
  const first = member.getByRole("group", { name: "Choose a time" }).getByRole("button").first();
  const bookedTime = await first.innerText();
  await first.click();
  await member.getByLabel("Preferred Text").selectOption("English");
  await member.getByLabel("Mode").selectOption("audio");
  await member.getByRole("button", { name: "Book your slot now" }).click();
  const checkout = member.getByRole("dialog", { name: "Sandbox payment" });
  await checkout.getByRole("button", { name: "Pay", exact: true }).click();
  await member.getByRole("link", { name: "View my bookings" }).click();
  await expect(member).toHaveURL(/\/booking$/);

  const upcoming = member.getByRole("article").filter({ hasText: "Farah Khan" }).filter({ hasText: bookedTime });
  await expect(upcoming).toHaveCount(1);
  const bookedWhen = await upcoming.locator("time").first().innerText();
  await upcoming.getByRole("button", { name: "Reschedule" }).click();

  // Another day, its first free time.
  const dialog = member.getByRole("dialog", { name: "Move this session" });
  const day = dialog.getByLabel("Day");
  await expect(day.locator("option").nth(5)).toBeAttached();
  const newDay = (await day.locator("option").nth(5).innerText()).trim();
  await day.selectOption({ index: 5 });
  const slot = dialog.getByRole("group", { name: "Time" }).getByRole("button").first();
  const newTime = await slot.innerText();
  await slot.click();
  await dialog.getByRole("button", { name: "Move my session" }).click();
  await expect(dialog).toBeHidden();
  await expect(member.getByText("Your session has a new time.")).toBeVisible();

  const moved = member.getByRole("article").filter({ hasText: "Farah Khan" }).filter({ hasText: newDay });
  await expect(moved).toContainText(newTime);
  await expect(member.getByRole("article").filter({ hasText: bookedWhen })).toHaveCount(0);

  // The expert's list shows the new time too.
  const expert = await demoOnPhone(browser, "farah@saathi.demo", true);
  await expert.goto("/expert/vendorbooking");
  await expect(expert.getByRole("heading", { name: "My Bookings" })).toBeVisible();
  const row = expert.getByRole("button").filter({ hasText: newDay }).filter({ hasText: newTime });
  await expect(row.first()).toBeVisible();
  await expect(expert.getByRole("button").filter({ hasText: bookedWhen })).toHaveCount(0);
});
