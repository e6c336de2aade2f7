// Serving a post's images to those who may see the post, and moving images that earlier versions
// stored publicly into the private area (decision 011).
import type { Readable } from "node:stream";
import type { Logger } from "pino";
import { AppError } from "../../platform/http/errors.ts";
import type { Storage } from "../../platform/storage/storage.ts";
import { FEED_SERVER_MSG } from "./feed.messages.ts";
import { isPrivateImageKey, keyForName, legacyKeyOf, newPostImageKey, thumbKeyOf } from "./post-images.ts";
import type { PostsRepository } from "./posts.repository.ts";

export interface PostImagesDeps {
  posts: PostsRepository;
  storage: Storage;
  log: Logger;
}

export interface PostImage {
  body: Readable;
  size: number;
  contentType: string;
  /** True when the author is public now: shared caches may keep it (spec §9: 3600 s). */
  isPublic: boolean;
}

const notFound = () => new AppError(404, "IMAGE_NOT_FOUND", FEED_SERVER_MSG.imageNotFound);

export function createPostImagesService({ posts, storage, log }: PostImagesDeps) {
  return {
    /**
     * One image of a post, for a viewer who may see the post (null: not signed in). Hidden posts,
     * names the post does not list and missing files all answer the same 404.
     */
    async read(viewerId: string | null, postId: string, name: string): Promise<PostImage> {
      const post = await posts.findVisibleMedia(viewerId, postId);
      const key = post && keyForName(post.media_urls, name);
      if (!post || !key) throw notFound();
      const file = await storage.readPrivate(key);
      if (!file?.body) throw notFound();
      return { body: file.body, size: file.size, contentType: "image/webp", isPublic: !post.is_private };
    },

    /**
     * Images stored by earlier versions under public URLs (/uploads/posts/..., or the S3 bucket's
     * public posts/ prefix) with guessable names: moved to the private area under random names, and
     * the post's media list rewritten to the new keys. Idempotent; runs at start.
     */
    async moveLegacyImages(): Promise<void> {
      const moved = await posts.rewriteLegacyMedia(async (row) => {
        const next: string[] = [];
        for (const entry of row.media_urls) {
          const from = isPrivateImageKey(entry) ? null : legacyKeyOf(entry);
          if (!from?.startsWith(`posts/${row.user_id}/`)) {
            next.push(entry);
            continue;
          }
          const to = newPostImageKey(row.user_id);
          try {
            if (await storage.moveToPrivate(from, to, "image/webp")) {
              await storage.moveToPrivate(thumbKeyOf(from), thumbKeyOf(to), "image/webp");
              next.push(to);
            } else {
              // No file any more: the entry stays as it was (it answers 404, as before).
              next.push(entry);
            }
          } catch (err) {
            log.warn({ err, post: row.id, entry }, "could not move a post image to private storage; will retry");
            next.push(entry);
          }
        }
        return next;
      });
      if (moved) log.info({ posts: moved }, "post images moved to private storage");
    },
    /** The start-up step: a failed move must not keep Saathi down (on disk the old files are not served anyway). */
    async moveLegacyImagesAtStart(): Promise<void> {
      await this.moveLegacyImages().catch((err: unknown) =>
        log.error({ err }, "moving old post images to private storage failed; it is tried again at the next start"),
      );
    },
  };
}

export type PostImagesService = ReturnType<typeof createPostImagesService>;
