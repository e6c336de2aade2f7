// The migration to the crisis levels: rows stored with the old 'method' (a means described by
// someone at risk, held) become 'imminent' with their hold and risk kept; 'risk' stays; afterwards
// only the queued levels can be stored.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pino from "pino";
import { afterAll, beforeAll, expect, it } from "vitest";
import { connect, type Database, MIGRATIONS_DIR, runMigrations } from "../../platform/db/client.ts";
import { startEmbeddedDatabase } from "../../platform/db/embedded.ts";

/** Found by name, so a renumbering on merge does not break it. */
const LEVELS_MIGRATION = "_crisis_levels";

let dir: string;
let dataDir: string;
let pg: Awaited<ReturnType<typeof startEmbeddedDatabase>>;
let database: Database;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "saathi-levels-"));
  dataDir = mkdtempSync(path.join(os.tmpdir(), "saathi-test-"));
  pg = await startEmbeddedDatabase(dataDir, pino({ level: "silent" }), { persistent: false });
  database = connect(pg.url);
  // The schema as it was before the levels: every migration up to the one before.
  const before = path.join(dir, "drizzle");
  cpSync(MIGRATIONS_DIR, before, { recursive: true });
  const journalPath = path.join(before, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string; idx: number }[] };
  const at = journal.entries.findIndex((e) => e.tag.endsWith(LEVELS_MIGRATION));
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  await migrate(database.db, { migrationsFolder: before });
}, 120_000);
afterAll(async () => {
  await database?.pool.end();
  await pg?.stop();
  rmSync(dir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

it("'method' rows become 'imminent' (held and risk kept), 'risk' rows stay, and only the new names can be stored", async () => {
  const { db } = database;
  const { rows } = await db.execute<{ a: string; b: string }>(sql`
    with u as (
      insert into "user" (id, name, email, email_verified, created_at, updated_at)
      values (gen_random_uuid(), 'A', 'a@levels.test', true, now(), now()),
             (gen_random_uuid(), 'B', 'b@levels.test', true, now(), now())
      returning id)
    select (array_agg(id))[1] as a, (array_agg(id))[2] as b from u`);
  const { a, b } = rows[0] as { a: string; b: string };
  const msg = await db.execute<{ id: string }>(sql`
    insert into chat_messages (sender_id, receiver_id, message, moderation_state, crisis_level)
    values (${a}, ${b}, 'held one', 'held', 'method'), (${a}, ${b}, 'risky one', 'visible', 'risk') returning id`);
  const [held, risky] = msg.rows.map((r) => r.id);
  await db.execute(sql`
    insert into moderation_items (target_type, target_id, author_id, risk, sources, crisis_level, held)
    values ('message', ${held}, ${a}, 3, '{crisis}', 'method', true),
           ('message', ${risky}, ${a}, 2, '{crisis}', 'risk', false)`);

  await runMigrations(db);

  const items = await db.execute<{ target_id: string; crisis_level: string; held: boolean; risk: number }>(
    sql`select target_id, crisis_level, held, risk from moderation_items order by risk desc`,
  );
  expect(items.rows).toEqual([
    { target_id: held, crisis_level: "imminent", held: true, risk: 3 },
    { target_id: risky, crisis_level: "risk", held: false, risk: 2 },
  ]);
  const messages = await db.execute<{ id: string; crisis_level: string; moderation_state: string }>(
    sql`select id, crisis_level, moderation_state from chat_messages order by message`,
  );
  expect(messages.rows).toEqual([
    { id: held, crisis_level: "imminent", moderation_state: "held" },
    { id: risky, crisis_level: "risk", moderation_state: "visible" },
  ]);
  await expect(
    db.execute(sql`update moderation_items set crisis_level = 'method' where target_id = ${held}`),
  ).rejects.toThrow();
  await expect(
    db.execute(sql`update chat_messages set crisis_level = 'concern' where id = ${risky}`),
  ).rejects.toThrow();
});
