import { expect, test } from "@playwright/test";
import { completeProfile, newMemberPage } from "./support/members.ts";

const stamp = () => Date.now().toString(36).slice(-6);

test("a Hinglish crisis message in a chat shows the helpline card to the writer and a support prompt to the receiver", async ({
  browser,
  request,
}) => {
  const a = await newMemberPage(browser, request, "Kabir Mehta");
  const b = await newMemberPage(browser, request, "Isha Rao");
  const bName = `isha_${stamp()}`;
  await a.page.goto("/feed");
  await completeProfile(a.page, `kabir_${stamp()}`);
  await b.page.goto("/feed");
  await completeProfile(b.page, bName);

  await a.page.goto(`/profile/@${bName}`);
  await a.page.getByRole("button", { name: "Chat", exact: true }).click();
  const aPane = a.page.getByRole("region", { name: "Chat with Isha Rao" });
  await aPane.getByLabel("Message").fill("yaar mujhe ab jeena nahi hai, marna chahta hoon");
  await aPane.getByLabel("Message").press("Enter");

  // The writer: the card at once, kindly, with helplines to call; the message is still sent.
  const card = a.page.getByTestId("crisis-card");
  await expect(card).toBeVisible({ timeout: 5000 });
  await expect(card.getByRole("heading", { name: "You don't have to go through this alone" })).toBeFocused();
  await expect(card.getByRole("link", { name: "Call Tele-MANAS on 14416" })).toHaveAttribute("href", "tel:14416");
  await expect(card.getByRole("link", { name: "Call KIRAN on 1800-599-0019" })).toBeVisible();
  await expect(card.getByRole("link", { name: /Talk to an expert now/ })).toBeVisible();
  await expect(aPane.getByTestId("chat-bubble")).toHaveCount(1);
  await card.getByRole("button", { name: "I'm safe right now" }).click();
  await expect(card).toHaveCount(0);

  // The receiver: the message and, under it, a gentle prompt on supporting a friend.
  await b.page.goto("/chat");
  await b.page.getByRole("button", { name: /Kabir Mehta/ }).click();
  const bPane = b.page.getByRole("region", { name: "Chat with Kabir Mehta" });
  await expect(bPane.getByText("yaar mujhe ab jeena nahi hai, marna chahta hoon")).toBeVisible();
  const prompt = bPane.getByTestId("friend-support-prompt");
  await expect(prompt).toContainText("Kabir Mehta may be going through something hard");
  await expect(prompt.getByRole("link", { name: "Call Tele-MANAS on 14416" })).toBeVisible();
  await expect(b.page.getByTestId("crisis-card")).toHaveCount(0);
});
