/** Query keys of the console's dashboard, from one place. */
export const dashboardKeys = {
  all: ["admin", "dashboard"] as const,
};
