// The words the circles module sends outside the app: a seat holder's reminder email (its in-app and
// push sentence is the contract's CIRCLE_MSG.reminderDay / reminderHour). {title}: the circle; {who}: the host.

export const CIRCLE_REMINDER_MSG = {
  subject: {
    "24h": "Tomorrow: your Saathi circle “{title}”",
    "1h": "Within the hour: your Saathi circle “{title}”",
  },
  lead: {
    "24h": "Your circle “{title}” with {who} is tomorrow. Your seat is ready.",
    "1h": "Your circle “{title}” with {who} starts within the hour.",
  },
  join: "Join from your seat on Saathi when the room opens: {url}",
} as const;

/** The circles module's answers that are not the contract's. */
export const CIRCLES_SERVER_MSG = {
  /** A member whose account is set to be deleted asked for a paid seat. */
  deletionPending:
    "Your account is set to be deleted, so you cannot buy a seat. Choose 'Keep my account' in Settings to buy again.",
} as const;
