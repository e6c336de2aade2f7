import { FEED_PAGE_SIZE } from "@saathi/contract/constants";
import { POST_MSG, type PostPage, postHasContent } from "@saathi/contract/posts";
import { USER_EVENTS } from "@saathi/contract/realtime";
import { AppError } from "../../platform/http/errors.ts";
import type { Publisher } from "../../platform/realtime/publisher.ts";
import { processImage } from "../../platform/storage/images.ts";
import type { Storage } from "../../platform/storage/storage.ts";
import type { FollowsService } from "../follows/follows.service.ts";
import { canSeeContent } from "../follows/index.ts";
import type { PublicProfileService } from "../profiles/public-profile.service.ts";
import { type WriteCheckService, writeCrisisOf } from "../safety/write-check.service.ts";
import { FEED_SERVER_MSG } from "./feed.messages.ts";
import { isAuthor } from "./feed.policy.ts";
import { decodeCursor, encodeCursor } from "./post-cursor.ts";
import { isPrivateImageKey, newPostImageKey, thumbKeyOf } from "./post-images.ts";
import { presentPost } from "./posts.presenter.ts";
import type { PostRow, PostsRepository } from "./posts.repository.ts";

export interface PostsDeps {
  posts: PostsRepository;
  storage: Storage;
  publisher: Publisher;
  profiles: Pick<PublicProfileService, "resolveFor">;
  follows: Pick<FollowsService, "find">;
  /** Mute, watched words, new-account limits, the crisis check and themes. */
  writeCheck: Pick<WriteCheckService, "check" | "record">;
}

export function createPostsService({ posts, storage, publisher, profiles, follows, writeCheck }: PostsDeps) {
  const toPage = (rows: PostRow[], limit: number, viewerId: string): PostPage => {
    const items = rows.slice(0, limit);
    const last = items.at(-1);
    return {
      items: items.map((r) => presentPost(r, viewerId)),
      nextCursor:
        rows.length > limit && last
          ? encodeCursor({ createdAt: new Date(last.created_at).toISOString(), id: last.id })
          : null,
    };
  };
  // Best effort: a file left behind is unreachable anyway (no post lists its name).
  const removeFiles = (keys: string[]) =>
    Promise.allSettled(
      keys.filter(isPrivateImageKey).flatMap((k) => [storage.deletePrivate(k), storage.deletePrivate(thumbKeyOf(k))]),
    );
  const cursorOf = (raw?: string) => {
    if (!raw) return null;
    const c = decodeCursor(raw);
    if (!c) throw new AppError(400, "BAD_CURSOR", FEED_SERVER_MSG.cursorNotAValidPage);
    return c;
  };

  return {
    /** The home feed: newest first, private authors only for their followers. */
    async feed(viewerId: string, cursor?: string, limit = FEED_PAGE_SIZE): Promise<PostPage> {
      return toPage(await posts.page(viewerId, cursorOf(cursor), limit + 1), limit, viewerId);
    },
    /**
     * A member's posts. The page itself only holds posts the viewer may see (visibleTo); a private
     * profile the viewer may not see answers 403 with the spec's reason instead of an empty page.
     */
    async byProfile(viewerId: string, identifier: string, cursor?: string, limit = FEED_PAGE_SIZE): Promise<PostPage> {
      const owner = await profiles.resolveFor(viewerId, identifier);
      if (!canSeeContent(viewerId, owner, await follows.find(viewerId, owner.userId))) {
        throw new AppError(403, "PRIVATE_ACCOUNT", FEED_SERVER_MSG.thisAccountIsPrivateFollow);
      }
      return toPage(await posts.page(viewerId, cursorOf(cursor), limit + 1, owner.userId), limit, viewerId);
    },
    async get(viewerId: string, postId: string) {
      const row = await posts.findVisible(viewerId, postId);
      if (!row) throw new AppError(404, "POST_NOT_FOUND", FEED_SERVER_MSG.postNotFound);
      return presentPost(row, viewerId);
    },
    /**
     * Images are checked and re-encoded first, then stored (private area, random names: decision
     * 011), then the post row is written; if any step fails, what was stored is removed again, so
     * no half-made post is left behind.
     */
    async create(userId: string, content: string, images: Buffer[]) {
      const text = content.trim();
      if (!postHasContent(text, images.length)) throw new AppError(400, "CONTENT_REQUIRED", POST_MSG.contentRequired);
      const decision = await writeCheck.check(userId, "post", text);
      const processed = await Promise.all(images.map((b) => processImage(b)));
      const stored: string[] = [];
      try {
        for (const img of processed) {
          const key = newPostImageKey(userId, img.ext);
          stored.push(key);
          await storage.putPrivate(key, img.full, img.contentType);
          await storage.putPrivate(thumbKeyOf(key), img.thumb, img.contentType);
        }
        const id = await posts.insert(userId, text, stored, {
          moderationState: decision.state === "held" ? "held" : "visible",
          themes: decision.themes,
        });
        await writeCheck.record(
          decision,
          { type: "post", id, authorId: userId },
          { content: text, images: stored.length, themes: decision.themes },
        );
        const post = await this.get(userId, id);
        // A held post reaches no one until a moderator releases it.
        if (decision.state === "visible") {
          await publisher.publishToFollowers(userId, USER_EVENTS.postCreated, { postId: id, authorId: userId });
        }
        return {
          ...post,
          crisis: writeCrisisOf(decision),
          ...(decision.state === "held" ? { held: true } : {}),
        };
      } catch (err) {
        await removeFiles(stored);
        throw err;
      }
    },
    async remove(userId: string, postId: string): Promise<void> {
      const owner = await posts.ownerOf(postId);
      if (!owner) throw new AppError(404, "POST_NOT_FOUND", FEED_SERVER_MSG.postNotFound);
      if (!isAuthor(userId, owner)) throw new AppError(403, "NOT_YOURS", FEED_SERVER_MSG.ownPostsOnly);
      await removeFiles((await posts.delete(postId, userId)) ?? []);
    },
  };
}

export type PostsService = ReturnType<typeof createPostsService>;
