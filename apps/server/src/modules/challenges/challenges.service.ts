// The 5-Day Anxiety Challenge: a member joins, does one short task a day in order, each
// with a done tap or a short private note (crisis-checked like the journal), and the next day opens on
// their next calendar day. A gentle in-app reminder goes out the morning the next day opens.
import {
  ANXIETY_CHALLENGE_DAYS,
  CHALLENGE_MSG,
  CHALLENGE_TASKS,
  type ChallengeCompleteResponse,
  type ChallengeState,
  DEFAULT_CHALLENGE_TIME_ZONE,
} from "@saathi/contract/challenges";
import type { CrisisLevelName } from "@saathi/contract/crisis";
import type { Logger } from "pino";
import { AppError } from "../../platform/http/errors.ts";
import type { NotificationsService } from "../notifications/notifications.service.ts";
import type { WriteCheckService } from "../safety/write-check.service.ts";
import type { YouthChecks } from "../young-people/index.ts";
import { CHALLENGE_REMINDER_MSG } from "./challenges.messages.ts";
import {
  type CompleteRefusal,
  completeRefusal,
  localDate,
  ownsRun,
  progressOf,
  reminderDueFor,
} from "./challenges.policy.ts";
import type { ChallengeDayRow, ChallengeRow, ChallengesRepository } from "./challenges.repository.ts";

/** The one challenge there is today; the tables allow more. */
export const ANXIETY_SLUG = "anxiety-5-day";

const REFUSAL: Record<CompleteRefusal, [code: string, message: string]> = {
  finished: ["CHALLENGE_FINISHED", CHALLENGE_MSG.finished],
  alreadyDone: ["DAY_ALREADY_DONE", CHALLENGE_MSG.alreadyDone],
  notInOrder: ["DAY_NOT_NEXT", CHALLENGE_MSG.notInOrder],
  opensTomorrow: ["DAY_OPENS_TOMORROW", CHALLENGE_MSG.opensTomorrow],
};

export interface ChallengesDeps {
  repo: ChallengesRepository;
  notifications: Pick<NotificationsService, "notify">;
  writeCheck: Pick<WriteCheckService, "inspect">;
  log: Logger;
  now?: () => number;
  /** No engagement nudges for minors (young-people, decision 038). */
  youth?: Pick<YouthChecks, "isMinor">;
}

export function createChallengesService({
  repo,
  notifications,
  writeCheck,
  log,
  now = Date.now,
  youth,
}: ChallengesDeps) {
  function present(run: ChallengeRow | null, days: ChallengeDayRow[], at: Date): ChallengeState {
    if (!run) {
      return {
        status: "not_started",
        timeZone: null,
        today: localDate(at, DEFAULT_CHALLENGE_TIME_ZONE),
        startedAt: null,
        finishedAt: null,
        nextDay: null,
        nextDayOpen: false,
        completed: 0,
        streak: 0,
        days: CHALLENGE_TASKS.map((task, i) => ({
          day: i + 1,
          task,
          status: "locked" as const,
          doneOn: null,
          completedAt: null,
          note: null,
        })),
      };
    }
    const p = progressOf(at, run.timeZone, days);
    const byDay = new Map(days.map((d) => [d.day, d]));
    return {
      status: p.nextDay === null ? "finished" : "active",
      timeZone: run.timeZone,
      today: localDate(at, run.timeZone),
      startedAt: run.startedAt.toISOString(),
      finishedAt: run.finishedAt?.toISOString() ?? null,
      nextDay: p.nextDay,
      nextDayOpen: p.nextDayOpen,
      completed: p.completed,
      streak: p.streak,
      days: CHALLENGE_TASKS.map((task, i) => {
        const day = i + 1;
        const done = byDay.get(day);
        return {
          day,
          task,
          status: done ? "done" : day === p.nextDay && p.nextDayOpen ? "open" : "locked",
          doneOn: done?.localDate ?? null,
          completedAt: done?.completedAt.toISOString() ?? null,
          note: done?.note ?? null,
        };
      }),
    };
  }

  async function mine(userId: string) {
    const run = await repo.find(userId, ANXIETY_SLUG);
    // Only the member's own run is ever read (the query is by their id; the policy says so too).
    if (run && !ownsRun(userId, run)) throw new Error("challenge run of another member");
    return { run, days: run ? await repo.days(run.id) : [] };
  }

  return {
    async state(userId: string): Promise<ChallengeState> {
      const { run, days } = await mine(userId);
      return present(run, days, new Date(now()));
    },

    /** Joining twice keeps the run already under way. */
    async join(userId: string, timeZone: string): Promise<ChallengeState> {
      const run = await repo.start(userId, ANXIETY_SLUG, timeZone);
      return present(run, await repo.days(run.id), new Date(now()));
    },

    /** Starts again from day 1 (the days done and their notes go). */
    async restart(userId: string, timeZone: string): Promise<ChallengeState> {
      const run = await repo.restart(userId, ANXIETY_SLUG, timeZone);
      return present(run, [], new Date(now()));
    },

    async complete(userId: string, day: number, note: string | undefined): Promise<ChallengeCompleteResponse> {
      const at = new Date(now());
      const { run, days } = await mine(userId);
      if (!run) throw new AppError(409, "CHALLENGE_NOT_JOINED", CHALLENGE_MSG.notJoined);
      const refusal = completeRefusal(progressOf(at, run.timeZone, days), day);
      if (refusal) throw new AppError(409, ...REFUSAL[refusal]);
      const text = note?.trim() ? note.trim() : null;
      const added = await repo.addDay(run, day, localDate(at, run.timeZone), text, at, day === ANXIETY_CHALLENGE_DAYS);
      // Lost a race with another tab: the same answer as if it had come second.
      if (!added)
        throw new AppError(409, ...REFUSAL[days.some((d) => d.day === day) ? "alreadyDone" : "opensTomorrow"]);
      // The journal's check: only to offer the writer help; nothing is queued, the text is not logged.
      let crisisLevel: CrisisLevelName = "none";
      if (text) {
        crisisLevel = await writeCheck.inspect(userId, text).then(
          (r) => r.level,
          (err: unknown) => {
            // The day is kept either way; a refused check (its rate limit) must not undo it.
            log.warn({ err }, "challenge note not checked");
            return "none" as const;
          },
        );
      }
      const after = await mine(userId);
      return { state: present(after.run, after.days, at), crisisLevel };
    },

    /**
     * The gentle reminder: for each run whose next day opened this morning (9 o'clock or later in the
     * member's zone), one in-app notice, claimed atomically so several servers send it once.
     */
    async sendDueReminders(at = new Date(now()), limit = 500): Promise<number> {
      let sent = 0;
      for (const c of await repo.reminderCandidates(limit)) {
        const day = reminderDueFor(at, c.timeZone, { ...c, finished: false });
        if (day === null || !(await repo.claimReminder(c.id, day))) continue;
        // Claimed (so never asked again for this day) but not sent: no nudges for a member under 18.
        if (await youth?.isMinor(c.userId)) continue;
        try {
          await notifications.notify(c.userId, "reminder", c.userId, {
            message: CHALLENGE_REMINDER_MSG.nextDayOpen,
            message_values: JSON.stringify({ day: String(day) }),
            challenge: ANXIETY_SLUG,
          });
          sent += 1;
        } catch (err) {
          log.error({ err, challengeId: c.id }, "challenge reminder not sent");
        }
      }
      return sent;
    },
  };
}

export type ChallengesService = ReturnType<typeof createChallengesService>;
