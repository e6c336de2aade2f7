/** Query keys of the search feature, from one place. */
export const searchKeys = {
  users: (q: string) => ["user-search", q] as const,
};
