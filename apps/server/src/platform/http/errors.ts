import { POST_MAX_IMAGES } from "@saathi/contract/constants";
import { type ApiError, apiErrorSchema, HTTP_MSG } from "@saathi/contract/errors";
import { PROFILE_MSG } from "@saathi/contract/profile-edit";
import type { FastifyError, FastifyInstance, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { translate } from "../i18n/translator.ts";

type Values = Record<string, unknown>;

/**
 * An error with an HTTP status and a message that is safe to show. The message is a catalog text
 * (a contract *_MSG string, with ICU {placeholders} filled from `values`); the answer carries it in
 * the reader's language, and `.message` is the English.
 */
export class AppError extends Error {
  readonly template: string;
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly values?: Values,
  ) {
    super(values ? translate("en", message, values) : message);
    this.template = message;
  }
}

/**
 * The contract's error body as a route lists it in `schema.response` (a 409 and the like), for the API
 * description. Loose: the serializer then sends what an AppError adds beside code and message (`extra`)
 * instead of stripping it, so listing a status never changes its answer.
 */
export const errorResponseSchema = apiErrorSchema.loose();

/** Upload limits hit inside @fastify/multipart, in words a member understands. */
const MULTIPART_ERRORS: Record<string, [number, string]> = {
  FST_REQ_FILE_TOO_LARGE: [413, PROFILE_MSG.imageSize],
  FST_FILES_LIMIT: [413, HTTP_MSG.tooManyImages],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [400, HTTP_MSG.notMultipart],
  FST_PARTS_LIMIT: [413, HTTP_MSG.tooManyParts],
  FST_FIELDS_LIMIT: [413, HTTP_MSG.tooManyFields],
  FST_PROTO_VIOLATION: [400, HTTP_MSG.badFieldName],
  FST_INVALID_JSON_FIELD_ERROR: [400, HTTP_MSG.badJsonField],
  FST_MP_PREMATURE_CLOSE: [400, HTTP_MSG.cutOff],
};

/**
 * A broken multipart body (no boundary, an empty or too long one, a part cut off) makes busboy
 * throw plain Errors with neither code nor status; these are all of its messages.
 */
const BROKEN_MULTIPART =
  /^(?:Multipart: Boundary not found|Boundary required|The needle cannot .*|Unexpected end of multipart data|.* terminated early due to unexpected end of multipart data)$/;

function isBrokenMultipart(err: FastifyError, request: FastifyRequest): boolean {
  return !err.code && !err.statusCode && request.isMultipart?.() === true && BROKEN_MULTIPART.test(err.message);
}

/** Translates a catalog text into the reader's language. */
export type Translate = (text: string, values?: Values) => string;

/** The JSON error body of an AppError in the reader's language (HTTP and socket requests alike). */
export function appErrorBody(err: AppError, t: Translate): ApiError & Record<string, unknown> {
  return { code: err.code, message: t(err.template, err.values), ...err.extra };
}

/** One failed check of a zod schema, as fastify-type-provider-zod's validatorCompiler reports it. */
export interface ValidationIssue {
  instancePath: string;
  message?: string;
  params?: unknown;
}

/**
 * The 400 VALIDATION_ERROR body for a body, query or path that failed its zod schema: each field's
 * dot path and message, the first one in `message`. HTTP routes and socket requests share it.
 */
export function validationErrorBody(validation: readonly ValidationIssue[], t: Translate): ApiError {
  const fields = validation.map((v) => ({
    field: v.instancePath.replace(/^\//, "").replaceAll("/", ".") || (v.params as { key?: string })?.key || "body",
    message: t(v.message ?? HTTP_MSG.invalidValue),
  }));
  const first = fields[0];
  return {
    code: "VALIDATION_ERROR",
    message: first ? `${first.field}: ${first.message}` : t(HTTP_MSG.invalidRequest),
    fields,
  };
}

/** Turns every error into the contract's JSON error body; only real faults become 5xx. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler<FastifyError>((err, request, reply) => {
    const t = (text: string, values?: Values) => translate(request.locale, text, values);
    if (err instanceof AppError) return reply.status(err.status).send(appErrorBody(err, t));
    if (hasZodFastifySchemaValidationErrors(err)) return reply.status(400).send(validationErrorBody(err.validation, t));
    const known = MULTIPART_ERRORS[err.code];
    if (known) return reply.status(known[0]).send({ code: err.code, message: t(known[1], { max: POST_MAX_IMAGES }) });
    if (isBrokenMultipart(err, request)) {
      return reply.status(400).send({ code: "INVALID_MULTIPART", message: t(HTTP_MSG.brokenMultipart) });
    }
    const status = err.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err }, "request failed");
      return reply.status(500).send({ code: "INTERNAL", message: t(HTTP_MSG.internal) });
    }
    // Fastify's own 4xx (bad JSON, body too large, unsupported media type...).
    return reply.status(status).send({ code: err.code ?? "BAD_REQUEST", message: err.message });
  });
}
