// Large uploads (course lesson media) are written to disk as they arrive, never held in memory.
import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { FastifyRequest } from "fastify";
import { AppError } from "./errors.ts";

export interface ReceivedFile {
  /** Temporary path; the caller moves or removes it. */
  path: string;
  size: number;
}

/**
 * Streams the request's single file part to `tmpDir`; 413 with `tooLarge` past `maxBytes`, 400 with
 * `required` when there is no file. A cut-off body surfaces as the error handler's multipart 400.
 */
export async function receiveFileToDisk(
  request: FastifyRequest,
  o: { tmpDir: string; maxBytes: number; tooLarge: string; required: string },
): Promise<ReceivedFile> {
  if (!request.isMultipart()) throw new AppError(400, "NOT_MULTIPART", o.required);
  const file = await request.file({ limits: { fileSize: o.maxBytes, files: 1 }, throwFileSizeLimit: false });
  if (!file) throw new AppError(400, "FILE_REQUIRED", o.required);
  await mkdir(o.tmpDir, { recursive: true });
  const target = path.join(o.tmpDir, `upload-${randomUUID()}`);
  try {
    await pipeline(file.file, createWriteStream(target));
    if (file.file.truncated) throw new AppError(413, "FILE_TOO_LARGE", o.tooLarge);
    return { path: target, size: (await stat(target)).size };
  } catch (err) {
    await rm(target, { force: true });
    throw err;
  }
}
