// Reminders: the no-show notice with 'I need help', the calendar invite, and reminders across
// a daylight-saving change. Time is the worker's: each test runs a tick at the instant it chooses.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publishedExpert, validProfile } from "../../../test/experts-fixture.ts";
import type { Harness, Member } from "../../../test/harness.ts";
import {
  confirmedAt,
  done,
  find,
  get,
  logOf,
  MIN,
  outbox,
  plugFor,
  R,
  setupReminders,
  tick,
} from "../../../test/reminders-fixture.ts";

let h: Harness;
let expert: Member;
let expert2: Member;
let asha: Member;
let ravi: Member;
let admin: Member;

beforeAll(async () => {
  ({ h, expert, expert2, asha, ravi, admin } = await setupReminders());
});
afterAll(() => R.h?.close());

describe("nobody joined", () => {
  it("15 minutes after the start both are told; the member's 'I need help' opens a dispute once", async () => {
    const start = Date.now() - 20 * MIN;
    const id = await confirmedAt(asha, expert.id, start);
    expect((await logOf(asha, id)).canAskForHelp).toBe(true);
    await tick(Date.now());
    expect((await find(id, asha.id, "no_show")).status).toBe("sent");
    expect((await find(id, expert.id, "no_show")).status).toBe("sent");
    const mail = (await outbox(asha.email)).find(
      (m) => m.subject === "Nobody joined your Saathi session with Kiran Das",
    );
    expect(mail?.text).toContain("I need help");
    expect(
      (await outbox(expert.email)).some((m) => m.subject === "Nobody joined your Saathi session with Asha Rao"),
    ).toBe(true);
    const notes = (await get(expert, "/api/notifications")).json() as {
      items: { type: string; data: { bookingId?: string; message?: string } }[];
    };
    expect(
      notes.items.find((n) => n.type === "reminder" && n.data.bookingId === id && n.data.message?.startsWith("Nobody")),
    ).toBeTruthy();
    // The timed reminders were long past when it was booked.
    expect((await find(id, asha.id, "10m")).status).toBe("skipped");

    expect((await logOf(expert, id)).canAskForHelp).toBe(false);
    const byExpert = await h.post(`/api/bookings/${id}/no-show/help`, undefined, { cookie: expert.cookie });
    expect(byExpert.statusCode).toBe(403);
    expect((await h.post(`/api/bookings/${id}/no-show/help`, undefined, { cookie: ravi.cookie })).statusCode).toBe(404);
    expect((await h.post(`/api/bookings/${id}/no-show/help`)).statusCode).toBe(401);
    const help = await h.post(`/api/bookings/${id}/no-show/help`, undefined, { cookie: asha.cookie });
    expect(help.statusCode).toBe(200);
    const dispute = await get(asha, `/api/bookings/${id}/dispute`);
    expect(dispute.statusCode).toBe(200);
    expect(dispute.json()).toMatchObject({ id: help.json().disputeId, category: "other", status: "open" });
    expect((await get(admin, `/api/admin/disputes/${help.json().disputeId}`)).statusCode).toBe(200);
    const again = await h.post(`/api/bookings/${id}/no-show/help`, undefined, { cookie: asha.cookie });
    expect(again.statusCode).toBe(409);
    expect((await logOf(asha, id)).canAskForHelp).toBe(false);
  });

  it("when someone joined the call there is no notice and no 'I need help'", async () => {
    const id = await confirmedAt(ravi, expert2.id, Date.now() - 40 * MIN);
    await h.database.db.execute(
      sql`insert into call_rooms (booking_id, caller_id, callee_id, status) values (${id}, ${expert2.id}, ${ravi.id}, 'ended')`,
    );
    await tick(Date.now());
    expect((await find(id, ravi.id, "no_show")).status).toBe("skipped");
    expect((await find(id, ravi.id, "no_show")).last_error).toBe("Someone joined the call");
    expect((await logOf(ravi, id)).canAskForHelp).toBe(false);
    expect((await h.post(`/api/bookings/${id}/no-show/help`, undefined, { cookie: ravi.cookie })).statusCode).toBe(409);
    await done(id);
  });

  it("before 15 minutes after the start there is no 'I need help' yet", async () => {
    const id = await confirmedAt(ravi, expert2.id, Date.now() - 5 * MIN);
    expect((await logOf(ravi, id)).canAskForHelp).toBe(false);
    expect((await h.post(`/api/bookings/${id}/no-show/help`, undefined, { cookie: ravi.cookie })).statusCode).toBe(409);
    await tick(Date.now());
    expect((await find(id, ravi.id, "no_show")).status).toBe("pending");
  });
});

