import { INSTRUMENTS } from "@saathi/contract/assessments";
import { completeProfile, demoOnPhone, newMemberPage } from "./support/members.ts";
import { expect, type Page, test } from "./support/test.ts";

// Care between sessions, as two people live it: after a session the expert sets a goal, assigns
// homework and writes a summary and private notes; the member sees the plan on My care, does the
// homework and marks it done; the next day's sessions ask for the PHQ-9 from the reminder, and before
// the next call the expert sees the trend. Sessions come from the dev practice-session endpoint and
// the check-in job is run at once through its dev endpoint (both never exist in production).

const EXPERT_EMAIL = "ananya@saathi.demo";
const EXPERT_NAME = "Ananya Bose";
const PHQ9 = INSTRUMENTS.phq9.items.map((i) => i.text);

async function session(page: Page, memberEmail: string, startsInMinutes: number) {
  const res = await page.request.post("/api/dev/practice-session", {
    data: { memberEmail, expertEmail: EXPERT_EMAIL, startsInMinutes },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { bookingId: string; startsAt: string };
}

/** Opens the first check-in notice not yet answered and answers every PHQ-9 item with `choice` (item 9: "Not at all"). */
async function answerCheckIn(member: Page, choice: string) {
  const notice = member.getByText(`A 2-minute check-in before your session with ${EXPERT_NAME}`);
  for (let nth = 0; ; nth++) {
    await member.goto("/notification");
    await expect(notice.first()).toBeVisible();
    expect(nth, "an unanswered check-in notice").toBeLessThan(await notice.count());
    await notice.nth(nth).click();
    await expect(member).toHaveURL(/\/care\/check-in\/[0-9a-f-]{36}$/);
    await expect(member.getByRole("heading", { name: "Before your session" })).toBeVisible();
    const send = member.getByRole("button", { name: "Send my answers" });
    const answered = member.getByText("You have already answered this check-in. Thank you.");
    await expect(send.or(answered)).toBeVisible();
    if (await send.isVisible()) break;
  }
  for (const item of PHQ9.slice(0, 8)) await member.getByLabel(`${item}: ${choice}`).check();
  await member.getByLabel(`${PHQ9[8]}: Not at all`).check();
  const keep = member.getByLabel("Keep my answers in my account, so I can see my progress");
  if (await keep.isVisible()) await keep.check();
  const share = member.getByLabel(`Share my answers with ${EXPERT_NAME}`);
  if (!(await share.isChecked())) await share.check();
  await member.getByRole("button", { name: "Send my answers" }).click();
  await expect(member.getByRole("heading", { name: "Thank you. Your answers are in." })).toBeVisible();
}

test("the expert sets a plan and homework after the session, the member does it and answers the PHQ-9 from the reminder, and the expert sees the trend before the next call", async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const { page: member, email } = await newMemberPage(browser, request, "Tara Menon");
  await member.setViewportSize({ width: 360, height: 780 });
  // A session that ended an hour ago, and the next two within a day.
  const done = await session(member, email, -120);
  await session(member, email, 300);
  await session(member, email, 1000);
  const expert = await demoOnPhone(browser, EXPERT_EMAIL, true);

  // After the session: the expert opens the client's care plan from the caseload.
  await expert.goto("/expert/caseload");
  await expect(expert.getByRole("heading", { name: "My clients" })).toBeVisible();
  await expert.getByRole("link", { name: "Open Tara Menon's care plan" }).click();
  await expect(expert).toHaveURL(/\/expert\/clients\/[0-9a-f-]{36}$/);
  await expect(expert.getByRole("heading", { name: "Client care plan" })).toBeVisible();

  await expert.getByLabel("Goal", { exact: true }).fill("Sleep by 11 pm");
  await expert.getByLabel("How we will measure it").fill("5 nights out of 7");
  await expert.getByRole("button", { name: "Add goal" }).click();
  await expect(expert.getByText("Sleep by 11 pm")).toBeVisible();

  await expert.getByLabel("Kind of homework").selectOption("task");
  await expert.getByLabel("What to do").fill("Write three things that went well, each night");
  await expert.getByRole("button", { name: "Assign homework" }).click();
  await expect(expert.getByText("Write three things that went well, each night")).toBeVisible();

  // Only the session that has happened can be written about; it opens in place.
  await expert
    .getByText(/^Session of /)
    .first()
    .click();
  const summary = expert.getByLabel("Shared summary (the member sees it once you save)").first();
  await summary.fill("We talked about exam worry and sleep. Plan: a wind-down routine.");
  await expert.getByRole("button", { name: "Save summary" }).first().click();
  await expect(expert.getByText("Summary saved: the member can see it now.")).toBeVisible();
  await expert.getByLabel("Private notes").first().fill("Sleep onset ~2 am; watch for low mood.");
  await expert.getByRole("button", { name: "Save notes" }).first().click();
  await expect(expert.getByText("Notes saved.")).toBeVisible();

  // The member sees the plan on My care, does the homework and marks it done with a note.
  await member.goto("/care");
  await completeProfile(member, `tara_${Date.now() % 1_000_000}`);
  await expect(member.getByRole("heading", { name: "My care" })).toBeVisible();
  await expect(member.getByText("Sleep by 11 pm")).toBeVisible();
  await expect(member.getByText("We talked about exam worry and sleep. Plan: a wind-down routine.")).toBeVisible();
  await expect(member.getByText("Sleep onset")).toHaveCount(0);
  await member.getByLabel("A note for your counsellor (optional)").fill("Did it 4 nights");
  await member.getByRole("button", { name: "Mark done" }).click();
  await expect(member.getByText("Did it 4 nights")).toBeVisible();
  const noHorizontalScroll = await member.evaluate(() => document.documentElement.scrollWidth <= innerWidth + 1);
  expect(noHorizontalScroll).toBe(true);

  // The reminders 24 hours before: the first check-in high, the next lower.
  const asked = await member.request.post("/api/dev/care-check-ins", { data: {} });
  expect(asked.status(), await asked.text()).toBe(200);
  await answerCheckIn(member, "Nearly every day");
  await answerCheckIn(member, "Several days");

  // Before the next call the expert sees the trend and the homework done.
  await expert.goto("/expert/caseload");
  const row = expert.getByRole("listitem").filter({ hasText: "Tara Menon" });
  await expect(row).toContainText("1 of 1 done");
  await expert.getByRole("link", { name: "Open Tara Menon's care plan" }).click();
  await expect(expert.getByRole("heading", { name: "Before-session scores" })).toBeVisible();
  const table = expert.getByRole("table", { name: /PHQ-9 scores before each session/ });
  await expect(table.getByRole("row")).toHaveCount(3);
  await expect(expert.getByText("Did it 4 nights")).toBeVisible();

  // And on the booking itself: the scores and the plan, before the call.
  await expert.goto("/expert/vendorbooking");
  await expert.getByRole("button").filter({ hasText: "Tara Menon" }).first().click();
  const detail = expert.getByRole("article", { name: "Booking detail" }).first();
  await expect(detail.getByRole("heading", { name: "Before the call" })).toBeVisible();
  await detail.locator("summary", { hasText: "Care plan" }).click();
  await expect(detail.getByText("Sleep by 11 pm")).toBeVisible();
  expect(done.bookingId).toMatch(/^[0-9a-f-]{36}$/);
});
