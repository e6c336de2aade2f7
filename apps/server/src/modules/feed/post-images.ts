// Where a post's images live and how they are named (decision 011): in the private area of
// Storage, under a random name, reachable only through GET /api/posts/:id/images/:name, which
// applies the post's own visibility rule on every request.
import { randomBytes } from "node:crypto";
import path from "node:path";

/** Bytes of randomness in an image's name (128 bits: not guessable, not enumerable). */
export const IMAGE_NAME_BYTES = 16;

/** A new private storage key for one image of `userId`'s post: posts/{userId}/{random}.webp. */
export function newPostImageKey(userId: string, ext = "webp"): string {
  return `posts/${userId}/${randomBytes(IMAGE_NAME_BYTES).toString("base64url")}.${ext}`;
}

/** The thumbnail stored beside an image: posts/u/abc.webp → posts/u/abc.thumb.webp. */
export const thumbKeyOf = (key: string): string => key.replace(/\.(\w+)$/, ".thumb.$1");

/**
 * media_urls holds private keys (posts/{userId}/{name}); rows written before decision 011 held
 * public URLs (/uploads/posts/... or an S3 URL), which the start-up move turns into keys.
 */
export const isPrivateImageKey = (entry: string): boolean => entry.startsWith("posts/");

/** The file name of a stored entry, without any query string. */
const nameOf = (entry: string): string => path.posix.basename(entry.split(/[?#]/)[0] ?? "");

/** The URL the web app loads an image from: the API route, never a storage URL. */
export const postImageUrl = (postId: string, entry: string): string =>
  `/api/posts/${postId}/images/${encodeURIComponent(nameOf(entry))}`;

/**
 * The private key behind `name` in a post's media list (its image or that image's thumbnail), or
 * null: only names the post lists can be read, so a guessed or foreign name is never looked up.
 */
export function keyForName(mediaEntries: string[], name: string): string | null {
  for (const entry of mediaEntries) {
    if (!isPrivateImageKey(entry)) continue;
    if (nameOf(entry) === name) return entry;
    if (nameOf(thumbKeyOf(entry)) === name) return thumbKeyOf(entry);
  }
  return null;
}

/** The storage key inside a legacy public URL (/uploads/posts/u/f.webp or https://bucket/posts/u/f.webp). */
export function legacyKeyOf(entry: string): string | null {
  const m = /(?:^|\/)(posts\/[A-Za-z0-9_-]+\/[A-Za-z0-9_.-]+\.webp)(?:[?#].*)?$/.exec(entry);
  return m?.[1] && !m[1].includes("..") ? m[1] : null;
}
