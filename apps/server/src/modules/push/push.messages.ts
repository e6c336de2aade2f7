// The words of Web Push: the server's answers, and the second line of each push (the
// first is the notification's own sentence, NOTIFICATION_MSG). Catalog texts, English ids.
import type { NotificationType } from "@saathi/contract/notifications";

export const PUSH_SERVER_MSG = {
  notSubscribed: "This browser is not subscribed to your notifications.",
  serviceNotAllowed: "Saathi does not send notifications through this push service.",
  keyNotOnCurve: "The browser's push key is not a valid P-256 key.",
} as const;

/** The line under a push's title for a notification type: what a tap does. Never what anyone wrote. */
export const PUSH_TEXT = {
  message: "Open Saathi to read it.",
  follow_request: "Open Saathi to accept or decline.",
  call: "Tap to open the call.",
} as const satisfies Partial<Record<NotificationType, string>>;
