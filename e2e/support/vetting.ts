// Expert vetting journeys: an expert registers, onboards and submits an application with
// credentials and documents; helpers shared by the onboarding and vetting journeys.
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { fillOtp, latestCode, uniqueEmail } from "./outbox.ts";

/** A tiny but real PDF (header and trailer), as a degree certificate. */
export const pdf = (name: string) => ({
  name,
  mimeType: "application/pdf",
  buffer: Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n"),
});

/** Registers a new expert at /expert/auth; answers the email. */
export async function registerExpert(page: Page, request: APIRequestContext, name: string, prefix = "onboard") {
  const email = uniqueEmail(prefix);
  await page.goto("/expert/auth");
  await page.getByRole("button", { name: "Register As New Member" }).click();
  await page.getByLabel("Full Name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send OTP" }).click();
  await fillOtp(page, await latestCode(request, email));
  await page.getByRole("button", { name: "Verify & Register" }).click();
  await expect(page).toHaveURL(/\/expert\/onBoarding$/);
  return email;
}

/** Step 4's 'Credentials for review': a counsellor with a degree and a government ID uploaded. */
export async function fillCredentials(page: Page) {
  await expect(page.getByRole("heading", { name: "Credentials for review" })).toBeVisible();
  await page.getByLabel("Counsellor", { exact: true }).check();
  await page.getByLabel("Highest qualification").fill("M.A. Counselling Psychology");
  await page.getByLabel("Institution").fill("Christ University, Bengaluru");
  await page.getByLabel("Years of practice").fill("6");
  await page.getByLabel("Upload Degree certificate").setInputFiles(pdf("degree.pdf"));
  await expect(page.getByRole("link", { name: "degree.pdf" })).toBeVisible();
  await page.getByLabel("Upload Government ID").setInputFiles(pdf("id-card.pdf"));
  await expect(page.getByRole("link", { name: "id-card.pdf" })).toBeVisible();
}

/** Steps 1 to 3 with valid answers (every day in Kolkata, video and voice), up to the preview. */
export async function onboardQuickly(page: Page) {
  const next = page.getByRole("button", { name: "Next" });
  await page.getByLabel("Phone number").fill("9876543210");
  await page.getByLabel("Pincode").fill("560001");
  await page.getByLabel("City").fill("Bengaluru");
  await page.getByLabel("State").fill("Karnataka");
  await next.click();
  for (const c of ["Depression", "Relationship", "Stress & Anxiety"])
    await page.getByRole("button", { name: c }).click();
  await next.click();
  await page.getByLabel("Yes", { exact: true }).first().check();
  await page.getByLabel("Current profession").fill("Counsellor");
  await page.getByLabel("Academic background").fill("M.A. Counselling Psychology");
  await page.getByLabel("Languages you counsel in").fill("English, Hindi");
  await page.getByLabel("Bio").fill("I help people find calm in hard weeks, gently and practically.");
  await page.getByLabel("Your journey").fill("Years on a helpline taught me to listen.");
  await page.getByLabel("Years of experience").fill("6");
  await page.getByLabel("Hourly rate (Rs.)").fill("700");
  await page.getByLabel("Payout expectation").fill("Monthly");
  await page.getByLabel("Client experience").fill("About 400 people");
  await page.getByLabel("Maybe").check();
  await page.getByLabel("Video").check();
  await page.getByLabel("Voice").check();
  // Every day of the week, 00:00-23:00, so a slot is free soon whatever time the journey runs.
  for (let d = 1; d < 7; d++) await page.getByRole("button", { name: "Add slot" }).click();
  for (let d = 0; d < 7; d++) {
    await page.getByLabel("Day").nth(d).selectOption(String(d));
    await page.getByLabel("Start", { exact: true }).nth(d).fill("00:00");
    await page.getByLabel("End", { exact: true }).nth(d).fill("23:00");
  }
  await page.getByLabel("I accept the Saathi expert terms").check();
  await page.getByRole("button", { name: "Preview & Confirm" }).click();
  await expect(page.getByRole("heading", { name: "Preview & Confirm" })).toBeVisible();
}
