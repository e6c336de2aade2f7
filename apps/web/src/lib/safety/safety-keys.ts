/** Query keys of members' safety data (reports), from one place: the report dialog and "My reports" share them. */
export const safetyKeys = {
  all: ["safety"] as const,
  myReports: () => [...safetyKeys.all, "my-reports"] as const,
};
