import { ORIGIN } from "./support/outbox.ts";
import { expect, test } from "./support/test.ts";

test("a visitor opening /feed lands on the landing page at /", async ({ page }) => {
  await page.goto("/feed");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "360° Mental & Emotional Wellness Ecosystem" })).toBeVisible();
});

test("an unknown path lands on /", async ({ page }) => {
  await page.goto("/this/does/not/exist");
  await expect(page).toHaveURL(/\/$/);
});

test("every protected screen of the route table turns a visitor back to /", async ({ page }) => {
  for (const path of [
    "/booking",
    "/wellness",
    "/chat",
    "/notification",
    "/expert/vendorbooking",
    "/profile/@asha_rao",
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
  }
});

test("the dev outbox page shows codes for people", async ({ page, request }) => {
  const email = `outbox-${Date.now()}@e2e.test`;
  await request.post("/api/auth/email-otp/send-verification-otp", {
    data: { email, type: "sign-in" },
    headers: { origin: ORIGIN },
  });
  await page.goto(`/dev/outbox?to=${encodeURIComponent(email)}`);
  await expect(page.getByTestId("outbox-code")).toHaveText(/^\d{6}$/);
});

test("a missing file under /uploads, /demo-media or /assets is a 404, never the app's page", async ({ request }) => {
  for (const path of [
    "/uploads/posts/00000000-0000-0000-0000-000000000000/1700000000000-0.webp",
    "/uploads/users/avatars/nobody.webp",
    "/demo-media/nothing.mp3",
    "/assets/missing.js",
  ]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(404);
    expect(res.headers()["content-type"], path).toContain("application/json");
  }
  // A client route still gets the app.
  const screen = await request.get("/this/does/not/exist");
  expect(screen.status()).toBe(200);
  expect(screen.headers()["content-type"]).toContain("text/html");
});

test("a visitor sent away from /games is told why, and signs in straight back to it", async ({ page }) => {
  await page.goto("/games");
  await expect(page).toHaveURL(/\/$/);
  const note = page.getByRole("status").filter({ hasText: "That page is for members: please sign in to open it." });
  await expect(note).toBeVisible();
  await note.getByRole("link", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/auth\?next=%2Fgames$/);
  await expect(page.getByRole("heading", { level: 1, name: "Welcome to Saathi" })).toBeVisible();
  await page.getByLabel("Email").fill("meera@saathi.demo");
  await page.getByLabel("Password").fill("saathi123");
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(/\/games$/);
});

test("'Join Community' opens the Sign Up tab", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/about");
  await page.getByRole("link", { name: "Join Community" }).first().click();
  await expect(page).toHaveURL(/\/auth\?mode=signup$/);
  await expect(page.getByRole("tab", { name: "Signup" })).toHaveAttribute("aria-selected", "true");
});

test("/expert/expertPage leads a member to the experts' directory, an expert to their own page", async ({
  browser,
}) => {
  for (const [email, where] of [
    ["meera@saathi.demo", /\/expert\/expertList$/],
    ["kavya@saathi.demo", /\/expert\/@dr\.kavya$/],
  ] as const) {
    const context = await browser.newContext();
    await context.request.post("/api/auth/sign-in/email", {
      data: { email, password: "saathi123" },
      headers: { origin: ORIGIN },
    });
    const page = await context.newPage();
    await page.goto("/expert/expertPage");
    // A fresh context loads the whole signed-in app first: slow on a busy CI machine.
    await expect(page).toHaveURL(where, { timeout: 30_000 });
    await expect(page.getByText("This part of Saathi is on its way")).toHaveCount(0);
    await context.close();
  }
});

test("a signed-in member keeps the member frame on the public pages they use", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  await context.request.post("/api/auth/sign-in/email", {
    data: { email: "meera@saathi.demo", password: "saathi123" },
    headers: { origin: ORIGIN },
  });
  const page = await context.newPage();
  for (const path of ["/daily-journal", "/anxiety-challenge", "/invite-friends"]) {
    await page.goto(path);
    await expect(page.locator("main h1").first()).toBeVisible({ timeout: 30_000 });
    // The member's bell and bottom tabs, not the visitors' Join Community and footer.
    await expect(page.getByRole("link", { name: /^Notifications, \d+ unread$/ })).toBeVisible();
    await expect(page.getByRole("link", { name: "Join Community" })).toHaveCount(0);
    await expect(page.locator("footer")).toHaveCount(0);
  }
  await context.close();
});
