// The media privacy matrix (decision 011): every stored file of a seeded set (post images
// of a public and of a private member, new and left by earlier versions, avatars, a paid course's
// lessons and its public intro) is asked for by every kind of viewer through every URL form that
// could reach it (the API URL, the old /uploads path, guessed and traversing names). A file answers
// 200 only to someone who may see its owner's content.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payInSandbox } from "../../../test/booking-helpers.ts";
import { makeExpert } from "../../../test/experts-fixture.ts";
import { type Harness, type Member, ORIGIN, startHarness } from "../../../test/harness.ts";
import { posts as postsTable } from "../../platform/db/schema/social.ts";
import { seedDemoCourses } from "../../seed/demo-courses.ts";

type Viewer = "anonymous" | "stranger" | "requester" | "follower" | "owner" | "expert";
const VIEWERS: Viewer[] = ["anonymous", "stranger", "requester", "follower", "owner", "expert"];
/** Who may see the content of a public member, a private member, or nobody (a URL that must never work). */
const EVERYONE = new Set<Viewer>(VIEWERS);
const PRIVATE_CIRCLE = new Set<Viewer>(["owner", "follower"]);
const NOBODY = new Set<Viewer>();

let h: Harness;
const who = {} as Record<Exclude<Viewer, "anonymous">, Member>;
/** The other member, whose content is public; the same viewers stand in the same relation to him. */
let pub: Member;
let pubPost: { id: string; mediaUrls: string[] };
let privPost: { id: string; mediaUrls: string[] };
let legacyPrivPostId: string;
let legacyPubPostId: string;
const legacyUrls: string[] = [];
/** What the old static paths answered while the files were still there (before the start-up move). */
const beforeMove: string[] = [];

const asViewer = (v: Viewer, url: string) =>
  h.app.inject({ url, headers: v === "anonymous" ? {} : { cookie: who[v].cookie } });
const send = (m: Member, method: "POST" | "DELETE", url: string, payload?: object) =>
  h.app.inject({ method, url, headers: { cookie: m.cookie, origin: ORIGIN }, ...(payload ? { payload } : {}) });

