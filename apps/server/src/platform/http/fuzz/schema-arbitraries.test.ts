// The generator behind the fuzz suite: valid values really are valid, hostile ones really are hostile,
// and requests are whole (every path parameter filled, bodies in the promised encodings).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { operationsOf, requestArb, vocabularyOf } from "./fuzz-requests.ts";
import { hostileArb, type JsonSchema, oneFieldHostile, validArb, withKnownIds } from "./schema-arbitraries.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const booking: JsonSchema = {
  type: "object",
  properties: {
    expertId: { type: "string", format: "uuid" },
    startsAt: { type: "string", format: "date-time" },
    sessionType: { type: "string", enum: ["audio", "video", "chat"] },
    language: { type: "string", minLength: 1, maxLength: 30 },
    hours: { type: "integer", minimum: 0, exclusiveMinimum: true, maximum: 8 },
    note: { type: "string", nullable: true, pattern: "^[a-z]{2,5}$" },
    tags: { type: "array", minItems: 1, maxItems: 3, items: { type: "string", enum: ["a", "b"] } },
  },
  required: ["expertId", "startsAt", "sessionType", "language", "hours", "tags"],
};

describe("validArb", () => {
  it("honours type, format, enum, lengths, bounds, patterns and required keys", () => {
    fc.assert(
      fc.property(validArb(booking), (v) => {
        const b = v as Record<string, unknown>;
        expect(b.expertId).toMatch(UUID);
        expect(Number.isNaN(Date.parse(b.startsAt as string))).toBe(false);
        expect(["audio", "video", "chat"]).toContain(b.sessionType);
        expect([...(b.language as string)].length).toBeGreaterThanOrEqual(1);
        expect(b.hours).toSatisfy((n: number) => Number.isInteger(n) && n >= 1 && n <= 8);
        if (b.note !== undefined && b.note !== null) expect(b.note).toMatch(/^[a-z]{2,5}$/);
        expect((b.tags as string[]).length).toBeGreaterThanOrEqual(1);
        expect((b.tags as string[]).length).toBeLessThanOrEqual(3);
      }),
      { seed: 1, numRuns: 200 },
    );
  });
});

describe("withKnownIds", () => {
  it("makes uuids, at any depth, often ids of rows that exist", () => {
    const id = "22222222-2222-4222-8222-222222222222";
    const schema = withKnownIds({ type: "object", properties: { a: { type: "array", items: booking } } }, [id]);
    const ids = fc
      .sample(validArb(schema), { seed: 6, numRuns: 100 })
      .flatMap((v) => ((v as { a?: { expertId: string }[] }).a ?? []).map((b) => b.expertId));
    expect(ids).toContain(id);
    expect(ids.some((x) => x !== id && UUID.test(x))).toBe(true);
  });
});

describe("hostileArb", () => {
  it("gives strings with NUL, other controls, lone surrogates and a megabyte, and wrong types", () => {
    const samples = fc.sample(hostileArb({ type: "string", maxLength: 10 }), { seed: 2, numRuns: 400 });
    expect(samples.some((s) => typeof s === "string" && s.includes("\u0000"))).toBe(true);
    const otherControl = (s: string) => [...s].some((c) => c.charCodeAt(0) > 0 && c.charCodeAt(0) < 0x20);
    expect(samples.some((s) => typeof s === "string" && otherControl(s))).toBe(true);
    expect(samples.some((s) => typeof s === "string" && /\p{Cs}/u.test(s))).toBe(true);
    expect(samples.some((s) => typeof s === "string" && s.length >= 1024 * 1024)).toBe(true);
    expect(samples.some((s) => typeof s !== "string")).toBe(true);
  });

  it("gives numbers past the bounds, huge and negative", () => {
    const samples = fc.sample(hostileArb({ type: "integer", minimum: 1, maximum: 50 }), { seed: 3, numRuns: 300 });
    for (const edge of [0, 51, -1, 1e308, 2 ** 53 + 2]) expect(samples).toContain(edge);
  });

  it("oneFieldHostile changes exactly one field of a valid object", () => {
    fc.assert(
      fc.property(oneFieldHostile(booking), (v) => {
        const bad = Object.entries(booking.properties ?? {}).filter(([k, s]) => {
          const value = v[k];
          if (value === undefined) return false;
          if (s.enum) return !s.enum.includes(value);
          if (s.format === "uuid") return typeof value !== "string" || !UUID.test(value);
          return false;
        });
        expect(bad.length).toBeLessThanOrEqual(1);
      }),
      { seed: 4, numRuns: 200 },
    );
  });
});

describe("requestArb", () => {
  const doc = {
    paths: {
      "/api/things/{id}/parts/{partId}": {
        post: {
          parameters: [
            { name: "id", in: "path", required: true, schema: { type: "string", format: "uuid" } },
            { name: "partId", in: "path", required: true, schema: { type: "string" } },
            { name: "limit", in: "query", schema: { type: "integer", minimum: 1, maximum: 50 } },
          ],
          requestBody: { content: { "application/json": { schema: booking } } },
        },
      },
      "/api/upload": { post: {} },
    },
  };
  const [withBody, upload] = operationsOf(doc as never);

  it("reads operations, and names loose fields from the document's vocabulary", () => {
    expect(withBody).toMatchObject({ method: "POST", path: "/api/things/{id}/parts/{partId}", hasBody: true });
    expect(upload?.looseFields).toEqual(vocabularyOf(doc));
    expect(upload?.looseFields).toContain("expertId");
  });

  it("fills every path parameter and sends every kind of body", () => {
    const requests = fc.sample(requestArb(withBody!, ["11111111-1111-4111-8111-111111111111"]), {
      seed: 5,
      numRuns: 1500,
    });
    for (const r of requests) expect(r.url).not.toMatch(/[{}]/);
    const types = new Set(requests.map((r) => r.headers["content-type"]?.split(";")[0] ?? "none"));
    for (const t of ["application/json", "multipart/form-data", "text/plain", "none"]) expect(types).toContain(t);
    expect(requests.some((r) => r.url.includes("%00"))).toBe(true);
    expect(requests.some((r) => typeof r.payload === "string" && r.payload.includes('"__proto__"'))).toBe(true);
    expect(requests.some((r) => r.headers["content-type"] === "multipart/form-data")).toBe(true);
  });
});
