import { readdirSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";

let h: Harness;
let author: Member;
let reader: Member;

function multipart(
  fields: Record<string, string>,
  files: { name: string; filename: string; body: Buffer; type: string }[],
) {
  const boundary = `----saathi${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.name}"; filename="${f.filename}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.body,
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

const postMultipart = (m: Member, form: ReturnType<typeof multipart>) =>
  h.app.inject({
    method: "POST",
    url: "/api/posts",
    headers: { cookie: m.cookie, "content-type": form.contentType },
    payload: form.payload,
  });
const postCount = async () =>
  (await h.database.db.execute<{ n: number }>(sql`select count(*)::int as n from posts`)).rows[0]?.n;

/** A JPEG carrying EXIF with a GPS position, as a phone camera writes it. */
const photoWithGps = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: "#4a8" } })
    .jpeg()
    .withExif({ IFD0: { Make: "PhoneCo", Model: "P1" }, IFD3: { GPSLatitudeRef: "N", GPSLongitudeRef: "E" } })
    .toBuffer();

beforeAll(async () => {
  h = await startHarness();
  [author, reader] = await Promise.all([h.member(), h.member()]);
});
afterAll(() => h.close());

describe("posts", () => {
  it("a blank post is refused with 'Post content is required'", async () => {
    for (const payload of [{ content: "" }, { content: "   " }]) {
      const r = await h.app.inject({ method: "POST", url: "/api/posts", headers: { cookie: author.cookie }, payload });
      expect(r.statusCode).toBe(400);
      expect(r.json().message).toBe("Post content is required");
    }
  });

  it("two images are stored re-encoded without EXIF, with thumbnails; the post lists them in order", async () => {
    const original = await photoWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const form = multipart({ content: "Evening walk" }, [
      { name: "images", filename: "a.jpg", body: original, type: "image/jpeg" },
      { name: "images", filename: "b.jpg", body: original, type: "image/jpeg" },
    ]);
    const r = await postMultipart(author, form);
    expect(r.statusCode).toBe(200);
    const post = r.json();
    expect(post.mediaUrls).toHaveLength(2);
    // Decision 011: served by the API after the post's visibility check, under a random name.
    expect(post.mediaUrls[0]).toMatch(new RegExp(`^/api/posts/${post.id}/images/[A-Za-z0-9_-]{22}\\.webp$`));
    const served = await h.app.inject({ url: post.mediaUrls[0] });
    expect(served.statusCode).toBe(200);
    expect(served.headers["cache-control"]).toBe("public, max-age=3600");
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.exif).toBeUndefined();
    const thumb = await h.app.inject({ url: post.mediaUrls[0].replace(".webp", ".thumb.webp") });
    expect(thumb.statusCode).toBe(200);
  });

  it("a text file named .jpg is refused and nothing is saved", async () => {
    const before = await postCount();
    const form = multipart({ content: "with a fake image" }, [
      { name: "images", filename: "fake.jpg", body: Buffer.from("not really an image"), type: "image/jpeg" },
    ]);
    const r = await postMultipart(author, form);
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toBe("Please select a valid image file");
    expect(await postCount()).toBe(before);
  });

  it("an image over 5 MB is refused with 413 and nothing is saved", async () => {
    const before = await postCount();
    const big = Buffer.concat([await photoWithGps(), Buffer.alloc(5 * 1024 * 1024)]);
    const r = await postMultipart(
      author,
      multipart({ content: "big" }, [{ name: "images", filename: "big.jpg", body: big, type: "image/jpeg" }]),
    );
    expect(r.statusCode).toBe(413);
    expect(r.json().message).toBe("Image size must be less than 5MB");
    expect(await postCount()).toBe(before);
  });

  it("a failed second image leaves no stored file from the first", async () => {
    const uploadsBefore = countUploads();
    const form = multipart({ content: "half" }, [
      { name: "images", filename: "ok.jpg", body: await photoWithGps(), type: "image/jpeg" },
      { name: "images", filename: "bad.jpg", body: Buffer.from("nope"), type: "image/jpeg" },
    ]);
    expect((await postMultipart(author, form)).statusCode).toBe(400);
    expect(countUploads()).toBe(uploadsBefore);
  });

  it("the feed is newest first with a cursor that pages without repeats", async () => {
    const writer = await h.member();
    for (let i = 0; i < 12; i++) {
      await h.app.inject({
        method: "POST",
        url: "/api/posts",
        headers: { cookie: writer.cookie },
        payload: { content: `post ${i}` },
      });
    }
    const first = (await h.app.inject({ url: "/api/feed?limit=5", headers: { cookie: reader.cookie } })).json();
    expect(first.items).toHaveLength(5);
    expect(first.items[0].content).toBe("post 11");
    const second = (
      await h.app.inject({ url: `/api/feed?limit=5&cursor=${first.nextCursor}`, headers: { cookie: reader.cookie } })
    ).json();
    expect(second.items[0].content).toBe("post 6");
    const times = [...first.items, ...second.items].map((p: { createdAt: string }) => Date.parse(p.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(
      (await h.app.inject({ url: "/api/feed?cursor=garbage", headers: { cookie: reader.cookie } })).statusCode,
    ).toBe(400);
  });

  it("only the author can delete a post", async () => {
    const id = (
      await h.app.inject({
        method: "POST",
        url: "/api/posts",
        headers: { cookie: author.cookie },
        payload: { content: "mine" },
      })
    ).json().id;
    expect(
      (await h.app.inject({ method: "DELETE", url: `/api/posts/${id}`, headers: { cookie: reader.cookie } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await h.app.inject({ method: "DELETE", url: `/api/posts/${id}`, headers: { cookie: author.cookie } }))
        .statusCode,
    ).toBe(200);
    expect((await h.app.inject({ url: `/api/posts/${id}`, headers: { cookie: author.cookie } })).statusCode).toBe(404);
  });
});

function countUploads(): number {
  try {
    // Post images are private files since decision 011.
    return readdirSync(path.join(h.dataDir, "private", "posts"), { recursive: true }).length;
  } catch {
    return 0;
  }
}
