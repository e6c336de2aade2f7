import { demoOnPhone } from "./support/members.ts";
import { ORIGIN } from "./support/outbox.ts";
import { type Browser, expect, type Page, test } from "./support/test.ts";

// A counsellor-led circle's live room with three browser contexts on phones (360 px): the host (a
// listed expert) and two members with seats. Chromium's fake microphone sends a tone; each page
// measures the level of the audio it receives with a WebAudio AnalyserNode on the remote stream. The
// room mixes everyone but yourself, so who is heard is proved one speaker at a time: the other two
// muted, the speaker's audio must reach both listeners and the speaker must hear silence. Then the
// host mutes one member and removes the other, who cannot rejoin.

test.setTimeout(300_000);

/** Records the loudest remote level (RMS, 0..1) since the last reset, from every remote audio track. */
function levelMeter() {
  const w = globalThis as unknown as {
    saathiRoomLevel: () => number;
    saathiRoomLevelReset: () => void;
  };
  let peak = 0;
  const streams: MediaStream[] = [];
  let ctx: AudioContext | null = null;
  const analysers: AnalyserNode[] = [];
  const Native = RTCPeerConnection;
  class Watched extends Native {
    constructor(config?: RTCConfiguration) {
      super(config);
      this.addEventListener("track", (e) => {
        const stream = e.streams[0] ?? new MediaStream([e.track]);
        streams.push(stream);
        ctx ??= new AudioContext();
        void ctx.resume();
        const analyser = ctx.createAnalyser();
        analyser.fftSize = 2048;
        ctx.createMediaStreamSource(stream).connect(analyser);
        analysers.push(analyser);
      });
    }
  }
  (globalThis as unknown as { RTCPeerConnection: typeof RTCPeerConnection }).RTCPeerConnection = Watched;
  const buf = new Float32Array(2048);
  setInterval(() => {
    for (const a of analysers) {
      a.getFloatTimeDomainData(buf);
      let sum = 0;
      for (const v of buf) sum += v * v;
      peak = Math.max(peak, Math.sqrt(sum / buf.length));
    }
  }, 50);
  w.saathiRoomLevel = () => peak;
  w.saathiRoomLevelReset = () => {
    peak = 0;
  };
}

const SILENCE = 0.005;
const level = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as { saathiRoomLevel: () => number }).saathiRoomLevel());
const reset = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as { saathiRoomLevelReset: () => void }).saathiRoomLevelReset());

async function onPhone(browser: Browser, email: string, expert = false) {
  return demoOnPhone(browser, email, expert, levelMeter, 360);
}

