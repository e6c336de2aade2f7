/** Query keys of the counsellor-led circles feature, from one place. */
export interface CircleFilters {
  topic?: string;
  language?: string;
  from?: string;
  to?: string;
}

export const circlesKeys = {
  all: ["circles"] as const,
  /** The public listing, by topic, language and time. */
  list: (f: CircleFilters = {}) => [...circlesKeys.all, "list", f] as const,
  listRoot: () => [...circlesKeys.all, "list"] as const,
  /** One listed circle and its meetings to come. */
  one: (circleId: string) => [...circlesKeys.all, "one", circleId] as const,
  /** The signed-in member's seats and waitlist places. */
  mySeats: () => [...circlesKeys.all, "my-seats"] as const,
  myWaitlist: () => [...circlesKeys.all, "my-waitlist"] as const,
  /** The signed-in host's circles (every meeting). */
  hosted: () => [...circlesKeys.all, "hosted"] as const,
  hostedOne: (circleId: string) => [...circlesKeys.all, "hosted", circleId] as const,
  /** The signed-in expert's money panel for one month (sessions and circle seats). */
  money: (month: string) => [...circlesKeys.all, "money", month] as const,
  /** One meeting's roster of nicknames (host only). */
  roster: (occurrenceId: string) => [...circlesKeys.all, "roster", occurrenceId] as const,
  /** Whether live rooms can run (the media server's state from readiness). */
  media: () => [...circlesKeys.all, "media"] as const,
  /** A circle's reviews (average, count and the newest) as the viewer may read them. */
  reviews: (circleId: string) => [...circlesKeys.reviewsRoot(), circleId] as const,
  reviewsRoot: () => [...circlesKeys.all, "reviews"] as const,
  /** The seats the signed-in member already reviewed. */
  myReviews: () => [...circlesKeys.all, "my-reviews"] as const,
};
