// What a member is told when staff suspend or reinstate their account, in their language.

export const MEMBER_STATUS_EMAIL_MSG = {
  suspendedSubject: "Your Saathi account is suspended",
  hello: "Hello {name},",
  helloThere: "Hello there,",
  suspendedUntil: "Your Saathi account is suspended until {date}.",
  suspendedForReview: "Your Saathi account is suspended until our team reviews it again.",
  reason: "The reason: {reason}",
  signedOut: "You have been signed out, and your posts and profile are hidden while it lasts.",
  mistake: "If you think this is a mistake, reply to this email or write to support@saathi.app.",
  reinstatedSubject: "Your Saathi account is open again",
  reinstatedText:
    "Your Saathi account is no longer suspended. You can sign in again, and your posts and profile are visible as before.\n\nTake care.",
} as const;
