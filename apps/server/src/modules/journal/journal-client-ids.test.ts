// A journal entry's clientId (the browser's own id) makes a retried save safe: the same words under the
// same id answer the kept entry, once. The same id used again for other words is refused (409
// CLIENT_ID_REUSED) and keeps nothing: never the earlier entry handed back as if it were this one. The id
// is the member's own: another member's use of it never reaches, shows or changes their entry.
import { randomUUID } from "node:crypto";
import { JOURNAL_MSG } from "@saathi/contract/journal";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";

let h: Harness;
let a: Member;
let b: Member;
const save = (m: Member, clientId: string, body: string) =>
  h.post("/api/journal", { clientId, body, createdAt: new Date().toISOString() }, { cookie: m.cookie });
const kept = async (userId: string) =>
  (
    await h.database.db.execute(
      sql`select id, client_id, body from journal_entries where user_id = ${userId}::uuid order by created_at`,
    )
  ).rows as { id: string; client_id: string; body: string }[];
const list = async (m: Member) =>
  (await h.app.inject({ url: "/api/journal", headers: { cookie: m.cookie } })).json().entries as {
    id: string;
    body: string;
  }[];

beforeAll(async () => {
  h = await startHarness();
  [a, b] = await Promise.all([h.member(), h.member()]);
  for (const m of [a, b])
    await h.database.db.execute(
      sql`insert into consents (user_id, purpose, version) values (${m.id}, 'sensitive', '2026-11')`,
    );
});
afterAll(() => h.close());

describe("a clientId in the journal", () => {
  it("a retry answers the kept entry; other words under the same id are 409 and keep nothing", async () => {
    const id = randomUUID();
    const first = await save(a, id, "Walked to the lake after work.");
    expect(first.statusCode).toBe(200);
    // The browser did not hear the answer and sends the same words again (spaces trimmed as before).
    const retry = await save(a, id, "  Walked to the lake after work.  ");
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());

    const otherWords = await save(a, id, "Something else entirely.");
    expect(otherWords.statusCode).toBe(409);
    expect(otherWords.json()).toEqual({ code: "CLIENT_ID_REUSED", message: JOURNAL_MSG.clientIdReused });
    expect(otherWords.body).not.toContain("Walked to the lake");

    expect(await kept(a.id)).toEqual([{ id: first.json().id, client_id: id, body: "Walked to the lake after work." }]);
    expect((await list(a)).map((e) => e.body)).toEqual(["Walked to the lake after work."]);
  });

  it("another member's clientId never reveals, answers or changes their entry", async () => {
    const id = randomUUID();
    const mine = (await save(a, id, "Told my mother about the exam.")).json();
    // Another member sending that id (other words, or the very same words) keeps an entry of their own.
    const theirs = await save(b, id, "Cooked dinner for the first time in weeks.");
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().id).not.toBe(mine.id);
    expect(theirs.json().body).toBe("Cooked dinner for the first time in weeks.");
    const sameWords = await save(b, id, "Told my mother about the exam.");
    expect(sameWords.statusCode).toBe(409);
    expect(sameWords.body).not.toContain(mine.id);
    expect(JSON.stringify(await list(b))).not.toContain(mine.id);

    const ofA = await kept(a.id);
    expect(ofA.find((e) => e.client_id === id)).toEqual({ id: mine.id, client_id: id, body: mine.body });
    expect((await kept(b.id)).filter((e) => e.client_id === id)).toHaveLength(1);
  });

  it("an imported entry whose id the account holds with other words is kept under its own id, once", async () => {
    const taken = randomUUID();
    const fresh = randomUUID();
    const first = (await save(a, taken, "Slept early, felt lighter.")).json();
    const at = new Date().toISOString();
    const batch = {
      entries: [
        { clientId: taken, body: "Wrote this offline on the bus.", createdAt: at },
        { clientId: fresh, body: "A new one from the same browser.", createdAt: at },
        { clientId: taken, body: "Slept early, felt lighter.", createdAt: at },
      ],
    };
    const res = await h.post("/api/journal/import", batch, { cookie: a.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ imported: 2 });
    const bodies = async () => (await kept(a.id)).map((e) => e.body);
    const after = await bodies();
    // The browser forgets the batch once answered: every word of it is in the account, the earlier entry unchanged.
    expect(after.filter((b) => b === "Wrote this offline on the bus.")).toHaveLength(1);
    expect(after.filter((b) => b === "A new one from the same browser.")).toHaveLength(1);
    expect((await list(a)).map((e) => e.body)).toContain("Wrote this offline on the bus.");
    expect((await kept(a.id)).filter((e) => e.client_id === taken)).toEqual([
      { id: first.id, client_id: taken, body: "Slept early, felt lighter." },
    ]);
    // The browser's retry of the same batch (its answer lost) keeps nothing twice.
    const again = await h.post("/api/journal/import", batch, { cookie: a.cookie });
    expect(again.json()).toEqual({ imported: 0 });
    expect(await bodies()).toEqual(after);
  });

  it("refuses a malformed clientId and a visitor", async () => {
    const bad = await save(a, "not-a-uuid", "Hello");
    expect(bad.statusCode).toBe(400);
    const visitor = await h.post("/api/journal", {
      clientId: randomUUID(),
      body: "Hi",
      createdAt: new Date().toISOString(),
    });
    expect(visitor.statusCode).toBe(401);
  });
});