/** A free circle meeting by the host starting in three minutes (its room is open), seats for the members. */
async function meetingNow(host: Page, members: [Page, string][]): Promise<string> {
  const created = await host.request.post("/api/expert/circles", {
    headers: { origin: ORIGIN },
    data: {
      topic: "loneliness",
      language: "English",
      title: "Evenings feel long",
      groundRules: "What is said here stays here.",
      minutes: 45,
      seats: 4,
      fee: 0,
      startsAt: new Date(Date.now() + 3 * 60_000).toISOString(),
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const occurrenceId = (await created.json()).occurrences[0].id as string;
  for (const [page, nickname] of members) {
    const seat = await page.request.post(`/api/circles/occurrences/${occurrenceId}/seats`, {
      headers: { origin: ORIGIN },
      data: { nickname },
    });
    expect(seat.status(), await seat.text()).toBeLessThan(300);
  }
  return occurrenceId;
}

async function joinRoom(page: Page, occurrenceId: string) {
  await page.goto(`/circles/meetings/${occurrenceId}/room`);
  await page.getByRole("button", { name: "Join with audio" }).click();
  await expect(page.getByText("You are in the circle.")).toBeVisible({ timeout: 20_000 });
}

/** Whether each page hears something above silence over a 3 s window (the fake tone beeps). */
async function hears(pages: Page[]): Promise<boolean[]> {
  await Promise.all(pages.map(reset));
  await new Promise((r) => setTimeout(r, 3000));
  return Promise.all(pages.map(async (p) => (await level(p)) > SILENCE));
}

const myMute = (page: Page) => page.getByRole("button", { name: /^(Mute me|Unmute me)$/ });

async function setMine(page: Page, muted: boolean) {
  const button = myMute(page);
  await expect(button).toBeEnabled();
  if ((await button.getAttribute("aria-pressed")) !== String(muted)) await button.click();
  await expect(button).toHaveAttribute("aria-pressed", String(muted));
}

test("three in one circle hear each other; the host mutes one and removes another, who cannot rejoin", async ({
  browser,
}) => {
  const host = await onPhone(browser, "kavya@saathi.demo", true);
  const asha = await onPhone(browser, "asha@saathi.demo");
  const rohan = await onPhone(browser, "rohan@saathi.demo");
  const id = await meetingNow(host, [
    [asha, "Quiet owl"],
    [rohan, "Blue kite"],
  ]);

  // One tap each; everyone is listed by nickname (the host by name), never a member's name.
  await joinRoom(host, id);
  await joinRoom(asha, id);
  await joinRoom(rohan, id);
  for (const page of [host, asha, rohan]) {
    await expect(page.getByTestId("room-participant")).toHaveCount(3, { timeout: 20_000 });
    await expect(page.getByTestId("room-participant").filter({ hasText: "Quiet owl" })).toBeVisible();
    await expect(page.getByTestId("room-participant").filter({ hasText: "Blue kite" })).toBeVisible();
    await expect(page.getByText("Asha Rao")).toHaveCount(0);
  }

  // Everyone hears the room.
  await expect.poll(() => hears([host, asha, rohan]), { timeout: 30_000 }).toEqual([true, true, true]);

  // Each speaker alone: the other two hear them, and they hear silence.
  await setMine(host, true);
  await setMine(asha, true);
  await expect.poll(() => hears([host, asha, rohan]), { timeout: 20_000 }).toEqual([true, true, false]);
  await setMine(rohan, true);
  await setMine(asha, false);
  await expect.poll(() => hears([host, asha, rohan]), { timeout: 20_000 }).toEqual([true, false, true]);
  await setMine(asha, true);
  await setMine(host, false);
  await expect.poll(() => hears([host, asha, rohan]), { timeout: 20_000 }).toEqual([false, true, true]);
  await setMine(asha, false);
  await setMine(rohan, false);

  // The host mutes Asha: she cannot unmute herself, and nobody hears her.
  await host.getByRole("button", { name: "Mute Quiet owl" }).click();
  await expect(asha.getByText("The host muted you. The host can unmute you.")).toBeVisible();
  await expect(myMute(asha)).toBeDisabled();
  await setMine(host, true);
  await setMine(rohan, true);
  await expect.poll(() => hears([host, rohan]), { timeout: 20_000 }).toEqual([false, false]);

  // The host removes Rohan: his audio stops, he is told, and he cannot come back.
  await host.getByRole("button", { name: "Remove Blue kite" }).click();
  await host.getByRole("button", { name: "Yes, remove" }).click();
  await expect(host.getByTestId("room-participant")).toHaveCount(2);
  await expect(rohan.getByText("The host removed you from this meeting. You cannot join it again.")).toBeVisible({
    timeout: 20_000,
  });
  await expect(rohan.getByRole("button", { name: "Join with audio" })).toHaveCount(0);
  await rohan.reload();
  await expect(rohan.getByText("The host removed you from this meeting. You cannot join it again.")).toBeVisible();
  await expect(rohan.getByRole("button", { name: "Join with audio" })).toHaveCount(0);
  const again = await rohan.request.post(`/api/circles/meetings/${id}/room/token`, { headers: { origin: ORIGIN } });
  expect(again.status()).toBe(403);
  expect((await again.json()).code).toBe("REMOVED_FROM_ROOM");

  // The side-chat reaches those still in the room. (Not "Thank you for having me": the crisis model still
  // reads that as a goodbye, a known false alarm in language.test.ts, and it would top the moderation queue.)
  await asha.getByLabel("Message the circle").fill("Hello everyone, glad to be here");
  await asha.getByRole("button", { name: "Send" }).click();
  await expect(host.getByRole("log").getByText("Hello everyone, glad to be here")).toBeVisible();
});

test("with video allowed by the host, a member's camera reaches another member at 360 px; audio stays", async ({
  browser,
}) => {
  const host = await demoOnPhone(browser, "kavya@saathi.demo", true, undefined, 360);
  const asha = await demoOnPhone(browser, "asha@saathi.demo", false, undefined, 360);
  const rohan = await demoOnPhone(browser, "rohan@saathi.demo", false, undefined, 360);
  const id = await meetingNow(host, [
    [asha, "Quiet owl"],
    [rohan, "Blue kite"],
  ]);
  await joinRoom(host, id);
  await joinRoom(asha, id);
  await joinRoom(rohan, id);

  // Off by default: nobody has a camera button until the host allows video.
  await expect(asha.getByRole("button", { name: "Turn camera on" })).toHaveCount(0);
  await host.getByRole("button", { name: "Allow video" }).click();
  await expect(host.getByRole("button", { name: "Stop video for everyone" })).toHaveAttribute("aria-pressed", "true");

  // One tap: Asha's camera is on, and Rohan sees it under her nickname, with frames flowing.
  const tapped = Date.now();
  await asha.getByRole("button", { name: "Turn camera on" }).click();
  await expect(asha.getByRole("button", { name: "Turn camera off" })).toHaveAttribute("aria-pressed", "true", {
    timeout: 20_000,
  });
  const tile = rohan.getByLabel("Quiet owl's video");
  await expect(tile).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(() => tile.evaluate((v) => (v as HTMLVideoElement).videoWidth), { timeout: 30_000 })
    .toBeGreaterThan(0);
  // How long from the tap to frames on the other phone (reported, not asserted: the machine is shared).
  test
    .info()
    .annotations.push({ type: "camera tap to frames at a watcher (ms)", description: String(Date.now() - tapped) });
  console.log(`camera tap to frames at a watcher: ${Date.now() - tapped} ms`);
  // The tiles fit the phone: no sideways scrolling at 360 px.
  expect(await rohan.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // The audio connection is untouched.
  await expect(rohan.getByText("You are in the circle.")).toBeVisible();

  // Rohan turns the others' video off to save data; audio stays.
  await rohan.getByRole("button", { name: "Turn others' video off" }).click();
  await expect(rohan.getByLabel("Quiet owl's video")).toHaveCount(0);
  await expect(rohan.getByText("You are in the circle.")).toBeVisible();

  // The host stops video for everyone: Asha's camera goes off.
  await host.getByRole("button", { name: "Stop video for everyone" }).click();
  await expect(asha.getByRole("button", { name: /Turn camera (on|off)/ })).toHaveCount(0, { timeout: 20_000 });
  const token = await asha.request.post(`/api/circles/meetings/${id}/room/video/token`, {
    headers: { origin: ORIGIN },
  });
  expect(token.status()).toBe(403);
  expect((await token.json()).code).toBe("VIDEO_NOT_ALLOWED");
});
