// What a member is told about changes to their account's security: an email and an
// in-app notice, in their language.

export const SECURITY_NOTICE_MSG = {
  ifNotYou: "If this wasn't you, reset your password now from the sign-in page and write to us from Help > Grievances.",
  /** The email: the notice, then what to do if it was not them. */
  email: "{what}\n\n{ifNotYou}",
  passwordChangedSubject: "Your Saathi password was changed",
  passwordChanged: "Your Saathi password was changed and other devices were signed out.",
  emailChangedSubject: "Your Saathi email was changed",
  emailChanged: "Your Saathi email was changed to {email}. Other devices were signed out.",
  twoFactorOnSubject: "Two-step sign-in is on",
  twoFactorOn: "Two-step sign-in was turned on for your Saathi account. Other devices were signed out.",
  twoFactorOffSubject: "Two-step sign-in is off",
  twoFactorOff: "Two-step sign-in was turned off for your Saathi account. Other devices were signed out.",
  backupCodesNewSubject: "New Saathi backup codes",
  backupCodesNew: "New backup codes were made for your Saathi account. The old ones no longer work.",
} as const;
