// The test harness's database (apps/server/test/shared-database.ts): every harness has a database of
// its own, copied from the run's migrated template, and closing the harness drops it. Tests in other
// files (and in another worker) never see each other's rows.
import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { startHarness } from "../../../test/harness.ts";

describe("the test harness's database", () => {
  it("is a copy of the migrated template per harness, dropped on close", async () => {
    const shared = inject("sharedDatabase");
    expect(shared, "the server project's global setup provides the shared cluster").toBeTruthy();
    const a = await startHarness();
    const b = await startHarness();
    try {
      expect(a.database.url).not.toBe(b.database.url);
      const member = await a.member();
      const count = async (h: typeof a) =>
        (await h.database.db.execute<{ n: number }>(sql`select count(*)::int as n from "user" where id = ${member.id}`))
          .rows[0]?.n;
      expect(await count(a)).toBe(1);
      expect(await count(b)).toBe(0);
      // Migrated: the last migration drizzle recorded is there in both.
      const applied = async (h: typeof a) =>
        (await h.database.db.execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`))
          .rows[0]?.n;
      expect(await applied(a)).toBeGreaterThan(30);
      expect(await applied(b)).toBe(await applied(a));
    } finally {
      await b.close();
    }
    const name = new URL(a.database.url).pathname.slice(1);
    await a.close();
    const admin = new pg.Client({ connectionString: shared?.adminUrl });
    await admin.connect();
    try {
      const { rows } = await admin.query("select count(*)::int as n from pg_database where datname = $1", [name]);
      expect(rows[0]?.n).toBe(0);
      const setting = await admin.query("show max_connections");
      expect(Number(setting.rows[0]?.max_connections)).toBeGreaterThanOrEqual(300);
    } finally {
      await admin.end();
    }
  });
});
