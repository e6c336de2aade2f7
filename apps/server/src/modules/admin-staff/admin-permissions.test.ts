// Every admin endpoint answers 401 to visitors and 403 to members, experts and an admin
// without the second factor, before it looks at anything else. The routes are read from the running
// app, so endpoints other areas add are walked too; and the audit log cannot be changed.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffMember, staffWithoutSecondFactor } from "../../../test/admin-helpers.ts";
import { makeExpert } from "../../../test/experts-fixture.ts";
import { type Harness, type Member, ORIGIN, startHarness } from "../../../test/harness.ts";
import { moderatorMember } from "../../../test/moderation-helpers.ts";

let h: Harness;
let member: Member;
let expert: Member;
let adminNo2fa: Member;
let admin: Member;
let moderator: Member;
let moderatorNo2fa: Member;
let routes: { method: string; url: string }[];

const DUMMY_ID = "00000000-0000-4000-8000-000000000000";

/**
 * Every method and path under /api/admin, from Fastify's route tree (params get a dummy uuid). The tree
 * prints a nested route relative to its parent ("│   └── /:id (GET)"), so paths are rebuilt by depth.
 */
export function adminRoutes(tree: string): { method: string; url: string }[] {
  const found = new Map<string, { method: string; url: string }>();
  const stack: string[] = [];
  for (const line of tree.split("\n")) {
    const at = line.indexOf("── ");
    if (at < 0) continue;
    const depth = Math.round((at - 1) / 4);
    const m = line.slice(at + 3).match(/^(\S+)(?:\s+\(([^)]+)\))?/);
    if (!m?.[1]) continue;
    stack[depth] = (depth > 0 ? (stack[depth - 1] ?? "") : "") + m[1];
    stack.length = depth + 1;
    const path = stack[depth] as string;
    if (!path.startsWith("/api/admin") || !m[2]) continue;
    const url = path.replace(/:[A-Za-z0-9_]+/g, DUMMY_ID).replace(/\*$/, "x");
    for (const method of m[2].split(",").map((s) => s.trim())) {
      if (method === "HEAD" || method === "OPTIONS") continue;
      found.set(`${method} ${url}`, { method, url });
    }
  }
  return [...found.values()];
}

beforeAll(async () => {
  h = await startHarness();
  member = await h.member();
  expert = await h.member();
  await makeExpert(h, expert);
  adminNo2fa = await staffWithoutSecondFactor(h);
  admin = await staffMember(h);
  moderator = await moderatorMember(h);
  moderatorNo2fa = await moderatorMember(h, { secondFactor: false });
  routes = adminRoutes(h.app.printRoutes({ commonPrefix: false }));
}, 60_000);
afterAll(() => h.close());

const call = (r: { method: string; url: string }, cookie?: string) =>
  h.app.inject({
    method: r.method as "GET",
    url: r.url,
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}), "content-type": "application/json" },
    // A body that no schema accepts: the refusal must come before validation.
    ...(r.method === "GET" || r.method === "DELETE" ? {} : { payload: "{}" }),
  });

describe("admin permission matrix", () => {
  it("reads nested routes from the tree with their full path", () => {
    const tree = [
      "├── /api/admin/members (GET, HEAD)",
      "│   └── /:userId (GET, HEAD)",
      "│       └── /suspend (POST)",
      "└── /api/me (GET)",
    ].join("\n");
    expect(adminRoutes(tree)).toEqual([
      { method: "GET", url: "/api/admin/members" },
      { method: "GET", url: `/api/admin/members/${DUMMY_ID}` },
      { method: "POST", url: `/api/admin/members/${DUMMY_ID}/suspend` },
    ]);
  });

  it("finds the console's endpoints in the running app", () => {
    const urls = routes.map((r) => `${r.method} ${r.url}`);
    expect(urls).toContain("GET /api/admin/me");
    expect(urls).toContain("GET /api/admin/dashboard");
    expect(urls).toContain("GET /api/admin/audit");
  });

  it("visitors get 401 from every admin endpoint", async () => {
    for (const r of routes) {
      const res = await call(r);
      expect(res.statusCode, `${r.method} ${r.url}: ${res.body}`).toBe(401);
    }
  });

  it("members, experts and an admin without the second factor get 403 from every admin endpoint", async () => {
    const who = [
      ["member", member, "STAFF_ONLY"],
      ["expert", expert, "STAFF_ONLY"],
      ["admin without second factor", adminNo2fa, "TWO_FACTOR_REQUIRED"],
    ] as const;
    for (const [label, m, code] of who) {
      for (const r of routes) {
        const res = await call(r, m.cookie);
        expect(res.statusCode, `${label}: ${r.method} ${r.url}: ${res.body}`).toBe(403);
        expect(res.json().code, `${label}: ${r.method} ${r.url}`).toBe(code);
      }
    }
  });

  it("a verified admin never gets a 5xx, even with dummy ids and empty bodies", async () => {
    for (const r of routes) {
      const res = await call(r, admin.cookie);
      expect(res.statusCode, `${r.method} ${r.url}: ${res.body}`).toBeLessThan(500);
    }
  });
});

/**
 * What a moderator may use: the moderation queue, who they are and the peer circles' listener decisions
 * (the outcomes table is for admins, decision 037).
 */
const MODERATOR_ROUTES = /^\/api\/admin\/(moderation(\/|$)|me$|peer-circles\/listeners(\/|$))/;

describe("moderators (issue 16)", () => {
  it("use the moderation queue and /api/admin/me; every other admin endpoint answers 403 STAFF_ONLY", async () => {
    const theirs = routes.filter((r) => MODERATOR_ROUTES.test(r.url));
    expect(theirs.map((r) => `${r.method} ${r.url}`)).toContain("GET /api/admin/moderation");
    for (const r of routes) {
      const res = await call(r, moderator.cookie);
      if (MODERATOR_ROUTES.test(r.url)) {
        expect(res.statusCode, `${r.method} ${r.url}: ${res.body}`).not.toBe(403);
        expect(res.statusCode, `${r.method} ${r.url}: ${res.body}`).toBeLessThan(500);
      } else {
        expect(res.statusCode, `moderator: ${r.method} ${r.url}: ${res.body}`).toBe(403);
        expect(res.json().code, `moderator: ${r.method} ${r.url}`).toBe("STAFF_ONLY");
      }
    }
    expect((await call({ method: "GET", url: "/api/admin/me" }, moderator.cookie)).json().role).toBe("moderator");
    expect((await call({ method: "GET", url: "/api/admin/me" }, admin.cookie)).json().role).toBe("admin");
  });

  it("need the second factor too", async () => {
    for (const r of routes.filter((x) => MODERATOR_ROUTES.test(x.url))) {
      const res = await call(r, moderatorNo2fa.cookie);
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(403);
      expect(res.json().code).toBe("TWO_FACTOR_REQUIRED");
    }
  });
});

describe("audit log is append-only", () => {
  it("refuses UPDATE, DELETE and TRUNCATE", async () => {
    const db = h.database.db;
    await db.execute(
      sql`insert into audit_log (actor_label, action, target_type, target_id) values ('command line', 'staff.grant', 'staff', 'x')`,
    );
    await expect(db.execute(sql`update audit_log set reason = 'changed'`)).rejects.toThrow();
    await expect(db.execute(sql`delete from audit_log`)).rejects.toThrow();
    await expect(db.execute(sql`truncate audit_log`)).rejects.toThrow();
    const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from audit_log`);
    expect(rows[0]?.n).toBeGreaterThanOrEqual(1);
  });
});
