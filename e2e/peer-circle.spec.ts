// A peer circle where a risk message alerts the listener. A member becomes a listener through the
// real way (the listener course's page, the quiz, the application) and a moderator approves them in
// the console; the listener opens a circle that is open all week; a second member joins it on a
// 360 px phone under a nickname and writes a risk message in Hinglish: the writer sees the helpline
// card at once, the listener sees the risk alert live, and a message is reported from inside the room;
// then the listener's role is taken away: the circle is paused for the member, and she is out of it.

import { TOTP } from "otpauth";
import { LISTENER_QUIZ_KEY } from "../apps/server/src/modules/peer-circles/peer-circles.policy.ts";
import { DEMO_MODERATOR_EMAIL, DEMO_MODERATOR_TOTP_SECRET } from "../apps/server/src/seed/demo-moderator-login.ts";
import { unusedCode } from "../apps/server/test/totp-codes.ts";
import { LISTENER_QUIZ, LISTENER_QUIZ_TEXT, PEER_MSG } from "../packages/contract/src/peer-circles.ts";
import { expectNoSeriousA11yIssues } from "./support/axe.ts";
import { expectNoHorizontalOverflow } from "./support/layout.ts";
import { completeProfile, newMemberPage } from "./support/members.ts";
import { expect, type Page, test } from "./support/test.ts";

const stamp = () => Date.now().toString(36).slice(-6);
const RISK_TEXT = "mujhe ab jeena nahi hai";

async function signInAsModerator(page: Page): Promise<void> {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(DEMO_MODERATOR_EMAIL);
  await page.getByLabel("Password").fill("saathi123");
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(/\/feed$/);
  await page.goto("/admin");
  await page.getByLabel("Authentication code").fill(await unusedCode(new TOTP({ secret: DEMO_MODERATOR_TOTP_SECRET })));
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Moderation", level: 1 })).toBeVisible();
}

