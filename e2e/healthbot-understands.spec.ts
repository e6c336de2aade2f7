// Health Bot understands free text on a phone. Someone asking for a person is offered one;
// "neend nahi aa rahi" starts the sleep wind-down (no fallback); "I have pills saved up" answers
// with the helpline card and the safety check; and "pata nahi" at "Are you safe right now?" is
// treated with care: the helplines, an expert and a buddy, not the fallback. A question about the bot
// ("tum kya kar sakte ho") gets what it is and the menu; words read as no crisis but near the bot's bar
// keep their flow with the gentle helpline card beside them for that turn; small talk is greeted back and
// "bye, take care" gets a goodbye with the helplines beside it, not the safety check (decision 041).
// An everyday "sorry yaar" opens no safety check, and a feeling typed alone ("stressed") starts its practice.

import { expectNoSeriousA11yIssues } from "./support/axe.ts";
import { openHealthBotOnPhone } from "./support/healthbot.ts";
import { expectNoHorizontalOverflow } from "./support/layout.ts";
import { expect, test } from "./support/test.ts";

test("Health Bot routes typed words: a person, sleep, and a crisis to the helplines", async ({ browser, request }) => {
  const { page, log, say } = await openHealthBotOnPhone(browser, request, "Ishaan Verma");

  // Asking for a person: an expert's earliest time (or the directory) and a buddy.
  await say("i need someone to talk to");
  const offer = page.getByTestId("person-offer");
  await expect(offer.getByRole("heading", { name: "Talk to a person" })).toBeVisible();
  await expect(offer.getByRole("link", { name: "Message a buddy" })).toHaveAttribute("href", "/chat");

  // Hinglish about sleep: the wind-down, not "I'm a simple bot".
  await say("neend nahi aa rahi");
  await expect(log).toContainText("Let's wind down for sleep.");
  await expect(log).not.toContainText("I'm a simple bot");
  await expect(page.getByTestId("crisis-card")).toHaveCount(0);
  await expectNoHorizontalOverflow(page);

  // A means kept for later: the helplines and the safety check, whatever the flow.
  await say("I have pills saved up");
  const card = page.getByTestId("crisis-card");
  await expect(card).toBeVisible();
  await expect(card.getByRole("link", { name: "Call Tele-MANAS on 14416" })).toHaveAttribute("href", "tel:14416");
  await expect(log).toContainText("Are you safe right now?");

  // Doubt is answered with care.
  await say("pata nahi");
  await expect(log).toContainText("It's okay not to be sure.");
  await expect(log).toContainText("Please call one of these helplines now");
  await expect(page.getByRole("group", { name: "Quick replies" }).getByRole("button")).toHaveText([
    "I've talked to someone",
  ]);
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousA11yIssues(page);
});

test("Health Bot: a question about itself gets the menu, and words near the bar keep their flow with the helplines beside", async ({
  browser,
  request,
}) => {
  const { page, log, say } = await openHealthBotOnPhone(browser, request, "Tara Menon");

  // "What can you do?" in Hinglish: what the bot is, and the menu; never "I'm a simple bot".
  await say("tum kya kar sakte ho");
  await expect(log).not.toContainText("I'm a simple bot");
  await expect(log.getByText("I'm not a therapist and I'm not for emergencies.", { exact: false })).toHaveCount(2);
  await expect(
    page.getByRole("group", { name: "Quick replies" }).getByRole("button", { name: "Box breathing" }),
  ).toBeVisible();

  // Read as no crisis but near the bot's bar: box breathing starts, the helplines stand beside it for this turn.
  await say("mujhe calm down hona h jaldi");
  await expect(log).toContainText("Let's do box breathing");
  const gentle = page.getByTestId("gentle-card");
  await expect(gentle).toBeVisible();
  await expect(gentle.getByRole("link", { name: /14416/ }).first()).toHaveAttribute("href", "tel:14416");
  await expect(page.getByTestId("crisis-card")).toHaveCount(0);
  await expect(
    page.getByRole("group", { name: "Quick replies" }).getByRole("button", { name: "I don't feel safe" }),
  ).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousA11yIssues(page);

  // The next turn earns no card of its own: it goes.
  await page.getByRole("group", { name: "Quick replies" }).getByRole("button", { name: "Ready" }).click();
  await expect(gentle).toHaveCount(0);

  // Small talk is greeted back, and a goodbye is a goodbye: "bye, take care", which the crisis check reads
  // as imminent on its goodbye words alone, gets the bot's goodbye with the helplines beside it, not the
  // safety check (decision 041, "Goodbyes").
  await say("kaise ho");
  await expect(log).toContainText("Hello, it's good to hear from you.");
  await say("bye, take care");
  await expect(log).toContainText("Take care. I'm here whenever you want to talk or try something again.");
  await expect(gentle).toBeVisible();
  await expect(page.getByTestId("crisis-card")).toHaveCount(0);
  await expect(log).not.toContainText("Are you safe right now?");
  await expectNoHorizontalOverflow(page);
});

test("Health Bot: a practice named in Devanagari starts it, and a crisis beside ordinary words shows the helplines beside the answer", async ({
  browser,
  request,
}) => {
  const { page, log, say } = await openHealthBotOnPhone(browser, request, "Nisha Rawat");

  // "मूड": the mood check-in, not "I'm a simple bot" and not a greeting (decision 041, "Named in a word or two").
  await say("मूड");
  await expect(log).toContainText("How are you feeling right now?");
  await expect(log).not.toContainText("I'm a simple bot");

  // A means beside a request to calm down: the words' own flow, with the helplines beside it (decision 041,
  // "A crisis beside ordinary words"), and "I don't feel safe" one tap away.
  await say("the rope is already in my room. can u just help me calm down first");
  await expect(log).toContainText("Let's do box breathing");
  const gentle = page.getByTestId("gentle-card");
  await expect(gentle).toBeVisible();
  await expect(gentle.getByRole("link", { name: /14416/ }).first()).toHaveAttribute("href", "tel:14416");
  await expectNoHorizontalOverflow(page);
  const notSafe = page.getByRole("group", { name: "Quick replies" }).getByRole("button", { name: "I don't feel safe" });
  await notSafe.click();
  await expect(log).toContainText("Are you safe right now?");
  await expect(page.getByTestId("crisis-card")).toBeVisible();
  await expectNoSeriousA11yIssues(page);
});

test("Health Bot: an everyday sorry opens no safety check, and a feeling in a word starts its practice", async ({
  browser,
  request,
}) => {
  const { page, log, say } = await openHealthBotOnPhone(browser, request, "Kabir Malhotra");

  // "sorry yaar" read as imminent once (decision 034, "An apology needs company"): no check, no card.
  await say("sorry yaar");
  await expect(log).toContainText("sorry yaar");
  await expect(log).not.toContainText("Are you safe right now?");
  await expect(page.getByTestId("crisis-card")).toHaveCount(0);
  await expect(page.getByTestId("gentle-card")).toHaveCount(0);

  // "stressed" got "I'm a simple bot" (decision 041, "A feeling in a word"): box breathing starts.
  await say("stressed");
  await expect(log).toContainText("Let's do box breathing");
  await expect(log).not.toContainText("Are you safe right now?");
  await expectNoHorizontalOverflow(page);
});
