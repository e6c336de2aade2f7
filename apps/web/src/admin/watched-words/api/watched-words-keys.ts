/** Query keys of the watched words list, from one place. */
export const watchedWordsKeys = {
  all: ["admin", "watched-words"] as const,
  list: () => [...watchedWordsKeys.all, "list"] as const,
};
