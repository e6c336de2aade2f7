// Words the moderation screens show for the server's codes.
import { REPORT_REASON_LABEL, type ReportReason, type SafetyTarget } from "@saathi/contract/safety";

export const TARGET_LABEL: Record<SafetyTarget, string> = {
  post: "Post",
  comment: "Comment",
  message: "Chat message",
  profile: "Profile",
  review: "Review",
};

export const SOURCE_LABEL: Record<string, string> = {
  report: "Reported",
  crisis: "Crisis check",
  watched_word: "Watched word",
};

export const reasonLabel = (r: string) => REPORT_REASON_LABEL[r as ReportReason] ?? r;

export const ACTION_LABEL: Record<string, string> = {
  dismiss: "Dismissed",
  approve: "Approved",
  hide: "Hidden",
  warn: "Warned",
  mute: "Muted",
  suspend: "Suspended",
};
