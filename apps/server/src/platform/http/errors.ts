import { POST_MAX_IMAGES } from "@saathi/contract/constants";
import type { ApiError } from "@saathi/contract/errors";
import { PROFILE_MSG } from "@saathi/contract/profile-edit";
import type { FastifyError, FastifyInstance, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";

/** An error with an HTTP status and a message that is safe to show. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** Upload limits hit inside @fastify/multipart, in words a member understands. */
const MULTIPART_ERRORS: Record<string, [number, string]> = {
  FST_REQ_FILE_TOO_LARGE: [413, PROFILE_MSG.imageSize],
  FST_FILES_LIMIT: [413, `At most ${POST_MAX_IMAGES} images per post`],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [400, "The upload is not multipart/form-data"],
  FST_PARTS_LIMIT: [413, "The upload has too many parts"],
  FST_FIELDS_LIMIT: [413, "The upload has too many fields"],
  FST_PROTO_VIOLATION: [400, "The upload has a field name that is not allowed"],
  FST_INVALID_JSON_FIELD_ERROR: [400, "A field of the upload is not valid JSON"],
  FST_MP_PREMATURE_CLOSE: [400, "The upload was cut off before it finished. Please try again."],
};

/**
 * A broken multipart body (no boundary, an empty or too long one, a part cut off) makes busboy
 * throw plain Errors with neither code nor status; these are all of its messages.
 */
const BROKEN_MULTIPART =
  /^(?:Multipart: Boundary not found|Boundary required|The needle cannot .*|Unexpected end of multipart data|.* terminated early due to unexpected end of multipart data)$/;
const BROKEN_MULTIPART_MESSAGE = "The upload is incomplete or malformed. Please choose the file again and retry.";

function isBrokenMultipart(err: FastifyError, request: FastifyRequest): boolean {
  return !err.code && !err.statusCode && request.isMultipart?.() === true && BROKEN_MULTIPART.test(err.message);
}

/** Turns every error into the contract's JSON error body; only real faults become 5xx. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler<FastifyError>((err, request, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.status).send({ code: err.code, message: err.message, ...err.extra });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields = err.validation.map((v) => ({
        field: v.instancePath.replace(/^\//, "").replaceAll("/", ".") || (v.params as { key?: string })?.key || "body",
        message: v.message ?? "Invalid value",
      }));
      const first = fields[0];
      const body: ApiError = {
        code: "VALIDATION_ERROR",
        message: first ? `${first.field}: ${first.message}` : "Invalid request",
        fields,
      };
      return reply.status(400).send(body);
    }
    const known = MULTIPART_ERRORS[err.code];
    if (known) return reply.status(known[0]).send({ code: err.code, message: known[1] });
    if (isBrokenMultipart(err, request)) {
      return reply.status(400).send({ code: "INVALID_MULTIPART", message: BROKEN_MULTIPART_MESSAGE });
    }
    const status = err.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err }, "request failed");
      return reply
        .status(500)
        .send({ code: "INTERNAL", message: "Something went wrong on our side. Please try again." });
    }
    // Fastify's own 4xx (bad JSON, body too large, unsupported media type...).
    return reply.status(status).send({ code: err.code ?? "BAD_REQUEST", message: err.message });
  });
}