describe("calendar invite", () => {
  it("the confirmation email carries a VEVENT in UTC with the call link; the UID is the booking's", async () => {
    const start = Date.UTC(2030, 0, 15, 4, 30);
    const id = await confirmedAt(asha, expert.id, start);
    const res = await get(asha, `/api/bookings/${id}/calendar.ics`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/calendar");
    const ics = res.body;
    expect(ics).toContain("BEGIN:VCALENDAR\r\n");
    expect(ics).toContain("BEGIN:VEVENT\r\n");
    expect(ics).toContain("DTSTART:20300115T043000Z\r\n");
    expect(ics).toContain("DTEND:20300115T053000Z\r\n");
    expect(ics).toContain("URL:http://localhost:3000/booking\r\n");
    expect(ics).toContain(`UID:booking-${id}@saathi\r\n`);
    expect(ics).toContain("SUMMARY:Saathi session with Kiran Das\r\n");
    const expertIcs = (await get(expert, `/api/bookings/${id}/calendar.ics`)).body;
    expect(expertIcs).toContain(`UID:booking-${id}@saathi\r\n`);
    expect(expertIcs).toContain("URL:http://localhost:3000/expert/vendorbooking\r\n");
    // Moved: the same event (UID), at the new time.
    await h.database.db.execute(sql`update bookings set starts_at = starts_at + interval '1 day',
      ends_at = ends_at + interval '1 day' where id = ${id}`);
    const moved = (await get(asha, `/api/bookings/${id}/calendar.ics`)).body;
    expect(moved).toContain(`UID:booking-${id}@saathi\r\n`);
    expect(moved).toContain("DTSTART:20300116T043000Z\r\n");

    // The confirmation email itself carries the invite as an attachment.
    const sent: { subject: string; attachments?: { filename: string; contentType: string; content: string }[] }[] = [];
    const { emailChannel } = await import("./reminder-channels.ts");
    const channel = emailChannel({
      notifications: { notify: async () => {} },
      settings: { delivery: async () => ({ inApp: true, email: true }), emailOf: async () => "asha@test.local" },
      messenger: { sendEmail: async (m) => void sent.push(m) },
    });
    const restore = plugFor("email", id, channel.send);
    try {
      await tick(Date.now() + 1000);
    } finally {
      restore();
    }
    const withInvite = sent.filter((m) => m.attachments?.length);
    expect(withInvite).toHaveLength(2);
    const att = withInvite[0]?.attachments?.[0];
    expect(att).toMatchObject({ filename: "saathi-session.ics", contentType: "text/calendar" });
    expect(att?.content).toContain("DTSTART:20300116T043000Z\r\n");
    expect(att?.content).toContain(`UID:booking-${id}@saathi\r\n`);
    await done(id);
  });
});

describe("time zones and daylight saving", () => {
  it("reminders are absolute instants across New York's change; the text shows India and New York time", async () => {
    const nyExpert = await publishedExpert(h, {
      fullName: "Maya Stone",
      weeklySchedule: validProfile().weeklySchedule.map((s) => ({ ...s, timezone: "America/New_York" as const })),
    });
    // Sunday 14 March 2027, 11:00 in New York (EDT, UTC-4): the clocks went forward that night at 2:00.
    const start = Date.UTC(2027, 2, 14, 15, 0);
    const id = await confirmedAt(asha, nyExpert.id, start);
    const due24 = Date.parse((await find(id, nyExpert.id, "24h")).due_at);
    // 24 hours of real time: 10:00 on Saturday in New York, still EST (UTC-5): a 25-hour wall-clock gap.
    expect(due24).toBe(Date.UTC(2027, 2, 13, 15, 0));
    expect(new Date(due24).toLocaleString("en-US", { timeZone: "America/New_York", timeStyle: "short" })).toBe(
      "10:00 AM",
    );
    await tick(due24);
    const expertMail = (await outbox(nyExpert.email)).find((m) => m.subject.startsWith("Tomorrow"));
    expect(expertMail?.text).toContain("When: 14 March 2027 at 8:30 pm (India time)");
    expect(expertMail?.text).toContain("In your time zone (New York time): 14 March 2027 at 11:00 am");
    const memberMail = (await outbox(asha.email)).find(
      (m) => m.subject === "Tomorrow: your Saathi session with Maya Stone",
    );
    expect(memberMail?.text).toContain("When: 14 March 2027 at 8:30 pm (India time)");
    expect(memberMail?.text).not.toContain("time zone");
    await done(id);
  });
});

describe("the calendar invite and the other person's name", () => {
  it("a carriage return in a name cannot start a line of its own in the invite", async () => {
    const trickster = await publishedExpert(h, { fullName: "Dev Rao" });
    const renamed = await h.app.inject({
      method: "PATCH",
      url: "/api/profiles/me",
      headers: { origin: "http://localhost:3000", cookie: trickster.cookie },
      payload: { displayName: "Dev\rURL:https://evil.example/pay\rX" },
    });
    expect(renamed.statusCode).toBe(200);
    const id = await confirmedAt(asha, trickster.id, Date.UTC(2030, 1, 10, 4, 30));
    const ics = (await get(asha, `/api/bookings/${id}/calendar.ics`)).body;
    // Lines end with CRLF only; the name stays inside SUMMARY.
    expect(ics.replaceAll("\r\n", "")).not.toContain("\r");
    expect(ics).not.toMatch(/^URL:https:\/\/evil/m);
    expect(ics).toContain("URL:http://localhost:3000/booking\r\n");
    await done(id);
  });
});
