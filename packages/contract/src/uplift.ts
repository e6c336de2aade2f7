// The Uplift Feed (/uplift-feed): the most uplifting (liked, marked helpful) public posts of the community, readable
// by visitors. Only posts of public members, visible and never reported, flagged or sensitive; the
// author's name only when they are public and do not hide it (otherwise "A Saathi member").
import { z } from "zod";

export const UPLIFT_LIMIT = 20;
/** Posts of the last this many days compete. */
export const UPLIFT_WINDOW_DAYS = 30;

export const upliftPostSchema = z.object({
  id: z.uuid(),
  content: z.string(),
  createdAt: z.string(),
  /** Null: the author hides their name (shown as "A Saathi member"). */
  author: z.object({ name: z.string(), username: z.string().nullable(), avatarUrl: z.string().nullable() }).nullable(),
  likeCount: z.number().int(),
  /** Members other than the author who marked it helpful (ranks twice a like). */
  helpfulCount: z.number().int(),
  /** Comments from other members (the kind words a post drew). */
  commentCount: z.number().int(),
});
export type UpliftPost = z.infer<typeof upliftPostSchema>;

export const upliftFeedSchema = z.object({ posts: z.array(upliftPostSchema) });
export type UpliftFeed = z.infer<typeof upliftFeedSchema>;
