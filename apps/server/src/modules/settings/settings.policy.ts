// Settings rules as pure functions: defaults, the always-on kind, and which notification
// types notify() may email (the services of the others email by themselves, so never twice).
import {
  type ChannelPref,
  DEFAULT_NOTIFICATION_PREFS,
  KIND_OF_NOTIFICATION,
  LOCKED_NOTIFICATION_KINDS,
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationSettings,
} from "@saathi/contract/account-settings";
import type { NotificationType } from "@saathi/contract/notifications";

/**
 * The social and booking types notify() emails when the member chose email for their kind. Refunds,
 * disputes, applications and moderation are emailed by their own services (always), and the account
 * kind's notices (export, deletion, security, grievances) likewise.
 */
export const NOTIFY_EMAIL_TYPES: readonly NotificationType[] = [
  "message",
  "follow",
  "follow_request",
  "follow_accept",
  "comment",
  "like",
  "booking",
  "booking_cancelled",
  "call",
];

/** One notification email per (member, type, actor) in this many seconds: a chat burst sends one. */
export const EMAIL_COOLDOWN_SECONDS = 600;

export const isLockedKind = (kind: NotificationKind) => LOCKED_NOTIFICATION_KINDS.includes(kind);

/**
 * Every kind with the member's choice, or the default where they made none; locked kinds always on.
 * A row written before push existed (push null) has the kind's default push.
 */
export function prefsWithDefaults(
  rows: readonly { kind: string; inApp: boolean; email: boolean; push?: boolean | null }[],
) {
  const chosen = new Map(rows.map((r) => [r.kind, r]));
  return NOTIFICATION_KINDS.map((kind): NotificationSettings["kinds"][number] => {
    if (isLockedKind(kind)) return { kind, inApp: true, email: true, push: true, locked: true };
    const d = DEFAULT_NOTIFICATION_PREFS[kind];
    const r = chosen.get(kind);
    return { kind, inApp: r?.inApp ?? d.inApp, email: r?.email ?? d.email, push: r?.push ?? d.push, locked: false };
  });
}

/** How a notification of this type reaches the member: in the app, and by email from notify() or not. */
export function deliveryFor(
  kinds: readonly { kind: NotificationKind; inApp: boolean; email: boolean }[],
  type: NotificationType,
): Pick<ChannelPref, "inApp" | "email"> {
  const kind = KIND_OF_NOTIFICATION[type];
  const pref = kinds.find((k) => k.kind === kind) ?? { inApp: true, email: false };
  return { inApp: isLockedKind(kind) || pref.inApp, email: pref.email && NOTIFY_EMAIL_TYPES.includes(type) };
}
