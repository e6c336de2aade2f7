import path from "node:path";
import { expectNoHorizontalOverflow, expectWithinViewport } from "./support/layout.ts";
import { completeProfile, newMemberPage } from "./support/members.ts";
import { expect, test } from "./support/test.ts";

const stamp = () => Date.now().toString(36).slice(-6);
const fixtures = path.join(import.meta.dirname, "fixtures");

test("complete the profile, post two photos; a buddy likes, comments, replies and follows; the author sees it live", async ({
  browser,
  request,
}) => {
  const author = await newMemberPage(browser, request, "Nisha Verma");
  const authorName = `nisha_${stamp()}`;
  await author.page.goto("/feed");
  await completeProfile(author.page, authorName);

  await author.page.getByRole("button", { name: "Share your thoughts..." }).click();
  const compose = author.page.getByRole("dialog", { name: "Create post" });
  await compose.getByRole("button", { name: "Post" }).click();
  await expect(compose.getByText("Post content is required")).toBeVisible();
  await compose.getByLabel("Post text").fill("First morning walk in weeks. Small steps, but steps.");
  await author.page
    .getByTestId("gallery-input")
    .setInputFiles([path.join(fixtures, "sunrise.png"), path.join(fixtures, "leaves.png")]);
  await expect(compose.getByRole("img")).toHaveCount(2);
  await compose.getByRole("button", { name: "Post" }).click();
  await expect(compose).toBeHidden();
  const mine = author.page.getByRole("article", { name: "Post by Nisha Verma" }).first();
  await expect(mine.getByText("First morning walk in weeks.")).toBeVisible();
  await expect(mine.getByRole("img")).toHaveCount(2);

  const buddy = await newMemberPage(browser, request, "Kabir Das");
  await buddy.page.goto("/feed");
  await completeProfile(buddy.page, `kabir_${stamp()}`);
  const post = buddy.page.getByRole("article", { name: "Post by Nisha Verma" }).first();
  await post.getByRole("button", { name: /^Like, 0/ }).click();
  await expect(post.getByRole("button", { name: /^Unlike, 1/ })).toBeVisible();
  // "Helpful", a toggle of its own next to Like (the Uplift Feed ranks by it).
  await post.getByRole("button", { name: "Helpful 0", exact: true }).click();
  await expect(post.getByRole("button", { name: "Helpful 1", exact: true })).toHaveAttribute("aria-pressed", "true");
  await buddy.page.setViewportSize({ width: 360, height: 740 });
  await expectWithinViewport(buddy.page, post.locator("footer button"), 4);
  expect(
    (await post.getByRole("button", { name: "Helpful 1", exact: true }).boundingBox())?.height,
  ).toBeGreaterThanOrEqual(44);
  await expectNoHorizontalOverflow(buddy.page);
  await buddy.page.setViewportSize({ width: 1280, height: 900 });
  await post.getByRole("button", { name: /^Comments/ }).click();
  await post.getByLabel("Comment", { exact: true }).fill("So proud of you. Keep going!");
  await post.getByLabel("Comment", { exact: true }).press("Enter");
  await expect(post.getByText("So proud of you. Keep going!")).toBeVisible();
  await expect(post.getByRole("button", { name: "Comments, 1" })).toBeVisible();
  await post.getByRole("button", { name: "Reply", exact: true }).click();
  await post.getByLabel("Reply", { exact: true }).fill("Same time tomorrow?");
  await post.getByLabel("Reply", { exact: true }).press("Enter");
  await expect(post.getByText("Same time tomorrow?")).toBeVisible();
  await expect(post.getByRole("button", { name: "Hide replies" })).toBeVisible();

  // The author is on the feed with the socket open; the follow arrives live as a toast.
  await post.getByRole("button", { name: "Add as Buddy" }).click();
  await expect(post.getByRole("button", { name: "Following" })).toBeDisabled();
  await expect(author.page.getByText("Kabir Das started following you")).toBeVisible({ timeout: 5000 });
  await author.page
    .getByRole("link", { name: /^Notification/ })
    .first()
    .click();
  await expect(author.page.getByRole("heading", { name: "Notifications" })).toBeVisible();
  // In the list (the live toast may still be showing outside it).
  await expect(author.page.getByRole("main").getByText("Kabir Das started following you")).toBeVisible();
  await author.page.goto("/feed");
  const seen = author.page.getByRole("article", { name: "Post by Nisha Verma" }).first();
  await expect(seen.getByRole("button", { name: /^Like, 1/ })).toBeVisible();
  // The author cannot mark their own post; they see how many found it helpful.
  await expect(seen.getByRole("button", { name: /^Helpful/ })).toHaveCount(0);
  await expect(seen.getByText("Marked helpful by 1")).toHaveCount(1);
  await expect(seen.getByRole("button", { name: "Comments, 1" })).toBeVisible();
});

