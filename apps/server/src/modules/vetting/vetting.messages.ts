// What the expert is told at each change of their application (email; the in-app notification of
// type 'application' points them to their feed, where the state and the message are shown).
import type { OutgoingMessage } from "../../platform/mail/messenger.ts";
import type { VettingAction } from "./vetting.policy.ts";

const day = (d: Date) => d.toLocaleDateString("en-IN", { timeZone: "Asia/Kolkata", dateStyle: "long" });

export function vettingEmail(
  action: Exclude<VettingAction, "submit">,
  to: string,
  info: { message?: string; until?: Date; cancelled?: number },
): OutgoingMessage {
  const sign = "\n\nWith care,\nThe Saathi team";
  switch (action) {
    case "request_changes":
      return {
        to,
        subject: "Changes requested on your Saathi expert application",
        text: `Thank you for applying to Saathi. Our reviewers need a few changes before they can approve your application:\n\n${info.message}\n\nOpen Saathi, edit your application and submit it again.${sign}`,
      };
    case "approve":
      return {
        to,
        subject: "Your Saathi expert application is approved",
        text: `Welcome to Saathi. Your application is approved and your profile is now listed, so members can find and book you. We will ask you to re-verify your credentials by ${info.until ? day(info.until) : "next year"}.${sign}`,
      };
    case "reject":
      return {
        to,
        subject: "About your Saathi expert application",
        text: `Thank you for applying to Saathi. We are not able to approve your application.\n\nReason: ${info.message}\n\nIf you think this is a mistake, reply to this email.${sign}`,
      };
    case "suspend":
      return {
        to,
        subject: "Your Saathi expert profile is suspended",
        text: `Your expert profile is suspended and hidden from members.\n\nReason: ${info.message}\n\n${info.cancelled ?? 0} upcoming session(s) were cancelled and the members refunded in full. If you think this is a mistake, reply to this email.${sign}`,
      };
    case "reinstate":
      return {
        to,
        subject: "Your Saathi expert profile is reinstated",
        text: `Your expert profile is reinstated. If your verification is current, members can find and book you again.${sign}`,
      };
    case "reverify":
      return {
        to,
        subject: "Your Saathi verification is renewed",
        text: `Your credentials are re-verified. Your profile stays listed until ${info.until ? day(info.until) : "next year"}.${sign}`,
      };
  }
}
