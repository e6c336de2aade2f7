import { type APIRequestContext, type Browser, expect, type Page } from "@playwright/test";
import { fillOtp, latestCode, ORIGIN, uniqueEmail } from "./outbox.ts";

/** Signs a new member up through the API (code from the outbox) and returns a signed-in page. */
export async function newMemberPage(
  browser: Browser,
  request: APIRequestContext,
  name: string,
): Promise<{ page: Page; email: string }> {
  const email = uniqueEmail(name.split(" ")[0]?.toLowerCase() ?? "member");
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const res = await page.request.post("/api/auth/sign-up/email", {
    data: { name, email, password: "calm-sea-42", ageBand: "18+" },
    headers: { origin: ORIGIN },
  });
  expect(res.ok()).toBe(true);
  const code = await latestCode(request, email);
  const verified = await page.request.post("/api/auth/email-otp/verify-email", {
    data: { email, otp: code },
    headers: { origin: ORIGIN },
  });
  expect(verified.ok()).toBe(true);
  return { page, email };
}

/** Fills in 'Complete Your Profile' when it shows. */
export async function completeProfile(
  page: Page,
  username: string,
  bio = "Here to listen and to be heard.",
): Promise<void> {
  const dialog = page.getByRole("dialog", { name: "Complete Your Profile" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Username").fill(username);
  await expect(dialog.getByText("Username is available")).toBeVisible();
  await dialog.getByLabel("Bio").fill(bio);
  await dialog.getByRole("button", { name: "Save Profile" }).click();
  await expect(dialog).toBeHidden();
}

export { fillOtp };

/**
 * A demo account (password saathi123) signed in on a phone-sized page (390 px wide unless `width`);
 * `init` runs before each page script.
 */
export async function demoOnPhone(
  browser: Browser,
  email: string,
  expert = false,
  init?: () => void,
  width = 390,
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 844 }, isMobile: true, hasTouch: true });
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  await page.goto(expert ? "/expert/auth" : "/auth");
  await page.getByLabel(expert ? "Email or Phone Number" : "Email").fill(email);
  await page.getByLabel("Password").fill("saathi123");
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(expert ? /\/expert\/feed$/ : /\/feed$/);
  return page;
}
