// Uploaded images: recognised by their bytes (never by name or declared type), re-encoded so that
// EXIF data, GPS position included, never leaves the server, and given a thumbnail.
import { IMAGE_MAX_BYTES } from "@saathi/contract/constants";
import { PROFILE_MSG } from "@saathi/contract/profile-edit";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { AppError } from "../http/errors.ts";

const ACCEPTED = new Set(["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"]);

export interface ProcessedImage {
  full: Buffer;
  thumb: Buffer;
  contentType: "image/webp";
  ext: "webp";
  width: number;
  height: number;
}

/** Checks and re-encodes one uploaded image; 400 with the spec's message when it is not one. */
export async function processImage(
  input: Buffer,
  { maxDimension = 1600, thumbDimension = 400 }: { maxDimension?: number; thumbDimension?: number } = {},
): Promise<ProcessedImage> {
  if (input.length >= IMAGE_MAX_BYTES) throw new AppError(413, "IMAGE_TOO_LARGE", PROFILE_MSG.imageSize);
  const type = await fileTypeFromBuffer(input);
  if (!type || !ACCEPTED.has(type.mime)) throw new AppError(400, "NOT_AN_IMAGE", PROFILE_MSG.imageType);
  try {
    // rotate() applies the EXIF orientation before the metadata is dropped (sharp drops it by default).
    const base = sharp(input, { limitInputPixels: 40_000_000 }).rotate();
    const { data: full, info } = await base
      .clone()
      .resize({ width: maxDimension, height: maxDimension, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const thumb = await base
      .clone()
      .resize({ width: thumbDimension, height: thumbDimension, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
    return { full, thumb, contentType: "image/webp", ext: "webp", width: info.width, height: info.height };
  } catch {
    throw new AppError(400, "NOT_AN_IMAGE", PROFILE_MSG.imageType);
  }
}
