// Turns the JSON Schemas of /api/openapi.json into fast-check arbitraries: values a schema accepts
// (so a request gets past validation and into services and the database) and hostile values
// (wrong types, control characters, 1 MB strings, huge and negative numbers, bad UUIDs and dates).
import fc from "fast-check";

/** The subset of JSON Schema (OpenAPI 3.0 flavour) that fastify-type-provider-zod emits. */
export interface JsonSchema {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  /** Not JSON Schema: ids of rows that exist, tried for a uuid so that requests reach real data. */
  knownIds?: string[];
}

/** The schema with `knownIds` on every uuid string in it. */
export function withKnownIds(schema: JsonSchema, ids: string[]): JsonSchema {
  if (!ids.length) return schema;
  return JSON.parse(JSON.stringify(schema), (_key, value) =>
    value && typeof value === "object" && value.format === "uuid" ? { ...value, knownIds: ids } : value,
  );
}

/** A megabyte of text: the body limit, and far beyond every maxLength. */
export const ONE_MB = "x".repeat(1024 * 1024);

/** Text PostgreSQL cannot store or that no field expects: controls, NUL, lone surrogates, hostile classics. */
export const HOSTILE_STRINGS = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\u0001\u0002\u001b[31m",
  "\u007f",
  "\ud800",
  "x\udc00y",
  "\r\n\t",
  "%00",
  "%",
  "../../etc/passwd",
  "' OR 1=1 --",
  "<script>alert(1)</script>",
  "$\u007Bjndi:ldap://x}",
  "__proto__",
  "constructor",
  "null",
  "NaN",
  "-1",
  "1e999",
  "😀".repeat(300),
  "not-a-uuid",
  "00000000-0000-0000-0000-00000000000g",
  "ffffffff-ffff-ffff-ffff-ffffffffffff",
  "2026-13-45T25:61:00Z",
  "+275760-09-13T00:00:00.000Z",
  "0000-01-01T00:00:00Z",
];

/** Numbers at and past every edge. */
export const HOSTILE_NUMBERS = [
  0,
  -0,
  -1,
  0.5,
  -(2 ** 31),
  2 ** 31,
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters from valid values
const UNSTORABLE = /[\u0000-\u001F\u007F\p{Cs}]/gu;

const typeOf = (schema: JsonSchema): string | undefined =>
  Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;

const isoDate = fc
  .date({ min: new Date("2000-01-01T00:00:00Z"), max: new Date("2100-01-01T00:00:00Z"), noInvalidDate: true })
  .map((d) => d.toISOString());

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === "uuid") {
    return schema.knownIds?.length ? fc.oneof(fc.constantFrom(...schema.knownIds), fc.uuid()) : fc.uuid();
  }
  if (schema.format === "date-time") return isoDate;
  // fc.emailAddress() covers all of RFC 5322, which no sign-up form accepts: plain addresses get further.
  if (schema.format === "email") {
    return fc.oneof(
      {
        weight: 3,
        arbitrary: fc
          .tuple(fc.stringMatching(/^[a-z0-9]{1,12}$/), fc.constantFrom("test.local", "example.com"))
          .map(([u, d]) => `${u}@${d}`),
      },
      { weight: 1, arbitrary: fc.emailAddress() },
    );
  }
  // A negated class ([^\s@]) matches control characters too, which valid values must not carry.
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).map((v) => v.replace(UNSTORABLE, "a"));
  const minLength = schema.minLength ?? 0;
  return fc.string({
    unit: "grapheme",
    minLength,
    maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 40, 80)),
  });
}

function validNumber(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const exclusive = schema.exclusiveMinimum === true ? 1 : 0;
  const min =
    typeof schema.exclusiveMinimum === "number" ? schema.exclusiveMinimum + 1 : (schema.minimum ?? -1000) + exclusive;
  const max = schema.maximum ?? min + 10_000;
  return integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** Values the schema accepts (as far as a generator can tell). */
export function validArb(schema: JsonSchema): fc.Arbitrary<unknown> {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map(validArb));
  if (schema.allOf?.[0]) return validArb(schema.allOf[0]);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const base = validOfType(schema);
  return schema.nullable ? fc.oneof({ weight: 4, arbitrary: base }, fc.constant(null)) : base;
}

