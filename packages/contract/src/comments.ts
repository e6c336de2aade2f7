import { z } from "zod";
import { COMMENT_MAX_CHARS, COMMENT_PAGE_SIZE } from "./constants.ts";
import { writeCrisisSchema } from "./crisis.ts";
import { moderationMarkSchema } from "./safety-visibility.ts";

/** A comment or reply (spec §3 Comment) as the viewer sees it. */
export const commentSchema = z.object({
  id: z.string(),
  postId: z.string(),
  userId: z.string(),
  content: z.string(),
  parentCommentId: z.string().nullable(),
  createdAt: z.string(),
  author: z.object({ displayName: z.string(), avatarUrl: z.string().nullable(), username: z.string().nullable() }),
  likesCount: z.number().int(),
  replyCount: z.number().int(),
  isLikedByUser: z.boolean(),
  /** Only on the answer to the writer (the crisis card) and when the comment waits for review. */
  crisis: writeCrisisSchema.optional(),
  held: z.boolean().optional(),
  /** The author's own view of their held or hidden comment. */
  moderation: moderationMarkSchema.optional(),
});
export type Comment = z.infer<typeof commentSchema>;

/** GET /api/posts/:id/comments?page= (get_post_comments): top-level comments, 10 a page, newest first. */
export const commentPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(COMMENT_PAGE_SIZE),
  order: z.enum(["asc", "desc"]).default("desc"),
});
export const commentListSchema = z.array(commentSchema);

export const COMMENT_MSG = {
  empty: "Comment cannot be empty",
  tooLong: `Comments can be at most ${COMMENT_MAX_CHARS} characters`,
  /** ICU twin of viewRepliesLabel. */
  viewReplies: "View {n, plural, one {# reply} other {# replies}}",
} as const;

/** POST /api/posts/:id/comments */
export const createCommentBodySchema = z.object({
  content: z.string().trim().min(1, COMMENT_MSG.empty).max(COMMENT_MAX_CHARS, COMMENT_MSG.tooLong),
  parentCommentId: z.uuid().nullable().optional(),
});

/** More comments exist while a page comes back full. */
export function hasMoreComments(pageLength: number, pageSize = COMMENT_PAGE_SIZE): boolean {
  return pageLength >= pageSize;
}

/** 'View 1 reply' / 'View N replies'. */
export function viewRepliesLabel(n: number): string {
  return `View ${n} ${n === 1 ? "reply" : "replies"}`;
}