test("a private account: request, accept, and the posts appear", async ({ browser, request }) => {
  const owner = await newMemberPage(browser, request, "Tara Sen");
  const ownerName = `tara_${stamp()}`;
  await owner.page.goto("/feed");
  await completeProfile(owner.page, ownerName);
  await owner.page.getByRole("button", { name: "Edit Profile" }).click();
  const edit = owner.page.getByRole("dialog", { name: "Your Profile" });
  await edit.getByLabel("Private account").check();
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(edit).toBeHidden();
  await owner.page.getByRole("button", { name: "Share your thoughts..." }).click();
  await owner.page.getByLabel("Post text").fill("Only my buddies will read this.");
  await owner.page.getByRole("dialog", { name: "Create post" }).getByRole("button", { name: "Post" }).click();

  const visitor = await newMemberPage(browser, request, "Omar Khan");
  await visitor.page.goto("/feed");
  await completeProfile(visitor.page, `omar_${stamp()}`);
  await visitor.page.goto(`/profile/@${ownerName}`);
  await expect(visitor.page.getByText("This account is private. Follow to see their story and posts.")).toBeVisible();
  await expect(visitor.page.getByRole("button", { name: "Follow to Chat" })).toBeDisabled();
  await expect(visitor.page.getByText("Only my buddies will read this.")).toHaveCount(0);
  await visitor.page.getByRole("button", { name: "Add as Buddy" }).click();
  await expect(visitor.page.getByRole("button", { name: "Requested" })).toBeVisible();

  await expect(owner.page.getByText("Omar Khan wants to follow you")).toBeVisible({ timeout: 5000 });
  await owner.page.goto("/notification");
  await owner.page.getByRole("button", { name: /Omar Khan wants to follow you/ }).click();
  await owner.page.getByRole("button", { name: "Accept Request" }).click();
  await expect(owner.page.getByRole("button", { name: "Accept Request" })).toHaveCount(0);

  await expect(visitor.page.getByText("Tara Sen accepted your follow request")).toBeVisible({ timeout: 5000 });
  await visitor.page.reload();
  await expect(visitor.page.getByText("Only my buddies will read this.")).toBeVisible();
  await expect(visitor.page.getByRole("button", { name: "Chat" })).toBeEnabled();
});

test("search finds a member by part of their name", async ({ browser, request }) => {
  const target = await newMemberPage(browser, request, "Ishaan Bhardwaj");
  await target.page.goto("/feed");
  await completeProfile(target.page, `ishaan_${stamp()}`, "Learning to sleep better, one night at a time.");
  const seeker = await newMemberPage(browser, request, "Leela Menon");
  await seeker.page.setViewportSize({ width: 390, height: 844 });
  await seeker.page.goto("/feed");
  await completeProfile(seeker.page, `leela_${stamp()}`);
  const search = seeker.page.getByRole("combobox");
  await search.fill("zzzz-nobody");
  await expect(seeker.page.getByText("No users found")).toBeVisible();
  await search.fill("b");
  await expect(seeker.page.getByRole("listbox")).toHaveCount(0);
  await search.fill("bhard");
  const option = seeker.page.getByRole("option", { name: /Ishaan Bhardwaj/ });
  await expect(option).toBeVisible();
  await expect(option).toContainText("Learning to sleep better");
  await option.click();
  await expect(seeker.page.getByRole("heading", { name: "Ishaan Bhardwaj" })).toBeVisible();
});
