import { demoOnPhone } from "./support/members.ts";
import { expect, type Page, test } from "./support/test.ts";

/**
 * Decision 033, at 360 px: a member books a demo expert; the expert opens their availability from
 * Settings, removes a weekly day and adds a day off on the booked date, is shown the booked session
 * before anything is saved, keeps it and proposes a new time; the member's view of the expert's free
 * times no longer has the removed day or the day off.
 */
const ZONE = "Asia/Kolkata"; // Vikram's weekly hours (README: demo experts)
const dateIn = (at: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(at),
  );
const weekdayOf = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).getUTCDay();

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

test("an expert removes a day and adds a day off; the booked session is shown first and gets a new time", async ({
  browser,
}) => {
  test.setTimeout(420_000);
  // The member books Vikram a few days ahead (sandbox payment).
  const member = await demoOnPhone(browser, "meera@saathi.demo", false, undefined, 360);
  await member.goto("/expert/vikram.rao");
  // A busy CI machine may take a while for the first screen of each browser.
  await expect(member.getByRole("heading", { name: "Vikram Rao", level: 1 })).toBeVisible({ timeout: 30_000 });
  await member.getByRole("group", { name: "Choose a day" }).getByRole("button").nth(3).click();
  await member.getByRole("group", { name: "Choose a time" }).getByRole("button").first().click();
  await member.getByLabel("Preferred Text").selectOption("English");
  await member.getByLabel("Mode").selectOption("audio");
  await member.getByRole("button", { name: "Book your slot now" }).click();
  await member
    .getByRole("dialog", { name: "Sandbox payment" })
    .getByRole("button", { name: "Pay", exact: true })
    .click();
  await expect(member.getByRole("link", { name: "View my bookings" })).toBeVisible({ timeout: 30_000 });
  const bookings = await (await member.request.get("/api/bookings")).json();
  const booked = bookings.upcoming.find((b: { counterpart: { name: string } }) =>
    b.counterpart.name.includes("Vikram"),
  ) as { bookingId: string; startsAt: string };
  const bookedDate = dateIn(booked.startsAt);
  const expertId = (await (await member.request.get("/api/experts/vikram.rao")).json()).expertId as string;

  // The expert finds their availability in Settings.
  const expert = await demoOnPhone(browser, "vikram@saathi.demo", true, undefined, 360);
  await expert.goto("/settings");
  await expert.getByRole("link", { name: "Change my availability" }).click();
  await expect(expert).toHaveURL(/\/expert\/availability$/);
  await expect(expert.getByRole("heading", { name: "My availability", level: 1 })).toBeVisible({ timeout: 30_000 });
  await noSidewaysScroll(expert);

  // Remove a weekend day other than the booked one: nothing booked on it, so it saves at once.
  const removed = weekdayOf(bookedDate) === 0 ? 6 : 0;
  // Each row's weekday select (its label's name also carries the chosen day, so it is found by name).
  const days = expert.locator("select[name$='.weekday']");
  await expect(days).toHaveCount(7);
  const values = await days.evaluateAll((els) => els.map((e) => (e as HTMLSelectElement).value));
  const row = values.indexOf(String(removed));
  expect(row).toBeGreaterThanOrEqual(0);
  await expert.getByRole("button", { name: `Delete slot ${row + 1}` }).click();
  await expect(days).toHaveCount(6);
  await expert.getByRole("button", { name: "Save weekly hours" }).click();
  await expect(expert.getByText("Your weekly hours are saved.")).toBeVisible();

  // A day off on the booked date: the session is listed before anything is saved.
  await expert.getByLabel("First day off").fill(bookedDate);
  await expert.getByLabel("Last day off").fill(bookedDate);
  await expert.getByLabel("Reason (optional, only you see it)").fill("Family wedding");
  await expert.getByRole("button", { name: "Add time off" }).click();
  const warning = expert.getByRole("alert").filter({ hasText: "This change leaves these booked sessions" });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText("Meera");
  await noSidewaysScroll(expert);
  await warning.getByRole("button", { name: "Keep these sessions and save" }).click();
  await expect(expert.getByText("Your time off is saved.")).toBeVisible();
  await expect(expert.getByRole("list", { name: "Planned time off" })).toContainText("Family wedding");

  // The session is still booked, shown outside the availability: propose a new time.
  const outside = expert.getByRole("region", { name: "Booked sessions outside your availability" });
  await expect(outside).toContainText("Meera");
  await outside.getByRole("button", { name: "Propose a new time" }).click();
  const dialog = expert.getByRole("dialog", { name: "Propose a new time" });
  await dialog.getByRole("group", { name: "Time" }).getByRole("button").first().click();
  await dialog.getByRole("button", { name: "Send proposal" }).click();
  await expect(dialog).toBeHidden();
  await expect(outside).toContainText("New time proposed: waiting for the member's answer.");

  // The same screen on a laptop: no sideways scroll (a screenshot for a look by eye).
  await expert.setViewportSize({ width: 1280, height: 900 });
  await noSidewaysScroll(expert);
  await expert.screenshot({ path: test.info().outputPath("availability-1280.png"), fullPage: true });
  await expert.setViewportSize({ width: 360, height: 780 });
  await expert.screenshot({ path: test.info().outputPath("availability-360.png"), fullPage: true });

  // The member's view of Vikram's free times: no removed weekday, nothing on the day off.
  const free = (await (await member.request.get(`/api/experts/${expertId}/availability`)).json()) as {
    slots: { startsAt: string }[];
  };
  expect(free.slots.length).toBeGreaterThan(0);
  expect(free.slots.filter((s) => weekdayOf(dateIn(s.startsAt)) === removed)).toEqual([]);
  expect(free.slots.filter((s) => dateIn(s.startsAt) === bookedDate)).toEqual([]);
  // And the slot picker on the detail page shows the same at once.
  await member.goto("/expert/vikram.rao");
  const dayButtons = member.getByRole("group", { name: "Choose a day" }).getByRole("button");
  await expect(dayButtons.first()).toBeVisible();
  const labels = await dayButtons.allInnerTexts();
  expect(labels.length).toBeGreaterThan(0);
  const words = (d: Date, o: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat("en-IN", { timeZone: "UTC", ...o }).format(d);
  // 29 November 2026 is a Sunday: + removed is that weekday.
  const removedName = words(new Date(Date.UTC(2026, 10, 29 + removed, 12)), { weekday: "short" });
  const dayOffName = words(new Date(`${bookedDate}T12:00:00Z`), { day: "numeric", month: "short" });
  const lines = (l: string) => l.split("\n").map((x) => x.trim());
  expect(labels.filter((l) => lines(l).includes(removedName))).toEqual([]);
  expect(labels.filter((l) => lines(l).includes(dayOffName))).toEqual([]);
});
