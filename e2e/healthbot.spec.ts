// A visitor turned member opens Health Bot from the bottom navigation on a phone, sees
// plainly what it is, types a crisis message in Hinglish and gets the helpline card; one 'no' in
// the safety check keeps it open, and the conversation is still there after a reload.

import { expectNoSeriousA11yIssues } from "./support/axe.ts";
import { expectNoHorizontalOverflow } from "./support/layout.ts";
import { completeProfile, newMemberPage } from "./support/members.ts";
import { expect, test } from "./support/test.ts";

test("a new member types a Hinglish crisis message to Health Bot and sees the helpline card", async ({
  browser,
  request,
}) => {
  const { page } = await newMemberPage(browser, request, "Meera Joshi");
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/feed");
  await completeProfile(page, `meera_${Date.now().toString(36).slice(-6)}`);

  await page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "Health Bot" }).click();
  await expect(page).toHaveURL(/\/healthbot$/);
  await expect(page.getByRole("heading", { level: 1, name: "Health Bot" })).toBeVisible();
  const log = page.getByRole("log", { name: "Conversation" });
  await expect(log).toContainText("I'm not a therapist and I'm not for emergencies.");
  await expect(page.getByRole("group", { name: "Quick replies" }).getByRole("button")).toHaveCount(10);
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousA11yIssues(page);

  // Into a flow, then a crisis message in Hinglish (from the crisis check's evaluation set).
  await page.getByRole("button", { name: "Wind down for sleep" }).click();
  await expect(log).toContainText("Let's wind down for sleep.");
  await page.getByLabel("Message to Health Bot").fill("jeene ka mann nahi karta ab");
  await page.getByLabel("Message to Health Bot").press("Enter");

  const card = page.getByTestId("crisis-card");
  await expect(card).toBeVisible({ timeout: 5000 });
  await expect(card.getByRole("heading", { name: "You don't have to go through this alone" })).toBeFocused();
  await expect(card.getByRole("link", { name: "Call Tele-MANAS on 14416" })).toHaveAttribute("href", "tel:14416");
  await expect(card.getByRole("link", { name: "Call KIRAN on 1800-599-0019" })).toBeVisible();
  await expect(card.getByRole("link", { name: /Talk to an expert now/ })).toBeVisible();
  await expect(card.getByRole("button", { name: "I'm safe right now" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Message a buddy" })).toHaveAttribute("href", "/chat");
  await expect(log).toContainText("Are you safe right now?");
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousA11yIssues(page);
  await page.screenshot({ path: "test-results/healthbot-crisis-360.png" });

  // A single 'no' never closes it, and it is still open after a reload.
  await page.getByRole("group", { name: "Quick replies" }).getByRole("button", { name: "No" }).click();
  await expect(log).toContainText("Please call one of these helplines now");
  await page.reload();
  await expect(page.getByTestId("crisis-card")).toBeVisible();
  await expect(page.getByRole("group", { name: "Quick replies" }).getByRole("button")).toHaveText([
    "I've talked to someone",
  ]);
});
