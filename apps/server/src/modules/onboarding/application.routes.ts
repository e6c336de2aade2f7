import {
  APPLICATION_MSG,
  applicationDetailsSchema,
  applicationStateSchema,
  DOCUMENT_MAX_BYTES,
  documentKindSchema,
  documentParamsSchema,
} from "@saathi/contract/expert-application";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { SessionReader } from "../../platform/auth/session.ts";
import { AppError } from "../../platform/http/errors.ts";
import type { ApplicationService } from "./application.service.ts";
import { ONBOARDING_SERVER_MSG } from "./onboarding.messages.ts";

/** Reads `kind` and one `file` of a multipart upload; a file over the cap is 413 in our words. */
async function readUpload(request: FastifyRequest) {
  if (!request.isMultipart()) throw new AppError(400, "NOT_MULTIPART", APPLICATION_MSG.documentMissing);
  let kind: unknown;
  let file: { bytes: Buffer; name: string } | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 2 } })) {
      if (part.type === "file") {
        if (part.fieldname !== "file")
          throw new AppError(400, "VALIDATION_ERROR", ONBOARDING_SERVER_MSG.fileUnexpectedFileField);
        file = { bytes: await part.toBuffer(), name: part.filename };
      } else if (part.fieldname === "kind") kind = part.value;
    }
  } catch (err) {
    if ((err as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE")
      throw new AppError(413, "DOCUMENT_TOO_LARGE", APPLICATION_MSG.documentSize);
    throw err;
  }
  const parsed = documentKindSchema.safeParse(kind);
  if (!parsed.success) throw new AppError(400, "DOCUMENT_KIND", APPLICATION_MSG.documentKind);
  if (!file) throw new AppError(400, "DOCUMENT_MISSING", APPLICATION_MSG.documentMissing);
  return { kind: parsed.data, ...file };
}

/** The expert's application: credentials, private documents, read back only by its expert. */
export function applicationRoutes(session: SessionReader, application: ApplicationService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook("preValidation", (request) => session.requireHook(request));
    const tags = ["onboarding"];
    const response = { 200: applicationStateSchema };
    app.get(
      "/api/onboarding/application",
      { schema: { tags, summary: "My application for review (experts only)", response } },
      async (request) => application.get(await session.require(request)),
    );
    app.put(
      "/api/onboarding/application",
      {
        schema: {
          tags,
          summary: "Save my credentials (only in draft or when changes were requested)",
          body: applicationDetailsSchema,
          response,
        },
      },
      async (request) => application.saveDetails(await session.require(request), request.body),
    );
    app.post(
      "/api/onboarding/application/documents",
      {
        schema: {
          tags,
          summary: "Upload a document (multipart: kind, file; PDF, JPEG, PNG or WebP up to 10 MB)",
          response,
        },
      },
      async (request) => {
        const me = await session.require(request);
        const upload = await readUpload(request);
        return application.upload(me, upload.kind, upload.bytes, upload.name);
      },
    );
    app.delete(
      "/api/onboarding/application/documents/:id",
      { schema: { tags, summary: "Remove one of my documents", params: documentParamsSchema, response } },
      async (request) => application.remove(await session.require(request), request.params.id),
    );
    app.get(
      "/api/onboarding/application/documents/:id",
      { schema: { tags, summary: "One of my documents (private)", params: documentParamsSchema } },
      async (request, reply) => {
        const me = await session.require(request);
        const file = await application.readDocument(me, me.id, request.params.id);
        return reply
          .header("content-type", file.mimeType)
          .header("content-length", file.size)
          .header("cache-control", "private, no-store")
          .header("content-disposition", `inline; filename="${encodeURIComponent(file.fileName)}"`)
          .send(file.body);
      },
    );
  };
}
