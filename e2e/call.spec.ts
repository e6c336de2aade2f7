import { demoOnPhone } from "./support/members.ts";
import { expect, type Page, test } from "./support/test.ts";

// Calls between two browser contexts with Chromium's fake camera and microphone, over loopback in a
// private network namespace (scripts/playwright.mjs). Every wait has a timeout: a connection that
// never forms stays 'new' rather than failing.

/** A paid session between the two that is on now (the development endpoint). */
async function sessionNow(page: Page, memberEmail: string, expertEmail: string) {
  const res = await page.request.post("/api/dev/practice-session", { data: { memberEmail, expertEmail } });
  expect(res.status(), await res.text()).toBe(200);
}

/** The expert opens the session with `member` and starts the call through the three terms. */
async function expertStartsCall(expert: Page, member: string) {
  await expert.goto("/expert/vendorbooking");
  await expect(expert.getByRole("heading", { name: "My Bookings" })).toBeVisible();
  await expert.getByRole("button").filter({ hasText: member }).first().click();
  const detail = expert.getByRole("article", { name: "Booking detail" }).first();
  await detail.getByRole("button", { name: "Start Call" }).click();
  const terms = expert.getByRole("dialog", { name: "Before you start the call" });
  const done = terms.getByRole("button", { name: "Done" });
  await expect(done).toBeDisabled();
  for (const box of await terms.getByRole("checkbox").all()) await box.check();
  await done.click();
  await expect(expert).toHaveURL(/\/call\/[0-9a-f-]{36}$/);
}

const remoteVideoWidth = (page: Page, name: string) =>
  page.getByLabel(`${name}'s video`).evaluate((v) => (v as unknown as { videoWidth: number }).videoWidth);

const stats = (page: Page) =>
  page.evaluate(async () => {
    const w = globalThis as unknown as {
      saathiCallStats?: () => Promise<{ audioPackets: number; videoFrames: number }>;
    };
    return (await w.saathiCallStats?.()) ?? { audioPackets: 0, videoFrames: 0 };
  });

test("the expert starts the call, the member accepts, both see and hear each other, and ending leaves both screens", async ({
  browser,
}) => {
  const member = await demoOnPhone(browser, "meera@saathi.demo");
  const expert = await demoOnPhone(browser, "kavya@saathi.demo", true);
  await sessionNow(member, "meera@saathi.demo", "kavya@saathi.demo");

  await expertStartsCall(expert, "Meera Iyer");
  await expect(expert.getByRole("status")).toContainText("Calling Meera Iyer...");

  const popup = member.getByRole("alertdialog", { name: "Incoming Call" });
  await expect(popup).toContainText("Kavya Sharma");
  await expect(popup).toContainText("Calling...");
  await popup.getByRole("button", { name: "Accept" }).click();
  await expect(member).toHaveURL(/\/call\/[0-9a-f-]{36}$/);

  // Both reach Connected with the other's video playing.
  await expect(member.getByRole("status")).toContainText("Connected", { timeout: 15_000 });
  await expect(expert.getByRole("status")).toContainText("Connected", { timeout: 15_000 });
  await expect.poll(() => remoteVideoWidth(member, "Kavya Sharma"), { timeout: 15_000 }).toBeGreaterThan(0);
  await expect.poll(() => remoteVideoWidth(expert, "Meera Iyer"), { timeout: 15_000 }).toBeGreaterThan(0);
  await expect.poll(async () => (await stats(expert)).audioPackets, { timeout: 10_000 }).toBeGreaterThan(0);
  await expect(member.getByLabel("Your video")).toBeVisible();

  // Controls answer in place.
  await member.getByRole("button", { name: "Mute microphone" }).click();
  await expect(member.getByRole("button", { name: "Unmute microphone" })).toHaveAttribute("aria-pressed", "false");
  await member.getByRole("button", { name: "Turn camera off" }).click();
  await expect(member.getByRole("button", { name: "Turn camera on" })).toBeVisible();

  // The member ends it: both leave the call screen.
  await member.getByRole("button", { name: "End call" }).click();
  await expect(member.getByText("Call Ended").first()).toBeVisible();
  await expect(member).toHaveURL(/\/booking$/, { timeout: 10_000 });
  await expect(expert).toHaveURL(/\/expert\/vendorbooking$/, { timeout: 10_000 });
});

