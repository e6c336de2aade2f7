import type { ByteRange } from "../../platform/storage/storage.ts";

/**
 * The first range of an HTTP Range header ('bytes=0-', 'bytes=100-199'); undefined when absent or
 * not understood (then the whole file is sent, as HTTP allows). Suffix ranges need the size, so
 * they are read as a whole file too.
 */
export function parseByteRange(header: string | undefined): ByteRange | undefined {
  const m = /^bytes=(\d+)-(\d*)$/.exec(header?.split(",")[0]?.trim() ?? "");
  if (!m?.[1]) return undefined;
  const start = Number(m[1]);
  const end = m[2] ? Number(m[2]) : undefined;
  if (!Number.isSafeInteger(start) || (end !== undefined && (!Number.isSafeInteger(end) || end < start)))
    return undefined;
  return end === undefined ? { start } : { start, end };
}
