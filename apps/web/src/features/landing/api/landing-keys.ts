/** Query keys of the landing feature (public pages). */
export const landingKeys = {
  grievanceOfficer: () => ["grievance-officer"] as const,
};
