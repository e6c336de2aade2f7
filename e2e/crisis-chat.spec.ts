import { signInAsAdmin } from "./support/admin.ts";
import { expectNoSeriousA11yIssues } from "./support/axe.ts";
import { expectNoHorizontalOverflow } from "./support/layout.ts";
import { completeProfile, newMemberPage } from "./support/members.ts";
import { expect, test } from "./support/test.ts";

const stamp = () => Date.now().toString(36).slice(-6);

test("a Hinglish crisis message in a chat shows the helpline card to the writer and a support prompt to the receiver and appears first in the queue", async ({
  browser,
  request,
}) => {
  // Three people (two members and a moderator with a second factor): about 50 s on a busy 2-core machine.
  test.setTimeout(120_000);
  const a = await newMemberPage(browser, request, "Kabir Mehta");
  const b = await newMemberPage(browser, request, "Isha Rao");
  const bName = `isha_${stamp()}`;
  const aName = `kabir_${stamp()}`;
  await a.page.goto("/feed");
  await completeProfile(a.page, aName);
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
  await expectNoHorizontalOverflow(a.page);
  await expectNoSeriousA11yIssues(a.page);
  await a.page.screenshot({ path: "test-results/crisis-card-writer.png" });
  await card.getByRole("button", { name: "I'm safe right now" }).click();
  await expect(card).toHaveCount(0);

  // The receiver (opening the chat later, so from history): the message and, under it, a gentle
  // prompt on supporting a friend.
  await b.page.goto(`/profile/@${aName}`);
  await b.page.getByRole("button", { name: "Chat", exact: true }).click();
  const bPane = b.page.getByRole("region", { name: "Chat with Kabir Mehta" });
  await expect(bPane.getByText("yaar mujhe ab jeena nahi hai, marna chahta hoon")).toBeVisible();
  const prompt = bPane.getByTestId("friend-support-prompt");
  await expect(prompt).toContainText("Kabir Mehta may be going through something hard");
  await expect(prompt.getByRole("link", { name: "Call Tele-MANAS on 14416" })).toBeVisible();
  await expect(b.page.getByTestId("crisis-card")).toHaveCount(0);
  await expectNoHorizontalOverflow(b.page);
  await expectNoSeriousA11yIssues(b.page);
  await b.page.screenshot({ path: "test-results/crisis-prompt-receiver.png" });

  // Moderators: the message is first in the queue, marked as a crisis, with its words.
  const staff = await browser.newContext();
  const admin = await staff.newPage();
  await signInAsAdmin(admin);
  await admin.goto("/admin/moderation");
  const queue = admin.getByRole("table", { name: "Moderation queue" });
  const first = queue.getByRole("row").nth(1);
  await expect(first).toContainText("Crisis");
  await expect(first).toContainText("yaar mujhe ab jeena nahi hai, marna chahta hoon");
  await staff.close();
});
