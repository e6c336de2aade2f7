/** Query keys of the console's applications section, from one place. */
export const applicationsKeys = {
  all: ["admin", "applications"] as const,
  list: (query: object) => [...applicationsKeys.all, "list", query] as const,
  detail: (expertId: string) => [...applicationsKeys.all, "detail", expertId] as const,
};
