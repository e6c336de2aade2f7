// A block made while the pair's call rings or is on ends that call at once, for both: the room is ended
// and both clients get `call_ended` (on their call_notifications and on the room) as for a hang-up, naming
// no block. A call between other people goes on. A live call between a blocked pair that the block's own
// reaction missed is ended by the minute sweep.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publishedExpert } from "../../../test/experts-fixture.ts";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";
import { listen, realtimeUrl } from "../../../test/realtime-listener.ts";

let h: Harness;
let url: string;
const sockets: { close(): void }[] = [];

const req = (m: Member, method: "GET" | "POST", path: string, payload?: object) =>
  h.app.inject({ method, url: path, headers: { cookie: m.cookie }, ...(payload ? { payload } : {}) });
const block = (by: Member, whom: Member) => h.post(`/api/blocks/${whom.id}`, {}, { cookie: by.cookie });

/** A paid session between the two, starting `startsInMinutes` from now (dev endpoint). */
async function session(member: Member, expert: Member, startsInMinutes = 0): Promise<string> {
  const res = await h.post("/api/dev/practice-session", {
    memberEmail: member.email,
    expertEmail: expert.email,
    startsInMinutes,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { bookingId: string }).bookingId;
}

/** The member rings the expert; `accept` makes the call live. Answers the room. */
async function callBetween(member: Member, expert: Member, opts: { accept: boolean; startsInMinutes?: number }) {
  const bookingId = await session(member, expert, opts.startsInMinutes ?? 0);
  const started = await req(member, "POST", "/api/calls", { calleeId: expert.id, bookingId });
  expect(started.statusCode, started.body).toBe(200);
  const roomId = started.json().roomId as string;
  if (opts.accept) expect((await req(expert, "POST", `/api/calls/${roomId}/accept`)).statusCode).toBe(200);
  return { roomId, bookingId };
}

const statusOf = async (m: Member, roomId: string) => (await req(m, "GET", `/api/calls/${roomId}`)).json().status;

/** Both people's sockets on their call notices and the room. */
async function ears(member: Member, expert: Member, roomId: string) {
  const [a, b] = await Promise.all([
    listen(url, member, [`call_notifications:${member.id}`, `call_${roomId}`]),
    listen(url, expert, [`call_notifications:${expert.id}`, `call_${roomId}`]),
  ]);
  sockets.push(a.socket, b.socket);
  return [a, b] as const;
}

beforeAll(async () => {
  h = await startHarness();
  url = await realtimeUrl(h);
}, 60_000);
afterAll(async () => {
  for (const s of sockets) s.close();
  await h?.close();
});

describe("a block during a call between the pair", () => {
  it("a ringing call ends for both when the member blocks the expert (and the session to come is cancelled)", async () => {
    const [member, expert] = [await h.member(), await publishedExpert(h)];
    const { roomId, bookingId } = await callBetween(member, expert, { accept: false, startsInMinutes: 5 });
    const [mine, theirs] = await ears(member, expert, roomId);

    expect((await block(member, expert)).statusCode).toBe(200);

    for (const ear of [mine, theirs]) {
      for (const channel of [`call_notifications:${ear === mine ? member.id : expert.id}`, `call_${roomId}`]) {
        const ended = await ear.waitFor((e) => e.event === "call_ended" && e.channel === channel);
        expect(ended.data).toEqual({ roomId, endedBy: member.id });
      }
    }
    expect(await statusOf(member, roomId)).toBe("ended");
    expect(JSON.stringify([...mine.events, ...theirs.events])).not.toMatch(/block/i);
    const booking = (
      await h.database.db.execute(sql`select status, cancelled_by from bookings where id = ${bookingId}`)
    ).rows[0];
    expect(booking).toEqual({ status: "CANCELLED", cancelled_by: "member" });
  }, 60_000);

  it("a live call ends for both when the expert blocks the member", async () => {
    const [member, expert] = [await h.member(), await publishedExpert(h)];
    const { roomId } = await callBetween(member, expert, { accept: true });
    const [mine, theirs] = await ears(member, expert, roomId);

    expect((await block(expert, member)).statusCode).toBe(200);

    for (const ear of [mine, theirs]) {
      const ended = await ear.waitFor((e) => e.event === "call_ended" && e.channel === `call_${roomId}`);
      expect(ended.data).toEqual({ roomId, endedBy: expert.id });
    }
    expect(await statusOf(expert, roomId)).toBe("ended");
    // The call cannot be picked up again: signalling is over.
    const join = await req(member, "POST", `/api/calls/${roomId}/join`, { peer: randomUUID() });
    expect(join.json().code).toBe("CALL_OVER");
  }, 60_000);

  it("calls with anyone else go on", async () => {
    const [member, expert, otherMember, otherExpert] = [
      await h.member(),
      await publishedExpert(h),
      await h.member(),
      await publishedExpert(h),
    ];
    const own = await callBetween(member, expert, { accept: true });
    const others = await callBetween(otherMember, otherExpert, { accept: false });

    // The member blocks someone they are not on a call with: the member's call and the other pair's go on.
    expect((await block(member, otherExpert)).statusCode).toBe(200);

    expect(await statusOf(member, own.roomId)).toBe("active");
    expect(await statusOf(otherMember, others.roomId)).toBe("ringing");
  }, 60_000);
});

describe("the minute sweep", () => {
  it("ends a live call between a pair blocked with no reaction (a block the event never reached)", async () => {
    const [member, expert, bystander, hisExpert] = [
      await h.member(),
      await publishedExpert(h),
      await h.member(),
      await publishedExpert(h),
    ];
    const { roomId } = await callBetween(member, expert, { accept: true });
    const untouched = await callBetween(bystander, hisExpert, { accept: true });
    const [mine] = await ears(member, expert, roomId);
    await h.database.db.execute(sql`insert into blocks (blocker_id, blocked_id) values (${expert.id}, ${member.id})`);

    const job = h.built.periodicJobs.find((j) => j.name === "calls-end-blocked");
    expect(await job?.run()).toBe(1);

    const ended = await mine.waitFor((e) => e.event === "call_ended" && e.channel === `call_${roomId}`);
    expect(ended.data).toEqual({ roomId, endedBy: expert.id });
    expect(await statusOf(member, roomId)).toBe("ended");
    expect(await statusOf(bystander, untouched.roomId)).toBe("active");
  }, 60_000);
});
