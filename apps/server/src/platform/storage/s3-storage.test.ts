// Storage on S3: the whole app against a real S3-compatible server running locally
// (local-s3-server.ts: s3rver with signatures checked and the README's bucket policy applied to
// anonymous callers). Every kind of stored file goes through the real API into the bucket and back:
// avatars (public URL), post images, lesson media with ranges (streamed upload), application
// documents and data exports (all under private/, served only by Saathi after its checks, never by
// the bucket to an anonymous caller), and erasure empties the bucket of the member's objects.
import { readFileSync } from "node:fs";
import path from "node:path";
import { HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, type S3Client } from "@aws-sdk/client-s3";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffMember } from "../../../test/admin-helpers.ts";
import { payInSandbox } from "../../../test/booking-helpers.ts";
import { makeExpert, multipartBody, uploadDocument, validProfile } from "../../../test/experts-fixture.ts";
import { type Harness, type Member, ORIGIN, startHarness } from "../../../test/harness.ts";
import { unzip } from "../../../test/unzip.ts";
import { type LocalS3, startLocalS3, testClient } from "./local-s3-server.ts";

let s3: LocalS3;
let h: Harness;
let client: S3Client;
const mp3 = readFileSync(path.join(import.meta.dirname, "../../../demo-media/courses/calm-body-scan.mp3"));

beforeAll(async () => {
  s3 = await startLocalS3();
  h = await startHarness(s3.env);
  client = testClient(s3);
});
afterAll(async () => {
  client?.destroy();
  try {
    await h?.close();
  } finally {
    await s3?.close();
  }
});

/** Every key in the bucket under `prefix` (a signed listing, as the bucket owner). */
async function keys(prefix = ""): Promise<string[]> {
  const out = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }));
  return (out.Contents ?? []).map((o) => o.Key ?? "").sort();
}
/** What an anonymous caller (no signature) gets from the bucket for `key`. */
const anonymous = (key: string, init?: RequestInit) => fetch(`${s3.endpoint}/${s3.bucket}/${key}`, init);
/** Asserts the bucket refuses `key` to anonymous callers, as GET, ranged GET and HEAD. */
async function refusedAnonymously(key: string) {
  for (const init of [{}, { headers: { range: "bytes=0-9" } }, { method: "HEAD" }] as RequestInit[]) {
    const res = await anonymous(key, init);
    expect(res.status, `${init.method ?? "GET"} ${key}`).toBe(403);
    if (init.method !== "HEAD") expect(await res.text()).toContain("AccessDenied");
  }
}
const get = (m: Member | null, url: string, headers: Record<string, string> = {}) =>
  h.app.inject({ url, headers: { ...(m ? { cookie: m.cookie } : {}), ...headers } });
const send = (m: Member, method: "POST" | "PUT", url: string, payload?: object) =>
  h.app.inject({ method, url, headers: { cookie: m.cookie, origin: ORIGIN }, ...(payload ? { payload } : {}) });
