/**
 * Query keys that more than one feature reads or refreshes, from one place. Features do not import each
 * other, so a key one feature caches and another must refresh is named here, and both factories take it
 * from here: a renamed key then changes for both (a copied string would silently stop matching).
 */
export const sharedKeys = {
  /** The member's and the expert's sessions (the bookings feature); a booking or a proposal changes them. */
  bookings: ["bookings"] as const,
  /** The experts directory (the experts feature); sessions, reviews and an expert's hours change its free times. */
  experts: ["experts"] as const,
  /** An expert's free times: the booking screen reads them, moving a session refreshes them. */
  expertAvailability: (expertId: string) => [...sharedKeys.experts, "availability", expertId] as const,
  /** The courses (the wellness feature); a reward bought in the community shows as owned there. */
  courses: ["courses"] as const,
  /** The posts on a profile (the feed's cache); following someone changes what their profile shows. */
  profilePosts: ["profile-posts"] as const,
  /** How many buddies' posts arrived since the feed was loaded (a local counter, never fetched), bumped
   * by the notifications listener on a `post_created` event. */
  feedNewPosts: () => ["feed-new-posts"] as const,
};
