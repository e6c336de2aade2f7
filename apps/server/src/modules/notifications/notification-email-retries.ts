// A notification email that failed is kept (user, type, actor: never its words) and tried again with the
// session reminders' back-off (1, 5, 25 minutes, then failed: `sendRetryAt`). Each try writes the email afresh
// in the member's language and only if they still want it (email still chosen for its kind, the actor
// not blocked or muted since); the cooldown that batches a chat burst was spent by the first try and
// does not hold the retry back. A due retry is claimed by one worker, so it is sent once. Every send is
// counted in saathi_notice_sends_total{what="notification",channel="email"}.
import type { NotificationType } from "@saathi/contract/notifications";
import type { Logger } from "pino";
import { sendRetryAt as retryAt } from "../../platform/mail/send-retry.ts";
import { metrics } from "../../platform/observability/metrics.ts";
import type { NotificationEmailRetriesRepository } from "./notification-email-retries.repository.ts";

/** How long a claimed retry is kept from other workers while it is being sent. */
const LEASE_MS = 2 * 60_000;
/** How long a failed one is kept (to be looked at) before it goes. */
const KEEP_FAILED_MS = 30 * 24 * 60 * 60_000;

/** The kind of a failure (a code such as EMAIL_NOT_SENT or ECONNREFUSED, else the error's class), never its message. */
export function errorClass(err: unknown): string {
  if (err && typeof err === "object") {
    const code = (err as { code?: unknown }).code;
    if (typeof code === "string" && code) return code.slice(0, 100);
    const name = (err as { name?: unknown }).name;
    if (typeof name === "string" && name) return name.slice(0, 100);
  }
  return "Error";
}

export function createEmailRetries(d: {
  repo: NotificationEmailRetriesRepository;
  /** Writes and sends the email now; false when the member has no address. Throws when it fails. */
  write: (userId: string, type: NotificationType, actorId: string) => Promise<boolean>;
  stillWanted: (userId: string, type: NotificationType, actorId: string) => Promise<boolean>;
  log: Pick<Logger, "warn">;
  now?: () => number;
}) {
  const now = d.now ?? Date.now;
  return {
    /** The first try failed: kept for the next (counted as retried), unless there are no tries left. */
    async failed(userId: string, type: NotificationType, actorId: string, err: unknown) {
      const next = retryAt(1, now());
      metrics.noticeSend("notification", "email", next !== null ? "retried" : "failed");
      if (next === null) return;
      try {
        await d.repo.schedule({ userId, type, actorId, nextAttemptAt: new Date(next), lastError: errorClass(err) });
      } catch (e) {
        d.log.warn({ err: e, type }, "notification email retry not kept");
      }
    },

    /** Sends every due retry this worker claims; answers how many emails went. */
    async run(at: number = now()) {
      const due = await d.repo.claimDue(new Date(at), LEASE_MS);
      let sent = 0;
      for (const r of due) {
        const type = r.type as NotificationType;
        try {
          if (!(await d.stillWanted(r.user_id, type, r.actor_id))) {
            await d.repo.remove(r.id);
            continue;
          }
        } catch (err) {
          // Could not read the settings: try again at the next run (the lease ends).
          d.log.warn({ err, type }, "notification email retry not checked");
          continue;
        }
        const attempts = r.attempts + 1;
        let went: boolean;
        try {
          went = await d.write(r.user_id, type, r.actor_id);
        } catch (err) {
          const next = retryAt(attempts, at);
          metrics.noticeSend("notification", "email", next !== null ? "retried" : "failed");
          d.log.warn({ err, type, attempts }, "notification email retry not sent");
          await d.repo.tried(r.id, attempts, next !== null ? new Date(next) : null, errorClass(err));
          continue;
        }
        if (went) {
          metrics.noticeSend("notification", "email", "sent");
          sent++;
        }
        await d.repo.remove(r.id);
      }
      await d.repo.purgeFailed(new Date(at - KEEP_FAILED_MS));
      return sent;
    },
  };
}
