/** Query keys of the outcomes feature. */
export const outcomesKeys = {
  all: ["outcomes"] as const,
  table: () => [...outcomesKeys.all, "table"] as const,
};
