// `npm run admin -- grant|revoke|list` against a running server's database (found through
// postmaster.pid under DATA_DIR, as with `npm start`) and through DATABASE_URL; audit as "command line".
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type Harness, startHarness } from "../../test/harness.ts";
import { runAdminCli } from "./admin-cli.ts";

let h: Harness;
let env: NodeJS.ProcessEnv;
beforeAll(async () => {
  // The command finds a running server's database through DATA_DIR/pg/postmaster.pid.
  h = await startHarness({}, { ownDatabase: true });
  env = { NODE_ENV: "test", DATA_DIR: h.dataDir, AUTH_SECRET: "test-secret-test-secret-test-secret-0000" };
}, 60_000);
afterAll(() => h.close());

/** Runs the command and returns its exit status and what it printed. */
async function run(args: string[], e: NodeJS.ProcessEnv = env) {
  const out: string[] = [];
  const log = vi.spyOn(console, "log").mockImplementation((m) => void out.push(String(m)));
  const err = vi.spyOn(console, "error").mockImplementation((m) => void out.push(String(m)));
  try {
    return { status: await runAdminCli(args, e), text: out.join("\n") };
  } finally {
    log.mockRestore();
    err.mockRestore();
  }
}

const roles = async (id: string) => {
  const { rows } = await h.database.db.execute<{ u: string; p: string }>(
    sql`select u.role as u, p.role as p from "user" u join user_profiles p on p.user_id = u.id where u.id = ${id}`,
  );
  return rows[0];
};
const audit = async (id: string) =>
  (
    await h.database.db.execute<{ action: string; actor_id: string | null; actor_label: string; after: unknown }>(
      sql`select action, actor_id, actor_label, after from audit_log where target_id = ${id} order by id`,
    )
  ).rows;

describe("npm run admin", () => {
  it("grants, lists and revokes while the server runs, each change audited", async () => {
    const m = await h.member();
    const granted = await run(["grant", m.email.toUpperCase()]);
    expect(granted, granted.text).toMatchObject({ status: 0 });
    expect(granted.text).toContain("is now staff");
    expect(await roles(m.id)).toEqual({ u: "admin", p: "admin" });

    const again = await run(["grant", m.email]);
    expect(again.text).toContain("already staff");

    const list = await run(["list"]);
    expect(list.text).toContain(m.email);

    const revoked = await run(["revoke", m.email]);
    expect(revoked.status).toBe(0);
    expect(await roles(m.id)).toEqual({ u: "users", p: "users" });
    // Signed out everywhere.
    const me = await h.app.inject({ url: "/api/me", headers: { cookie: m.cookie } });
    expect(me.json().user).toBeNull();

    expect(await audit(m.id)).toEqual([
      { action: "staff.grant", actor_id: null, actor_label: "command line", after: { role: "admin" } },
      { action: "staff.revoke", actor_id: null, actor_label: "command line", after: { role: "users" } },
    ]);
  });

  it("grants the moderator role with --role moderator, audited with the role", async () => {
    const m = await h.member();
    const granted = await run(["grant", "--role", "moderator", m.email]);
    expect(granted, granted.text).toMatchObject({ status: 0 });
    expect(granted.text).toContain("is now staff (moderator)");
    expect(await roles(m.id)).toEqual({ u: "moderator", p: "moderator" });
    const list = await run(["list"]);
    expect(list.text).toContain(`${m.email}`);
    expect(list.text).toContain("moderator");
    const bad = await run(["grant", "--role", "owner", m.email]);
    expect(bad.status).toBe(2);
    expect(await audit(m.id)).toEqual([
      { action: "staff.grant", actor_id: null, actor_label: "command line", after: { role: "moderator" } },
    ]);
  });

  it("uses DATABASE_URL when it is set", async () => {
    const m = await h.member();
    const r = await run(["grant", m.email], { ...env, DATA_DIR: "/nonexistent", DATABASE_URL: h.database.url });
    expect(r.status, r.text).toBe(0);
    expect((await roles(m.id))?.u).toBe("admin");
  });

  it("an unknown email is a sentence and exit 1; a bad command shows the usage", async () => {
    const r = await run(["grant", "nobody@nowhere.test"]);
    expect(r).toEqual({
      status: 1,
      text: "No Saathi account uses nobody@nowhere.test. The person must sign up first, then run this again.",
    });
    const bad = await run(["promote", "x@y.z"]);
    expect(bad.status).toBe(2);
    expect(bad.text).toContain("Usage:");
  });

  it("says when there is no database yet", async () => {
    const r = await run(["list"], { ...env, DATA_DIR: `${h.dataDir}/empty` });
    expect(r.status).toBe(1);
    expect(r.text).toContain("start the server once");
  });
});
