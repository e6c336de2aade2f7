import { expectNoHorizontalOverflow } from "./support/layout.ts";
import { completeProfile, demoOnPhone, newMemberPage } from "./support/members.ts";
import { expect, test } from "./support/test.ts";

// Homework that opens a place in Saathi lands on exactly that place: the counsellor picks a lesson from
// the course list (course, then lesson) and a Health Bot flow from the bot's flows, at 360 px; the member
// taps "Do it now" on My care and lands on that lesson (open and focused) or inside that flow, and
// "Mark done" works as before. The session comes from the dev practice-session endpoint (never in production),
// four hours ago: the care journey books the same counsellor two hours ago on the same server.

const EXPERT_EMAIL = "ananya@saathi.demo";

test("the member taps 'Do it now' and lands on the exact lesson and the exact Health Bot flow", async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const { page: member, email } = await newMemberPage(browser, request, "Rhea Kapoor");
  await member.setViewportSize({ width: 360, height: 780 });
  const res = await member.request.post("/api/dev/practice-session", {
    data: { memberEmail: email, expertEmail: EXPERT_EMAIL, startsInMinutes: -240 },
  });
  expect(res.status(), await res.text()).toBe(200);
  const expert = await demoOnPhone(browser, EXPERT_EMAIL, true, undefined, 360);

  // The counsellor assigns a lesson, chosen from the real courses, and a flow from the bot's list.
  await expert.goto("/expert/caseload");
  await expert.getByRole("link", { name: "Open Rhea Kapoor's care plan" }).click();
  await expect(expert.getByRole("heading", { name: "Client care plan" })).toBeVisible();
  await expert.getByLabel("Kind of homework").selectOption({ label: "Course lesson" });
  await expert.getByLabel("Course", { exact: true }).selectOption({ label: "Calm Foundations" });
  const lesson = expert.getByLabel("Lesson", { exact: true });
  await expect(lesson).toBeEnabled();
  await lesson.selectOption({ label: "Lesson 1 · Five senses grounding" });
  await expectNoHorizontalOverflow(expert);
  await expert.getByRole("button", { name: "Assign homework" }).click();
  await expect(
    expert.getByRole("listitem").filter({ hasText: "Calm Foundations · Five senses grounding" }),
  ).toContainText("Course lesson");

  await expert.getByLabel("Kind of homework").selectOption({ label: "Health Bot conversation" });
  await expert.getByLabel("Conversation", { exact: true }).selectOption({ label: "5-4-3-2-1 grounding" });
  await expert.getByRole("button", { name: "Assign homework" }).click();
  await expect(expert.getByRole("listitem").filter({ hasText: "Health Bot conversation" })).toContainText(
    "5-4-3-2-1 grounding",
  );

  // The member: "Do it now" on the lesson opens that lesson, open and focused.
  await member.goto("/care");
  await completeProfile(member, `rhea_${Date.now() % 1_000_000}`);
  await expect(member.getByRole("heading", { name: "My care" })).toBeVisible();
  const lessonWork = member.getByRole("listitem").filter({ hasText: "Course lesson" });
  await expect(lessonWork).toContainText("Calm Foundations · Five senses grounding");
  await lessonWork.getByRole("link", { name: "Do it now" }).click();
  await expect(member).toHaveURL(/\/wellness\/wellnessList\/[0-9a-f-]{36}\?lesson=[0-9a-f-]{36}$/);
  const opened = member.getByRole("button", { name: /Five senses grounding/ });
  await expect(opened).toHaveAttribute("aria-expanded", "true");
  await expect(opened).toBeFocused();
  await expect(member.getByRole("tab", { name: "Module 2" })).toHaveAttribute("aria-selected", "true");
  await expect(member.getByText("Five things you see, four you can touch")).toBeVisible();

  // "Do it now" on the flow starts that flow in the Health Bot.
  await member.goto("/care");
  const flowWork = member.getByRole("listitem").filter({ hasText: "Health Bot conversation" });
  await flowWork.getByRole("link", { name: "Do it now" }).click();
  await expect(member).toHaveURL(/\/healthbot/);
  const log = member.getByRole("log", { name: "Conversation" });
  await expect(log).toContainText("Look around and name 5 things you can see.");
  // The address forgets the flow: a reload does not start it again.
  await expect(member).toHaveURL(/\/healthbot$/);
  await expectNoHorizontalOverflow(member);

  // Back on My care, "Mark done" is as it was.
  await member.goto("/care");
  const again = member.getByRole("listitem").filter({ hasText: "Health Bot conversation" });
  await again.getByRole("button", { name: "Mark done" }).click();
  await expect(again).toContainText("Done");
});
