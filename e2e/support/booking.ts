// Booking a session from an expert's page and paying in the sandbox, as a member does on any width.
import { expect, type Page } from "@playwright/test";

/**
 * On `/expert/@{handle}`: the day at `day` (0 = the first shown), its first or last hour, English, the
 * first mode, then Pay in the sandbox dialog. Answers the fee as shown ("1,200"), once "You're all set!".
 */
export async function bookAndPay(page: Page, handle: string, name: string, day = 0, hour: "first" | "last" = "first") {
  await page.goto(`/expert/@${handle}`);
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await page.getByRole("group", { name: "Choose a day" }).getByRole("button").nth(day).click();
  const hours = page.getByRole("group", { name: "Choose a time" }).getByRole("button");
  await (hour === "first" ? hours.first() : hours.last()).click();
  await page.getByLabel("Preferred Text").selectOption("English");
  await page.getByLabel("Mode").selectOption({ index: 1 });
  await page.getByRole("button", { name: "Book your slot now" }).click();
  const checkout = page.getByRole("dialog", { name: "Sandbox payment" });
  await expect(checkout).toBeVisible();
  const price =
    (await checkout
      .getByText(/Rs\. [\d,]+/)
      .first()
      .textContent()) ?? "";
  const fee = price.match(/Rs\. ([\d,]+)/)?.[1] ?? "";
  expect(fee).not.toBe("");
  await checkout.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "You're all set!" })).toBeVisible();
  return fee;
}
