// House rule 4 (decision 016): one person, one spelling. Profiles are joined only through
// person-columns.ts and named only by platform/presenters/person.presenter.ts; this scan fails when
// a module joins `user_profiles` itself or spells a person's name columns by hand.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const modulesDir = join(import.meta.dirname, "../../modules");

/** Every non-test source file under modules/, as a path relative to it. */
function sources(dir = modulesDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return e.name.endsWith(".ts") && !e.name.endsWith(".test.ts") ? [relative(modulesDir, path)] : [];
  });
}

/** A raw SQL join or a Drizzle join to the profiles table. */
const RAW_JOIN = /\bjoin\s+user_profiles\b|Join\(\s*userProfiles\b/i;
/** Name columns and name rules spelled by hand: the hide-name rule lives in the person presenter. */
const HAND_NAMES = /\b(display_name|first_name|last_name|is_hide_name)\b|\b(visibleName|displayNameOf)\(/;

/** Places that may, and why. Keep this short: each entry is a person the presenter does not see. */
const JOIN_ALLOWED = [
  // Development-only practice-session helper: reads an account's role, shows no person.
  "dev/",
];
const NAMES_ALLOWED = [
  // The owner of user_profiles: writes the names, edits them, searches them, shows one's own.
  "profiles/",
  // Onboarding writes the names from the full name the member typed.
  "onboarding/",
  // The data export copies the member's own profile row as stored, privacy switches included,
  // and names the member in their own archive in full (the hide-name rule hides them from others only).
  "data-export/",
];

/** Files whose text matches `pattern`, with the first matching line, minus the allowed places. */
function violations(files: Record<string, string>, pattern: RegExp, allowed: string[]): string[] {
  return Object.entries(files).flatMap(([file, text]) => {
    if (allowed.some((prefix) => file.startsWith(prefix))) return [];
    const line = text.split("\n").findIndex((l) => pattern.test(l));
    return line >= 0 ? [`${file}:${line + 1}`] : [];
  });
}

const files = Object.fromEntries(sources().map((f) => [f, readFileSync(join(modulesDir, f), "utf8")]));

describe("one person, one spelling (issue 14 rule 4)", () => {
  it("the scan sees the modules (a scan of nothing would always pass)", () => {
    expect(Object.keys(files).length).toBeGreaterThan(50);
    expect(files["feed/posts.repository.ts"]).toContain("joinPerson(");
  });

  it("no module joins user_profiles itself: it uses joinPerson / leftJoinPerson / personById", () => {
    expect(violations(files, RAW_JOIN, JOIN_ALLOWED)).toEqual([]);
  });

  it("no module outside profiles spells name columns or the hide-name rule: it uses presentPerson", () => {
    expect(violations(files, HAND_NAMES, NAMES_ALLOWED)).toEqual([]);
  });

  it("the scan catches a raw join and a hand-written name (so it can fail)", () => {
    const bad = {
      "chat/x.repository.ts": "select 1\nfrom last join user_profiles up on up.user_id = last.partner",
      "bookings/y.repository.ts": "db.select().from(bookings).leftJoin(userProfiles, on)",
      "feed/z.service.ts": "const n = visibleName({ displayName: r.display_name })",
      "dev/ok.routes.ts": "left join user_profiles p on p.user_id = u.id",
    };
    expect(violations(bad, RAW_JOIN, JOIN_ALLOWED)).toEqual(["chat/x.repository.ts:2", "bookings/y.repository.ts:1"]);
    expect(violations(bad, HAND_NAMES, NAMES_ALLOWED)).toEqual(["feed/z.service.ts:1"]);
  });
});
