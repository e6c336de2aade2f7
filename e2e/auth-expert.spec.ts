import { fillOtp, latestCode, uniqueEmail } from "./support/outbox.ts";
import { expect, test } from "./support/test.ts";

test("expert registration: name, email, code, then onboarding", async ({ page, request }) => {
  const email = uniqueEmail("expert");
  await page.goto("/expert/auth");
  await page.getByRole("button", { name: "Register As New Member" }).click();
  await expect(page.getByRole("heading", { name: "Register As New Member" })).toBeVisible();
  await page.getByRole("button", { name: "Send OTP" }).click();
  await expect(page.getByText("All fields are required").first()).toBeVisible();
  await page.getByLabel("Full Name").fill("Dr. Anil Kumar");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send OTP" }).click();
  await fillOtp(page, await latestCode(request, email));
  await page.getByRole("button", { name: "Verify & Register" }).click();
  await expect(page).toHaveURL(/\/expert\/onBoarding$/);
  await expect(page.getByRole("heading", { name: "Join Saathi as an expert" })).toBeVisible();
  const me = await (await page.request.get("/api/me")).json();
  expect(me.user.role).toBe("expert");
});

test("an expert logs in with email and password and reaches the expert feed", async ({ page }) => {
  await page.goto("/expert/auth");
  await expect(page.getByRole("heading", { name: "Login As Member" })).toBeVisible();
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page.getByText("Email or Phone Number is required")).toBeVisible();
  await page.getByLabel("Email or Phone Number").fill("kavya@saathi.demo");
  await page.getByLabel("Password").fill("saathi123");
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(/\/expert\/feed$/);
  // Signed in, /expert/auth and / both send the expert home.
  await page.goto("/expert/auth");
  await expect(page).toHaveURL(/\/expert\/feed$/);
});

test("an expert logs in by phone with a one-time code", async ({ page, request }) => {
  await page.goto("/expert/auth");
  await page.getByRole("button", { name: "Login via OTP" }).click();
  await page.getByLabel("Email or Phone Number").fill("98765 43210");
  const after = Date.now() - 1000;
  await page.getByRole("button", { name: "Send OTP" }).click();
  await expect(page.getByText("We sent a 6-digit code")).toBeVisible();
  await page.getByLabel("OTP").fill("12ab");
  await expect(page.getByLabel("OTP")).toHaveValue("12");
  await page.getByLabel("OTP").fill(await latestCode(request, "9876543210", after));
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(/\/expert\/feed$/);
});
