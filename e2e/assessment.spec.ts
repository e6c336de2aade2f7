import { INSTRUMENTS } from "@saathi/contract/assessments";
import { demoOnPhone } from "./support/members.ts";
import { expect, type Page, test } from "./support/test.ts";

/** Answers item `i` (0-based) of the form with the option labelled `label`. */
async function answer(page: Page, items: string[], choices: string[]) {
  for (const [i, item] of items.entries()) await page.getByLabel(`${item}: ${choices[i]}`).check();
}

// The instruments' own wording (public domain), as the contract holds it.
const PHQ9_ITEMS = INSTRUMENTS.phq9.items.map((i) => i.text);
const GAD7_ITEMS = INSTRUMENTS.gad7.items.map((i) => i.text);

test("a visitor's PHQ-9 with item 9 above zero shows the Tele-MANAS helpline at once and in the result", async ({
  page,
}) => {
  await page.goto("/mental-health-tests");
  await expect(page.getByRole("heading", { name: "Mental health self-check" })).toBeVisible();
  await page.getByRole("button", { name: "Submit Test" }).click();
  await expect(page.getByText("Please answer all questions before submitting.")).toBeVisible();

  const choices = Array(8).fill("Several days");
  await answer(page, PHQ9_ITEMS.slice(0, 8), choices);
  await expect(page.getByRole("link", { name: "Call Tele-MANAS 14416" })).toHaveCount(0);
  await page.getByLabel(`${PHQ9_ITEMS[8]}: Several days`).check();
  // At once, before submitting.
  const help = page.getByRole("link", { name: "Call Tele-MANAS 14416" });
  await expect(help).toBeVisible();
  await expect(help).toHaveAttribute("href", "tel:14416");
  await page.getByRole("button", { name: "Submit Test" }).click();

  await expect(page.getByRole("heading", { name: "Your Test Score" })).toBeVisible();
  const result = page.getByRole("article");
  await expect(result).toContainText("9out of 27");
  await expect(result).toContainText("Mild");
  await expect(result).toContainText("This is a screening tool, not a diagnosis.");
  await expect(result.getByRole("link", { name: "Call Tele-MANAS 14416" })).toBeVisible();
});

test("a member takes GAD-7, sees the computed score, and finds it in their history and menu", async ({ browser }) => {
  const member = await demoOnPhone(browser, "meera@saathi.demo");
  await member.goto("/test");
  await member.getByLabel("Anxiety (GAD-7)").check();
  await answer(member, GAD7_ITEMS, [
    "More than half the days",
    "More than half the days",
    "More than half the days",
    "More than half the days",
    "Several days",
    "Several days",
    "Several days",
  ]);
  await member.getByRole("button", { name: "Submit Test" }).click();

  await expect(member).toHaveURL(/\/score$/);
  const result = member.getByRole("article", { name: "Your Test Score" });
  await expect(result).toContainText("Anxiety (GAD-7)");
  await expect(result).toContainText("11out of 21");
  await expect(result).toContainText("Moderate");
  const history = member.getByRole("region", { name: "Your history" });
  await expect(history.getByRole("listitem").first()).toContainText("GAD-7");
  await expect(history.getByRole("listitem").first()).toContainText("11/21");

  // The side menu's 'My Test Score' is the real latest result.
  await member.getByRole("button", { name: "Open menu" }).click();
  await expect(member.getByRole("link", { name: /My Test Score/ })).toContainText("11/21");
});
