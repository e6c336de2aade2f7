// Support circles on a 360 px phone. An expert hosts a paid circle (the form says what is wrong first);
// a member finds it by topic in the directory, books a seat under a circle nickname, pays in the sandbox
// checkout and sees the seat in My circles. Then a free 2-seat circle fills up: a third member joins its
// waitlist, a seat frees, and the seat offered to them (with the time it is kept until) is taken from My
// circles. Visitors see upcoming circles on the landing page.

import { expectNoSeriousA11yIssues } from "./support/axe.ts";
import { expectNoHorizontalOverflow } from "./support/layout.ts";
import { demoOnPhone } from "./support/members.ts";
import { ORIGIN } from "./support/outbox.ts";
import { type APIRequestContext, expect, type Page, test } from "./support/test.ts";

const EXPERT = "farah@saathi.demo";
const MEMBER = "rohan@saathi.demo";
const SECOND = "meera@saathi.demo";
const THIRD = "asha@saathi.demo";

/** 'yyyy-mm-dd' of a day `days` from now, in the browser's zone (the date input's value). */
const dayFromNow = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
};

/** Fills the host's form and creates the circle; answers its page. */
async function hostCircle(
  page: Page,
  c: { title: string; topic: string; seats: string; fee: string; days: number },
): Promise<void> {
  await page.goto("/expert/circles/new");
  await expect(page.getByRole("heading", { name: "Host a circle", level: 1 })).toBeVisible();
  await page.getByLabel("Title").fill(c.title);
  await page.getByLabel("Topic").selectOption({ label: c.topic });
  await page.getByLabel("Language").selectOption("English");
  await page.getByLabel("Date").fill(dayFromNow(c.days));
  await page.getByLabel("Start time").fill("18:00");
  await page.getByLabel("Seats").selectOption(c.seats);
  await page.getByLabel("Fee per seat (₹)").fill(c.fee);
  await page.getByLabel("Ground rules").fill("What is shared here stays here. One person speaks at a time.");
  await page.getByRole("button", { name: "Create circle" }).click();
  await expect(page.getByRole("heading", { name: c.title, level: 1 })).toBeVisible();
}

