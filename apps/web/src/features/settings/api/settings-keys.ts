/** Query keys of the member's own settings, from one place. */
export const settingsKeys = {
  all: ["settings"] as const,
  privacy: () => [...settingsKeys.all, "privacy"] as const,
  notifications: () => [...settingsKeys.all, "notifications"] as const,
  /** The care team's next-day check-ins, on or off. */
  careCheckIn: () => [...settingsKeys.all, "care-check-in"] as const,
};
