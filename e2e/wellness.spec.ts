import { expectNoSeriousA11yIssues } from "./support/axe.ts";
import { completeProfile, newMemberPage } from "./support/members.ts";
import { type APIRequestContext, type Browser, expect, type Locator, type Page, test } from "./support/test.ts";

// A member in the wellness hub: the sections, a free course whose lesson plays, and buying the paid
// course in the sandbox so that its lessons open and play.

type Media = { currentTime: number; muted: boolean; paused: boolean; play(): Promise<void> };

/** Starts a lesson's media (muted, as autoplay rules allow) and waits until time really advances. */
async function expectPlays(media: Locator) {
  await media.evaluate((m) => {
    const el = m as unknown as Media;
    el.muted = true;
    return el.play();
  });
  await expect
    .poll(() => media.evaluate((m) => (m as unknown as Media).currentTime), { timeout: 15_000 })
    .toBeGreaterThan(0.5);
}

/** A new member, profile completed, on a desktop-sized page. */
async function member(browser: Browser, request: APIRequestContext, name: string) {
  const { page } = await newMemberPage(browser, request, name);
  await page.goto("/wellness");
  await completeProfile(page, `${name.split(" ")[0]?.toLowerCase()}_${Date.now().toString(36)}`);
  return page;
}

async function openCourse(page: Page, name: string) {
  await page.goto("/wellness/wellnessList");
  await page
    .getByRole("link", { name: new RegExp(name) })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

test("the wellness hub shows every section on a desktop and passes axe", async ({ browser, request }) => {
  const page = await member(browser, request, "Hub Visitor");
  for (const title of ["Courses", "Live Meditation", "Yoga", "Music Therapy", "Discuss with Peers"])
    await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
  await expect(page.getByRole("region", { name: "Live Meditation" }).locator("article")).toHaveCount(4);
  await expect(page.getByRole("region", { name: "Music Therapy" }).locator("audio")).toHaveCount(5);
  // The yoga window advances each second (and stops while hovered).
  const yoga = page.getByTestId("yoga-window");
  await expect(yoga.locator("li")).toHaveCount(8);
  const before = await yoga.textContent();
  await expect.poll(() => yoga.textContent(), { timeout: 5000 }).not.toBe(before);
  // Starting one music track pauses the one that was playing.
  const tracks = page.getByRole("region", { name: "Music Therapy" }).locator("audio");
  await tracks.nth(0).evaluate((m) => {
    const el = m as unknown as Media;
    el.muted = true;
    return el.play();
  });
  await tracks.nth(1).evaluate((m) => {
    const el = m as unknown as Media;
    el.muted = true;
    return el.play();
  });
  await expect.poll(() => tracks.nth(0).evaluate((m) => (m as unknown as Media).paused)).toBe(true);
  await expect.poll(() => tracks.nth(1).evaluate((m) => (m as unknown as Media).paused)).toBe(false);
  await expectNoSeriousA11yIssues(page);
});

test("a free course opens at once and its lesson plays from storage", async ({ browser, request }) => {
  const page = await member(browser, request, "Free Learner");
  await openCourse(page, "Calm Foundations");
  await expect(page.getByText("Free", { exact: true })).toBeVisible();
  await page.getByRole("tab", { name: "Module 1" }).click();
  const lesson = page.getByRole("tabpanel").locator("video").first();
  await expectPlays(lesson);
  await page.getByRole("tab", { name: "Module 3" }).click();
  await expect(page.getByText("No lessons found for this module.")).toBeVisible();
  await expectNoSeriousA11yIssues(page);
});

test("a member buys the paid course in the sandbox and a lesson plays", async ({ browser, request }) => {
  const page = await member(browser, request, "Course Buyer");
  await openCourse(page, "Managing Anxiety at Work");
  await page.getByRole("tab", { name: "Module 1" }).click();
  await expect(page.getByText("Buy this course to open its lessons.").first()).toBeVisible();
  await expect(page.getByRole("tabpanel").locator("video")).toHaveCount(0);
  await expectNoSeriousA11yIssues(page);

  // Cancelling the checkout keeps the course locked and says so.
  await page.getByRole("button", { name: "Buy course for ₹499" }).click();
  let checkout = page.getByRole("dialog", { name: "Sandbox payment" });
  await expect(checkout).toContainText("Rs. 499");
  await checkout.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("dialog", { name: "Transaction Failed" })).toContainText("Payment cancelled by user");
  await page.getByRole("button", { name: "Try Again" }).click();

  await page.getByRole("button", { name: "Buy course for ₹499" }).click();
  checkout = page.getByRole("dialog", { name: "Sandbox payment" });
  await checkout.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "The course is yours" })).toBeVisible();
  await page.getByRole("button", { name: "Start learning" }).click();
  await expect(page.getByText("Purchased: all lessons are open")).toBeVisible();
  await page.getByRole("tab", { name: "Module 1" }).click();
  await expectPlays(page.getByRole("tabpanel").locator("video").first());
  // An audio lesson in module 2 plays too.
  await page.getByRole("tab", { name: "Module 2" }).click();
  await expectPlays(page.getByRole("tabpanel").locator("audio").first());
  // Reloading keeps it bought.
  await page.reload();
  await expect(page.getByText("Purchased: all lessons are open")).toBeVisible();
});