const image = (color: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
    .png()
    .toBuffer();

/** POSTs a multipart form with the given image files under `field`. */
async function upload(m: Member, url: string, field: string, files: Buffer[], content?: string) {
  const boundary = `----media${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = content
    ? [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="content"\r\n\r\n${content}\r\n`)]
    : [];
  for (const [i, body] of files.entries()) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${i}.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      body,
      Buffer.from("\r\n"),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  const r = await h.app.inject({
    method: "POST",
    url,
    headers: { cookie: m.cookie, origin: ORIGIN, "content-type": `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat(parts),
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json();
}

/** A post as an earlier version wrote it: a public file under uploads/posts with a timestamp name. */
async function legacyPost(m: Member, color: string): Promise<string> {
  const name = `${Date.now()}-0.webp`;
  const dir = path.join(h.dataDir, "uploads", "posts", m.id);
  mkdirSync(dir, { recursive: true });
  const webp = await sharp(await image(color))
    .webp()
    .toBuffer();
  writeFileSync(path.join(dir, name), webp);
  writeFileSync(path.join(dir, name.replace(".webp", ".thumb.webp")), webp);
  const url = `/uploads/posts/${m.id}/${name}`;
  legacyUrls.push(url, url.replace(".webp", ".thumb.webp"));
  const [row] = await h.database.db
    .insert(postsTable)
    .values({ userId: m.id, content: "from an earlier version", mediaUrls: [url] })
    .returning({ id: postsTable.id });
  return row?.id ?? "";
}

const thumbOf = (url: string) => url.replace(/\.webp$/, ".thumb.webp");
const nameOf = (url: string) => url.split("/").at(-1) ?? "";

/** Asks every viewer for `url`; answers a line per answer that differs from `allowed`. */
async function mismatches(label: string, url: string, allowed: Set<Viewer>, cache?: RegExp): Promise<string[]> {
  const out: string[] = [];
  for (const v of VIEWERS) {
    const r: LightMyRequestResponse = await asViewer(v, url);
    const ok = r.statusCode === 200;
    if (ok !== allowed.has(v)) out.push(`${label} ${url} as ${v}: ${r.statusCode}`);
    if (ok && cache && !cache.test(String(r.headers["cache-control"])))
      out.push(`${label} as ${v}: cache-control ${r.headers["cache-control"]}`);
    if (ok && r.rawPayload.length === 0) out.push(`${label} as ${v}: empty body`);
    if (!ok && ![401, 403, 404].includes(r.statusCode)) out.push(`${label} as ${v}: ${r.statusCode}`);
    if (!ok && !r.json().message) out.push(`${label} as ${v}: no JSON message`);
  }
  return out;
}

beforeAll(async () => {
  h = await startHarness();
  await seedDemoCourses(h.database.db, h.built.storage);
  who.owner = await h.member({ isPrivate: true });
  [pub, who.stranger, who.requester, who.follower, who.expert] = await Promise.all([
    h.member(),
    h.member(),
    h.member(),
    h.member(),
    h.member(),
  ]);
  await makeExpert(h, who.expert);
  for (const target of [who.owner, pub]) {
    await send(who.follower, "POST", `/api/follows/${target.id}`);
    await send(who.requester, "POST", `/api/follows/${target.id}`);
  }
  expect((await send(who.owner, "POST", `/api/follow-requests/${who.follower.id}/accept`)).statusCode).toBe(200);
  privPost = await upload(who.owner, "/api/posts", "images", [await image("#a33"), await image("#3a3")], "mine");
  pubPost = await upload(pub, "/api/posts", "images", [await image("#33a")], "for all");
  await upload(who.owner, "/api/profiles/me/avatar", "avatar", [await image("#aa3")]);
  legacyPrivPostId = await legacyPost(who.owner, "#a3a");
  legacyPubPostId = await legacyPost(pub, "#3aa");
  for (const url of legacyUrls) beforeMove.push(...(await mismatches("old path before the move", url, NOBODY)));
  // A second server process starting on this database moves what earlier versions left public.
  await h.secondApp();
}, 60_000);
afterAll(() => h.close());

/** The image URLs of a post, as its author gets them from the API. */
const mediaOf = async (author: Member, postId: string) =>
  (await h.app.inject({ url: `/api/posts/${postId}`, headers: { cookie: author.cookie } })).json()
    .mediaUrls as string[];

describe("post images follow the post's visibility", () => {
  it("a private member's images (full and thumbnail): owner and accepted followers only, never shared caches", async () => {
    expect(privPost.mediaUrls).toHaveLength(2);
    const out: string[] = [];
    for (const url of privPost.mediaUrls.flatMap((u) => [u, thumbOf(u)])) {
      out.push(...(await mismatches("private image", url, PRIVATE_CIRCLE, /^private, /)));
    }
    expect(out).toEqual([]);
    const denied = await asViewer("stranger", privPost.mediaUrls[0] ?? "");
    expect(denied.statusCode).toBe(404);
    expect(denied.json()).toMatchObject({ code: "IMAGE_NOT_FOUND", message: "Image not found" });
  });

  it("a public member's images: everyone, cacheable (public, max-age=3600)", async () => {
    const out: string[] = [];
    for (const url of pubPost.mediaUrls.flatMap((u) => [u, thumbOf(u)])) {
      out.push(...(await mismatches("public image", url, EVERYONE, /^public, max-age=3600$/)));
    }
    expect(out).toEqual([]);
    const r = await asViewer("anonymous", pubPost.mediaUrls[0] ?? "");
    expect(r.headers["content-type"]).toBe("image/webp");
    expect((await sharp(r.rawPayload).metadata()).format).toBe("webp");
  });

  it("images left public by earlier versions are moved: the old path answers nobody, the API URL follows the rule", async () => {
    const privMedia = await mediaOf(who.owner, legacyPrivPostId);
    const pubMedia = await mediaOf(pub, legacyPubPostId);
    expect(privMedia).toHaveLength(1);
    expect(pubMedia).toHaveLength(1);
    expect(beforeMove).toEqual([]);
    const out: string[] = [];
    for (const url of legacyUrls) out.push(...(await mismatches("old path", url, NOBODY)));
    for (const url of privMedia.flatMap((u) => [u, thumbOf(u)]))
      out.push(...(await mismatches("moved private image", url, PRIVATE_CIRCLE, /^private, /)));
    for (const url of pubMedia.flatMap((u) => [u, thumbOf(u)]))
      out.push(...(await mismatches("moved public image", url, EVERYONE, /^public, max-age=3600$/)));
    expect(out).toEqual([]);
    // The move renamed the files: the old timestamp names lead nowhere, even through the API.
    const oldName = nameOf(legacyUrls[0] ?? "");
    expect(nameOf(privMedia[0] ?? "")).not.toBe(oldName);
    expect((await asViewer("owner", `/api/posts/${legacyPrivPostId}/images/${oldName}`)).statusCode).toBe(404);
  });

  it("guessed, borrowed and traversing URLs reach nothing, whoever asks", async () => {
    const [url] = privPost.mediaUrls;
    const name = nameOf(url ?? "");
    const attempts = [
      // The new name at the old static location, and at the private folder's would-be locations.
      `/uploads/posts/${who.owner.id}/${name}`,
      `/uploads/private/posts/${who.owner.id}/${name}`,
      `/private/posts/${who.owner.id}/${name}`,
      `/uploads/users/avatars/../../posts/${who.owner.id}/${name}`,
      `/uploads/users/avatars/%2e%2e/%2e%2e/%2e%2e/private/posts/${who.owner.id}/${name}`,
      `/uploads/users/avatars/..%2F..%2F..%2Fprivate%2Fposts%2F${who.owner.id}%2F${name}`,
      `/uploads/%70osts/${who.owner.id}/${name}`,
      // The private image through a public post the viewer may see.
      `/api/posts/${pubPost.id}/images/${name}`,
      // Names an attacker would try.
      `/api/posts/${privPost.id}/images/${Date.now()}-0.webp`,
      `/api/posts/${privPost.id}/images/AAAAAAAAAAAAAAAAAAAAAA.webp`,
      `/api/posts/${privPost.id}/images/..%2F..%2Fusers%2Favatars%2F${who.owner.id}%2Fprofile.webp`,
      `/api/posts/${privPost.id}/images/${encodeURIComponent(`posts/${who.owner.id}/${name}`)}`,
    ];
    const out: string[] = [];
    for (const attempt of attempts) out.push(...(await mismatches("guess", attempt, NOBODY)));
    expect(out).toEqual([]);
  });

  it("names carry at least 128 random bits and nothing about their owner or time", async () => {
    const urls = [...privPost.mediaUrls, ...pubPost.mediaUrls, ...(await mediaOf(who.owner, legacyPrivPostId))];
    const names = urls.map((u) => nameOf(u).replace(/\.webp$/, ""));
    for (const n of names) {
      expect(n).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(Buffer.from(n, "base64url").length).toBeGreaterThanOrEqual(16);
      expect(n).not.toMatch(/\d{10,}/);
    }
    expect(new Set(names).size).toBe(names.length);
    expect(urls.join()).not.toContain(who.owner.id);
  });

  it("the rule is asked at request time: going public, going private again, losing a follower", async () => {
    const [url = ""] = privPost.mediaUrls;
    const setPrivate = (isPrivate: boolean) =>
      h.app.inject({
        method: "PATCH",
        url: "/api/profiles/me",
        headers: { cookie: who.owner.cookie, origin: ORIGIN },
        payload: { isPrivate },
      });
    expect((await setPrivate(false)).statusCode).toBe(200);
    expect(await mismatches("now public", url, EVERYONE, /^public, max-age=3600$/)).toEqual([]);
    expect((await setPrivate(true)).statusCode).toBe(200);
    expect(await mismatches("private again", url, PRIVATE_CIRCLE, /^private, /)).toEqual([]);
    await h.database.db.execute(
      sql`delete from follows where follower_id = ${who.follower.id} and following_id = ${who.owner.id}`,
    );
    expect((await asViewer("follower", url)).statusCode).toBe(404);
    expect((await asViewer("owner", url)).statusCode).toBe(200);
  });

  it("a deleted post's images are gone for everyone, its owner included", async () => {
    const post = await upload(who.owner, "/api/posts", "images", [await image("#777")], "short-lived");
    const [url = ""] = post.mediaUrls;
    expect((await asViewer("owner", url)).statusCode).toBe(200);
    expect((await send(who.owner, "DELETE", `/api/posts/${post.id}`)).statusCode).toBe(200);
    expect(await mismatches("deleted", url, NOBODY)).toEqual([]);
    const left = await h.database.db.execute(sql`select count(*)::int as n from posts where id = ${post.id}`);
    expect(left.rows[0]).toEqual({ n: 0 });
  });
});

describe("other stored files", () => {
  it("avatars are public by design (shown in search and on profiles), even a private member's", async () => {
    // As a stranger finds it: the profile header of a private member still shows the picture.
    const avatarUrl = (await asViewer("stranger", `/api/profiles/${who.owner.id}`)).json().avatarUrl as string;
    expect(avatarUrl).toMatch(/^\/uploads\/users\/avatars\/.+\/profile\.webp\?v=\d+$/);
    expect(await mismatches("avatar", avatarUrl, EVERYONE, /^public, max-age=300$/)).toEqual([]);
  });

  it("a paid course's lessons: only its buyer; the intro and thumbnail are public", async () => {
    const list = (await asViewer("owner", "/api/courses")).json();
    const paid = list.courses.find((c: { isPaid: boolean }) => c.isPaid);
    const order = (await send(who.owner, "POST", `/api/courses/${paid.id}/purchase`)).json();
    const pay = await payInSandbox(h, who.owner, order.orderId);
    expect((await send(who.owner, "POST", `/api/courses/purchases/${order.purchaseId}/verify`, pay)).statusCode).toBe(
      200,
    );
    const lessons = (
      await h.database.db.execute<{ id: string; media_key: string }>(sql`
        select l.id, l.media_key from course_lessons l join course_modules m on m.id = l.module_id
        where m.course_id = ${paid.id}`)
    ).rows;
    expect(lessons.length).toBeGreaterThan(0);
    const buyer = new Set<Viewer>(["owner"]);
    const out: string[] = [];
    for (const l of lessons) {
      out.push(...(await mismatches("lesson", `/api/courses/lessons/${l.id}/media`, buyer, /^private, /)));
      for (const guess of [`/uploads/${l.media_key}`, `/uploads/courses/../../private/${l.media_key}`])
        out.push(...(await mismatches("lesson guess", guess, NOBODY)));
    }
    const detail = (await asViewer("owner", `/api/courses/${paid.id}`)).json();
    for (const url of [detail.introVideoUrl, detail.thumbnailUrl].filter(Boolean))
      out.push(...(await mismatches("course intro", url, EVERYONE, /^public, /)));
    expect(out).toEqual([]);
  });
});
