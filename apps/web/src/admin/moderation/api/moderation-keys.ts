/** Query keys of the moderation queue, from one place. */
export const moderationKeys = {
  all: ["admin", "moderation"] as const,
  lists: () => [...moderationKeys.all, "list"] as const,
  list: (query: Record<string, unknown>) => [...moderationKeys.lists(), query] as const,
  detail: (id: string) => [...moderationKeys.all, "detail", id] as const,
};
