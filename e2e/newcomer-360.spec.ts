import { expectNoHorizontalOverflow, expectWithinViewport, guardPageErrors } from "./support/layout.ts";
import { completeProfile } from "./support/members.ts";
import { fillOtp, latestCode, ORIGIN, uniqueEmail } from "./support/outbox.ts";
import { expect, type Page, test } from "./support/test.ts";
import { fillCredentials } from "./support/vetting.ts";

// The first screens a newcomer meets, on the narrowest common phone. They fail on sideways
// scrolling, on an OTP box cut off by the edge, and on any error thrown in the page.
test.use({ viewport: { width: 360, height: 740 } });

/** E2E_SCREENSHOTS=/some/dir keeps a picture of each screen, to look at by eye. */
const shot = (page: Page, name: string) =>
  process.env.E2E_SCREENSHOTS ? page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/${name}.png` }) : undefined;

/** All six OTP boxes are inside the viewport and tall enough for a thumb. */
async function expectOtpFits(page: Page) {
  const boxes = page.getByLabel(/^Digit \d of 6$/);
  await expect(boxes).toHaveCount(6);
  await expectWithinViewport(page, boxes, 6);
  for (const box of await boxes.all()) expect((await box.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(40);
  await expectNoHorizontalOverflow(page);
}

test("member sign-up with the emailed code fits a 360px phone", async ({ page, request }) => {
  const errors = guardPageErrors(page);
  const email = uniqueEmail("signup360");
  await page.goto("/auth");
  // Thumb-sized: the two tabs and 'Forgot Password?'.
  for (const target of [
    page.getByRole("tab", { name: "Login" }),
    page.getByRole("tab", { name: "Signup" }),
    page.getByRole("button", { name: "Forgot Password?" }),
  ]) {
    expect((await target.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  }
  await page.getByRole("tab", { name: "Signup" }).click();
  await expectNoHorizontalOverflow(page);
  await page.getByLabel("Full Name").fill("Priya Nair");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("calm-sea-42");
  await page.getByLabel("18 or older").check();
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByRole("heading", { name: "Verify your email" })).toBeVisible();
  await expectOtpFits(page);
  expect((await page.getByRole("button", { name: "Back" }).boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  await shot(page, "member-otp");
  // The smallest phones still in use are 320px wide: the six boxes fit there too.
  await page.setViewportSize({ width: 320, height: 640 });
  await expectOtpFits(page);
  await shot(page, "member-otp-320");
  await page.setViewportSize({ width: 360, height: 740 });
  // With an error under the boxes, too (red borders, the alert).
  await page.getByRole("button", { name: "Verify & Continue" }).click();
  await expect(page.getByText("Please enter complete OTP")).toBeVisible();
  await expectOtpFits(page);
  await fillOtp(page, await latestCode(request, email));
  await page.getByRole("button", { name: "Verify & Continue" }).click();
  await expect(page).toHaveURL(/\/feed$/);
  // A brand-new member is asked to complete their profile first; the feed lies behind that dialog.
  await completeProfile(page, `p${Math.random().toString(36).slice(2, 12)}`);
  // Beside 'Add as Buddy' each author's name is read whole (never 'Kavya Sha…').
  await expect(page.getByRole("article").first()).toBeVisible();
  const cut = await page.locator("article header a").evaluateAll((links) =>
    links
      .map((l) => l as unknown as { scrollWidth: number; clientWidth: number; textContent: string | null })
      .filter((l) => l.scrollWidth > l.clientWidth)
      .map((l) => l.textContent),
  );
  expect(cut, "authors' names cut off").toEqual([]);
  // Every button on a post (Add as Buddy, Like, Helpful, Comments, Share, the menu) is thumb-sized.
  const small = await page.locator("article header button, article footer button").evaluateAll((buttons) =>
    buttons
      .map(
        (b) =>
          b as unknown as {
            getBoundingClientRect(): { height: number };
            getAttribute(n: string): string | null;
            textContent: string | null;
          },
      )
      .filter((b) => b.getBoundingClientRect().height < 44)
      .map((b) => b.getAttribute("aria-label") ?? b.textContent),
  );
  expect(small, "post buttons under 44 px").toEqual([]);
  errors.assertNone();
});

test("expert registration with the emailed code fits a 360px phone", async ({ page, request }) => {
  const errors = guardPageErrors(page);
  const email = uniqueEmail("expert360");
  await page.goto("/expert/auth");
  await expectNoHorizontalOverflow(page);
  await page.getByRole("button", { name: "Register As New Member" }).click();
  await page.getByLabel("Full Name").fill("Dr. Asha Rao");
  await page.getByLabel("Email").fill(email);
  await expectNoHorizontalOverflow(page);
  await page.getByRole("button", { name: "Send OTP" }).click();
  await expect(page.getByRole("heading", { name: "Verify your email" })).toBeVisible();
  await expectOtpFits(page);
  await shot(page, "expert-otp");
  await fillOtp(page, await latestCode(request, email));
  await page.getByRole("button", { name: "Verify & Register" }).click();
  await expect(page).toHaveURL(/\/expert\/onBoarding$/);
  await expect(page.getByRole("heading", { name: "Personal Details" })).toBeVisible();
  await expect(page.getByText("Still needed: Phone number, Pincode, City, State")).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await shot(page, "onboarding-step1");
  errors.assertNone();
});

/** A registered expert (signed in on `page`) with steps 1 to 3 saved, as if they had typed them. */
async function expertWithDraft(page: Page, fullName: string) {
  const email = uniqueEmail("onboard360");
  const post = (path: string, data: object) =>
    page.request.post(`/api/accounts/expert-registration/${path}`, { data, headers: { origin: ORIGIN } });
  expect((await post("send-otp", { fullName, email })).ok()).toBe(true);
  const otp = await latestCode(page.request, email);
  expect((await post("verify", { fullName, email, otp })).ok()).toBe(true);
  const draft = {
    fullName,
    phone: "9876543210",
    country: "India",
    pincode: "560001",
    city: "Bengaluru",
    state: "Karnataka",
    specialisations: ["Depression", "Relationship", "Stress & Anxiety"],
    workStatus: "yes",
    currentProfession: "Counselling psychologist",
    academicBackground: "M.Phil. Clinical Psychology",
    languages: ["English", "Kannada"],
    bio: "I help people through grief, change and anxious seasons.",
    journey: "Years on a listening helpline taught me patience.",
    yearsExperience: 8,
    clientExperience: "Around 600 people",
    hourlyRate: 1000,
    offersFreeConsultation: "Maybe",
    payoutExpectation: "Monthly",
    sessionDurationMinutes: 60,
    confirmedNonMedical: true,
    acceptedTerms: true,
    sessionTypes: ["video", "audio"],
    weeklySchedule: [{ weekday: 1, startTime: "10:00", endTime: "13:00", timezone: "Asia/Kolkata" }],
  };
  const saved = await page.request.put("/api/onboarding", { data: draft, headers: { origin: ORIGIN } });
  expect(saved.ok(), await saved.text()).toBe(true);
}

test("onboarding, a missing field named, then Submit: no overflow, no page error, greeted by name", async ({
  page,
}) => {
  const errors = guardPageErrors(page);
  await expertWithDraft(page, "Dr Asha Rao");
  await page.goto("/expert/onBoarding");
  const next = page.getByRole("button", { name: "Next" });
  await expect(page.getByRole("heading", { name: "Personal Details" })).toBeVisible();
  await expectNoHorizontalOverflow(page, "step 1");
  await next.click();
  await expect(page.getByRole("heading", { name: "Select your Interest" })).toBeVisible();
  await expectNoHorizontalOverflow(page, "step 2");
  await next.click();
  await expect(page.getByRole("heading", { name: "Professional & Passion Details" })).toBeVisible();
  await expectNoHorizontalOverflow(page, "step 3");

  // Step 3: a disabled 'Preview & Confirm' says what is missing, as text tied to the button.
  const preview = page.getByRole("button", { name: "Preview & Confirm" });
  await page.getByLabel("Hourly rate (Rs.)").fill("");
  await page.getByLabel("Languages you counsel in").fill("");
  await expect(preview).toBeDisabled();
  const hint = page.getByText("Still needed: Languages, Hourly rate");
  await expect(hint).toBeVisible();
  await expect(preview).toHaveAttribute("aria-describedby", (await hint.getAttribute("id")) ?? "missing id");
  await expectNoHorizontalOverflow(page, "step 3 with the hint");
  await shot(page, "onboarding-step3-missing");
  await page.getByLabel("Hourly rate (Rs.)").fill("1000");
  await page.getByLabel("Languages you counsel in").fill("English, Kannada");
  await expect(hint).toHaveCount(0);
  await preview.click();

  await expect(page.getByRole("heading", { name: "Preview & Confirm" })).toBeVisible();
  // Step 4 also asks for the credentials for review; they must fit the phone too.
  await fillCredentials(page);
  await expectNoHorizontalOverflow(page, "step 4");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL(/\/expert\/feed$/);
  // The phone header skips the title: 'Hi Asha !', never 'Hi Dr !'.
  await expect(page.getByText("Hi Asha !")).toBeVisible();
  await expect(page.getByText(/Hi Dr\b/)).toHaveCount(0);
  await shot(page, "expert-feed");
  errors.assertNone();
});
