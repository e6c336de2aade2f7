import { z } from "zod";

/**
 * A person as others see them, in one spelling: every response that shows someone (a post's author,
 * a conversation partner, a booking's counterpart, a notification's actor) is built from this.
 * Some responses rename or drop fields (`name` instead of `displayName`); the values are the same.
 */
export const personSummarySchema = z.object({
  userId: z.string(),
  username: z.string().nullable(),
  /** The name to show: display name, or the username when the member hides their name. */
  displayName: z.string(),
  avatarUrl: z.string().nullable(),
});
export type PersonSummary = z.infer<typeof personSummarySchema>;
