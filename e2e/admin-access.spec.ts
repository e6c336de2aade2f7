import { ADMIN_MSG } from "@saathi/contract/admin";
import { DEMO_ADMIN_EMAIL, demoAdminCode } from "./support/admin.ts";
import { expectNoSeriousA11yIssues } from "./support/axe.ts";
import { newMemberPage } from "./support/members.ts";
import { expect, test } from "./support/test.ts";

test("an admin signs in, is asked for the authenticator code, enters it and sees the dashboard", async ({ page }) => {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(DEMO_ADMIN_EMAIL);
  await page.getByLabel("Password").fill("saathi123");
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(/\/feed$/);
  // Staff find the console in the member menu.
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("link", { name: "Admin console" }).click();
  await expect(page).toHaveURL(/\/admin$/);

  await expect(page.getByText(ADMIN_MSG.twoFactorRequired)).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await page.getByLabel("Authentication code").fill("000000");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  await page.getByLabel("Authentication code").fill(await demoAdminCode());
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: /Applications waiting/ })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  // On a phone the sections are behind the menu button.
  await page.getByRole("button", { name: "Menu" }).click();
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Audit log" }).click();
  await expect(page.getByRole("heading", { name: "Audit log", level: 1 })).toBeVisible();
  await expect(page.getByRole("table", { name: /Audit records/ })).toBeVisible();

  // The second factor holds for this session: a reload goes straight in.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Audit log", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test("a member opening /admin reads that the console is for staff, with a way home", async ({ browser, request }) => {
  const { page } = await newMemberPage(browser, request, "Nisha Member");
  await page.goto("/admin");
  await expect(page.getByText(ADMIN_MSG.staffOnly)).toBeVisible();
  await page.getByRole("link", { name: "Go to your home page" }).click();
  await expect(page).toHaveURL(/\/feed$/);
});

test("a visitor opening /admin is sent away from the console", async ({ page }) => {
  await page.goto("/admin");
  await expect(page).not.toHaveURL(/\/admin/);
});
