// What other modules may use of vetting besides its service: the application's rules the expert's
// own onboarding screen shows (may they still edit, are they listed, what keeps them from submitting).
export { isEditable, isListed, type SubmissionFacts, submissionProblems } from "./vetting.policy.ts";
