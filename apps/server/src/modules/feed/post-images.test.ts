import { describe, expect, it } from "vitest";
import { keyForName, legacyKeyOf, newPostImageKey, postImageUrl, thumbKeyOf } from "./post-images.ts";

const uid = "0c62ab66-7563-417c-97b9-807e9e9edea9";

describe("post image names and keys", () => {
  it("a new key is posts/{user}/{22 base64url characters}.webp, different every time", () => {
    const keys = Array.from({ length: 50 }, () => newPostImageKey(uid));
    for (const k of keys) expect(k).toMatch(new RegExp(`^posts/${uid}/[A-Za-z0-9_-]{22}\\.webp$`));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("the URL names the post and the file only", () => {
    const key = `posts/${uid}/abcDEF123_-abcDEF123_-.webp`;
    expect(postImageUrl("p1", key)).toBe("/api/posts/p1/images/abcDEF123_-abcDEF123_-.webp");
  });

  it("only names the post lists (or their thumbnails) lead to a key", () => {
    const key = `posts/${uid}/abcDEF123_-abcDEF123_-.webp`;
    const media = [key, "/uploads/posts/x/1700000000000-0.webp"];
    expect(keyForName(media, "abcDEF123_-abcDEF123_-.webp")).toBe(key);
    expect(keyForName(media, "abcDEF123_-abcDEF123_-.thumb.webp")).toBe(thumbKeyOf(key));
    expect(keyForName(media, "1700000000000-0.webp")).toBeNull();
    expect(keyForName(media, `posts/${uid}/abcDEF123_-abcDEF123_-.webp`)).toBeNull();
    expect(keyForName(media, "../abcDEF123_-abcDEF123_-.webp")).toBeNull();
  });

  it("finds the storage key in the public URLs earlier versions stored, on disk and S3", () => {
    expect(legacyKeyOf(`/uploads/posts/${uid}/1700000000000-0.webp`)).toBe(`posts/${uid}/1700000000000-0.webp`);
    expect(legacyKeyOf(`https://saathi.s3.amazonaws.com/posts/${uid}/demo-0.webp`)).toBe(`posts/${uid}/demo-0.webp`);
    expect(legacyKeyOf(`https://cdn.example/media/posts/${uid}/a.webp?v=1`)).toBe(`posts/${uid}/a.webp`);
    expect(legacyKeyOf(`/uploads/posts/${uid}/../../users/avatars/x/profile.webp`)).toBeNull();
    expect(legacyKeyOf("https://elsewhere.example/picture.jpg")).toBeNull();
  });
});
