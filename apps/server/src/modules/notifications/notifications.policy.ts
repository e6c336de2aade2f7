// Which notifications block and mute silence, as pure rules. They live with notifications (only this
// module gates on them) so notifications need nothing of safety: safety's moderation and care notify
// members through the notifications service, and the dependency runs that one way. Also when a failed
// notification email is tried again.

/**
 * Notifications one member's act sends another (follows, messages, calls, comments, likes): block and mute silence
 * these. Notices from Saathi itself (bookings, refunds, moderation, account) always arrive.
 */
export const MEMBER_NOTIFICATION_TYPES = [
  "follow_request",
  "follow_accept",
  "follow",
  "call",
  "message",
  "comment",
  "like",
] as const;
export const isMemberNotification = (type: string) => (MEMBER_NOTIFICATION_TYPES as readonly string[]).includes(type);
