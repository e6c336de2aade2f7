// The API's edge for text: one hook, in front of every route, refuses input that PostgreSQL cannot
// store (storable-text.ts) wherever it arrives: path parameters, query, JSON bodies (values and
// keys, at any depth), multipart text fields and the raw bodies some routes keep for themselves
// (better-auth under /api/auth, payment webhooks).
import type { Multipart, MultipartFile } from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { scan } from "secure-json-parse";
import { AppError } from "./errors.ts";
import { findUnstorableText, type TextKind } from "./storable-text.ts";

export const INPUT_MSG = {
  invalidCharacters:
    "This text has a character we cannot accept (an invisible control character such as NUL, or half of an emoji). Remove it and try again.",
  objectBody: "The request body must be a JSON object, for example {}.",
  invalidJson: "The request body is not valid JSON.",
} as const;

export interface InputGuardOptions {
  /**
   * URL prefixes whose routes keep the raw body and expect a JSON object in it (better-auth's
   * endpoints: its plugins assume an object and fail with a 500 on `null`, `42` or nothing).
   */
  objectBodyPrefixes: string[];
}

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;
const FORM_TYPE = /^application\/x-www-form-urlencoded\s*(?:;|$)/i;

function refuse(field: string): never {
  const message = `${field}: ${INPUT_MSG.invalidCharacters}`;
  throw new AppError(400, "INVALID_CHARACTERS", message, { fields: [{ field, message }] });
}

function check(value: unknown, kind: TextKind, label: string, root = ""): void {
  const at = findUnstorableText(value, kind, root);
  if (at !== null) refuse(at || label);
}

/**
 * A JSON body parsed elsewhere (a socket request's, parsed with its frame): the rules HTTP applies to
 * a JSON body, i.e. Fastify's parser's (no `__proto__` or `constructor.prototype` key: 400
 * INVALID_JSON) and this guard's for text.
 */
export function checkParsedBody(value: unknown): void {
  if (value !== null && typeof value === "object") {
    try {
      scan(value, { protoAction: "error", constructorAction: "error" });
    } catch {
      throw new AppError(400, "INVALID_JSON", INPUT_MSG.invalidJson);
    }
  }
  check(value, "body", "body");
}

export function installInputGuard(app: FastifyInstance, options: InputGuardOptions): void {
  // Fastify's own JSON parser (secure-json-parse: __proto__ and constructor.prototype keys are
  // refused), the same as every other route gets; it calls back synchronously.
  const parseJson = app.getDefaultJsonParser("error", "error");
  const parse = (text: string): { ok: true; value: unknown } | { ok: false } => {
    let result: { ok: true; value: unknown } | { ok: false } = { ok: false };
    parseJson(null as never, text, (err, value) => {
      result = err ? { ok: false } : { ok: true, value };
    });
    return result;
  };

  /** A body the route left as bytes: read it the way the route will, then apply the same rule. */
  function checkRawBody(request: FastifyRequest, raw: Buffer | undefined): void {
    const type = request.headers["content-type"] ?? "";
    const wantsObject = request.method !== "GET" && options.objectBodyPrefixes.some((p) => request.url.startsWith(p));
    const text = raw?.toString("utf8") ?? "";
    if (FORM_TYPE.test(type)) {
      check(Object.fromEntries(new URLSearchParams(text)), "body", "body");
      return;
    }
    if (!JSON_TYPE.test(type) && type !== "") {
      check(text, "body", "body");
      return;
    }
    if (text.trim() === "") {
      if (wantsObject) throw new AppError(400, "INVALID_BODY", INPUT_MSG.objectBody);
      return;
    }
    const parsed = parse(text);
    if (!parsed.ok) {
      // Routes that verify the exact bytes (webhooks) answer bad JSON themselves.
      if (wantsObject) throw new AppError(400, "INVALID_JSON", INPUT_MSG.invalidJson);
      return;
    }
    const value = parsed.value;
    if (wantsObject && (value === null || typeof value !== "object" || Array.isArray(value))) {
      throw new AppError(400, "INVALID_BODY", INPUT_MSG.objectBody);
    }
    check(value, "body", "body");
  }

  // A callback hook (no promise per request); a refusal is thrown and reaches the error handler as before.
  app.addHook("preValidation", (request, _reply, done) => {
    check(request.params, "line", "address");
    check(request.query, "line", "query");
    const body = request.body;
    if (Buffer.isBuffer(body) || (body === undefined && !request.isMultipart())) {
      checkRawBody(request, body as Buffer | undefined);
    } else {
      check(body, "body", "body");
    }
    if (request.isMultipart()) guardMultipart(request);
    done();
  });
}

/** Multipart is read by the handler as a stream: check each text field as the handler receives it. */
function guardMultipart(request: FastifyRequest): void {
  const parts = request.parts.bind(request);
  request.parts = (opts) => checkedParts(parts(opts));
  const file = request.file.bind(request);
  request.file = async (opts) => {
    const part = await file(opts);
    if (part) for (const field of Object.values(part.fields).flat()) checkPart(field);
    return part as MultipartFile;
  };
}

async function* checkedParts(source: AsyncIterableIterator<Multipart>): AsyncIterableIterator<Multipart> {
  for await (const part of source) {
    checkPart(part);
    yield part;
  }
}

function checkPart(part: Multipart | undefined): void {
  if (!part) return;
  check(part.fieldname, "line", "field name");
  if (part.type === "field") check(part.value, "body", part.fieldname, part.fieldname);
}
