// The words of rescheduling the server sends: notifications and emails, English ids.

/** In-app notices (type booking_moved); {when} is the ISO start, shown as a date in the reader's language. */
export const RESCHEDULE_NOTICE_MSG = {
  moved: "Your session has moved to {when} (India time). Nothing more to pay.",
  proposed:
    "Your expert proposed a new time for your session: {when} (India time). Accept or decline it in your bookings.",
  declined: "The member declined the new time you proposed ({when}, India time). The session stays at its time.",
} as const;

/** Emails, in each person's language. */
export const RESCHEDULE_EMAIL_MSG = {
  movedSubject: "Your Saathi session has a new time",
  movedText:
    "Your session on {old} has moved to {new} (India time). There is nothing more to pay, and your reminders move with it.",
  proposedSubject: "A new time is proposed for your Saathi session",
  proposedText:
    "Your expert proposed to move your session on {old} to {new} (India time). Open your bookings on Saathi to accept or decline it.",
  declinedSubject: "The new time you proposed was declined",
  declinedText:
    "The member declined moving the session on {old} to {new} (India time). The session stays at its original time.",
} as const;
