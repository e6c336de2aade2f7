// The words of session reminders: in-app notices, emails and the calendar invite, in the
// recipient's language; times in India time, plus the expert's own zone when it is another.

/** In-app notices ({who}: the other person; {when}: the start, shown in the reader's language). */
export const REMINDER_NOTICE_MSG = {
  confirmation: "Your session with {who} on {when} is confirmed.",
  "24h": "Reminder: your session with {who} is tomorrow, {when}.",
  "1h": "Reminder: your session with {who} starts in 1 hour ({when}).",
  "10m": "Your session with {who} starts in 10 minutes. Open your booking to join the call.",
  noShowMember:
    "Nobody has joined the call for your session with {who} ({when}). If something went wrong, open your booking and press 'I need help'.",
  noShowExpert: "Nobody has joined the call for your session with {who} ({when}).",
} as const;

export const REMINDER_EMAIL_MSG = {
  subject: {
    confirmation: "Your Saathi session with {who} is confirmed",
    "24h": "Tomorrow: your Saathi session with {who}",
    "1h": "In 1 hour: your Saathi session with {who}",
    "10m": "In 10 minutes: your Saathi session with {who}",
    no_show: "Nobody joined your Saathi session with {who}",
  },
  lead: {
    confirmation: "Your session with {who} is confirmed. The calendar invite is attached.",
    "24h": "Your session with {who} is tomorrow.",
    "1h": "Your session with {who} starts in 1 hour.",
    "10m": "Your session with {who} starts in 10 minutes.",
    noShowMember:
      "Nobody joined the call of your session with {who} in its first 15 minutes. If something went wrong, open your booking on Saathi and press 'I need help': our team will look into it.",
    noShowExpert: "Nobody joined the call of your session with {who} in its first 15 minutes.",
  },
  when: "When: {when} (India time)",
  local: "In your time zone ({zone}): {local}",
  join: "Join the call from your booking on Saathi: {url}",
  footer: "You get these reminders because email is on for bookings in your Saathi notification settings.",
} as const;

/** The zones experts keep their schedules in, as a reader says them. */
export const REMINDER_ZONE_TEXT = {
  "America/Los_Angeles": "Los Angeles time",
  "America/New_York": "New York time",
  "Europe/London": "London time",
  "Asia/Kolkata": "India time",
} as const;

/** The calendar invite (.ics). */
export const REMINDER_INVITE_MSG = {
  summary: "Saathi session with {who}",
  description: "Join the call from your booking on Saathi: {url}",
  alarm: "Your Saathi session starts in 10 minutes",
} as const;

/** The dispute 'I need help' opens (read by the admins and the expert). */
export const REMINDERS_SERVER_MSG = {
  noShowDispute:
    "Nobody joined the call within 15 minutes of the session's start. The member asked for help from the no-show notice.",
} as const;
