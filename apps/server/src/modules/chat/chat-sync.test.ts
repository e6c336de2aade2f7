// The catch-up after a reconnect (/api/chat/sync): one prepared statement whose answer is exactly what
// the plain "sent or received after a seq" query gave: the member's own held messages but not others',
// nobody blocked either way, oldest first, pages that never skip a message whichever side it is on.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";
import { statementsOf } from "../../../test/statements.ts";

let h: Harness;
const send = (m: Member, receiverId: string, message: string) =>
  h.post("/api/chat/messages", { receiverId, message }, { cookie: m.cookie });
const sync = (m: Member, after: number, limit = 200) =>
  h.app.inject({ url: `/api/chat/sync?after=${after}&limit=${limit}`, headers: { cookie: m.cookie } });
type Synced = { id: string; seq: number; senderId: string; message: string };

beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe("the catch-up sync", () => {
  it("pages through sent and received messages in seq order, never skipping one at a page's edge", async () => {
    const [a, b, c] = await Promise.all([h.member(), h.member(), h.member()]);
    const sent: Synced[] = [];
    // Interleaved: a's sent and received messages alternate, with another conversation between.
    for (let i = 0; i < 7; i++) {
      sent.push((await send(a, b.id, `to b ${i}`)).json());
      sent.push((await send(b, a.id, `to a ${i}`)).json());
      sent.push((await send(c, a.id, `from c ${i}`)).json());
    }
    const pages: Synced[] = [];
    let after = 0;
    for (let i = 0; i < 20; i++) {
      const res = await sync(a, after, 4);
      expect(res.statusCode).toBe(200);
      const page = res.json() as Synced[];
      pages.push(...page);
      if (page.length < 4) break;
      after = page.at(-1)?.seq ?? after;
    }
    expect(pages.map((m) => m.id)).toEqual(sent.map((m) => m.id));
    expect(pages.map((m) => m.seq)).toEqual([...pages.map((m) => m.seq)].sort((x, y) => x - y));
  });

  it("shows the member's own held message, not another's, and nothing with someone blocked either way", async () => {
    const [a, b, c] = await Promise.all([h.member(), h.member(), h.member()]);
    const mine: Synced = (await send(a, b.id, "mine, held")).json();
    const theirs: Synced = (await send(b, a.id, "theirs, held")).json();
    const fine: Synced = (await send(b, a.id, "fine")).json();
    const blocked: Synced = (await send(c, a.id, "from someone a blocks")).json();
    await h.database.db.execute(
      sql`update chat_messages set moderation_state = 'held' where id in (${mine.id}::uuid, ${theirs.id}::uuid)`,
    );
    await h.database.db.execute(sql`insert into blocks (blocker_id, blocked_id) values (${a.id}, ${c.id})`);
    const ids = (await sync(a, 0)).json().map((m: Synced) => m.id);
    expect(ids).toEqual([mine.id, fine.id]);
    expect(ids).not.toContain(blocked.id);
    // The other way round too: c, blocked by a, does not see its own message to a either.
    expect((await sync(c, 0)).json()).toEqual([]);
    expect((await sync(b, 0)).json().map((m: Synced) => m.id)).toEqual([theirs.id, fine.id]);
  });

  it("is one prepared statement (no plan made per call) once the session is known", async () => {
    const [a, b] = await Promise.all([h.member(), h.member()]);
    await send(b, a.id, "hello");
    expect((await sync(a, 0)).statusCode).toBe(200);
    const seen = await statementsOf(async () => expect((await sync(a, 0)).statusCode).toBe(200));
    expect(seen.filter((s) => s !== "session_by_token")).toEqual(["chat_messages_since"]);
  });

  it("refuses a bad seq or limit with a 400, and a visitor with a 401", async () => {
    const a = await h.member();
    expect((await h.app.inject({ url: "/api/chat/sync?after=-1", headers: { cookie: a.cookie } })).statusCode).toBe(
      400,
    );
    expect((await h.app.inject({ url: "/api/chat/sync?after=x", headers: { cookie: a.cookie } })).statusCode).toBe(400);
    expect(
      (await h.app.inject({ url: "/api/chat/sync?after=0&limit=0", headers: { cookie: a.cookie } })).statusCode,
    ).toBe(400);
    expect((await h.app.inject({ url: "/api/chat/sync?after=0" })).statusCode).toBe(401);
  });
});
