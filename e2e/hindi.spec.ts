import { expectNoSeriousA11yIssues } from "./support/axe.ts";
import { DEVANAGARI, expectHindiLabelsFit, hi } from "./support/hindi.ts";
import { expectNoHorizontalOverflow, guardPageErrors } from "./support/layout.ts";
import { latestCode, uniqueEmail } from "./support/outbox.ts";
import { expect, type Page, test } from "./support/test.ts";

// A visitor whose phone speaks Hindi meets Saathi in Hindi from the first page, signs up,
// books and pays in the sandbox. Every page is scanned by axe in Hindi, and at 360 px no Hindi label
// overflows its button, tab or chip.
test.use({ locale: "hi-IN", viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

/** E2E_SCREENSHOTS=/some/dir keeps a picture of each Hindi screen, to look at by eye. */
const shot = (page: Page, name: string) =>
  process.env.E2E_SCREENSHOTS ? page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/hi-${name}.png` }) : undefined;

async function checkPage(page: Page, name: string) {
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expectNoSeriousA11yIssues(page);
  await expectNoHorizontalOverflow(page);
  expect(await expectHindiLabelsFit(page)).toBeGreaterThan(0);
  await shot(page, name);
}

test("a Hindi-speaking visitor: landing → sign up → book and pay, all in Hindi", async ({ page, request }) => {
  test.setTimeout(120_000);
  const errors = guardPageErrors(page);

  // The landing page follows the browser's language, with the Devanagari font and a way back to English.
  await page.goto("/");
  await expect(page.locator("h1")).toContainText(DEVANAGARI);
  await checkPage(page, "landing");
  await page.locator('button[aria-controls="public-nav"]').click();
  await expect(page.locator("#public-nav").getByRole("link", { name: "English" })).toHaveAttribute("href", "/en");
  await expectHindiLabelsFit(page, page.locator("#public-nav"));
  await shot(page, "landing-menu");

  // Sign up.
  await page.goto("/auth");
  await expect(page.getByRole("tab", { name: hi("Signup") })).toBeVisible();
  await page.getByRole("tab", { name: hi("Signup") }).click();
  await checkPage(page, "signup");
  await page.getByRole("button", { name: hi("Sign Up"), exact: true }).click();
  await expect(page.getByText(hi("Full name is required"))).toBeVisible();
  const email = uniqueEmail("hindi");
  await page.getByLabel(hi("Full Name")).fill("Sunita Verma");
  await page.getByLabel(hi("Email"), { exact: true }).fill(email);
  await page.getByLabel(hi("Password"), { exact: true }).fill("calm-sea-42");
  await page.getByLabel(hi("18 or older")).check();
  await page.getByRole("button", { name: hi("Sign Up"), exact: true }).click();
  await expect(page.getByRole("heading", { name: hi("Verify your email") })).toBeVisible();
  await checkPage(page, "verify");
  // The code arrives in Hindi too.
  const outbox = (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
    subject?: string;
    text: string;
  }[];
  expect(outbox[0]?.text).toMatch(DEVANAGARI);
  const code = await latestCode(request, email);
  const boxes = page.locator('input[inputmode="numeric"]');
  await expect(boxes).toHaveCount(6);
  for (const [i, d] of [...code].entries()) await boxes.nth(i).fill(d);
  await page.getByRole("button", { name: hi("Verify & Continue") }).click();
  await expect(page).toHaveURL(/\/feed$/);

  // The profile keeps the language for every device and every email.
  await expect
    .poll(
      async () =>
        ((await (await page.request.get("/api/me")).json()) as { profile: { locale: string | null } }).profile.locale,
    )
    .toBe("hi");
  const profile = page.getByRole("dialog", { name: hi("Complete Your Profile") });
  await expect(profile).toBeVisible();
  await checkPage(page, "complete-profile");
  await profile.getByLabel(hi("Username")).fill(`sunita_${Date.now().toString(36)}`);
  await expect(profile.getByText(hi("Username is available"))).toBeVisible();
  await profile.getByLabel(hi("Bio")).fill("यहाँ सुनने और सुने जाने के लिए।");
  await profile.getByRole("button", { name: hi("Save Profile") }).click();
  await expect(profile).toBeHidden();
  await checkPage(page, "feed");

  // Find Farah through a Hindi speciality, book a slot and pay in the sandbox.
  await page.goto("/expert");
  await checkPage(page, "experts");
  await page
    .getByRole("link", { name: hi("Depression") })
    .first()
    .click();
  await expect(page).toHaveURL(/\/expert\/expertList/);
  const card = page.getByRole("article").filter({ hasText: "Farah Khan" });
  await expect(card).toContainText("₹800");
  await checkPage(page, "expert-list");
  await card.getByRole("link", { name: hi("View Profile") }).click();
  await expect(page.getByRole("heading", { name: "Farah Khan", level: 1 })).toBeVisible();
  await checkPage(page, "expert-profile");
  await page.getByRole("button", { name: hi("Book your slot now") }).click();
  await expect(page.getByText(hi("Please select all required options"))).toBeVisible();
  await page
    .getByRole("group", { name: hi("Choose a day") })
    .getByRole("button")
    .first()
    .click();
  await page
    .getByRole("group", { name: hi("Choose a time") })
    .getByRole("button")
    .first()
    .click();
  await page.getByLabel(hi("Preferred Text")).selectOption("Hindi");
  await page.getByLabel(hi("Mode")).selectOption("audio");
  await page.getByRole("button", { name: hi("Book your slot now") }).click();
  const checkout = page.getByRole("dialog", { name: hi("Sandbox payment") });
  await expect(checkout).toBeVisible();
  await expect(checkout).toContainText("₹800");
  await checkPage(page, "checkout");
  await checkout.getByRole("button", { name: hi("Pay"), exact: true }).click();
  const done = page.getByRole("dialog", { name: hi("You're all set!") });
  await expect(done).toBeVisible();
  await checkPage(page, "paid");
  await done.getByRole("link", { name: hi("View my bookings") }).click();
  await expect(page).toHaveURL(/\/booking$/);
  await expect(page.getByRole("article").filter({ hasText: "Farah Khan" })).toBeVisible();
  await checkPage(page, "bookings");
  errors.assertNone();
});

test("the choice is remembered: switching to English on the landing page keeps English in the app", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await page.locator('button[aria-controls="public-nav"]').click();
  await page.locator("#public-nav").getByRole("link", { name: "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.goto("/auth");
  await expect(page.getByRole("tab", { name: "Signup" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});
