import { expectNoSeriousA11yIssues } from "./support/axe.ts";
import { expectNoHorizontalOverflow } from "./support/layout.ts";
import { completeProfile, newMemberPage } from "./support/members.ts";
import { expect, test } from "./support/test.ts";

// Danger from someone else, said the way a young person writes it: "papa roz maarte hain" (no "mujhe",
// no word of dying). The Health Bot answers with its own card (112, 181, 1098) and never offers an
// exercise; a post saying it shows the danger card; and a risk written beside it ("jeene ka mann nahi
// karta") gets the helplines and the emergency lines without "Tell {name}", since the person named may be
// the one who hurts them.
test("a disclosure of violence at home gets the emergency numbers, in the Health Bot and on a post", async ({
  browser,
  request,
}) => {
  const { page } = await newMemberPage(browser, request, "Kavya Iyer");
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/feed");
  await completeProfile(page, `kavya_${Date.now().toString(36).slice(-6)}`);

  // The Health Bot: its danger card, at once, not "I'm a simple bot" and not a breathing exercise.
  await page.goto("/healthbot");
  const log = page.getByRole("log", { name: "Conversation" });
  const input = page.getByLabel("Message to Health Bot");
  await input.fill("papa roz maarte hain");
  await input.press("Enter");
  const danger = page.getByTestId("danger-card");
  await expect(danger).toBeVisible();
  for (const n of ["112", "181", "1098"]) await expect(danger.locator(`a[href="tel:${n}"]`)).toBeVisible();
  await expect(log).not.toContainText("I'm a simple bot");
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousA11yIssues(page);

  // A post saying it: the danger card on the composer, with how to get help safely.
  await page.goto("/feed");
  await page.getByRole("button", { name: "Share your thoughts..." }).click();
  const compose = page.getByRole("dialog", { name: "Create post" });
  await compose.getByLabel("Post text").fill("sasural wale roz maarte hain, kisi ko bata nahi sakti");
  await compose.getByRole("button", { name: "Post" }).click();
  const card = compose.getByTestId("crisis-card");
  await expect(card).toHaveAttribute("data-level", "danger");
  await expect(card.locator('a[href="tel:181"]')).toBeVisible();
  await expect(card).toContainText("Getting help safely");
  await expectNoHorizontalOverflow(page);
  await compose.getByRole("button", { name: "I'm safe right now" }).click();
  await expect(compose).toBeHidden();

  // With a trusted contact named, a risk post offers "Tell Ravi"...
  const named = await page.evaluate(async () => {
    const r = await fetch("/api/safety-plan/trusted-contact", {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Ravi", email: "ravi@example.com" }),
    });
    return r.status;
  });
  expect(named).toBe(200);
  await page.getByRole("button", { name: "Share your thoughts..." }).click();
  await compose.getByLabel("Post text").fill("I want to die, I can't do this anymore");
  await compose.getByRole("button", { name: "Post" }).click();
  await expect(compose.getByTestId("crisis-card")).toHaveAttribute("data-level", "risk");
  await expect(compose.getByRole("button", { name: "Tell Ravi" })).toBeVisible();
  await compose.getByRole("button", { name: "I'm safe right now" }).click();
  await expect(compose).toBeHidden();

  // ...but not when their own risk is written beside someone hurting them: the helplines, no "Tell Ravi".
  await page.getByRole("button", { name: "Share your thoughts..." }).click();
  await compose.getByLabel("Post text").fill("papa maarte hain, jeene ka mann nahi karta");
  await compose.getByRole("button", { name: "Post" }).click();
  const risk = compose.getByTestId("crisis-card");
  await expect(risk).toHaveAttribute("data-level", "risk");
  await expect(risk.locator('a[href="tel:14416"]')).toBeVisible();
  await expect(risk.getByRole("link", { name: /safety plan/i })).toBeVisible();
  await expect(compose.getByRole("button", { name: "Tell Ravi" })).toHaveCount(0);
  // ...and the emergency lines with how to call safely, since someone is hurting them.
  for (const n of ["112", "181", "1098"]) await expect(risk.locator(`a[href="tel:${n}"]`)).toBeVisible();
  await expect(risk).toContainText("Getting help safely");
  await expectNoHorizontalOverflow(page);
});
