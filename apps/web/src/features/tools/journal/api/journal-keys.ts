/** Query keys of the signed-in journal, from one place. */
export const journalKeys = {
  all: ["journal"] as const,
  list: () => [...journalKeys.all, "list"] as const,
};
