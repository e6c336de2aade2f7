/** Query keys of the console's daily wellness section, from one place. */
export const dailyWellnessKeys = {
  all: ["admin", "daily-wellness"] as const,
  list: () => [...dailyWellnessKeys.all, "list"] as const,
};
