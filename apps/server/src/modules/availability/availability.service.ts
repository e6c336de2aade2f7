// An expert's own availability after onboarding (decision 033): weekly hours and time off, with
// booked sessions protected. A change that would leave a confirmed upcoming session outside the
// availability is refused with those sessions (409 STRANDED_SESSIONS) until the expert keeps them on
// purpose; nothing is ever cancelled here. Every save drops cached public expert answers on every node.
import {
  AVAILABILITY_MSG,
  type AvailabilityCheck,
  type MyAvailability,
  type StrandedSession,
  TIME_OFF_MAX_AHEAD_DAYS,
  TIME_OFF_MAX_DAYS,
  TIME_OFF_MAX_RANGES,
  type TimeOff,
} from "@saathi/contract/availability";
import type { WeeklySlot } from "@saathi/contract/onboarding";
import type { SessionUser } from "../../platform/auth/session.ts";
import { expertListingsChanged } from "../../platform/cache/expert-listings.ts";
import { AppError } from "../../platform/http/errors.ts";
import { presentPersonOrUnknown } from "../../platform/presenters/person.presenter.ts";
import { mayKeepAvailability, unkeptSessions } from "./availability.policy.ts";
import type { AvailabilityRepository, TimeOffRow, UpcomingSessionRow } from "./availability.repository.ts";
import { dayCount, daysInterval, isCovered, plusDays, todayIn } from "./covered.ts";
import type { ScheduleRow } from "./slots.ts";

const DEFAULT_ZONE = "Asia/Kolkata";
const notExpert = () => new AppError(403, "NOT_EXPERT", AVAILABILITY_MSG.notExpert);
const bad = (code: string, message: string, values?: Record<string, unknown>) =>
  new AppError(400, code, message, { fields: [{ field: "timeOff", message }] }, values);

type Ranges = readonly { startDate: string; endDate: string }[];