const uploadFile = (m: Member, url: string, field: string, file: { name: string; type: string; bytes: Buffer }) => {
  const body = multipartBody({}, { field, ...file });
  return h.app.inject({
    method: "POST",
    url,
    headers: { cookie: m.cookie, origin: ORIGIN, ...body.headers },
    payload: body.payload,
  });
};
const png = (color: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
    .png()
    .toBuffer();
async function postWithImage(m: Member, color: string) {
  const body = multipartBody(
    { content: "a calm morning" },
    { field: "images", name: "a.png", type: "image/png", bytes: await png(color) },
  );
  const res = await h.app.inject({
    method: "POST",
    url: "/api/posts",
    headers: { cookie: m.cookie, origin: ORIGIN, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: string; mediaUrls: string[] };
}

describe("the local S3 server is strict where it matters", () => {
  it("refuses wrong credentials, anonymous writes and anonymous listing; anonymous reads only under the public prefixes", async () => {
    const wrong = testClient(s3, "not-the-secret");
    await expect(
      wrong.send(new PutObjectCommand({ Bucket: s3.bucket, Key: "users/avatars/x/profile.webp", Body: "x" })),
    ).rejects.toMatchObject({ name: "SignatureDoesNotMatch" });
    wrong.destroy();
    expect((await anonymous("users/avatars/x/profile.webp", { method: "PUT", body: "x" })).status).toBe(403);
    expect((await fetch(`${s3.endpoint}/${s3.bucket}?list-type=2`)).status).toBe(403);
    expect(await keys()).toEqual([]);
    // The same object is readable anonymously under a public prefix and not elsewhere.
    for (const key of ["users/avatars/x/probe.txt", "private/users/avatars/x/probe.txt"])
      await client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: key, Body: "probe" }));
    expect(await (await anonymous("users/avatars/x/probe.txt")).text()).toBe("probe");
    expect((await anonymous("users/avatars/x/probe.txt?acl")).status).toBe(403);
    await refusedAnonymously("private/users/avatars/x/probe.txt");
  });
});

