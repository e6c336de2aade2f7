// The one message Saathi sends a trusted contact, only when the member taps "Tell {name}" (in the
// member's language: the contact has no account, and the member chose the words they read).
export const TRUSTED_CONTACT_TEXT = {
  subject: "{name} would like you to check in with them",
  text: "{name} is going through a hard time and would like you to check in with them. — sent from Saathi at their request",
} as const;
