import { adminShellKeys } from "../../shell/api/admin-shell-keys.ts";
/** Query keys of the moderation queue, from one place. */
export const moderationKeys = {
  all: [...adminShellKeys.all, "moderation"] as const,
  lists: () => [...moderationKeys.all, "list"] as const,
  list: (query: Record<string, unknown>) => [...moderationKeys.lists(), query] as const,
  detail: (id: string) => [...moderationKeys.all, "detail", id] as const,
  /** The item's true/false alarm mark and first look. */
  outcome: (id: string) => [...moderationKeys.all, "outcome", id] as const,
  /** My on-duty switch, and the care figures (first looks per day, precision per week). */
  onDuty: () => [...moderationKeys.all, "on-duty"] as const,
  firstLooks: () => [...moderationKeys.all, "first-looks"] as const,
  precision: () => [...moderationKeys.all, "precision"] as const,
};
