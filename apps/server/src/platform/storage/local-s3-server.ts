// A real S3-compatible server for tests (@20minutes/s3rver, a maintained fork of s3rver): objects on
// disk under a temp folder, SigV4 signatures checked (wrong keys are refused), ranges, copy, delete.
// s3rver lets every unsigned request through and has no bucket policies, while real S3 (and R2,
// MinIO) refuse anonymous reads unless a bucket policy grants them. So this helper evaluates the
// bucket policy Saathi's README prescribes for every unsigned request, before s3rver sees it: an
// anonymous GET/HEAD of a key that no Allow statement covers answers 403 AccessDenied, like S3.
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { S3Client } from "@aws-sdk/client-s3";

/** The access key pair s3rver knows (its built-in account). */
export const LOCAL_S3_KEY = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

/** The bucket policy of README's S3 section: anonymous reads of the public prefixes only. */
export function publicPrefixesPolicy(bucket: string) {
  return {
    Version: "2012-10-17",
    Statement: [
      {
        Sid: "PublicReadOfPublicUploads",
        Effect: "Allow",
        Principal: "*",
        Action: "s3:GetObject",
        Resource: [`arn:aws:s3:::${bucket}/users/avatars/*`, `arn:aws:s3:::${bucket}/courses/*`],
      },
    ],
  };
}
export type BucketPolicy = ReturnType<typeof publicPrefixesPolicy>;

export interface LocalS3 {
  endpoint: string;
  bucket: string;
  /** The env for startHarness/loadConfig that points Saathi at this server. */
  env: Record<string, string>;
  /** Unsigned requests that the policy refused (method and path). */
  denied: string[];
  close(): Promise<void>;
}

interface KoaContext {
  method: string;
  path: string;
  query: Record<string, unknown>;
  headers: Record<string, string | undefined>;
  status: number;
  type: string;
  body: unknown;
}
type Middleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void> | void;
interface S3rverInstance {
  middleware: Middleware[];
  run(): Promise<{ port: number; address: string }>;
  close(): Promise<void>;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;

const require = createRequire(import.meta.url);

/** True when `resource` (an ARN with * wildcards) covers bucket/key. */
function covers(resource: string, bucket: string, key: string): boolean {
  const pattern = resource.replace(/^arn:aws:s3:::/, "");
  const re = new RegExp(`^${pattern.split("*").map(escapeRe).join(".*")}$`);
  return re.test(`${bucket}/${key}`);
}
const escapeRe = (s: string) => s.replace(/[.+?^${}()|[\]\\]/g, "\\$&");

/** Whether the policy lets an anonymous caller GET bucket/key (no Deny statements are used). */
export function anonymousMayRead(policy: BucketPolicy, bucket: string, key: string): boolean {
  return policy.Statement.some(
    (s) =>
      s.Effect === "Allow" &&
      s.Principal === "*" &&
      s.Action === "s3:GetObject" &&
      s.Resource.some((r) => covers(r, bucket, key)),
  );
}

/** Query parameters that ask for something else than the object (s3:GetObject does not grant them). */
const SUBRESOURCES = ["acl", "tagging", "torrent", "uploadId", "uploads", "versionId", "versions", "attributes"];

const signed = (ctx: KoaContext) =>
  "authorization" in ctx.headers || "X-Amz-Algorithm" in ctx.query || "Signature" in ctx.query;

export async function startLocalS3(bucket = "saathi-test"): Promise<LocalS3> {
  const S3rver = require("@20minutes/s3rver") as S3rverClass;
  const directory = mkdtempSync(path.join(os.tmpdir(), "saathi-s3-"));
  const policy = publicPrefixesPolicy(bucket);
  const denied: string[] = [];
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    directory,
    silent: true,
    vhostBuckets: false,
    allowMismatchedSignatures: false,
    configureBuckets: [{ name: bucket }],
  });
  // First in the chain (Koa composes at listen time): the bucket policy for anonymous callers.
  server.middleware.unshift(async (ctx, next) => {
    if (signed(ctx)) return next();
    const [, b, ...rest] = ctx.path.split("/");
    const key = decodeURIComponent(rest.join("/"));
    const read = (ctx.method === "GET" || ctx.method === "HEAD") && !SUBRESOURCES.some((q) => q in ctx.query);
    if (read && b === bucket && key && anonymousMayRead(policy, bucket, key)) return next();
    denied.push(`${ctx.method} ${ctx.path}`);
    ctx.status = 403;
    ctx.type = "application/xml";
    ctx.body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>`;
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    denied,
    env: {
      S3_BUCKET: bucket,
      S3_REGION: "us-east-1",
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: LOCAL_S3_KEY.accessKeyId,
      S3_SECRET_ACCESS_KEY: LOCAL_S3_KEY.secretAccessKey,
      S3_PUBLIC_URL: `${endpoint}/${bucket}`,
    },
    async close() {
      await server.close().catch(() => undefined);
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/**
 * An S3 client for the test itself (the bucket owner, or anyone with `secretAccessKey`). s3rver signs
 * a bucket's listing as /bucket where the SDK signs /bucket/, so the listing path loses that slash.
 */
export function testClient(s3: LocalS3, secretAccessKey = LOCAL_S3_KEY.secretAccessKey): S3Client {
  const client = new S3Client({
    region: "us-east-1",
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: LOCAL_S3_KEY.accessKeyId, secretAccessKey },
  });
  client.middlewareStack.add(
    (next) => (args) => {
      const request = args.request as { path?: string };
      if (request.path === `/${s3.bucket}/`) request.path = `/${s3.bucket}`;
      return next(args);
    },
    { step: "build", name: "s3rverBucketPath" },
  );
  return client;
}