/** Takes a seat through the API (a free circle: confirmed at once). */
async function seatByApi(request: APIRequestContext, occurrenceId: string, nickname: string) {
  const res = await request.post(`/api/circles/occurrences/${occurrenceId}/seats`, {
    data: { nickname },
    headers: { origin: ORIGIN },
  });
  expect(res.ok(), `seat: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as { seat: { id: string; status: string } };
}

test("an expert hosts a paid circle; a member finds it by topic, books with a nickname, pays and sees it in My circles", async ({
  browser,
}) => {
  // Two sign-ins, a form, a checkout and several screens: sized for a busy 2-core CI machine.
  test.setTimeout(240_000);
  const title = `Exam stress circle ${Date.now() % 100_000}`;

  const expert = await demoOnPhone(browser, EXPERT, true, undefined, 360);
  await expert.goto("/expert/circles/new");
  // Nothing filled: each field says what is wrong, in words.
  await expert.getByLabel("Fee per seat (₹)").fill("");
  await expert.getByRole("button", { name: "Create circle" }).click();
  await expect(expert.getByText("Give the circle a title.")).toBeVisible();
  await expect(expert.getByText("Choose a topic from the list.")).toBeVisible();
  await expect(expert.getByText("Choose a time in the future, within six months.")).toBeVisible();
  await expectNoHorizontalOverflow(expert, "host a circle, with messages");
  await hostCircle(expert, { title, topic: "Exam stress", seats: "8", fee: "300", days: 3 });
  await expect(expert.getByText("0 of 8 seats taken · 0 waiting")).toBeVisible();
  await expectNoHorizontalOverflow(expert, "manage a circle");
  await expectNoSeriousA11yIssues(expert);
  await expert.goto("/expert/circles");
  await expect(expert.getByRole("article", { name: title })).toBeVisible();
  await expert.context().close();

  const member = await demoOnPhone(browser, MEMBER, false, undefined, 360);
  await member.goto("/circles");
  await expect(member.getByRole("heading", { name: "Support circles", level: 1 })).toBeVisible();
  await member.getByLabel("Topic").selectOption({ label: "Exam stress" });
  await expect(member).toHaveURL(/topic=exam_stress/);
  const card = member.getByRole("article", { name: title });
  await expect(card).toBeVisible();
  await expect(card.getByText("₹300 per seat")).toBeVisible();
  await expect(card.getByText("8 seats left")).toBeVisible();
  await expectNoHorizontalOverflow(member, "circles directory");
  await expectNoSeriousA11yIssues(member);
  // Another topic leaves it out.
  await member.getByLabel("Topic").selectOption({ label: "Grief" });
  await expect(card).toBeHidden();
  await member.getByLabel("Topic").selectOption({ label: "Exam stress" });
  await card.getByRole("link", { name: `See circle: ${title}` }).click();

  await expect(member.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(member.getByText("What is shared here stays here. One person speaks at a time.")).toBeVisible();
  await member
    .getByRole("button", { name: /^Book a seat:/ })
    .first()
    .click();
  // A nickname the rules refuse is explained before anything is booked.
  await member.getByRole("button", { name: "Book and pay ₹300" }).click();
  await expect(member.getByText("A circle nickname has 1 to 40 letters, numbers or spaces.")).toBeVisible();
  await member.getByLabel("Circle nickname").fill("Quiet River");
  await member.getByRole("button", { name: "Book and pay ₹300" }).click();
  const checkout = member.getByRole("dialog", { name: "Sandbox payment" });
  await expect(checkout).toBeVisible();
  await expect(checkout.getByText(title)).toBeVisible();
  await checkout.getByRole("button", { name: "Pay", exact: true }).click();
  const outcome = member.getByTestId("seat-outcome");
  await expect(outcome.getByText("Your seat is confirmed")).toBeVisible();
  await expect(outcome.getByText(/You will join as “Quiet River”/)).toBeVisible();
  await expectNoHorizontalOverflow(member, "circle, seat confirmed");
  await outcome.getByRole("link", { name: "Go to my circles" }).click();

  await expect(member.getByRole("heading", { name: "My circles", level: 1 })).toBeVisible();
  const seat = member.getByRole("article", { name: title });
  await expect(seat.getByText("Confirmed")).toBeVisible();
  await expect(seat.getByText("Your nickname: Quiet River · Paid ₹300")).toBeVisible();
  await expect(seat.getByRole("button", { name: "Cancel seat" })).toBeVisible();
  await expectNoHorizontalOverflow(member, "my circles");
  await expectNoSeriousA11yIssues(member);
  await member.context().close();

  // The host's money panel counts the paid seat like a session, in the month of its meeting.
  const host = await demoOnPhone(browser, EXPERT, true, undefined, 360);
  await host.goto("/expert/circles");
  const panel = host.getByTestId("expert-money");
  await expect(panel.getByRole("heading", { name: /Your earnings in/ })).toBeVisible();
  const india = (at: number) => new Date(at + 330 * 60_000).toISOString().slice(0, 7);
  if (india(Date.now() + 3 * 86_400_000) !== india(Date.now()))
    await panel.getByRole("button", { name: "Next month" }).click();
  await expect(panel.getByText(/^Circle seats \([1-9]\d*\)$/)).toBeVisible();
  await expect(panel.getByTestId("money-seats")).not.toHaveText("₹0");
  await expectNoHorizontalOverflow(host, "hosted circles with the money panel");
  await expectNoSeriousA11yIssues(host);
  await host.context().close();
});

test("a full free circle: a member joins the waitlist, is offered the freed seat and takes it", async ({ browser }) => {
  test.setTimeout(240_000);
  const title = `Loneliness circle ${Date.now() % 100_000}`;
  const expert = await demoOnPhone(browser, EXPERT, true, undefined, 360);
  await hostCircle(expert, { title, topic: "Loneliness", seats: "2", fee: "0", days: 4 });
  const circleId = expert.url().split("/").pop() ?? "";
  await expert.context().close();

  // Two members take both seats.
  const second = await demoOnPhone(browser, SECOND, false, undefined, 360);
  const third = await demoOnPhone(browser, THIRD, false, undefined, 360);
  const circle = (await (await second.request.get(`/api/circles/${circleId}`)).json()) as {
    occurrences: { id: string }[];
  };
  const meetingId = circle.occurrences[0]?.id ?? "";
  await seatByApi(second.request, meetingId, "Second Star");
  const held = await seatByApi(third.request, meetingId, "Third Leaf");
  await second.context().close();

  // The member sees it full and joins the waitlist.
  const member = await demoOnPhone(browser, MEMBER, false, undefined, 360);
  await member.goto(`/circles/${circleId}`);
  await expect(member.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(member.getByText("Full — join waitlist")).toBeVisible();
  await member.getByRole("button", { name: /^Join the waitlist:/ }).click();
  await expect(member.getByText(/You are on the waitlist/)).toBeVisible();
  await expectNoHorizontalOverflow(member, "circle, on the waitlist");

  // A seat frees: it is offered to the member, kept for a while, and taken from My circles.
  const freed = await third.request.post(`/api/circles/seats/${held.seat.id}/cancel`, { headers: { origin: ORIGIN } });
  expect(freed.ok(), `cancel: ${freed.status()}`).toBe(true);
  await third.context().close();
  await member.goto("/circles/mine");
  const place = member.getByTestId("my-waitlist").filter({ hasText: title });
  await expect(place.getByText(/A seat opened for you\. It is kept until/)).toBeVisible();
  await expectNoHorizontalOverflow(member, "my circles, seat offered");
  await place.getByRole("link", { name: "Take the seat" }).click();
  await expect(member.getByRole("heading", { name: "Take the seat offered to you" })).toBeVisible();
  await member.getByLabel("Circle nickname").fill("Calm Lake");
  await member.getByRole("button", { name: "Book free seat" }).click();
  await expect(member.getByTestId("seat-outcome").getByText("Your seat is confirmed")).toBeVisible();
  await member.goto("/circles/mine");
  await expect(member.getByRole("article", { name: title }).getByText("Your nickname: Calm Lake · Free")).toBeVisible();
  await member.context().close();
});

test("visitors see upcoming circles on the landing page and in the directory", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/");
  const section = page.getByRole("region", { name: "Support circles" });
  await expect(section).toBeVisible();
  await expect(section.getByTestId("landing-circle").first()).toBeVisible();
  await expectNoHorizontalOverflow(page, "landing with circles");
  await section.getByRole("link", { name: "See all circles" }).click();
  await expect(page.getByRole("heading", { name: "Support circles", level: 1 })).toBeVisible();
  const first = page.getByTestId("circle-card").first();
  await first.getByRole("link", { name: /^See circle:/ }).click();
  await expect(page.getByRole("link", { name: "Sign in to book a seat" }).first()).toBeVisible();
});
