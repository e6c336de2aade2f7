// The storage interface: local disk under DATA_DIR/uploads by default, S3-compatible when configured.
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { DeleteObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import type { Config } from "../config.ts";

export interface StoredFile {
  key: string;
  /** The URL the web app loads the file from. */
  url: string;
}

export interface Storage {
  /** Stores `body` under `key` (e.g. posts/{userId}/{ts}-0.webp); overwrites an existing key. */
  put(key: string, body: Buffer, contentType: string, cacheSeconds: number): Promise<StoredFile>;
  delete(key: string): Promise<void>;
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
  };
}

function s3Storage(config: Config): Storage {
  const client = new S3Client({
    region: config.S3_REGION,
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
  };
}
