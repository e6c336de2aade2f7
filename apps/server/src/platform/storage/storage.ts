// The storage interface: local disk under DATA_DIR/uploads by default, S3-compatible when configured.
import { createReadStream } from "node:fs";
import { copyFile, mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import type { Config } from "../config.ts";

export interface StoredFile {
  key: string;
  /** The URL the web app loads the file from. */
  url: string;
}

export interface Storage {
  /** Stores a public file under `key` (e.g. users/avatars/{userId}/profile.webp); overwrites an existing key. */
  put(key: string, body: Buffer, contentType: string, cacheSeconds: number): Promise<StoredFile>;
  delete(key: string): Promise<void>;
  /** Stores a file nobody can fetch by URL (paid course media, post images); the server streams it after a check. */
  putPrivate(key: string, body: Buffer, contentType: string): Promise<void>;
  deletePrivate(key: string): Promise<void>;
  /**
   * Stores a file already on local disk (a large upload streamed there) privately, streaming it
   * rather than reading it into memory; the local file is gone afterwards.
   */
  putPrivateFile(key: string, localPath: string, contentType: string): Promise<void>;
  /**
   * Moves a public file to the private area (under another key): for files that earlier versions
   * made public. False when there is no public file under `key`.
   */
  moveToPrivate(key: string, privateKey: string, contentType: string): Promise<boolean>;
  /** Reads a private file, or bytes `start`..`end` (inclusive) of it; null when it does not exist. */
  readPrivate(key: string, range?: ByteRange): Promise<PrivateFile | null>;
}

export interface ByteRange {
  start: number;
  /** Inclusive; the end of the file when absent. */
  end?: number;
}

export interface PrivateFile {
  /** null when the range asked for lies outside the file (answer 416). */
  body: Readable | null;
  /** Size of the whole file. */
  size: number;
  start: number;
  end: number;
}

/** Private files live beside the uploads, never under the folder served at /uploads/. */
export function localPrivateDir(config: Config): string {
  return path.join(config.dataDir, "private");
}

/** Clamps a requested range to the file; null when it cannot be satisfied. */
export function clampRange(size: number, range?: ByteRange): { start: number; end: number } | null {
  const start = range?.start ?? 0;
  const end = Math.min(range?.end ?? size - 1, size - 1);
  return start > end || start >= size ? null : { start, end };
}

/** URL path under which local uploads are served. */
export const LOCAL_UPLOADS_PREFIX = "/uploads/";

export function localUploadsDir(config: Config): string {
  return path.join(config.dataDir, "uploads");
}

/** Keys are built by the server only; still, never let one climb out of the uploads folder. */
function safeKey(key: string): string {
  if (!/^[A-Za-z0-9/_.-]+$/.test(key) || key.includes("..") || key.startsWith("/")) {
    throw new Error(`unsafe storage key: ${key}`);
  }
  return key;
}

export function createStorage(config: Config): Storage {
  if (config.S3_BUCKET) return s3Storage(config);
  const root = localUploadsDir(config);
  const privateRoot = localPrivateDir(config);
  return {
    async put(key, body) {
      const file = path.join(root, safeKey(key));
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
      return { key, url: `${LOCAL_UPLOADS_PREFIX}${key}` };
    },
    async delete(key) {
      await rm(path.join(root, safeKey(key)), { force: true });
    },
    async putPrivate(key, body) {
      const file = path.join(privateRoot, safeKey(key));
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
    },
    async deletePrivate(key) {
      await rm(path.join(privateRoot, safeKey(key)), { force: true });
    },
    async putPrivateFile(key, localPath) {
      const to = path.join(privateRoot, safeKey(key));
      await mkdir(path.dirname(to), { recursive: true });
      await rename(localPath, to).catch(async (err: NodeJS.ErrnoException) => {
        if (err.code !== "EXDEV") throw err;
        await copyFile(localPath, to);
        await rm(localPath, { force: true });
      });
    },
    async moveToPrivate(key, privateKey) {
      const from = path.join(root, safeKey(key));
      const to = path.join(privateRoot, safeKey(privateKey));
      const exists = await stat(from).then(
        (s) => s.isFile(),
        () => false,
      );
      if (!exists) return false;
      await mkdir(path.dirname(to), { recursive: true });
      await rename(from, to).catch(async (err: NodeJS.ErrnoException) => {
        // DATA_DIR/uploads on another file system than DATA_DIR/private: copy, then remove.
        if (err.code !== "EXDEV") throw err;
        await copyFile(from, to);
        await rm(from, { force: true });
      });
      return true;
    },
    async readPrivate(key, range) {
      const file = path.join(privateRoot, safeKey(key));
      const size = await stat(file).then(
        (s) => (s.isFile() ? s.size : null),
        () => null,
      );
      if (size === null) return null;
      const span = clampRange(size, range);
      if (!span) return { body: null, size, start: 0, end: -1 };
      return { body: createReadStream(file, span), size, ...span };
    },
  };
}

function s3Storage(config: Config): Storage {
  const client = new S3Client({
    region: config.S3_REGION,
    // Checksums only where S3 requires them: the SDK's default (CRC32 on every upload, streamed
    // uploads as aws-chunked with a trailer) is refused by many S3-compatible servers.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT, forcePathStyle: true } : {}),
    ...(config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
      ? { credentials: { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY } }
      : {}),
  });
  const base = (config.S3_PUBLIC_URL ?? `https://${config.S3_BUCKET}.s3.amazonaws.com`).replace(/\/$/, "");
  return {
    async put(key, body, contentType, cacheSeconds) {
      await client.send(
        new PutObjectCommand({
          Bucket: config.S3_BUCKET,
          Key: safeKey(key),
          Body: body,
          ContentType: contentType,
          CacheControl: `public, max-age=${cacheSeconds}`,
        }),
      );
      return { key, url: `${base}/${key}` };
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: config.S3_BUCKET, Key: safeKey(key) }));
    },
    // Private objects sit under private/ with no public cache header; the bucket policy must not make
    // that prefix public (README, S3 settings).
    async putPrivate(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: config.S3_BUCKET,
          Key: `private/${safeKey(key)}`,
          Body: body,
          ContentType: contentType,
          CacheControl: "private, no-store",
        }),
      );
    },
    async deletePrivate(key) {
      await client.send(new DeleteObjectCommand({ Bucket: config.S3_BUCKET, Key: `private/${safeKey(key)}` }));
    },
    async putPrivateFile(key, localPath, contentType) {
      const { size } = await stat(localPath);
      await client.send(
        new PutObjectCommand({
          Bucket: config.S3_BUCKET,
          Key: `private/${safeKey(key)}`,
          Body: createReadStream(localPath),
          ContentLength: size,
          ContentType: contentType,
          CacheControl: "private, no-store",
        }),
      );
      await rm(localPath, { force: true });
    },
    async moveToPrivate(key, privateKey, contentType) {
      try {
        await client.send(
          new CopyObjectCommand({
            Bucket: config.S3_BUCKET,
            CopySource: `${config.S3_BUCKET}/${safeKey(key)}`,
            Key: `private/${safeKey(privateKey)}`,
            MetadataDirective: "REPLACE",
            ContentType: contentType,
            CacheControl: "private, no-store",
          }),
        );
      } catch (err) {
        if ((err as { name?: string }).name === "NoSuchKey") return false;
        throw err;
      }
      await client.send(new DeleteObjectCommand({ Bucket: config.S3_BUCKET, Key: safeKey(key) }));
      return true;
    },
    async readPrivate(key, range) {
      try {
        const out = await client.send(
          new GetObjectCommand({
            Bucket: config.S3_BUCKET,
            Key: `private/${safeKey(key)}`,
            ...(range ? { Range: `bytes=${range.start}-${range.end ?? ""}` } : {}),
          }),
        );
        const total = Number(out.ContentRange?.split("/")[1] ?? out.ContentLength ?? 0);
        const length = Number(out.ContentLength ?? 0);
        const start = range?.start ?? 0;
        return { body: out.Body as Readable, size: total, start, end: start + length - 1 };
      } catch (err) {
        const name = (err as { name?: string }).name;
        if (name === "NoSuchKey") return null;
        if (name !== "InvalidRange") throw err;
        // A range outside the file: the 416 answer names the file's size (bytes */size).
        const head = await client.send(
          new HeadObjectCommand({ Bucket: config.S3_BUCKET, Key: `private/${safeKey(key)}` }),
        );
        return { body: null, size: Number(head.ContentLength ?? 0), start: 0, end: -1 };
      }
    },
  };
}
