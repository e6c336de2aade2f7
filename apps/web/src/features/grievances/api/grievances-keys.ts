/** Query keys of the grievances feature. */
export const grievancesKeys = {
  all: ["grievances"] as const,
  mine: () => [...grievancesKeys.all, "mine"] as const,
  officer: () => [...grievancesKeys.all, "officer"] as const,
};
