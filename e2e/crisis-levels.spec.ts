import { signInAsAdmin } from "./support/admin.ts";
import { expectNoHorizontalOverflow } from "./support/layout.ts";
import { demoOnPhone, newMemberPage } from "./support/members.ts";
import { ORIGIN } from "./support/outbox.ts";
import { expect, test } from "./support/test.ts";

const stamp = () => Date.now().toString(36).slice(-6);

/**
 * A goodbye written over three short chat lines ("I wanted to thank everyone", "I'm tired of life",
 * "I'm going up to the roof"): the third alone reads as nothing; read together with the writer's
 * earlier lines in the conversation it is imminent.
 */
const GOODBYE = ["sab ko thank you bolna tha yaar", "zindagi se thak gaya hoon", "chhat pe ja raha hoon"];
/** Recovery told in the past tense: published, no card. */
const RECOVERY = "two years ago I tried to end my life, today I got my first job offer";

test("a Hinglish goodbye over three chat messages shows the helpline card and reaches the moderation queue first", async ({
  browser,
  request,
}) => {
  // Three people (two members and a moderator with a second factor): about 50 s on a busy 2-core machine.
  test.setTimeout(120_000);
  // The moderator signs in meanwhile (password and authenticator code take a while on a busy machine).
  const staff = await browser.newContext();
  const admin = await staff.newPage();
  const moderatorReady = signInAsAdmin(admin);
  // A new writer (so no earlier lines of theirs are read with these), on a 360 px phone, writing to a demo member.
  const writer = await newMemberPage(browser, request, "Dev Malhotra");
  const page = writer.page;
  await page.setViewportSize({ width: 360, height: 780 });
  const profile = await page.request.patch("/api/profiles/me", {
    data: { username: `dev_${stamp()}`, bio: "Here to listen and to be heard." },
    headers: { origin: ORIGIN },
  });
  expect(profile.ok()).toBe(true);
  await page.goto("/profile/@meera_iyer");
  await page.getByRole("button", { name: "Chat", exact: true }).click();
  const pane = page.getByRole("region", { name: "Chat with Meera Iyer" });
  const box = pane.getByLabel("Message");
  for (const line of GOODBYE.slice(0, 2)) {
    await box.fill(line);
    await box.press("Enter");
  }
  // Both lines were accepted by the server; "tired of life" brings at most the gentle card, not the helplines alert.
  await expect(pane.locator('[data-tick="delivered"], [data-tick="sent"], [data-tick="read"]')).toHaveCount(2);
  await expect(page.getByRole("alert", { name: "You don't have to go through this alone" })).toHaveCount(0);
  await box.fill(GOODBYE[2] as string);
  await box.press("Enter");
  const card = page.getByRole("alert", { name: "You don't have to go through this alone" });
  await expect(card).toBeVisible();
  await expect(card.getByRole("heading", { name: "You don't have to go through this alone" })).toBeFocused();
  await expect(card.getByRole("link", { name: "Call Tele-MANAS on 14416" })).toHaveAttribute("href", "tel:14416");
  await expect(card.getByRole("link", { name: "Call KIRAN on 1800-599-0019" })).toBeVisible();
  // No means was described: the line is published (only a means with risk is held).
  await expect(card).not.toContainText("It will appear after a quick review by our team.");
  await expectNoHorizontalOverflow(page);
  // Moderators: the third line is first in the queue, marked imminent.
  await moderatorReady;
  await admin.goto("/admin/moderation");
  const first = admin.getByRole("table", { name: "Moderation queue" }).getByRole("row").nth(1);
  await expect(first).toContainText("Crisis: imminent");
  await expect(first).toContainText(GOODBYE[2] as string);
  await staff.close();
});

test("a recovery story is published with no crisis card", async ({ browser }) => {
  const page = await demoOnPhone(browser, "asha@saathi.demo", false, undefined, 360);
  await page.getByRole("button", { name: "Share your thoughts..." }).click();
  const compose = page.getByRole("dialog", { name: "Create post" });
  await compose.getByLabel("Post text").fill(RECOVERY);
  await compose.getByRole("button", { name: "Post" }).click();
  // The composer closes as for any post (it would stay open with a card or a "held" note).
  await expect(compose).toBeHidden();
  await expect(page.getByTestId("crisis-card")).toHaveCount(0);
  const mine = page.getByRole("article", { name: "Post by Asha Rao" }).filter({ hasText: RECOVERY });
  await expect(mine).toBeVisible();
  await expect(mine.getByText("It will appear after a quick review")).toHaveCount(0);
});
