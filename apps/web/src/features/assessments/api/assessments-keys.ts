/** Query keys of the assessments feature, from one place. */
export const assessmentsKeys = {
  all: ["assessments"] as const,
  /** The member's results (the whole feature's cache is this one list). */
  list: () => assessmentsKeys.all,
};
