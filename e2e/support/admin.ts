// Staff journeys: the seeded demo admin signs in at /auth, opens /admin and proves the second factor
// with a code computed from the seed's published TOTP secret (local use only).
import { expect, type Page } from "@playwright/test";
import { TOTP } from "otpauth";
import { DEMO_ADMIN_EMAIL, DEMO_ADMIN_TOTP_SECRET } from "../../apps/server/src/seed/demo-admin-login.ts";
import { unusedCode } from "../../apps/server/test/totp-codes.ts";

export { DEMO_ADMIN_EMAIL };

/**
 * A code of the demo admin's authenticator the server has not accepted yet (each code works once
 * per account; the specs run in one worker, so one process keeps track).
 */
export const demoAdminCode = () => unusedCode(new TOTP({ secret: DEMO_ADMIN_TOTP_SECRET }));

/** Signs the demo admin in (password, then the TOTP code at /admin); leaves the page on the dashboard. */
export async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(DEMO_ADMIN_EMAIL);
  await page.getByLabel("Password").fill("saathi123");
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(/\/feed$/);
  await page.goto("/admin");
  await page.getByLabel("Authentication code").fill(await demoAdminCode());
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
}
