// The one-time code message (email and SMS), in the recipient's language. One whole
// sentence per purpose, so each language can order its words.

export const OTP_MSG = {
  subject: "Your Saathi code: {code}",
  text: {
    "sign-in":
      "Your Saathi code to sign in is {code}. It expires in 10 minutes. If you did not ask for it, you can ignore this message.",
    "email-verification":
      "Your Saathi code to verify your email is {code}. It expires in 10 minutes. If you did not ask for it, you can ignore this message.",
    "forget-password":
      "Your Saathi code to reset your password is {code}. It expires in 10 minutes. If you did not ask for it, you can ignore this message.",
    "change-email":
      "Your Saathi code to change your email is {code}. It expires in 10 minutes. If you did not ask for it, you can ignore this message.",
    "delete-account":
      "Your Saathi code to confirm deleting your account is {code}. It expires in 10 minutes. If you did not ask for it, you can ignore this message.",
  },
} as const;

export type OtpPurpose = keyof typeof OTP_MSG.text;

/** What a member is told when an email or SMS could not be sent: never a false success. */
export const MAIL_MSG = {
  emailNotSent: "We could not send the email just now. Please try again in a few minutes.",
  smsNotSent: "We could not send the text message just now. Please try again in a few minutes.",
} as const;
