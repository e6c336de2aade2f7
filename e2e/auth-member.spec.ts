import { fillOtp, latestCode, ORIGIN, uniqueEmail } from "./support/outbox.ts";
import { expect, test } from "./support/test.ts";

test("a new member signs up, confirms the emailed code and lands on the feed", async ({ page, request }) => {
  const email = uniqueEmail("signup");
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Signup" }).click();
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByText("Full name is required")).toBeVisible();
  await page.getByLabel("Full Name").fill("Priya Nair");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("calm-sea-42");
  // The age (decision 038): an adult here; e2e/young-people.spec.ts signs up a 16-year-old.
  await page.getByLabel("18 or older").check();
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByRole("heading", { name: "Verify your email" })).toBeVisible();
  await page.getByRole("button", { name: "Verify & Continue" }).click();
  await expect(page.getByText("Please enter complete OTP")).toBeVisible();
  await fillOtp(page, await latestCode(request, email));
  await page.getByRole("button", { name: "Verify & Continue" }).click();
  await expect(page).toHaveURL(/\/feed$/);
  // A brand-new member is asked to complete their profile first.
  await expect(page.getByRole("dialog", { name: "Complete Your Profile" })).toBeVisible();
});

test("logout ends the session and returns to /auth; /feed then sends the visitor to /", async ({ page }) => {
  await page.goto("/auth");
  await page.getByLabel("Email").fill("asha@saathi.demo");
  await page.getByLabel("Password").fill("saathi123");
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(/\/feed$/);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Feed" })).toBeAttached();
  await expect(page.getByRole("article").first()).toBeVisible();
  // On a phone, Log Out lives in the side menu.
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("button", { name: "Log Out" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto("/feed");
  await expect(page).toHaveURL(/\/$/);
});

test("a wrong password says 'Invalid email or password' without saying which", async ({ page }) => {
  await page.goto("/auth");
  await page.getByLabel("Email").fill("asha@saathi.demo");
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
});

test("forgot password: code, new password, back to login, log in with the new one", async ({ page, request }) => {
  const email = uniqueEmail("forgot");
  // A fresh member to reset (the demo accounts stay as the README says).
  const res = await request.post("/api/auth/sign-up/email", {
    data: { name: "Forgot Me", email, password: "old-pass-1", ageBand: "18+" },
    headers: { origin: ORIGIN },
  });
  expect(res.ok()).toBe(true);
  await page.goto("/auth");
  await page.getByRole("button", { name: "Forgot Password?" }).click();
  await page.getByLabel("Email").fill(`nobody-${Date.now()}@e2e.test`);
  await page.getByRole("button", { name: "Send OTP" }).click();
  await expect(page.getByRole("alert")).toHaveText("No account found with this email address");
  await page.getByLabel("Email").fill(email);
  const sentAfter = Date.now() - 1000;
  await page.getByRole("button", { name: "Send OTP" }).click();
  await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
  await fillOtp(page, await latestCode(request, email, sentAfter));
  await page.getByRole("button", { name: "Verify" }).click();
  await page.getByLabel("New Password").fill("new-pass-2");
  await page.getByLabel("Confirm Password").fill("new-pass-3");
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await page.getByLabel("Confirm Password").fill("new-pass-2");
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(page.getByText("Your password has been updated. Please log in.")).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("new-pass-2");
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(/\/feed$/);
});
