// Checking an uploaded credential: recognised by its bytes (never its name or declared
// type), capped in size; images re-encoded (which drops EXIF, GPS included), PDFs kept only when the
// bytes are a PDF. Stored under a random private key, never under a public URL.
import { randomBytes } from "node:crypto";
import { APPLICATION_MSG, DOCUMENT_MAX_BYTES } from "@saathi/contract/expert-application";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { AppError } from "../../platform/http/errors.ts";

export interface CheckedDocument {
  body: Buffer;
  mimeType: "application/pdf" | "image/webp";
  ext: "pdf" | "webp";
}

const IMAGES = new Set(["image/jpeg", "image/png", "image/webp"]);
const wrongType = () => new AppError(415, "DOCUMENT_TYPE", APPLICATION_MSG.documentType);

export async function checkDocument(input: Buffer): Promise<CheckedDocument> {
  if (input.length === 0) throw new AppError(400, "DOCUMENT_MISSING", APPLICATION_MSG.documentMissing);
  if (input.length > DOCUMENT_MAX_BYTES) throw new AppError(413, "DOCUMENT_TOO_LARGE", APPLICATION_MSG.documentSize);
  const type = await fileTypeFromBuffer(input);
  if (type?.mime === "application/pdf") {
    // file-type looks at the header; a PDF also ends with its trailer (%%EOF near the end).
    if (!input.subarray(Math.max(0, input.length - 1024)).includes("%%EOF")) throw wrongType();
    return { body: input, mimeType: "application/pdf", ext: "pdf" };
  }
  if (!type || !IMAGES.has(type.mime)) throw wrongType();
  try {
    // rotate() applies the EXIF orientation before sharp drops the metadata; large enough to read a certificate.
    const body = await sharp(input, { limitInputPixels: 60_000_000 })
      .rotate()
      .resize({ width: 2400, height: 2400, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
    return { body, mimeType: "image/webp", ext: "webp" };
  } catch {
    throw wrongType();
  }
}

/** A private key nobody can guess: applications/{expertId}/{random}.{ext}. */
export const newDocumentKey = (expertId: string, ext: string): string =>
  `applications/${expertId}/${randomBytes(16).toString("base64url")}.${ext}`;

/** The name shown to reviewers: the uploader's file name, tamed, with the stored type's extension. */
export function documentFileName(original: string | undefined, ext: string): string {
  const base = (original ?? "document")
    .replace(/\.[^.]*$/, "")
    .replace(/[^\p{L}\p{N} ._-]+/gu, "_")
    .trim()
    .slice(0, 100);
  return `${base || "document"}.${ext}`;
}
