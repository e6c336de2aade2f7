// The words of notification emails and of the notifications module's answers.

export const NOTIFICATION_EMAIL_MSG = {
  /** {sentence}: the notification's own sentence, already in the reader's language. */
  subject: "{sentence} on Saathi",
  text: "{sentence}. Open Saathi to see it: {url}/notification\n\nYou chose to get these by email. To change which emails you get, visit {url}/settings#notifications",
} as const;

export const NOTIFICATIONS_MSG = {
  notFound: "Notification not found",
} as const;
