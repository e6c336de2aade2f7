// From one operation of /api/openapi.json to a fast-check arbitrary of whole HTTP requests: path
// parameters (known ids, random UUIDs, hostile text), query, headers and a body in one of many
// encodings (JSON, JSON with prototype keys, broken JSON, wrong content types, multipart, broken
// multipart, nothing at all).
import fc from "fast-check";
import { fuzzArb, hostileArb, hostileString, type JsonSchema, validArb, withKnownIds } from "./schema-arbitraries.ts";

export interface Operation {
  method: string;
  /** OpenAPI path, e.g. /api/posts/{id}. */
  path: string;
  parameters: { name: string; in: "path" | "query" | "header"; required?: boolean; schema?: JsonSchema }[];
  /** The JSON body schema; undefined when the route reads its body itself (multipart, raw). */
  body?: JsonSchema;
  /** Field names to try when there is no body schema. */
  looseFields?: string[];
  hasBody: boolean;
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

interface OpenApiDoc {
  paths: Record<string, Record<string, { parameters?: Operation["parameters"]; requestBody?: unknown }>>;
}

/** Every property name the document's schemas use: the fields a body without a schema may still be read for. */
export function vocabularyOf(doc: unknown): string[] {
  const names = new Set<string>();
  const stack: unknown[] = [doc];
  while (stack.length) {
    const node = stack.pop();
    if (!node || typeof node !== "object") continue;
    const props = (node as JsonSchema).properties;
    if (props && typeof props === "object") for (const k of Object.keys(props)) names.add(k);
    stack.push(...Object.values(node));
  }
  return [...names].sort();
}

/**
 * Every operation of the document. A route that reads its body itself (multipart, raw) documents
 * none: it gets an object of string fields named from the document's vocabulary.
 */
export function operationsOf(doc: OpenApiDoc): Operation[] {
  const vocabulary = vocabularyOf(doc);
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => {
      const content = (op.requestBody as { content?: Record<string, { schema?: JsonSchema }> } | undefined)?.content;
      const upper = method.toUpperCase();
      return {
        method: upper,
        path,
        parameters: op.parameters ?? [],
        body: content?.["application/json"]?.schema,
        looseFields: op.requestBody ? undefined : vocabulary,
        hasBody: upper !== "GET" && upper !== "HEAD",
      };
    }),
  );
}

/** Header values as HTTP can carry them (Node refuses control characters other than tab on the wire). */
const headerSafe = (v: string) => !/[^\t\x20-\x7e\x80-\xff]/.test(v);

const toText = (v: unknown): string => (typeof v === "string" ? v : (JSON.stringify(v) ?? ""));

/** encodeURIComponent, except that a lone surrogate goes out as the invalid UTF-8 an attacker would send. */
const encodePathValue = (v: string): string =>
  v
    .split(/(\p{Cs})/u)
    .map((part) => (/^\p{Cs}$/u.test(part) ? "%ED%A0%80" : encodeURIComponent(part)))
    .join("");

/** A path value a route may accept: a known id (so requests reach rows that exist) or a valid value. */
function validPathValue(schema: JsonSchema, knownIds: string[]): fc.Arbitrary<string> {
  const known = knownIds.length ? fc.constantFrom(...knownIds) : fc.uuid();
  return fc.oneof({ weight: 3, arbitrary: known }, { weight: 1, arbitrary: validArb(schema).map(toText) });
}

const PROTO_KEYS = ['"__proto__":{"role":"admin","polluted":true}', '"constructor":{"prototype":{"polluted":true}}'];
const BROKEN_JSON = ["{", '{"a":', "nul", '{"a":1}garbage', "[1,2", '{"a":"\\ud800"}', "\u0000", '{"a":1,}'];
const NEST = 20_000;

