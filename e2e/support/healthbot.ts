// A new member on a phone (360 px) with a completed profile, on the Health Bot's first screen; `say`
// types a message and waits until the bot has answered it.
import { type APIRequestContext, type Browser, expect } from "@playwright/test";
import { completeProfile, newMemberPage } from "./members.ts";

export async function openHealthBotOnPhone(browser: Browser, request: APIRequestContext, name: string) {
  const { page } = await newMemberPage(browser, request, name);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/feed");
  const handle = name.split(" ")[0]?.toLowerCase() ?? "member";
  await completeProfile(page, `${handle}_${Date.now().toString(36).slice(-6)}`);
  await page.goto("/healthbot");
  const log = page.getByRole("log", { name: "Conversation" });
  await expect(log).toContainText("I'm not a therapist and I'm not for emergencies.");
  const input = page.getByLabel("Message to Health Bot");
  const say = async (text: string) => {
    await input.fill(text);
    await input.press("Enter");
    // The member's words show once the bot has answered them.
    await expect(log.getByRole("listitem").filter({ hasText: text }).last()).toBeVisible();
  };
  return { page, log, input, say };
}
