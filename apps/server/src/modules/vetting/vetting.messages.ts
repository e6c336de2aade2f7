// What the expert is told at each change of their application (email; the in-app notification of
// type 'application' points them to their feed, where the state and the message are shown), in
// their language.
import type { Locale } from "@saathi/contract/locale";
import { formatDateTime } from "../../platform/i18n/format.ts";
import { translatorFor } from "../../platform/i18n/translator.ts";
import type { OutgoingMessage } from "../../platform/mail/messenger.ts";
import type { VettingAction } from "./vetting.policy.ts";

export const VETTING_EMAIL_MSG = {
  sign: "With care,\nThe Saathi team",
  nextYear: "next year",
  requestChangesSubject: "Changes requested on your Saathi expert application",
  requestChangesText:
    "Thank you for applying to Saathi. Our reviewers need a few changes before they can approve your application:\n\n{message}\n\nOpen Saathi, edit your application and submit it again.",
  approveSubject: "Your Saathi expert application is approved",
  approveText:
    "Welcome to Saathi. Your application is approved and your profile is now listed, so members can find and book you. We will ask you to re-verify your credentials by {until}.",
  rejectSubject: "About your Saathi expert application",
  rejectText:
    "Thank you for applying to Saathi. We are not able to approve your application.\n\nReason: {message}\n\nIf you think this is a mistake, reply to this email.",
  suspendSubject: "Your Saathi expert profile is suspended",
  suspendText:
    "Your expert profile is suspended and hidden from members.\n\nReason: {message}\n\n{cancelled} upcoming session(s) were cancelled and the members refunded in full. If you think this is a mistake, reply to this email.",
  reinstateSubject: "Your Saathi expert profile is reinstated",
  reinstateText:
    "Your expert profile is reinstated. If your verification is current, members can find and book you again.",
  reverifySubject: "Your Saathi verification is renewed",
  reverifyText: "Your credentials are re-verified. Your profile stays listed until {until}.",
} as const;

const M = VETTING_EMAIL_MSG;

/** The email of one change, to be written in the expert's language. */
export type VettingEmail = (locale: Locale) => OutgoingMessage;

export function vettingEmail(
  action: Exclude<VettingAction, "submit">,
  to: string,
  info: { message?: string; until?: Date; cancelled?: number },
): VettingEmail {
  return (locale) => {
    const t = translatorFor(locale);
    const until = info.until ? formatDateTime(info.until, locale, { dateStyle: "long" }) : t(M.nextYear);
    const values = { message: info.message, until, cancelled: info.cancelled ?? 0 };
    const texts: Record<typeof action, [string, string]> = {
      request_changes: [M.requestChangesSubject, M.requestChangesText],
      approve: [M.approveSubject, M.approveText],
      reject: [M.rejectSubject, M.rejectText],
      suspend: [M.suspendSubject, M.suspendText],
      reinstate: [M.reinstateSubject, M.reinstateText],
      reverify: [M.reverifySubject, M.reverifyText],
    };
    const [subject, body] = texts[action];
    return { to, subject: t(subject), text: `${t(body, values)}\n\n${t(M.sign)}` };
  };
}
