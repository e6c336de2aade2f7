import { expect, test } from "@playwright/test";
import { ORIGIN } from "./support/outbox.ts";

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