export function createAvailabilityService(repo: AvailabilityRepository, now: () => number = Date.now) {
  /** The expert, checked by the policy first (403 for anyone else signed in). */
  const expertOf = async (user: SessionUser) => {
    if (!mayKeepAvailability(user)) throw notExpert();
    if (!(await repo.hasProfile(user.id))) throw notExpert();
    return user.id;
  };
  const zoneOf = (schedule: readonly ScheduleRow[]) => schedule[0]?.timezone ?? DEFAULT_ZONE;

  const present = (s: UpcomingSessionRow): StrandedSession => ({
    bookingId: s.id,
    startsAt: s.startsAt.toISOString(),
    endsAt: s.endsAt.toISOString(),
    memberName: presentPersonOrUnknown(s.person, s.clientId).displayName,
    proposalPending: s.proposalPending,
  });
  /** Sessions outside this availability. */
  const strandedBy = (sessions: readonly UpcomingSessionRow[], schedule: readonly ScheduleRow[], timeOff: Ranges) => {
    const zone = zoneOf(schedule);
    const off = timeOff.map((r) => daysInterval(r, zone));
    return sessions.filter((s) => !isCovered(schedule, off, { start: s.startsAt.getTime(), end: s.endsAt.getTime() }));
  };

  /** Everything the decision needs: the availability now and the upcoming sessions. */
  const current = async (expertId: string) => {
    const schedule = await repo.schedule(expertId);
    const today = todayIn(zoneOf(schedule), now());
    const [timeOff, sessions] = await Promise.all([
      repo.timeOff(expertId, today),
      repo.upcomingSessions(expertId, new Date(now())),
    ]);
    return { schedule, timeOff, sessions, today };
  };
  type Current = Awaited<ReturnType<typeof current>>;

  /** Sessions the change newly strands (ones already outside before stay as they were). */
  const newlyStranded = (c: Current, next: { schedule: readonly ScheduleRow[]; timeOff: Ranges }) => {
    const before = new Set(strandedBy(c.sessions, c.schedule, c.timeOff).map((s) => s.id));
    return strandedBy(c.sessions, next.schedule, next.timeOff).filter((s) => !before.has(s.id));
  };
  const refuseUnkept = (stranded: readonly UpcomingSessionRow[], keep: readonly string[]) => {
    if (unkeptSessions(stranded, keep).length)
      throw new AppError(409, "STRANDED_SESSIONS", AVAILABILITY_MSG.stranded, { sessions: stranded.map(present) });
  };

  /** Dates of a new range against the expert's today (in their zone) and their other ranges. */
  const checkRange = (c: Current, r: { startDate: string; endDate: string }) => {
    if (r.endDate < r.startDate) throw bad("END_BEFORE_START", AVAILABILITY_MSG.endBeforeStart);
    if (r.startDate < c.today) throw bad("TIME_OFF_PAST", AVAILABILITY_MSG.past);
    if (dayCount(r) > TIME_OFF_MAX_DAYS) throw bad("TIME_OFF_TOO_LONG", AVAILABILITY_MSG.tooLong);
    if (r.startDate > plusDays(c.today, TIME_OFF_MAX_AHEAD_DAYS))
      throw bad("TIME_OFF_TOO_FAR", AVAILABILITY_MSG.tooFar);
  };
  const overlapError = (o: TimeOffRow) =>
    bad("TIME_OFF_OVERLAPS", AVAILABILITY_MSG.overlaps, { start: o.startDate, end: o.endDate });

  return {
    /** My weekly hours, my time off still to come and sessions already outside them. */
    async get(user: SessionUser): Promise<MyAvailability> {
      const c = await current(await expertOf(user));
      return {
        timezone: zoneOf(c.schedule),
        weeklySchedule: c.schedule as WeeklySlot[],
        timeOff: c.timeOff,
        stranded: strandedBy(c.sessions, c.schedule, c.timeOff).map(present),
      };
    },

    /** Which sessions a change (new weekly hours or one more range of time off) would leave outside. */
    async check(user: SessionUser, change: AvailabilityCheck): Promise<{ sessions: StrandedSession[] }> {
      const c = await current(await expertOf(user));
      const next =
        "weeklySchedule" in change
          ? { schedule: change.weeklySchedule, timeOff: c.timeOff }
          : { schedule: c.schedule, timeOff: [...c.timeOff, change.timeOff] };
      if ("timeOff" in change) checkRange(c, change.timeOff);
      return { sessions: newlyStranded(c, next).map(present) };
    },

    async saveSchedule(user: SessionUser, body: { weeklySchedule: WeeklySlot[]; keepSessions: string[] }) {
      const expertId = await expertOf(user);
      const c = await current(expertId);
      refuseUnkept(newlyStranded(c, { schedule: body.weeklySchedule, timeOff: c.timeOff }), body.keepSessions);
      await repo.replaceSchedule(expertId, body.weeklySchedule);
      expertListingsChanged(); // free slots on public answers, on every node (hub.signal)
      return this.get(user);
    },

    async addTimeOff(
      user: SessionUser,
      body: { startDate: string; endDate: string; reason: string; keepSessions: string[] },
    ): Promise<TimeOff> {
      const expertId = await expertOf(user);
      const c = await current(expertId);
      const range = { startDate: body.startDate, endDate: body.endDate };
      checkRange(c, range);
      if (c.timeOff.length >= TIME_OFF_MAX_RANGES) throw bad("TIME_OFF_TOO_MANY", AVAILABILITY_MSG.tooMany);
      const clash = c.timeOff.find((o) => o.startDate <= range.endDate && o.endDate >= range.startDate);
      if (clash) throw overlapError(clash);
      refuseUnkept(newlyStranded(c, { schedule: c.schedule, timeOff: [...c.timeOff, range] }), body.keepSessions);
      const out = await repo.addTimeOff(expertId, { ...range, reason: body.reason });
      if ("overlaps" in out) throw overlapError(out.overlaps);
      expertListingsChanged();
      return out.added;
    },

    async deleteTimeOff(user: SessionUser, id: string): Promise<void> {
      const expertId = await expertOf(user);
      if (!(await repo.deleteTimeOff(expertId, id)))
        throw new AppError(404, "TIME_OFF_NOT_FOUND", AVAILABILITY_MSG.timeOffNotFound);
      expertListingsChanged();
    },
  };
}

export type AvailabilityService = ReturnType<typeof createAvailabilityService>;
