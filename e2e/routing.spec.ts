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