describe("public uploads", () => {
  it("an avatar lands in the bucket under users/avatars/ and its public URL serves it to anyone", async () => {
    const m = await h.member();
    const res = await uploadFile(m, "/api/profiles/me/avatar", "avatar", {
      name: "me.png",
      type: "image/png",
      bytes: await png("#a3c"),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await keys(`users/avatars/${m.id}/`)).toEqual([`users/avatars/${m.id}/profile.webp`]);
    const me = (await get(m, "/api/me")).json() as { profile: { avatarUrl: string } };
    const url = me.profile.avatarUrl;
    expect(url.startsWith(`${s3.endpoint}/${s3.bucket}/users/avatars/${m.id}/profile.webp?v=`)).toBe(true);
    const served = await fetch(url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("cache-control")).toMatch(/^public, max-age=\d+$/);
    const bytes = Buffer.from(await served.arrayBuffer());
    expect((await sharp(bytes).metadata()).format).toBe("webp");
  });
});

describe("private files", () => {
  it("post images: stored under private/, served by Saathi to whoever may see the post, never by the bucket", async () => {
    const author = await h.member({ isPrivate: true });
    const stranger = await h.member();
    const post = await postWithImage(author, "#3a7");
    const stored = await keys(`private/posts/${author.id}/`);
    expect(stored).toHaveLength(2); // the image and its thumbnail
    expect(await keys(`posts/${author.id}/`)).toEqual([]);
    const url = post.mediaUrls[0] ?? "";
    expect(url.startsWith("/api/posts/")).toBe(true);
    const own = await get(author, url);
    expect(own.statusCode).toBe(200);
    expect(own.headers["cache-control"]).toMatch(/^private, /);
    expect(own.rawPayload.subarray(8, 12).toString("latin1")).toBe("WEBP");
    // Someone who may not see the post (a stranger to a private member, a visitor) gets no image.
    expect((await get(stranger, url)).statusCode).toBe(404);
    expect((await get(null, url)).statusCode).toBe(404);
    for (const key of stored) {
      await refusedAnonymously(key);
      const head = await client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key }));
      expect(head.CacheControl).toBe("private, no-store");
    }
  });

  it("post images an earlier version left public in the bucket move under private/ at start (copy, then delete)", async () => {
    const author = await h.member();
    const webp = await sharp(await png("#5a5"))
      .webp()
      .toBuffer();
    const old = `posts/${author.id}/1700000000000-0.webp`;
    for (const key of [old, old.replace(".webp", ".thumb.webp")])
      await client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: key, Body: webp, ContentType: "image/webp" }));
    expect((await anonymous(old)).status).toBe(403); // outside the public prefixes already
    const { rows } = await h.database.pool.query<{ id: string }>(
      "insert into posts (user_id, content, media_urls) values ($1, 'old', $2) returning id",
      [author.id, [`${s3.env.S3_PUBLIC_URL}/${old}`]],
    );
    await h.secondApp(); // a server starting on this database runs the move
    expect(await keys(`posts/${author.id}/`)).toEqual([]);
    const moved = await keys(`private/posts/${author.id}/`);
    expect(moved).toHaveLength(2);
    const media = (await get(author, `/api/posts/${rows[0]?.id}`)).json().mediaUrls as string[];
    const served = await get(author, media[0] ?? "");
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(webp)).toBe(true);
    for (const key of moved) await refusedAnonymously(key);
  });

  it("lesson media: a streamed upload lands under private/; the buyer gets it with ranges (206, 416), others are refused", async () => {
    const admin = await staffMember(h);
    const [buyer, other] = await Promise.all([h.member(), h.member()]);
    const course = (
      await send(admin, "POST", "/api/admin/courses", { name: "Sleep on S3", description: "Rest.", price: 19_900 })
    ).json() as { id: string };
    const withModule = (await send(admin, "POST", `/api/admin/courses/${course.id}/modules`, { title: "M" })).json();
    const moduleId = withModule.modules[0].id as string;
    const withLesson = (
      await send(admin, "POST", `/api/admin/courses/modules/${moduleId}/lessons`, { name: "Body scan" })
    ).json();
    const lessonId = withLesson.modules[0].lessons[0].id as string;
    const up = await uploadFile(admin, `/api/admin/courses/lessons/${lessonId}/media`, "file", {
      name: "scan.mp3",
      type: "audio/mpeg",
      bytes: mp3,
    });
    expect(up.statusCode, up.body).toBe(200);
    expect((await send(admin, "POST", `/api/admin/courses/${course.id}/publish`)).statusCode).toBe(200);
    const [key] = await keys("private/courses/");
    expect(key).toBeDefined();
    const head = await client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key }));
    expect(head.ContentLength).toBe(mp3.length);

    const url = `/api/courses/lessons/${lessonId}/media`;
    const locked = await get(other, url);
    expect(locked.statusCode).toBe(403);
    expect((await get(null, url)).statusCode).toBe(401);
    const order = (await send(buyer, "POST", `/api/courses/${course.id}/purchase`)).json();
    const verified = await send(buyer, "POST", `/api/courses/purchases/${order.purchaseId}/verify`, {
      ...(await payInSandbox(h, buyer, order.orderId)),
    });
    expect(verified.statusCode, verified.body).toBe(200);

    const whole = await get(buyer, url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers["content-type"]).toBe("audio/mpeg");
    expect(whole.headers["accept-ranges"]).toBe("bytes");
    expect(whole.rawPayload.equals(mp3)).toBe(true);
    const part = await get(buyer, url, { range: "bytes=100-199" });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 100-199/${mp3.length}`);
    expect(part.rawPayload.equals(mp3.subarray(100, 200))).toBe(true);
    const tail = await get(buyer, url, { range: `bytes=${mp3.length - 50}-` });
    expect(tail.statusCode).toBe(206);
    expect(tail.headers["content-range"]).toBe(`bytes ${mp3.length - 50}-${mp3.length - 1}/${mp3.length}`);
    expect(tail.rawPayload.equals(mp3.subarray(mp3.length - 50))).toBe(true);
    const past = await get(buyer, url, { range: `bytes=${mp3.length + 10}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers["content-range"]).toBe(`bytes */${mp3.length}`);
    // Still locked for the other member once bought by someone else; the bucket never serves it.
    expect((await get(other, url)).statusCode).toBe(403);
    await refusedAnonymously(key ?? "");
  });

  it("application documents round-trip through private/ to their expert only", async () => {
    const expert = await h.member();
    const stranger = await h.member();
    await makeExpert(h, expert);
    await h.app.inject({
      method: "PUT",
      url: "/api/onboarding",
      headers: { cookie: expert.cookie },
      payload: validProfile(),
    });
    const pdf = Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\n% saathi s3 test\ntrailer\n<<>>\n%%EOF\n");
    const res = await uploadDocument(h, expert, "degree", pdf);
    expect(res.statusCode, res.body).toBe(200);
    const doc = (res.json().documents as { url: string }[])[0];
    const stored = await keys("private/applications/");
    expect(stored).toHaveLength(1);
    expect(stored[0]).toContain(expert.id);
    const own = await get(expert, doc?.url ?? "");
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(pdf)).toBe(true);
    expect((await get(stranger, doc?.url ?? "")).statusCode).toBe(404);
    expect((await get(null, doc?.url ?? "")).statusCode).toBe(401);
    await refusedAnonymously(stored[0] ?? "");
  });

  it("a data export reads the post images from S3, is stored under private/exports/ and downloaded by its owner only", async () => {
    const m = await h.member();
    const other = await h.member();
    await postWithImage(m, "#c63");
    expect((await h.post("/api/account/export", undefined, { cookie: m.cookie })).statusCode).toBe(202);
    await h.built.jobQueue.idle();
    const state = (await get(m, "/api/account/export")).json().export as {
      id: string;
      downloadUrl: string;
      sizeBytes: number;
    };
    expect(state).toMatchObject({ status: "ready" });
    const [key] = await keys(`private/exports/${m.id}/`);
    expect(key).toBe(`private/exports/${m.id}/${state.id}.zip`);
    const res = await get(m, state.downloadUrl);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBe(state.sizeBytes);
    const files = await unzip(res.rawPayload);
    const images = [...files.keys()].filter((n) => n.endsWith(".webp"));
    expect(images.length).toBeGreaterThanOrEqual(1);
    expect(
      files
        .get(images[0] ?? "")
        ?.subarray(8, 12)
        .toString("latin1"),
    ).toBe("WEBP");
    expect((await get(other, state.downloadUrl)).statusCode).toBe(404);
    await refusedAnonymously(key ?? "");
  });
});

