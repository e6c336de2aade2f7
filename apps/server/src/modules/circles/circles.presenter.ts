// What leaves the server about circles, meetings, seats and waitlist places.
import type { Circle, CircleOccurrence, CircleTopic, Seat, SeatStatus, WaitlistEntry } from "@saathi/contract/circles";
import { presentPerson } from "../../platform/presenters/person.presenter.ts";
import type {
  CircleRow,
  ListedCircleRow,
  OccurrenceCountsRow,
  OccurrenceRow,
  SeatRow,
  WaitlistRow,
} from "./circle-rows.ts";
import { refundState } from "./circles.policy.ts";

export const presentOccurrence = (o: OccurrenceCountsRow): CircleOccurrence => ({
  id: o.id,
  startsAt: new Date(o.starts_at).toISOString(),
  endsAt: new Date(o.ends_at).toISOString(),
  status: o.status as CircleOccurrence["status"],
  seats: o.seats,
  seatsLeft: o.status === "scheduled" ? Math.max(0, o.seats - o.taken) : 0,
  waiting: o.waiting,
});

export const presentCircle = (c: ListedCircleRow, occ: OccurrenceCountsRow[]): Circle => {
  const host = presentPerson(c.person);
  return {
    id: c.circle_id,
    host: { id: c.expert_id, name: host.displayName, avatarUrl: host.avatarUrl },
    topic: c.topic as CircleTopic,
    language: c.language,
    title: c.title,
    groundRules: c.ground_rules,
    minutes: c.minutes,
    seats: c.seats,
    fee: c.fee,
    weekly: c.cadence === "weekly",
    status: c.status === "cancelled" ? "cancelled" : "active",
    occurrences: occ.filter((o) => o.circle_id === c.circle_id).map(presentOccurrence),
  };
};

export const presentSeat = (s: SeatRow, occ: OccurrenceRow, circle: CircleRow, blockedPresent = false): Seat => ({
  id: s.id,
  occurrenceId: occ.id,
  circleId: circle.id,
  title: circle.title,
  startsAt: occ.startsAt.toISOString(),
  endsAt: occ.endsAt.toISOString(),
  status: s.status as SeatStatus,
  nickname: s.nickname,
  amount: s.amount,
  holdExpiresAt: s.status === "held" && s.holdExpiresAt ? s.holdExpiresAt.toISOString() : null,
  refundState: refundState(s),
  blockedPresent,
});

export const presentEntry = (w: WaitlistRow, position: number | null): WaitlistEntry => ({
  id: w.id,
  occurrenceId: w.occurrenceId,
  status: w.status as WaitlistEntry["status"],
  offeredUntil: w.status === "offered" && w.offeredUntil ? w.offeredUntil.toISOString() : null,
  position,
});
