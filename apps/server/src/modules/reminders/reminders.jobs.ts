// The reminder worker (decision 026): every 15 seconds each server process claims due reminders
// (FOR UPDATE SKIP LOCKED, so a reminder is taken by one process only) and sends them a few at a time;
// a tick goes on claiming until nothing is due. `tick(now)` is a plain function: tests and the bench
// run it directly with the time they choose.
import type { Logger } from "pino";
import type { SendOutcome } from "./reminder-sender.service.ts";
import type { ReminderRow, RemindersRepository } from "./reminders.repository.ts";

export interface ReminderWorkerOptions {
  /** Reminders claimed per statement. */
  batch?: number;
  /** Reminders sent at once (each holds a database connection now and then). */
  concurrency?: number;
  /** How long a claimed reminder is kept from other processes while it is being sent. */
  leaseMs?: number;
  intervalMs?: number;
}

export type TickResult = Record<SendOutcome, number> & { claimed: number };

export function createReminderWorker(
  d: {
    repo: Pick<RemindersRepository, "claimDue">;
    send(row: ReminderRow, now: Date): Promise<SendOutcome>;
    log: Pick<Logger, "error" | "info">;
    now?: () => number;
  },
  opts: ReminderWorkerOptions = {},
) {
  const batch = opts.batch ?? 200;
  const concurrency = opts.concurrency ?? 8;
  const leaseMs = opts.leaseMs ?? 2 * 60_000;
  const intervalMs = opts.intervalMs ?? 15_000;
  const clock = d.now ?? Date.now;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<TickResult> | null = null;

  const tick = async (at: number = clock()): Promise<TickResult> => {
    const result: TickResult = { claimed: 0, sent: 0, retry: 0, failed: 0, cancelled: 0, skipped: 0, moved: 0 };
    const now = new Date(at);
    for (;;) {
      const rows = await d.repo.claimDue(now, batch, leaseMs);
      result.claimed += rows.length;
      let next = 0;
      const lane = async () => {
        while (next < rows.length) {
          const row = rows[next++] as ReminderRow;
          try {
            result[await d.send(row, now)]++;
          } catch (err) {
            // Left leased: claimed again once the lease is over.
            d.log.error({ err, reminderId: row.id }, "reminder could not be processed");
          }
        }
      };
      await Promise.all(Array.from({ length: Math.min(concurrency, rows.length) }, lane));
      if (rows.length < batch) break;
    }
    return result;
  };

  /** One tick at a time in this process (a slow tick is not overlapped by the next). */
  const runOnce = (at?: number) => {
    running ??= tick(at).finally(() => {
      running = null;
    });
    return running;
  };

  return {
    tick,
    runOnce,
    /** Starts the 15-second loop in this process. */
    start() {
      if (timer) return;
      timer = setInterval(() => {
        void runOnce().catch((err) => d.log.error({ err }, "reminder tick failed"));
      }, intervalMs);
      timer.unref();
    },
    /** Soon after a booking is confirmed, so its confirmation does not wait for the next tick. */
    nudge() {
      if (timer) setImmediate(() => void runOnce().catch((err) => d.log.error({ err }, "reminder tick failed")));
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => {});
    },
  };
}

export type ReminderWorker = ReturnType<typeof createReminderWorker>;
