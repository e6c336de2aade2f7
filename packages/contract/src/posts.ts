import { z } from "zod";
import { POST_MAX_CHARS } from "./constants.ts";
import { writeCrisisSchema } from "./crisis.ts";
import { relationshipSchema, userSummarySchema } from "./public-profile.ts";
import { postVisibilityFields } from "./safety-visibility.ts";

export const POST_MSG = {
  contentRequired: "Post content is required",
  createFailed: "Failed to create post",
  uploadFailed: "Failed to upload images",
  tooLong: `Posts can be at most ${POST_MAX_CHARS} characters`,
} as const;

/** A post as the viewer sees it (private authors' posts only ever reach followers). */
export const postSchema = z.object({
  id: z.string(),
  content: z.string(),
  /** Image URLs in order (the spec's comma-joined media_url, split). */
  mediaUrls: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  author: userSummarySchema,
  /** The viewer's relationship with the author (for the card's follow button). */
  authorRelationship: relationshipSchema,
  likeCount: z.number().int(),
  commentCount: z.number().int(),
  likedByMe: z.boolean(),
  /** How many members marked the post helpful, and whether the viewer did. */
  helpfulCount: z.number().int(),
  markedHelpful: z.boolean(),
  /** Only on the answer to the writer (the crisis card) and when the post waits for review. */
  crisis: writeCrisisSchema.optional(),
  held: z.boolean().optional(),
  ...postVisibilityFields,
});
export type Post = z.infer<typeof postSchema>;

/** A page of posts, newest first; pass nextCursor back as ?cursor= for the next page. */
export const postPageSchema = z.object({
  items: z.array(postSchema),
  nextCursor: z.string().nullable(),
});
export type PostPage = z.infer<typeof postPageSchema>;

export const postPageQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).optional(),
});

/** Text fields of POST /api/posts (multipart: `content` plus zero or more `images` files). */
export const createPostFieldsSchema = z.object({ content: z.string().max(POST_MAX_CHARS, POST_MSG.tooLong) });

/** A post needs non-blank text or at least one image. */
export function postHasContent(content: string, imageCount: number): boolean {
  return content.trim().length > 0 || imageCount > 0;
}

/** POST /api/posts/:id/like and DELETE: the new state. */
export const likeStateSchema = z.object({ liked: z.boolean(), likeCount: z.number().int() });

/** POST /api/posts/:id/helpful and DELETE: the new state. */
export const helpfulStateSchema = z.object({ markedHelpful: z.boolean(), helpfulCount: z.number().int() });

export { formatCount, previewText } from "./post-text.ts";
