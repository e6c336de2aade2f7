import {
  commentListSchema,
  commentPageQuerySchema,
  commentSchema,
  createCommentBodySchema,
} from "@saathi/contract/comments";
import { PROFILE_POSTS_PAGE_SIZE } from "@saathi/contract/constants";
import {
  createPostFieldsSchema,
  helpfulStateSchema,
  likeStateSchema,
  postPageQuerySchema,
  postPageSchema,
  postSchema,
} from "@saathi/contract/posts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { SessionReader } from "../../platform/auth/session.ts";
import { AppError } from "../../platform/http/errors.ts";
import type { CommentsService } from "./comments.service.ts";
import { FEED_SERVER_MSG } from "./feed.messages.ts";
import type { PostImagesService } from "./post-images.service.ts";
import type { PostsService } from "./posts.service.ts";

const idParam = z.object({ id: z.uuid("Invalid id") });
const ok = z.object({ ok: z.literal(true) });

export interface FeedRouteDeps {
  session: SessionReader;
  posts: PostsService;
  comments: CommentsService;
  images: PostImagesService;
}

/** Reads `content` and the `images` files of a multipart post (or `content` of a JSON one). */
async function readPostBody(request: FastifyRequest): Promise<{ content: string; images: Buffer[] }> {
  if (!request.isMultipart()) {
    const parsed = createPostFieldsSchema.safeParse(request.body ?? {});
    if (!parsed.success)
      throw new AppError(400, "VALIDATION_ERROR", parsed.error.issues[0]?.message ?? FEED_SERVER_MSG.invalidPost);
    return { content: parsed.data.content, images: [] };
  }
  let content = "";
  const images: Buffer[] = [];
  for await (const part of request.parts()) {
    if (part.type === "file") {
      if (part.fieldname !== "images")
        throw new AppError(400, "VALIDATION_ERROR", FEED_SERVER_MSG.imagesUnexpectedFileField);
      images.push(await part.toBuffer());
    } else if (part.fieldname === "content") {
      content = String(part.value ?? "");
    }
  }
  const parsed = createPostFieldsSchema.safeParse({ content });
  if (!parsed.success)
    throw new AppError(400, "VALIDATION_ERROR", parsed.error.issues[0]?.message ?? FEED_SERVER_MSG.invalidPost);
  return { content, images };
}

export function feedRoutes({ session, posts, comments, images }: FeedRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/feed",
      {
        schema: {
          tags: ["feed"],
          summary: "Home feed, newest first (cursor pages)",
          querystring: postPageQuerySchema,
          response: { 200: postPageSchema },
        },
      },
      async (request) => posts.feed((await session.require(request)).id, request.query.cursor, request.query.limit),
    );
    app.get(
      "/api/profiles/:identifier/posts",
      {
        schema: {
          tags: ["feed"],
          summary: "A member's posts (private members: followers only)",
          params: z.object({ identifier: z.string().min(1).max(100) }),
          querystring: postPageQuerySchema,
          response: { 200: postPageSchema },
        },
      },
      async (request) =>
        posts.byProfile(
          (await session.require(request)).id,
          request.params.identifier,
          request.query.cursor,
          request.query.limit ?? PROFILE_POSTS_PAGE_SIZE,
        ),
    );
    app.post(
      "/api/posts",
      {
        schema: {
          tags: ["feed"],
          summary: "Create a post (multipart: content, images[])",
          response: { 200: postSchema },
        },
      },
      async (request) => {
        const me = await session.require(request);
        const { content, images } = await readPostBody(request);
        return posts.create(me.id, content, images);
      },
    );
    app.get(
      "/api/posts/:id",
      { schema: { tags: ["feed"], params: idParam, response: { 200: postSchema } } },
      async (request) => posts.get((await session.require(request)).id, request.params.id),
    );
    app.get(
      "/api/posts/:id/images/:name",
      {
        schema: {
          tags: ["feed"],
          summary: "An image of a post, for whoever may see the post (signed in or not)",
          params: z.object({ id: z.uuid("Invalid id"), name: z.string().min(1).max(100) }),
        },
      },
      async (request, reply) => {
        const viewer = await session.optional(request);
        const image = await images.read(viewer?.id ?? null, request.params.id, request.params.name);
        // Public authors' images may sit in shared caches (spec §9); anyone else's only in the
        // viewer's own browser, and the rule is asked again on every request that reaches us.
        reply
          .header("content-type", image.contentType)
          .header("content-length", image.size)
          .header("cache-control", image.isPublic ? "public, max-age=3600" : "private, max-age=3600");
        return reply.send(image.body);
      },
    );
    app.delete(
      "/api/posts/:id",
      { schema: { tags: ["feed"], summary: "Delete my post", params: idParam, response: { 200: ok } } },
      async (request) => {
        await posts.remove((await session.require(request)).id, request.params.id);
        return { ok: true as const };
      },
    );
    for (const [method, liked] of [
      ["post", true],
      ["delete", false],
    ] as const) {
      app[method](
        "/api/posts/:id/like",
        {
          schema: {
            tags: ["feed"],
            summary: liked ? "Like a post" : "Unlike a post",
            params: idParam,
            response: { 200: likeStateSchema },
          },
        },
        async (request) => comments.likePost((await session.require(request)).id, request.params.id, liked),
      );
      app[method](
        "/api/posts/:id/helpful",
        {
          schema: {
            tags: ["feed"],
            summary: liked ? "Mark a post helpful (not one's own)" : "Take back a helpful mark",
            params: idParam,
            response: { 200: helpfulStateSchema },
          },
        },
        async (request) => comments.markHelpful((await session.require(request)).id, request.params.id, liked),
      );
      app[method](
        "/api/comments/:id/like",
        {
          schema: {
            tags: ["feed"],
            summary: liked ? "Like a comment" : "Unlike a comment",
            params: idParam,
            response: { 200: likeStateSchema },
          },
        },
        async (request) => comments.likeComment((await session.require(request)).id, request.params.id, liked),
      );
    }
    app.get(
      "/api/posts/:id/comments",
      {
        schema: {
          tags: ["feed"],
          summary: "Top-level comments, 10 a page",
          params: idParam,
          querystring: commentPageQuerySchema,
          response: { 200: commentListSchema },
        },
      },
      async (request) => {
        const { page, limit, order } = request.query;
        return comments.list((await session.require(request)).id, request.params.id, page, limit, order);
      },
    );
    app.post(
      "/api/posts/:id/comments",
      {
        schema: {
          tags: ["feed"],
          summary: "Comment on a post, or reply to a comment",
          params: idParam,
          body: createCommentBodySchema,
          response: { 200: commentSchema },
        },
      },
      async (request) =>
        comments.add(
          (await session.require(request)).id,
          request.params.id,
          request.body.content,
          request.body.parentCommentId ?? null,
        ),
    );
    app.get(
      "/api/comments/:id/replies",
      {
        schema: {
          tags: ["feed"],
          summary: "Replies to a comment, oldest first",
          params: idParam,
          response: { 200: commentListSchema },
        },
      },
      async (request) => comments.replies((await session.require(request)).id, request.params.id),
    );
    app.delete(
      "/api/comments/:id",
      { schema: { tags: ["feed"], summary: "Delete my comment", params: idParam, response: { 200: ok } } },
      async (request) => {
        await comments.remove((await session.require(request)).id, request.params.id);
        return { ok: true as const };
      },
    );
  };
}
