import { FEED_PAGE_SIZE } from "@saathi/contract/constants";
import { POST_MSG, type PostPage, postHasContent } from "@saathi/contract/posts";
import { USER_EVENTS } from "@saathi/contract/realtime";
import { defineAccess, permission } from "../../platform/access/access.ts";
import { AppError } from "../../platform/http/errors.ts";
import type { Publisher } from "../../platform/realtime/publisher.ts";
import { processImage } from "../../platform/storage/images.ts";
import type { Storage } from "../../platform/storage/storage.ts";
import type { FollowsService } from "../follows/follows.service.ts";
import { canSeeContent } from "../follows/index.ts";
import type { PublicProfileService } from "../profiles/public-profile.service.ts";
import type { WriteCheckService } from "../safety/write-check.service.ts";
import { createWritePipeline } from "../safety/write-pipeline.service.ts";
import type { YouthChecks } from "../young-people/index.ts";
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
  /** A minor posts only once a guardian has consented (young-people). */
  youth?: Pick<YouthChecks, "requireMayAct">;
}

const postNotFound = () => new AppError(404, "POST_NOT_FOUND", FEED_SERVER_MSG.postNotFound);
/** Deleting is the author's; anyone else is told so (the post's existence is no secret to them today). */
const ownPostsOnly = permission(
  (userId: string, authorId: string) => isAuthor(userId, authorId),
  () => new AppError(403, "NOT_YOURS", FEED_SERVER_MSG.ownPostsOnly),
);

export function createPostsService({ posts, storage, publisher, profiles, follows, writeCheck, youth }: PostsDeps) {
  const pipeline = createWritePipeline(writeCheck);
  /** A post the viewer may see: the visibility query is the check, so a hidden post is simply not found. */
  const visiblePosts = defineAccess({
    load: (postId: string, viewerId: string) => posts.findVisible(viewerId, postId),
    sees: () => true,
    notFound: postNotFound,
  });
  /** A post's author, for acts on the post itself (a missing post is 404, someone else's 403). */
  const postAuthors = defineAccess({
    load: (postId: string) => posts.ownerOf(postId),
    sees: () => true,
    notFound: postNotFound,
  });
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
      return presentPost(await visiblePosts.require(viewerId, postId), viewerId);
    },
    /**
     * Images are checked and re-encoded first, then stored (private area, random names: decision
     * 011), then the post row is written; if any step fails, what was stored is removed again, so
     * no half-made post is left behind.
     */
    async create(userId: string, content: string, images: Buffer[]) {
      await youth?.requireMayAct(userId, "post");
      const text = content.trim();
      if (!postHasContent(text, images.length)) throw new AppError(400, "CONTENT_REQUIRED", POST_MSG.contentRequired);
      const stored: string[] = [];
      try {
        const { shown, marks } = await pipeline.write("post", userId, text, {
          insert: async ({ state, decision }) => {
            const processed = await Promise.all(images.map((b) => processImage(b)));
            for (const img of processed) {
              const key = newPostImageKey(userId, img.ext);
              stored.push(key);
              await storage.putPrivate(key, img.full, img.contentType);
              await storage.putPrivate(thumbKeyOf(key), img.thumb, img.contentType);
            }
            return posts.insert(userId, text, stored, { moderationState: state, themes: decision.themes });
          },
          context: (_id, { themes }) => ({ content: text, images: stored.length, themes }),
          present: (id) => this.get(userId, id),
          // A held post reaches no one until a moderator releases it.
          publish: (post) =>
            publisher.publishToFollowers(userId, USER_EVENTS.postCreated, { postId: post.id, authorId: userId }),
        });
        return { ...shown, ...marks };
      } catch (err) {
        await removeFiles(stored);
        throw err;
      }
    },
    async remove(userId: string, postId: string): Promise<void> {
      await postAuthors.require(userId, postId, ownPostsOnly);
      await removeFiles((await posts.delete(postId, userId)) ?? []);
    },
  };
}

export type PostsService = ReturnType<typeof createPostsService>;
