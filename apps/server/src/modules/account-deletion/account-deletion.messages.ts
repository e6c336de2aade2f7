// The words of 'Delete my account' the server writes: answers, notices and emails.

export const DELETION_SERVER_MSG = {
  accountNotFound: "Account not found",
  tooManyAttempts: "Too many attempts. Please wait a few minutes and try again.",
  noPassword: "Your account has no password. Ask for a code by email instead.",
  wrongPassword: "That password is not right. Please try again.",
  wrongCode: "That code is not right or has expired. Ask for a new one.",
  tooSoon: "Please wait {seconds} seconds before asking for another code.",
  staffAccount: "Staff accounts are closed by an admin, not from settings.",
  alreadyPending: "Your account is already set to be deleted.",
  notPending: "Your account is not set to be deleted.",
  /** In-app notices ({when}: the erasure time). */
  scheduledNotice:
    "Your account will be deleted on {when}. Sign in and choose 'Keep my account' before then to undo it.",
  keptNotice: "Your account will not be deleted.",
} as const;

export const DELETION_EMAIL_MSG = {
  scheduledSubject: "Your Saathi account will be deleted",
  scheduledText:
    "You asked us to delete your Saathi account. It will be erased on {when} (India time). Until then, signing in and choosing 'Keep my account' undoes it. {cancelled} upcoming session(s) were cancelled; refunds already issued stay issued. Payment and invoice records are kept without your name, as the law requires.",
  keptSubject: "Your Saathi account will not be deleted",
  keptText:
    "You chose to keep your Saathi account: nothing will be deleted. Sessions that were cancelled stay cancelled and refunds already issued stay issued.",
} as const;
