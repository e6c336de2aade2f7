// The reminder rules without a database: due instants, what is still worth sending, the back-off, the
// 'I need help' window, local times across London's clock change and the invite's text rules.
import { TIMED_REMINDER_KINDS, upcomingReminderKinds } from "@saathi/contract/reminders";
import { describe, expect, it } from "vitest";
import { buildInvite, icsTime } from "./ics.ts";
import { localTime } from "./reminder-text.ts";
import { canSeeReminders, dueAt, helpRefusal, retryAt, stillUseful, worthScheduling } from "./reminders.policy.ts";

const MIN = 60_000;
const HOUR = 60 * MIN;
const start = Date.UTC(2026, 11, 7, 4, 30);

describe("the reminders a person is told are still to come", () => {
  it("are exactly the timed ones the server would still schedule and send", () => {
    for (const minutesAhead of [5, 10, 11, 30, 60, 61, 120, 24 * 60, 24 * 60 + 1, 3 * 24 * 60]) {
      const now = start - minutesAhead * MIN;
      const bySchedule = TIMED_REMINDER_KINDS.filter(
        (k) => worthScheduling(k, dueAt(k, start, now), now, start + HOUR) && stillUseful(k, start, start + HOUR, now),
      );
      expect(upcomingReminderKinds(start, now), `${minutesAhead} min ahead`).toEqual(bySchedule);
    }
    expect(upcomingReminderKinds(start, start - 30 * MIN)).toEqual(["10m"]);
    expect(upcomingReminderKinds(start, start + MIN)).toEqual([]);
  });
});

describe("reminders policy", () => {
  it("due instants are absolute: the confirmation when booked, the others from the start", () => {
    expect(dueAt("confirmation", start, 123)).toBe(123);
    expect(dueAt("24h", start, 0)).toBe(start - 24 * HOUR);
    expect(dueAt("1h", start, 0)).toBe(start - HOUR);
    expect(dueAt("10m", start, 0)).toBe(start - 10 * MIN);
    expect(dueAt("no_show", start, 0)).toBe(start + 15 * MIN);
  });
  it("booked late: only what is still ahead is scheduled; a late worker never reminds of a started session", () => {
    const now = start - 30 * MIN;
    expect(worthScheduling("confirmation", now, now, start + HOUR)).toBe(true);
    expect(worthScheduling("1h", dueAt("1h", start, now), now, start + HOUR)).toBe(false);
    expect(worthScheduling("10m", dueAt("10m", start, now), now, start + HOUR)).toBe(true);
    expect(worthScheduling("no_show", dueAt("no_show", start, now), now, start + HOUR)).toBe(true);
    expect(stillUseful("10m", start, start + HOUR, start)).toBe(false);
    expect(stillUseful("no_show", start, start + HOUR, start + 20 * MIN)).toBe(true);
  });
  it("retries after 1, 5 and 25 minutes; the fourth failure is the last", () => {
    expect(retryAt(1, 0)).toBe(MIN);
    expect(retryAt(2, 0)).toBe(5 * MIN);
    expect(retryAt(3, 0)).toBe(25 * MIN);
    expect(retryAt(4, 0)).toBeNull();
  });
  it("only the two people see the log; only the member asks for help, after 15 minutes, once, if nobody joined", () => {
    const b = { clientId: "m", expertId: "e", status: "CONFIRMED", startsAt: start, endsAt: start + HOUR };
    expect(canSeeReminders("m", b)).toBe(true);
    expect(canSeeReminders("e", b)).toBe(true);
    expect(canSeeReminders("x", b)).toBe(false);
    const nobody = { anyoneJoined: false, hasDispute: false };
    expect(helpRefusal("m", b, nobody, start + 15 * MIN)).toBeNull();
    expect(helpRefusal("m", b, nobody, start + 14 * MIN)).toBe("not_now");
    expect(helpRefusal("e", b, nobody, start + 20 * MIN)).toBe("not_member");
    expect(helpRefusal("m", b, { anyoneJoined: true, hasDispute: false }, start + 20 * MIN)).toBe("not_now");
    expect(helpRefusal("m", b, { anyoneJoined: false, hasDispute: true }, start + 20 * MIN)).toBe("exists");
    expect(helpRefusal("m", { ...b, status: "CANCELLED" }, nobody, start + 20 * MIN)).toBe("not_now");
  });
});

describe("reminder text and invite", () => {
  it("London's clocks go forward on 28 March 2027: the same UTC hour reads an hour later", () => {
    expect(localTime(new Date(Date.UTC(2027, 2, 27, 10, 0)), "en", "Europe/London")).toBe("27 March 2027 at 10:00 am");
    expect(localTime(new Date(Date.UTC(2027, 2, 28, 10, 0)), "en", "Europe/London")).toBe("28 March 2027 at 11:00 am");
    expect(localTime(new Date(Date.UTC(2027, 2, 28, 10, 0)), "hi", "Europe/London")).toContain("2027");
  });
  it("the invite is one VEVENT in UTC, escapes text and folds long lines at 75 octets", () => {
    const ics = buildInvite({
      bookingId: "b1",
      startsAt: new Date(start),
      endsAt: new Date(start + HOUR),
      summary: "Saathi session with Rao, Asha; the long one",
      description: `Join: https://example.org/booking\n${"आ".repeat(40)}`,
      url: "https://example.org/booking",
      alarm: "Soon",
      now: new Date(start - HOUR),
    });
    expect(icsTime(new Date(start))).toBe("20261207T043000Z");
    expect(ics).toContain("DTSTART:20261207T043000Z\r\nDTEND:20261207T053000Z\r\n");
    expect(ics).toContain("SUMMARY:Saathi session with Rao\\, Asha\\; the long one\r\n");
    expect(ics.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    // Unfolded, the description is whole again.
    expect(ics.replace(/\r\n /g, "")).toContain(`DESCRIPTION:Join: https://example.org/booking\\n${"आ".repeat(40)}`);
  });
});
