// Every date, day or month an admin endpoint (and the expert's own money screen, which shares the
// month) takes in its query, path or body, found in the running app's OpenAPI document: a day
// PostgreSQL has not (the year 0000), a five-digit year, 2026-02-30, an empty string, control
// characters or a huge number is a 400 naming the field with a clear message, never a 5xx and never
// an answer for a day nobody means (GET /api/admin/payouts?month=0000-01 answered 200; the audit and
// bookings filters and an expert's payouts with the year 0000 answered 500).

import { DAILY_WELLNESS_MSG } from "@saathi/contract/daily-wellness";
import { DATE_MSG } from "@saathi/contract/dates";

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffMember } from "../../../test/admin-helpers.ts";
import { publishedExpert } from "../../../test/experts-fixture.ts";
import { type Harness, type Member, ORIGIN, startHarness } from "../../../test/harness.ts";
import { INPUT_MSG } from "../../platform/http/input-guard.ts";

let h: Harness;
let admin: Member;
let expert: Member;
let member: Member;

const DUMMY_ID = "00000000-0000-4000-8000-000000000000";
/** A name that holds a date, day, month or time. */
const DATE_NAME = /^(from|to|after|before|since|until|month|day|date|asOf)$|(Until|At|Date|Day)$/;

interface JsonSchema {
  type?: string;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
}
interface Operation {
  parameters?: { in: string; name: string; schema: JsonSchema }[];
  requestBody?: { content?: { "application/json"?: { schema?: JsonSchema } } };
}
/** One date-bearing input of one endpoint. */
interface DateInput {
  method: string;
  path: string;
  where: "query" | "path" | "body";
  name: string;
}

/** A date-like input; a choice of fixed words (muteUntil: 24h, 7d, 30d) is not one. */
const isDateLike = (name: string, s: JsonSchema | undefined) =>
  !!s &&
  !s.enum &&
  (s.format === "date" ||
    s.format === "date-time" ||
    (DATE_NAME.test(name) && (s.type === "string" || !!s.anyOf?.some((a) => a.type === "string"))));

/** Staff endpoints (and the expert's money screen) and their date inputs, from the OpenAPI document. */
function dateInputs(doc: { paths: Record<string, Record<string, Operation>> }): DateInput[] {
  const found: DateInput[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    if (!path.startsWith("/api/admin") && path !== "/api/expert/money") continue;
    for (const [method, op] of Object.entries(ops)) {
      for (const p of op.parameters ?? [])
        if ((p.in === "query" || p.in === "path") && isDateLike(p.name, p.schema))
          found.push({ method: method.toUpperCase(), path, where: p.in, name: p.name });
      const body = op.requestBody?.content?.["application/json"]?.schema;
      for (const [name, s] of Object.entries(body?.properties ?? {}))
        if (isDateLike(name, s)) found.push({ method: method.toUpperCase(), path, where: "body", name });
    }
  }
  return found;
}

/** What the probe sent: a day PostgreSQL has not, five-digit years, impossible days, empties, controls, huge. */
const BAD: unknown[] = [
  "0000-01-01",
  "0000-01",
  "0000-01-01T00:00:00Z",
  "10000-01-01",
  "10000-01",
  "+010000-01-01",
  "2026-02-30",
  "2026-13",
  "",
  " ",
  "\u0001",
  "2026-01-0\u0001",
  "2026-01\u007f",
  "99999999999999999999",
  "-1",
];
/** In a body a value may also be a number. */
const BAD_IN_BODY: unknown[] = [...BAD, 1e20, Number.MAX_VALUE, 0, null, true];
/** The words a refused date may be answered with (a control character is refused before any schema). */
const DATE_WORDS: string[] = [DATE_MSG.day, DATE_MSG.month, DAILY_WELLNESS_MSG.dateInvalid];

