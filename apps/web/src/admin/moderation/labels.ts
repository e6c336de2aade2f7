// Words the moderation screens show for the server's codes (shown with i18n._ in the language of the
// moment; an unknown code is shown as it is).
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { REPORT_REASON_LABEL, type ReportReason, type SafetyTarget } from "@saathi/contract/safety";
import { tx } from "../../lib/i18n/translate.ts";

export const TARGET_LABEL: Record<SafetyTarget, MessageDescriptor> = {
  post: msg({ message: "Post", context: "content type" }),
  comment: msg`Comment`,
  message: msg`Chat message`,
  profile: msg`Profile`,
  review: msg`Review`,
  circle_message: msg`Peer circle message`,
  circle_review: msg`Circle review`,
  circle_room_line: msg`Live circle side-chat message`,
};

export const SOURCE_LABEL: Record<string, MessageDescriptor> = {
  report: msg`Reported`,
  crisis: msg`Crisis check`,
  watched_word: msg`Watched word`,
};

/** A source code's words ("Crisis check"), or the code itself. */
export const sourceLabel = (i18n: I18n, s: string) => {
  const label = Object.hasOwn(SOURCE_LABEL, s) ? SOURCE_LABEL[s] : undefined;
  return label ? i18n._(label) : s;
};

/** The contract's words for a report reason (in the language shown now), or the code itself. */
export const reasonLabel = (r: string) => {
  const label = REPORT_REASON_LABEL[r as ReportReason];
  return label ? tx(label) : r;
};

export const ACTION_LABEL: Record<string, MessageDescriptor> = {
  dismiss: msg`Dismissed`,
  approve: msg`Approved`,
  hide: msg`Hidden`,
  warn: msg`Warned`,
  mute: msg`Muted`,
  suspend: msg`Suspended`,
};