function validOfType(schema: JsonSchema): fc.Arbitrary<unknown> {
  switch (typeOf(schema)) {
    case "string":
      return validString(schema);
    case "integer":
      return validNumber(schema, true);
    case "number":
      return validNumber(schema, false);
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array": {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 4, 6));
      return fc.array(validArb(schema.items ?? {}), { minLength, maxLength });
    }
    case "object":
      return validObject(schema);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function validObject(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const props = schema.properties ?? {};
  const model = Object.fromEntries(Object.entries(props).map(([k, s]) => [k, validArb(s)]));
  return fc.record(model, { requiredKeys: (schema.required ?? []).filter((k) => k in props) }) as fc.Arbitrary<
    Record<string, unknown>
  >;
}

/** Text that breaks the rules: a control character inside valid text, binary junk, classics, a megabyte. */
export function hostileString(schema: JsonSchema = {}): fc.Arbitrary<string> {
  const tooLong = schema.maxLength !== undefined ? ["y".repeat(schema.maxLength + 1)] : [];
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS, ...tooLong) },
    {
      weight: 3,
      // NUL half the time: it is the one PostgreSQL cannot store at all.
      arbitrary: fc
        .tuple(validString(schema), fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 0x1f })), fc.nat())
        .map(([text, code, at]) => {
          const i = text.length ? at % text.length : 0;
          return `${text.slice(0, i)}${String.fromCharCode(code)}${text.slice(i)}`;
        }),
    },
    { weight: 1, arbitrary: fc.string({ unit: "binary-ascii", maxLength: 20 }) },
    { weight: 1, arbitrary: fc.constant(ONE_MB) },
  );
}

/** Values of the wrong type, or of the right type past every limit. */
export function hostileArb(schema: JsonSchema): fc.Arbitrary<unknown> {
  const wrongType = fc.oneof(
    fc.constant(null),
    fc.boolean(),
    fc.constantFrom(...HOSTILE_NUMBERS),
    hostileString(),
    fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
  );
  const type = typeOf(schema);
  if (type === "string") return fc.oneof({ weight: 3, arbitrary: hostileString(schema) }, wrongType);
  if (type === "integer" || type === "number") {
    const edges = [schema.minimum, schema.maximum].filter((n): n is number => typeof n === "number");
    const past = edges.flatMap((n) => [n - 1, n + 1, n + 0.5]);
    return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS, ...past) }, wrongType);
  }
  if (type === "object" && schema.properties && Object.keys(schema.properties).length > 0) {
    return fc.oneof(wrongType, oneFieldHostile(schema), missingAndExtraFields(schema));
  }
  if (type === "array") {
    const tooMany = (schema.maxItems ?? 50) + 1;
    return fc.oneof(
      wrongType,
      fc.array(hostileArb(schema.items ?? {}), { minLength: 1, maxLength: 3 }),
      validArb(schema.items ?? {}).map((item) => Array.from({ length: tooMany }, () => item)),
    );
  }
  return wrongType;
}

/** A valid object with exactly one field made hostile: one bad field at a time reaches the checks. */
export function oneFieldHostile(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const props = schema.properties ?? {};
  return fc
    .tuple(validObject(schema), fc.constantFrom(...Object.keys(props)))
    .chain(([value, key]) => hostileArb(props[key] ?? {}).map((bad) => ({ ...value, [key]: bad })));
}

/** Required fields left out and unknown fields added. */
export function missingAndExtraFields(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const props = schema.properties ?? {};
  const model = Object.fromEntries(Object.entries(props).map(([k, s]) => [k, validArb(s)]));
  const extraKey = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom("role", "id", "userId", "isAdmin"));
  return fc
    .tuple(
      fc.record(model, { requiredKeys: [] }),
      fc.dictionary(extraKey, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
    )
    .map(([value, extra]) => ({ ...extra, ...value }));
}

/** Mostly valid (so requests reach the services), often hostile. */
export function fuzzArb(schema: JsonSchema): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 2, arbitrary: validArb(schema) }, { weight: 3, arbitrary: hostileArb(schema) });
}
