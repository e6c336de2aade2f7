import { bornYearsAgo } from "./support/ages.ts";
import { expectNoSeriousA11yIssues } from "./support/axe.ts";
import { expectNoHorizontalOverflow } from "./support/layout.ts";
import { completeProfile, demoOnPhone, newMemberPage } from "./support/members.ts";
import { fillOtp, latestCode, ORIGIN, uniqueEmail } from "./support/outbox.ts";
import { expect, type Request, test } from "./support/test.ts";

const stamp = () => Date.now().toString(36).slice(-6);

test("a 16-year-old signs up, the guardian consents from the link, the teen posts; an adult stranger cannot find or message them; a crisis phrase shows Childline 1098 first", async ({
  browser,
  request,
}) => {
  // Three people on a busy 2-core machine.
  test.setTimeout(180_000);
  const teenEmail = uniqueEmail("teen");
  const guardianEmail = uniqueEmail("parent");
  const teenName = `Tara${stamp()} Singh`;
  const teenContext = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const page = await teenContext.newPage();
  // Every request a teen's pages make stays on Saathi's origin: no analytics, no third-party script.
  const elsewhere: string[] = [];
  page.on("request", (r: Request) => {
    const url = r.url();
    if (!url.startsWith(ORIGIN) && !url.startsWith("data:") && !url.startsWith("blob:")) elsewhere.push(url);
  });

  // Sign-up with a date of birth.
  await page.goto("/auth?mode=signup");
  await page.getByLabel("Full Name").fill(teenName);
  await page.getByLabel("Email").fill(teenEmail);
  await page.getByLabel("Password").fill("calm-sea-42");
  await page.getByLabel("Date of birth").fill(bornYearsAgo(16));
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByRole("heading", { name: "Verify your email" })).toBeVisible();
  await fillOtp(page, await latestCode(request, teenEmail));
  await page.getByRole("button", { name: "Verify & Continue" }).click();
  await expect(page).toHaveURL(/\/feed$/);
  await completeProfile(page, `tara_${stamp()}`);

  // Until a guardian consents: the teen reads, is told why, and asks their guardian.
  const banner = page.getByTestId("guardian-needed");
  await expect(banner).toBeVisible();
  await expect(banner).toContainText("Childline 1098");
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousA11yIssues(page);
  const early = await page.request.post("/api/posts", { data: { content: "hello" }, headers: { origin: ORIGIN } });
  expect(early.status()).toBe(403);
  // No composer the server would refuse: a notice in its place, with the way to the request and help now.
  await expect(page.getByRole("button", { name: "Share your thoughts..." })).toHaveCount(0);
  const wait = page.getByTestId("guardian-wait");
  await expect(wait).toContainText("You can write here once your parent or guardian agrees.");
  await wait.getByRole("button", { name: "Need to talk to someone now?" }).click();
  const helpCalls = wait.locator("a[href^='tel:']");
  await expect(helpCalls.first()).toHaveAttribute("href", "tel:1098");
  const helpHrefs = await helpCalls.evaluateAll((as) => as.map((a) => a.getAttribute("href")));
  expect(helpHrefs.indexOf("tel:1098")).toBeLessThan(helpHrefs.indexOf("tel:14416"));
  expect((await helpCalls.first().boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousA11yIssues(page);
  // The notice's link leads to the request, which takes the focus.
  await wait.getByRole("link", { name: "Ask your parent or guardian" }).click();
  await expect(banner.getByRole("heading", { name: "Your parent or guardian's consent" })).toBeFocused();
  await banner.getByLabel("Your parent's or guardian's email").fill(guardianEmail);
  await banner.getByRole("button", { name: "Ask for consent" }).click();
  await expect(banner.getByRole("status")).toContainText(guardianEmail);
  await expect(wait.getByRole("link", { name: "See or resend your guardian's link" })).toBeVisible();

  // The daily journal is refused before consent too: the same notice, no box to write in.
  await page.goto("/daily-journal");
  await expect(page.getByTestId("guardian-wait")).toContainText(
    "You can write here once your parent or guardian agrees.",
  );
  await expect(page.getByRole("button", { name: "Save" })).toHaveCount(0);
  await expectNoHorizontalOverflow(page);

  // Peer support circles are for adults: the list (the demo circle) with a kind notice, no way in.
  await page.goto("/peer-circles");
  await expect(page.getByRole("article").first()).toBeVisible();
  await expect(page.getByTestId("peer-adults-only")).toContainText("Peer support circles are for adults.");
  await expect(page.getByRole("link", { name: /^See circle/ })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Become a listener" })).toHaveCount(0);
  const childline = page.getByRole("link", { name: "Call Childline 1098" });
  expect((await childline.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  await expectNoHorizontalOverflow(page);
  await page.goto("/feed");

  // Words of crisis before consent, where the notice leads (the Health Bot answers before consent):
  // the crisis card, Childline 1098 first.
  const more = wait.getByRole("button", { name: "Need to talk to someone now?" });
  if ((await more.getAttribute("aria-expanded")) !== "true") await more.click();
  await wait.getByRole("link", { name: "Talk it through with the Health Bot" }).click();
  await expect(page).toHaveURL(/\/healthbot$/);
  const botInput = page.getByLabel("Message to Health Bot");
  await botInput.fill("I want to kill myself, I can't do this anymore");
  await botInput.press("Enter");
  const botCard = page.getByTestId("crisis-card");
  await expect(botCard).toBeVisible();
  await expect(botCard.locator("a[href^='tel:']").first()).toHaveAttribute("href", "tel:1098");
  await page.goto("/feed");

  // The guardian opens the link from the email (not signed in), reads the page, consents with the code.
  let mail: { text: string; code?: string } | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(guardianEmail)}`);
      mail = ((await res.json()) as { text: string; code?: string }[])[0];
      return mail?.code ?? "";
    })
    .toMatch(/^\d{6}$/);
  const link = mail?.text.match(/https?:\/\/\S+\/guardian\/[A-Za-z0-9_-]+/)?.[0] ?? "";
  expect(link).not.toBe("");
  const guardianContext = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const guardian = await guardianContext.newPage();
  await guardian.goto(new URL(link).pathname);
  await expect(guardian.getByRole("heading", { name: "A young person has asked for your consent" })).toBeVisible();
  await expect(guardian.getByText("What Saathi stores and why")).toBeVisible();
  await expect(guardian.getByText(/never see their posts, chats, journal/)).toBeVisible();
  await expectNoHorizontalOverflow(guardian);
  await expectNoSeriousA11yIssues(guardian);
  await guardian.getByLabel("Code from the email").fill(mail?.code ?? "");
  await guardian.getByLabel(/Confirm that you are 18 or older/).check();
  await guardian.getByLabel("I give my consent").check();
  await guardian.getByRole("button", { name: "Send my answer" }).click();
  await expect(guardian.getByTestId("guardian-status")).toContainText("Your consent is recorded");
  await guardianContext.close();

  // The teen now posts from the composer.
  await page.reload();
  await expect(page.getByTestId("guardian-needed")).toHaveCount(0);
  await expect(page.getByTestId("guardian-wait")).toHaveCount(0);
  await page.getByRole("button", { name: "Share your thoughts..." }).click();
  const compose = page.getByRole("dialog", { name: "Create post" });
  expect((await compose.getByRole("button", { name: "Gallery" }).boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(
    44,
  );
  await compose.getByLabel("Post text").fill("Board exams next week, a little nervous but ready");
  await compose.getByRole("button", { name: "Post" }).click();
  await expect(compose).toBeHidden();
  await expect(page.getByText("Board exams next week, a little nervous but ready")).toBeVisible();

  // A crisis phrase from the teen: the card shows Childline 1098 first, then Tele-MANAS.
  await page.getByRole("button", { name: "Share your thoughts..." }).click();
  await compose.getByLabel("Post text").fill("I want to kill myself, I can't do this anymore");
  await compose.getByRole("button", { name: "Post" }).click();
  const card = page.getByTestId("crisis-card");
  await expect(card).toBeVisible();
  const calls = card.locator("a[href^='tel:']");
  await expect(calls.first()).toHaveAttribute("href", "tel:1098");
  const hrefs = await calls.evaluateAll((as) => as.map((a) => a.getAttribute("href")));
  expect(hrefs.indexOf("tel:1098")).toBeLessThan(hrefs.indexOf("tel:14416"));
  expect(elsewhere).toEqual([]);

  // An adult stranger: the teen is not found by name, and a message is refused.
  const teenId = ((await (await page.request.get("/api/me")).json()) as { user: { id: string } }).user.id;
  const stranger = await newMemberPage(browser, request, "Vikram Adult");
  const search = await stranger.page.request.get(
    `/api/users/search?q=${encodeURIComponent(teenName.split(" ")[0] ?? "")}`,
  );
  expect(search.ok()).toBe(true);
  expect(JSON.stringify(await search.json())).not.toContain(teenId);
  await stranger.page.goto("/feed");
  await completeProfile(stranger.page, `vikram_${stamp()}`);
  const box = stranger.page.getByRole("combobox", { name: "Search members" });
  await box.fill(teenName.split(" ")[0] ?? "");
  await expect(stranger.page.getByText(teenName)).toHaveCount(0);
  const message = await stranger.page.request.post("/api/chat/messages", {
    data: { receiverId: teenId, message: "hi", clientId: `temp-${stamp()}` },
    headers: { origin: ORIGIN },
  });
  expect(message.status()).toBe(403);
  const follow = await stranger.page.request.post(`/api/follows/${teenId}`, { headers: { origin: ORIGIN } });
  expect(follow.status()).toBe(403);
  await teenContext.close();
});

test("an expert says they work with young people and names their campus; a teen sees both badges; booking an expert who has not opted in is refused kindly", async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  // The expert opts in from their settings.
  const expert = await demoOnPhone(browser, "neha@saathi.demo", true, undefined, 360);
  await expert.goto("/settings#young-people");
  const section = expert.locator("#young-people");
  await section.getByLabel("I work with young people (13 to 17)").check();
  await section.getByLabel(/School or college you counsel at/).fill("Kendriya Vidyalaya, Pune");
  await section.getByRole("button", { name: "Save" }).click();
  await expect(section.getByRole("status")).toHaveText("Saved.");
  const expertId = ((await (await expert.request.get("/api/me")).json()) as { user: { id: string } }).user.id;

  // A 16-year-old whose guardian consented (through the same endpoints the pages use).
  const teenEmail = uniqueEmail("teen-book");
  const guardianEmail = uniqueEmail("parent-book");
  const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const teen = await context.newPage();
  const post = (url: string, data: object) => teen.request.post(url, { data, headers: { origin: ORIGIN } });
  expect(
    (
      await post("/api/auth/sign-up/email", {
        name: "Isha Teen",
        email: teenEmail,
        password: "calm-sea-42",
        dateOfBirth: bornYearsAgo(16),
      })
    ).ok(),
  ).toBe(true);
  expect(
    (
      await post("/api/auth/email-otp/verify-email", { email: teenEmail, otp: await latestCode(request, teenEmail) })
    ).ok(),
  ).toBe(true);
  expect((await post("/api/young-people/guardian", { email: guardianEmail })).ok()).toBe(true);
  const mail = (
    (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(guardianEmail)}`)).json()) as {
      text: string;
      code?: string;
    }[]
  )[0];
  const token = mail?.text.match(/\/guardian\/([A-Za-z0-9_-]+)/)?.[1] ?? "";
  const consent = await request.post(`/api/guardian-consent/${token}/decision`, {
    data: { code: mail?.code, decision: "consent", confirmAdult: true, method: "declared_with_email_code" },
    headers: { origin: ORIGIN },
  });
  expect(consent.ok()).toBe(true);

  // The teen sees the badges on the expert's profile.
  await teen.goto(`/expert/${expertId}`);
  await expect(teen.getByText("Works with young people").first()).toBeVisible();
  await expect(teen.getByText("Campus", { exact: true }).first()).toBeVisible();

  // An expert who has not opted in: refused with the sentence that names the badge; no hold is made.
  const experts = (
    (await (await teen.request.get("/api/experts?pageSize=50")).json()) as {
      items: {
        expertId: string;
        worksWithYoungPeople?: boolean;
        nextAvailableSlot: string | null;
        languages: string[];
        sessionTypes: string[];
        consultationFee: number;
      }[];
    }
  ).items;
  const other = experts.find(
    (e) => !e.worksWithYoungPeople && e.nextAvailableSlot && e.consultationFee > 0 && e.languages.length > 0,
  );
  expect(other).toBeTruthy();
  const refused = await post("/api/bookings", {
    expertId: other?.expertId,
    startsAt: other?.nextAvailableSlot,
    sessionType: other?.sessionTypes[0],
    language: other?.languages[0],
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toContain("Works with young people");
  await context.close();
});
