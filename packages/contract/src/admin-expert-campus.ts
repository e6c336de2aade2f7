// The campus badge set by staff (decision 038): a school or college counsellor's institution, shown as
// "Campus" on the expert's card and profile. The expert may declare it; an admin may set or clear it
// from the expert's page in the console (audited).
import { z } from "zod";

export const ADMIN_CAMPUS_MSG = {
  institutionShort: "Name the school or college in at least 2 characters, or clear the badge.",
  institutionLong: "Name the school or college in at most 120 characters.",
  notExpert: "This expert has no profile yet, so there is no badge to set.",
} as const;

/** GET /api/admin/experts/:expertId/campus: the badge as it stands (null: none). */
export const expertCampusSchema = z.object({
  expertId: z.string(),
  campusInstitution: z.string().nullable(),
});
export type ExpertCampus = z.infer<typeof expertCampusSchema>;

/** PUT /api/admin/experts/:expertId/campus: the institution's name, or null to clear the badge. */
export const setExpertCampusSchema = z.object({
  campusInstitution: z
    .string({ error: ADMIN_CAMPUS_MSG.institutionShort })
    .trim()
    .min(2, ADMIN_CAMPUS_MSG.institutionShort)
    .max(120, ADMIN_CAMPUS_MSG.institutionLong)
    .nullable(),
});
export type SetExpertCampus = z.infer<typeof setExpertCampusSchema>;