describe("erasure", () => {
  it("removes every object of the erased member from the bucket, and nobody else's", async () => {
    const m = await h.member();
    const bystander = await h.member();
    await makeExpert(h, m);
    await uploadFile(m, "/api/profiles/me/avatar", "avatar", {
      name: "a.png",
      type: "image/png",
      bytes: await png("#123"),
    });
    await uploadFile(bystander, "/api/profiles/me/avatar", "avatar", {
      name: "b.png",
      type: "image/png",
      bytes: await png("#456"),
    });
    await postWithImage(m, "#789");
    await postWithImage(bystander, "#987");
    expect((await uploadDocument(h, m, "degree")).statusCode).toBe(200);
    await h.post("/api/account/export", undefined, { cookie: m.cookie });
    await h.built.jobQueue.idle();
    const mine = (await keys()).filter((k) => k.includes(m.id));
    // Avatar, post image and thumbnail, application document, export.
    expect(mine.map((k) => k.split("/").slice(0, 2).join("/"))).toEqual([
      "private/applications",
      "private/exports",
      "private/posts",
      "private/posts",
      "users/avatars",
    ]);
    const theirs = (await keys()).filter((k) => k.includes(bystander.id));
    expect(theirs.length).toBe(3);

    const asked = await send(m, "POST", "/api/account/deletion", { password: "secret12" });
    expect(asked.statusCode, asked.body).toBe(200);
    const sweep = await h.post("/api/dev/erasure-sweep", { asOf: new Date(Date.now() + 8 * 86_400_000).toISOString() });
    expect(sweep.json().erased).toBeGreaterThanOrEqual(1);
    expect((await keys()).filter((k) => k.includes(m.id))).toEqual([]);
    expect((await keys()).filter((k) => k.includes(bystander.id))).toEqual(theirs);
  });
});
