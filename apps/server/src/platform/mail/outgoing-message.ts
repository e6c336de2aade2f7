/** One email or SMS to send (its own file, so the outbox repository need not import the messenger). */
export interface OutgoingMessage {
  to: string;
  subject: string;
  text: string;
  /** The one-time code it carries, if any (kept in the dev outbox for tests and people). */
  code?: string;
  /** Files sent with an email (a session's calendar invite). The dev outbox keeps the text only. */
  attachments?: { filename: string; contentType: string; content: string }[];
}