/** A multipart body from the fields of a JSON value, plus a junk file; sometimes broken on purpose. */
function multipart(value: unknown, breakage: number): { type: string; payload: string } {
  const boundary = "fuzzBoundary42";
  const fields = value && typeof value === "object" && !Array.isArray(value) ? Object.entries(value) : [["v", value]];
  let body = fields
    .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${toText(v)}\r\n`)
    .join("");
  body += `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nnot really a png\r\n`;
  const types = [
    `multipart/form-data; boundary=${boundary}`,
    "multipart/form-data",
    "multipart/form-data; boundary=",
    `multipart/form-data; boundary=${boundary}`,
    `multipart/form-data; boundary=${"b".repeat(300)}`,
    `multipart/form-data; boundary=other`,
  ];
  // 0: well formed; 1: no boundary; 2: empty boundary; 3: unterminated part; 4: boundary too long; 5: mismatch
  const payload = breakage === 3 ? body.slice(0, -10) : `${body}--${boundary}--\r\n`;
  return { type: types[breakage] ?? types[0]!, payload };
}

type Body = { type?: string; payload?: string };
const json = (v: unknown) => JSON.stringify(v) ?? "null";

/** The body's value: valid for its schema, or hostile (wrong types, one bad field, missing and extra fields). */
function bodyValue(op: Operation, hostile: boolean): fc.Arbitrary<unknown> {
  if (op.body) return hostile ? hostileArb(op.body) : validArb(op.body);
  if (op.looseFields?.length) {
    const field = hostile ? fuzzArb({ type: "string" }) : validArb({ type: "string", maxLength: 200 });
    return fc.dictionary(fc.constantFrom(...op.looseFields), field, { maxKeys: 20 });
  }
  return fc.jsonValue({ maxDepth: 2 });
}

/** A valid value sent in bad ways: prototype keys, broken JSON, wrong content types, (broken) multipart, nothing. */
function badEncoding(op: Operation): fc.Arbitrary<Body> {
  const value = bodyValue(op, false);
  return fc.oneof(
    fc.tuple(value, fc.constantFrom(...PROTO_KEYS)).map(([v, key]) => {
      const text = json(v);
      const payload = text.startsWith("{") ? `{${key}${text === "{}" ? "" : ","}${text.slice(1)}` : `{${key}}`;
      return { type: "application/json", payload };
    }),
    fc.constantFrom(...BROKEN_JSON).map((payload) => ({ type: "application/json", payload })),
    fc
      .tuple(value, fc.constantFrom("text/plain", "application/xml", "application/x-www-form-urlencoded"))
      .map(([v, type]) => ({ type, payload: type.endsWith("urlencoded") ? "a=1&b=%00&c=%ZZ" : json(v) })),
    fc.tuple(value, fc.integer({ min: 1, max: 5 })).map(([v, breakage]) => multipart(v, breakage)),
    fc.constant({}),
    fc.constant({ type: "application/json", payload: `${"[".repeat(NEST)}${"]".repeat(NEST)}` }),
  );
}

/** A well-formed body: JSON, or multipart for a route that documents no JSON body. */
function goodBody(op: Operation, hostile: boolean): fc.Arbitrary<Body> {
  const value = bodyValue(op, hostile);
  const asJson = value.map((v) => ({ type: "application/json", payload: json(v) }));
  if (op.body) return asJson;
  return fc.oneof(
    asJson,
    value.map((v) => multipart(v, 0)),
  );
}

/** Which part of the request is made hostile; the rest stays valid, so one fault at a time reaches the checks. */
type Mode = "none" | "path" | "query" | "header" | "body" | "encoding";

/** Whole requests for one operation: all valid, or hostile in exactly one part. */
export function requestArb(operation: Operation, knownIds: string[]): fc.Arbitrary<FuzzRequest> {
  const op = operation.body ? { ...operation, body: withKnownIds(operation.body, knownIds) } : operation;
  const pathParams = op.parameters.filter((p) => p.in === "path");
  const query = op.parameters.filter((p) => p.in === "query");
  const headers = op.parameters.filter((p) => p.in === "header");
  const modes: fc.WeightedArbitrary<Mode>[] = [
    { weight: 3, arbitrary: fc.constant("none") },
    { weight: pathParams.length ? 3 : 0, arbitrary: fc.constant("path") },
    { weight: query.length ? 3 : 1, arbitrary: fc.constant("query") },
    { weight: headers.length ? 1 : 0, arbitrary: fc.constant("header") },
    { weight: op.hasBody ? 4 : 0, arbitrary: fc.constant("body") },
    { weight: op.hasBody ? 3 : 0, arbitrary: fc.constant("encoding") },
  ];
  return fc.oneof(...modes.filter((m) => m.weight > 0)).chain((mode) => {
    const pathArb = fc.tuple(
      ...pathParams.map((p) =>
        mode === "path"
          ? fc.oneof(validPathValue(p.schema ?? {}, knownIds), hostileArb(p.schema ?? {}).map(toText))
          : validPathValue(p.schema ?? {}, knownIds),
      ),
    );
    const param = (schema: JsonSchema | undefined, hostile: boolean) =>
      fc.option((hostile ? fuzzArb(schema ?? {}) : validArb(schema ?? {})).map(toText), { nil: undefined, freq: 3 });
    const queryArb = fc.tuple(
      ...query.map((p) => param(p.schema, mode === "query")),
      mode === "query"
        ? fc.dictionary(fc.constantFrom("extra", "__proto__", "constructor", "q[]"), hostileString(), { maxKeys: 2 })
        : fc.constant({}),
    );
    const headerArb = fc.tuple(
      ...headers.map((p) => param(p.schema, mode === "header").filter((v) => !v || headerSafe(v))),
    );
    const body: fc.Arbitrary<Body> = !op.hasBody
      ? fc.constant({})
      : mode === "encoding"
        ? badEncoding(op)
        : goodBody(op, mode === "body");
    return fc.tuple(pathArb, queryArb, headerArb, body).map(([pathValues, queryValues, headerValues, b]) => {
      let url = op.path;
      pathParams.forEach((p, i) => {
        url = url.replace(`{${p.name}}`, encodePathValue(pathValues[i] as string));
      });
      const search = new URLSearchParams();
      query.forEach((p, i) => {
        const v = queryValues[i] as string | undefined;
        if (v !== undefined) search.append(p.name, v);
      });
      for (const [k, v] of Object.entries(queryValues[query.length] as Record<string, string>)) search.append(k, v);
      const qs = search.toString();
      const h: Record<string, string> = {};
      headers.forEach((p, i) => {
        const v = headerValues[i] as string | undefined;
        if (v !== undefined) h[p.name] = v;
      });
      if (b.type) h["content-type"] = b.type;
      return { method: op.method, url: qs ? `${url}?${qs}` : url, headers: h, payload: b.payload };
    });
  });
}