test("a listener leads a peer circle where a member's risk message brings the helpline card and alerts the listener", async ({
  browser,
  request,
}) => {
  // Three people, a second factor, a circle and axe scans on a busy 2-core machine.
  test.setTimeout(240_000);

  // 1. The would-be listener takes the way: course, quiz, application (at 360 px).
  const leela = await newMemberPage(browser, request, "Leela Kapoor");
  const lp = leela.page;
  await lp.setViewportSize({ width: 360, height: 780 });
  await lp.goto("/feed");
  await completeProfile(lp, `leela_${stamp()}`);
  await lp.goto("/peer-circles/listener");
  await expect(lp.getByRole("heading", { name: "Become a listener", level: 1 })).toBeVisible();
  await expect(lp.getByTestId("listener-status")).toContainText("You have not applied yet.");
  // The course is a wellness course.
  const course = lp.getByRole("link", { name: "Open the listener course" });
  await expect(course).toHaveAttribute("href", /^\/wellness\/wellnessList\/[0-9a-f-]{36}$/);
  // The quiz: one wrong answer still passes (5 of 6).
  for (const q of LISTENER_QUIZ) {
    const right = LISTENER_QUIZ_KEY[q.id] as keyof typeof q.options;
    const wrong = (Object.keys(q.options) as (keyof typeof q.options)[]).find((k) => k !== right) ?? right;
    const pick = q.id === "silence" ? wrong : right;
    await lp.getByRole("radio", { name: q.options[pick], exact: true }).check();
  }
  await expect(lp.getByRole("group", { name: new RegExp(LISTENER_QUIZ_TEXT.risk.slice(0, 30)) })).toBeVisible();
  await expectNoHorizontalOverflow(lp);
  await lp.getByRole("button", { name: "Check my answers" }).click();
  await expect(lp.getByText("You got 5 of 6. You passed: you can apply now.")).toBeVisible();
  await lp.getByLabel("Why would you like to be a listener? (optional)").fill("Friends tell me I listen well.");
  await lp.getByRole("button", { name: "Apply to be a listener" }).click();
  await expect(lp.getByTestId("listener-status")).toContainText("Your application is waiting for a moderator.");
  await expectNoSeriousA11yIssues(lp);

  // 2. A moderator approves the application in the console.
  const modContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const mod = await modContext.newPage();
  await signInAsModerator(mod);
  await mod.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Listeners" }).click();
  await expect(mod.getByRole("heading", { name: "Listeners", level: 1 })).toBeVisible();
  const application = mod.getByRole("article", { name: "Leela Kapoor" });
  await expect(application).toContainText("Friends tell me I listen well.");
  await application.getByRole("button", { name: "Approve Leela Kapoor" }).click();
  await expect(mod.getByText("Leela Kapoor is now a listener.")).toBeVisible();
  await mod.getByRole("button", { name: "Listeners", exact: true }).click();
  await expect(mod.getByRole("article", { name: "Leela Kapoor" })).toContainText("Listener");
  await expectNoSeriousA11yIssues(mod);

  // 3. The listener opens a circle open every day, all day (India time), and leads it.
  await lp.goto("/peer-circles/listener");
  await expect(lp.getByTestId("listener-status")).toContainText("You are a Saathi listener.");
  await lp.goto("/peer-circles");
  await lp.getByRole("button", { name: "Open a circle" }).click();
  const form = lp.getByRole("form", { name: "Open a circle" });
  const roomName = `Exam worries ${stamp()}`;
  await form.getByLabel("Circle name").fill(roomName);
  await form.getByLabel("Topic").selectOption("exam_stress");
  await form.getByLabel("Language").selectOption("Hinglish");
  for (const box of await form.getByRole("group", { name: "Open on (India time)" }).getByRole("checkbox").all()) {
    await box.check();
  }
  await form.getByLabel("From").fill("00:00");
  await form.getByLabel("Until").fill("23:59");
  await form.getByLabel("Your circle nickname").fill("Calm Lamp");
  await expectNoHorizontalOverflow(lp);
  await form.getByRole("button", { name: "Open the circle" }).click();
  await expect(lp.getByRole("heading", { name: roomName, level: 1 })).toBeVisible();
  await expect(lp.getByText("No messages yet. Say hello when you are ready.")).toBeVisible();
  const roomUrl = lp.url();

  // 4. A member on a 360 px phone finds the circle and joins under a nickname.
  const ravi = await newMemberPage(browser, request, "Ravi Menon");
  const rp = ravi.page;
  await rp.setViewportSize({ width: 360, height: 780 });
  await rp.goto("/feed");
  await completeProfile(rp, `ravi_${stamp()}`);
  await rp.goto("/peer-circles");
  await rp.getByRole("combobox", { name: "Topic" }).selectOption("exam_stress");
  const card = rp.getByRole("article", { name: roomName });
  await expect(card).toContainText("Open now");
  await expect(card).toContainText("Exam stress");
  await expectNoHorizontalOverflow(rp);
  await card.getByRole("link", { name: `See circle ${roomName}` }).click();
  await expect(rp).toHaveURL(roomUrl);
  await rp.getByLabel("Circle nickname").fill("Quiet River");
  await rp.getByRole("button", { name: "Join", exact: true }).click();
  await expect(rp.getByRole("heading", { name: "Messages" })).toBeVisible();

  // 5. He writes a risk message: the helpline card at once, for him.
  await rp.getByLabel("Write to the circle").fill(RISK_TEXT);
  await rp.getByRole("button", { name: "Send", exact: true }).click();
  const crisis = rp.getByTestId("crisis-card");
  await expect(crisis).toBeVisible({ timeout: 10_000 });
  await expect(crisis.getByRole("heading", { name: "You don't have to go through this alone" })).toBeFocused();
  await expect(crisis.getByRole("link", { name: "Call Tele-MANAS on 14416" })).toHaveAttribute("href", "tel:14416");
  await expect(rp.getByRole("log").getByText(RISK_TEXT)).toBeVisible();
  await expectNoHorizontalOverflow(rp);
  await expectNoSeriousA11yIssues(rp);

  // 6. The listener sees the message live with the risk alert, without reloading.
  const alert = lp.getByTestId("peer-risk-alert");
  await expect(alert).toBeVisible({ timeout: 15_000 });
  await expect(alert.getByRole("heading", { name: "Someone here may be at risk" })).toBeVisible();
  await expect(alert).toContainText("Quiet River");
  const message = lp.getByRole("log").getByRole("listitem").filter({ hasText: RISK_TEXT });
  await expect(message).toContainText("May be at risk: check in kindly");
  await expectNoHorizontalOverflow(lp);
  await expectNoSeriousA11yIssues(lp);

  // 7. A report from inside the room: the listener reports a message (its options name the nickname only).
  await message.getByRole("button", { name: "Options for the message from Quiet River" }).click();
  await message.getByRole("button", { name: "Report message" }).click();
  const dialog = lp.getByRole("dialog", { name: "Report this message" });
  await dialog.getByRole("radio", { name: "Risk of self-harm" }).check();
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(lp.getByRole("dialog", { name: "Thank you" }).getByRole("status")).toContainText(
    "Thank you for telling us",
  );
  await lp.getByRole("dialog", { name: "Thank you" }).getByRole("button", { name: "Done" }).click();

  // 8. A moderator takes the listener role away: the circle she led alone is paused for the member at
  // once, with its sentence, and she is out of it, her risk alert gone.
  await mod.getByRole("button", { name: "Take the role away from Leela Kapoor" }).click();
  const confirm = mod.getByRole("dialog", { name: "Take the listener role from Leela Kapoor?" });
  await confirm.getByLabel("Reason").fill("Gave advice instead of listening");
  await confirm.getByRole("button", { name: "Take the role away" }).click();
  await expect(rp.getByText(PEER_MSG.roomPaused)).toBeVisible({ timeout: 15_000 });
  await expect(rp.getByLabel("Write to the circle")).toBeHidden();
  await expectNoHorizontalOverflow(rp);
  await lp.goto(roomUrl);
  await expect(lp.getByRole("heading", { name: roomName, level: 1 })).toBeVisible();
  await expect(lp.getByTestId("peer-risk-alert")).toBeHidden();
  await expect(lp.getByRole("log")).toBeHidden();

  // 9. The member leaves the circle at any time.
  await rp.getByRole("button", { name: "Leave this circle" }).click();
  await expect(rp).toHaveURL(/\/peer-circles$/);
  await expect(rp.getByRole("article", { name: roomName })).toContainText("Open now");
  await expect(
    rp.getByRole("article", { name: roomName }).getByRole("link", { name: `See circle ${roomName}` }),
  ).toBeVisible();
});
