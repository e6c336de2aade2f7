// A member reports a post and a moderator hides it and the reporter sees the outcome. The
// moderator is the seeded demo moderator (moderator@saathi.demo), who proves the second factor with a
// code from the published TOTP secret and sees only the moderation queue.

import { TOTP } from "otpauth";
import { DEMO_MODERATOR_EMAIL, DEMO_MODERATOR_TOTP_SECRET } from "../apps/server/src/seed/demo-moderator-login.ts";
import { unusedCode } from "../apps/server/test/totp-codes.ts";
import { expectNoSeriousA11yIssues } from "./support/axe.ts";
import { expectNoHorizontalOverflow } from "./support/layout.ts";
import { completeProfile, newMemberPage } from "./support/members.ts";
import { ORIGIN } from "./support/outbox.ts";
import { expect, type Page, test } from "./support/test.ts";

const stamp = () => Date.now().toString(36).slice(-6);

async function signInAsModerator(page: Page): Promise<void> {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(DEMO_MODERATOR_EMAIL);
  await page.getByLabel("Password").fill("saathi123");
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(/\/feed$/);
  await page.goto("/admin");
  await page.getByLabel("Authentication code").fill(await unusedCode(new TOTP({ secret: DEMO_MODERATOR_TOTP_SECRET })));
  await page.getByRole("button", { name: "Continue" }).click();
  // A moderator starts at the queue and sees no other section.
  await expect(page.getByRole("heading", { name: "Moderation", level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/moderation$/);
}

test("a member reports a post and a moderator hides it and the reporter sees the outcome", async ({
  browser,
  request,
}) => {
  // Three people, a code sign-in and accessibility scans of console pages: room for a busy CI machine.
  test.setTimeout(150_000);
  const asha = await newMemberPage(browser, request, "Asha Verma");
  const ravi = await newMemberPage(browser, request, "Ravi Menon");
  const ashaName = `asha_${stamp()}`;
  await asha.page.goto("/feed");
  await completeProfile(asha.page, ashaName);
  await ravi.page.goto("/feed");
  await completeProfile(ravi.page, `ravi_${stamp()}`);
  const words = `Nobody here is worth talking to ${stamp()}`;
  const posted = await asha.page.request.post("/api/posts", { data: { content: words }, headers: { origin: ORIGIN } });
  expect(posted.ok()).toBe(true);

  // Ravi reports it from the post's menu, on his phone.
  await ravi.page.setViewportSize({ width: 360, height: 780 });
  await ravi.page.goto(`/profile/@${ashaName}`);
  const post = ravi.page.getByRole("article", { name: "Post by Asha Verma" });
  await expect(post).toContainText(words);
  await post.getByRole("button", { name: "More options" }).click();
  await ravi.page.getByRole("menuitem", { name: "Report" }).click();
  const dialog = ravi.page.getByRole("dialog", { name: "Report this post" });
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Please choose a reason");
  await dialog.getByRole("radio", { name: "Harassment or bullying" }).check();
  await dialog.getByLabel("Anything else we should know? (optional)").fill("She keeps putting everyone down.");
  await expectNoHorizontalOverflow(ravi.page);
  await expectNoSeriousA11yIssues(ravi.page);
  await dialog.getByRole("button", { name: "Send report" }).click();
  const thanks = ravi.page.getByRole("dialog", { name: "Thank you" });
  await expect(thanks.getByRole("status")).toContainText("Thank you for telling us");
  await thanks.getByRole("button", { name: "Done" }).click();

  // The moderator finds it in the queue, reads it in context and hides it with a reason.
  const modContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const mod = await modContext.newPage();
  await signInAsModerator(mod);
  await expect(mod.getByRole("navigation", { name: "Console" }).getByRole("link")).toHaveText([
    "Moderation",
    "Listeners",
  ]);
  await mod.getByRole("link", { name: words }).click();
  await expect(mod.getByRole("heading", { name: "Post by Asha Verma", level: 1 })).toBeVisible();
  await expect(mod.getByText("She keeps putting everyone down.")).toBeVisible();
  await mod.getByRole("button", { name: "Hide", exact: true }).click();
  const hide = mod.getByRole("dialog", { name: "Hide the content" });
  await hide.getByLabel("Reason (the author reads it)").fill("Putting other members down");
  await hide.getByRole("button", { name: "Hide", exact: true }).click();
  await expect(hide).toBeHidden();
  await expect(mod.getByText("Hidden now")).toBeVisible();
  // The queue and the item fit a phone too.
  await mod.setViewportSize({ width: 360, height: 780 });
  await expectNoHorizontalOverflow(mod);
  await expectNoSeriousA11yIssues(mod);
  await mod.goto("/admin/moderation?status=actioned");
  await expect(mod.getByRole("link", { name: words })).toBeVisible();
  await expectNoSeriousA11yIssues(mod);
  // An admin-only page stays closed to a moderator.
  await mod.goto("/admin/members");
  await expect(mod.getByRole("heading", { name: "For admins only" })).toBeVisible();

  // Ravi is told the outcome, without the moderator being named, and the post is gone for him.
  await ravi.page.goto("/notification");
  await expect(ravi.page.getByText("We reviewed your report and removed the post.", { exact: false })).toBeVisible();
  await expect(ravi.page.getByRole("region", { name: "My reports" })).toContainText("Removed");
  await ravi.page.goto(`/profile/@${ashaName}`);
  await expect(ravi.page.getByRole("heading", { name: "Asha Verma" }).first()).toBeVisible();
  await expect(ravi.page.getByText(words)).toHaveCount(0);

  // Asha is told what was hidden and why, and may appeal once.
  await asha.page.goto("/notification");
  await expect(
    asha.page.getByText("Your post was hidden by our moderators. Reason: Putting other members down"),
  ).toBeVisible();
  await asha.page.getByRole("button", { name: "Appeal this decision" }).first().click();
  const appeal = asha.page.getByRole("dialog", { name: "Appeal this decision" });
  await appeal.getByLabel("Why should we look again?").fill("It was about a game we played, not about anyone here.");
  await appeal.getByRole("button", { name: "Send appeal" }).click();
  await expect(appeal.getByRole("status")).toContainText("A different moderator will look at it again");
  await modContext.close();
});