/** The request for `input` carrying `value`; other path parameters are real rows where that matters. */
function requestFor(input: DateInput, value: unknown) {
  const ids: Record<string, string> = { expertId: expert.id, id: member.id, userId: member.id };
  let url = input.path.replace(/\{([^}]+)\}/g, (_m, name: string) =>
    name === input.name && input.where === "path" ? encodeURIComponent(String(value)) : (ids[name] ?? DUMMY_ID),
  );
  if (input.where === "query") url += `?${input.name}=${encodeURIComponent(String(value))}`;
  const cookie = input.path === "/api/expert/money" ? expert.cookie : admin.cookie;
  return h.app.inject({
    method: input.method as "GET",
    url,
    headers: { cookie, origin: ORIGIN },
    ...(input.where === "body" ? { payload: { [input.name]: value } } : {}),
  });
}

beforeAll(async () => {
  h = await startHarness();
  admin = await staffMember(h);
  expert = await publishedExpert(h, { fullName: "Dates Expert" });
  member = await h.member();
}, 120_000);
afterAll(() => h?.close());

describe("staff date inputs", () => {
  let inputs: DateInput[];
  beforeAll(async () => {
    inputs = dateInputs((await h.app.inject({ url: "/api/openapi.json" })).json());
  });

  it("are all found (the walk is not silently empty)", () => {
    const names = inputs.map((i) => `${i.method} ${i.path} ${i.where}:${i.name}`);
    for (const known of [
      "GET /api/admin/audit query:from",
      "GET /api/admin/audit query:to",
      "GET /api/admin/bookings query:from",
      "GET /api/admin/bookings query:to",
      "GET /api/admin/payouts query:month",
      "GET /api/admin/payouts.csv query:month",
      "GET /api/admin/payouts/{expertId} query:month",
      "GET /api/admin/payouts/{expertId}/export.csv query:month",
      "POST /api/admin/payouts/{expertId}/{month}/mark-paid path:month",
      "POST /api/admin/members/{id}/suspend body:until",
      "POST /api/admin/moderation/{id}/action body:suspendUntil",
      "POST /api/admin/daily-wellness body:day",
      "PUT /api/admin/daily-wellness/{id} body:day",
      "GET /api/expert/money query:month",
    ])
      expect(names).toContain(known);
  });

  it("each answers a bad date with a 400 that names the field and says what to write, never a 5xx", async () => {
    const wrong: string[] = [];
    for (const input of inputs) {
      for (const value of input.where === "body" ? BAD_IN_BODY : BAD) {
        if (input.where === "path" && value === "") continue; // an empty segment is another route's 404
        const res = await requestFor(input, value);
        // A CSV endpoint that took the date answers CSV: not JSON, so no refusal.
        const body = (res.headers["content-type"]?.toString().includes("json") ? res.json() : {}) as {
          code?: string;
          fields?: { field: string; message: string }[];
        };
        const field = body.fields?.find((f) => f.field === input.name);
        const clear =
          res.statusCode === 400 &&
          !!field &&
          (body.code === "INVALID_CHARACTERS"
            ? field.message === `${input.name}: ${INPUT_MSG.invalidCharacters}`
            : body.code === "VALIDATION_ERROR" && DATE_WORDS.includes(field.message));
        if (!clear)
          wrong.push(
            `${input.method} ${input.path} ${input.where}:${input.name}=${JSON.stringify(value)} → ${res.statusCode} ${res.body.slice(0, 200)}`,
          );
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it("a real day or month still answers (the refusals are about the date, not the staff member)", async () => {
    for (const input of inputs.filter((i) => i.method === "GET")) {
      const res = await requestFor(input, input.name === "month" ? "2026-01" : "2026-01-15");
      expect(res.statusCode, `${input.path} ${input.name}`).toBe(200);
      const earliest = await requestFor(input, input.name === "month" ? "0001-01" : "0001-01-01");
      expect(earliest.statusCode, `${input.path} ${input.name} in the year 1`).toBe(200);
    }
  });
});