test("the member rejects: the popup says so and closes, and the expert's call screen ends", async ({ browser }) => {
  const member = await demoOnPhone(browser, "rohan@saathi.demo");
  const expert = await demoOnPhone(browser, "arjun@saathi.demo", true);
  await sessionNow(member, "rohan@saathi.demo", "arjun@saathi.demo");

  await expertStartsCall(expert, "Rohan Mehta");
  const popup = member.getByRole("alertdialog", { name: "Incoming Call" });
  await popup.getByRole("button", { name: "Reject" }).click();
  // Both sides at once: the expert's screen says "Call Rejected" for a moment (1.5 s) and then leaves,
  // which may be before the member's popup has closed.
  const expertSide = (async () => {
    await expect(expert.getByText("Call Rejected").first()).toBeVisible();
    await expect(expert).toHaveURL(/\/expert\/vendorbooking$/, { timeout: 10_000 });
  })();
  const rejected = member.getByRole("alertdialog", { name: "Call Rejected" });
  await expect(rejected).toContainText("Call ended");
  await expect(rejected).toBeHidden({ timeout: 5_000 });
  await expect(member).toHaveURL(/\/feed$/);
  await expertSide;
});

test("without a camera the call is voice only, and the member can start it from their bookings", async ({
  browser,
}) => {
  // Asha's camera is refused; her microphone works.
  const member = await demoOnPhone(browser, "asha@saathi.demo", false, () => {
    type Devices = { getUserMedia(c?: { video?: unknown }): Promise<unknown> };
    const g = globalThis as unknown as {
      navigator: { mediaDevices: Devices };
      DOMException: new (m: string, n: string) => Error;
    };
    const devices = g.navigator.mediaDevices;
    const original = devices.getUserMedia.bind(devices);
    devices.getUserMedia = (c) =>
      c?.video ? Promise.reject(new g.DOMException("Camera refused", "NotAllowedError")) : original(c);
  });
  const expert = await demoOnPhone(browser, "neha@saathi.demo", true);
  await sessionNow(member, "asha@saathi.demo", "neha@saathi.demo");

  await member.goto("/booking");
  const card = member.getByRole("article").filter({ hasText: "Neha" }).first();
  await card.getByRole("button", { name: "Call" }).click();
  await expect(member).toHaveURL(/\/call\/[0-9a-f-]{36}$/);

  const popup = expert.getByRole("alertdialog", { name: "Incoming Call" });
  await expect(popup).toContainText("Asha Rao");
  await popup.getByRole("button", { name: "Accept" }).click();
  await expect(expert).toHaveURL(/\/call\//);

  await expect(member.getByRole("status")).toContainText("Connected", { timeout: 15_000 });
  await expect(expert.getByRole("status")).toContainText("Connected", { timeout: 15_000 });
  // Asha sends sound only: no self view, camera button off; Neha hears her.
  await expect(member.getByLabel("Your video")).toHaveCount(0);
  await expect(member.getByRole("button", { name: /camera/i }).first()).toBeDisabled();
  await expect(expert.getByText("Voice only")).toBeVisible();
  await expect.poll(async () => (await stats(expert)).audioPackets, { timeout: 10_000 }).toBeGreaterThan(0);
  // Asha still sees Neha's video.
  await expect.poll(() => remoteVideoWidth(member, "Neha Kapoor"), { timeout: 15_000 }).toBeGreaterThan(0);

  // The expert ends it this time.
  await expert.getByRole("button", { name: "End call" }).click();
  await expect(expert).toHaveURL(/\/expert\/vendorbooking$/, { timeout: 10_000 });
  await expect(member).toHaveURL(/\/booking$/, { timeout: 10_000 });
});
