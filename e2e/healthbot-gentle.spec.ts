// Health Bot answers a low, lonely message gently on a phone: warm words, the gentle helpline card
// (Tele-MANAS 14416 as a call, a calm heading, not the crisis card) and the mood check-in offered first;
// tapping it starts the flow. "I don't feel safe" is one tap away and opens the safety check.

import { expectNoSeriousA11yIssues } from "./support/axe.ts";
import { openHealthBotOnPhone } from "./support/healthbot.ts";
import { expectNoHorizontalOverflow } from "./support/layout.ts";
import { expect, test } from "./support/test.ts";

test("'I feel lonely' gets the gentle card and a suggestion that starts its flow", async ({ browser, request }) => {
  const { page, log, input } = await openHealthBotOnPhone(browser, request, "Tara Menon");
  await input.fill("I feel lonely");
  await input.press("Enter");

  await expect(log).toContainText("That sounds really heavy. Thank you for telling me.");
  const card = page.getByTestId("gentle-card");
  await expect(card.getByRole("heading", { name: "If you need someone now" })).toBeVisible();
  await expect(card.getByRole("link", { name: "Call Tele-MANAS on 14416" })).toHaveAttribute("href", "tel:14416");
  await expect(card.getByRole("link", { name: "Open my safety plan" })).toHaveAttribute("href", "/safety-plan");
  // Not the crisis card, and not the safety check.
  await expect(page.getByTestId("crisis-card")).toHaveCount(0);
  await expect(log).not.toContainText("Are you safe right now?");
  const replies = page.getByRole("group", { name: "Quick replies" });
  await expect(replies.getByRole("button")).toHaveText([
    "Check in on my mood",
    "Talk to a person",
    "I don't feel safe",
    "Back to the menu",
  ]);
  // Every tap target on the card and the replies is at least 44 px high.
  for (const target of [...(await card.getByRole("link").all()), ...(await replies.getByRole("button").all())]) {
    expect((await target.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  }
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousA11yIssues(page);
  await page.screenshot({ path: "test-results/healthbot-gentle-360.png" });

  // The suggestion starts its flow; the gentle card goes with the turn.
  await replies.getByRole("button", { name: "Check in on my mood" }).click();
  await expect(log).toContainText("How are you feeling right now?");
  await expect(card).toHaveCount(0);
  await expect(replies.getByRole("button", { name: "Low" })).toBeVisible();

  // Low again, and "I don't feel safe" is one tap: the safety check with the crisis card.
  await input.fill("I feel lonely");
  await input.press("Enter");
  await expect(card).toBeVisible();
  await replies.getByRole("button", { name: "I don't feel safe" }).click();
  await expect(log).toContainText("Are you safe right now?");
  await expect(page.getByTestId("crisis-card")).toBeVisible();
  await expect(card).toHaveCount(0);
  await expectNoHorizontalOverflow(page);
});
