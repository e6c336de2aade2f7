// The age part of the member sign-up form (decision 038): a date of birth, or an age band for a member
// who prefers; under 13 is answered on the page (the helplines and the free tools), never sent.
import { signupSchema } from "@saathi/contract/auth";
import { AGE_BAND_CHOICES, decideAge, type SignupAge, YOUNG_MSG } from "@saathi/contract/young-people";
import { z } from "zod";

/** The band choices on the form: "under-13" is a choice too, so a child is told kindly, not refused by a server. */
export const FORM_AGE_BANDS = ["under-13", ...AGE_BAND_CHOICES] as const;

const ageFields = {
  dateOfBirth: z.string().optional(),
  ageBand: z.enum(FORM_AGE_BANDS).nullable().optional(),
};
const requireAge = (
  v: { dateOfBirth?: string | undefined; ageBand?: string | null | undefined },
  ctx: z.RefinementCtx,
) => {
  if (!v.dateOfBirth && !v.ageBand) ctx.addIssue({ code: "custom", path: ["ageBand"], message: YOUNG_MSG.ageRequired });
};

export const signupFormSchema = signupSchema.extend(ageFields).superRefine(requireAge);
export type SignupFormInput = z.infer<typeof signupFormSchema>;

/** The age question alone (after a Google or Microsoft sign-in that gave none). */
export const ageFormSchema = z.object(ageFields).superRefine(requireAge);
export type AgeFormInput = z.infer<typeof ageFormSchema>;

/** What the form sends, or "under13" (shown the helplines), or "invalid" (a date that cannot be). */
export function signupAge(
  v: { dateOfBirth?: string; ageBand?: (typeof FORM_AGE_BANDS)[number] | null },
  today: string,
): SignupAge | "under13" | "invalid" {
  if (v.dateOfBirth) {
    const d = decideAge({ dateOfBirth: v.dateOfBirth }, today);
    if (d.ok) return { dateOfBirth: v.dateOfBirth };
    return d.reason === "under13" ? "under13" : "invalid";
  }
  if (!v.ageBand) return "invalid";
  return v.ageBand === "under-13" ? "under13" : { ageBand: v.ageBand };
}
