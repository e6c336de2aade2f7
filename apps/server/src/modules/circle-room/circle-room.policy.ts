// Who may be in a meeting's live room and when, as pure rules: the host and members with a confirmed
// seat only; from a few minutes before the start until a little after the end; a member the host
// muted stays muted until the host unmutes them.
import { CIRCLE_ROOM_GRACE_MINUTES, CIRCLE_ROOM_OPENS_MINUTES } from "@saathi/contract/circle-room";

const MINUTE = 60_000;

export type RoomRole = "host" | "member" | null;

/** The caller's role in the meeting's room: its host, a member with a confirmed seat, or nobody. */
export function roleIn(meeting: { hostId: string }, userId: string, seat: { seatId: string } | null): RoomRole {
  if (meeting.hostId === userId) return "host";
  return seat ? "member" : null;
}

export const opensAt = (m: { startsAt: Date }) => new Date(m.startsAt.getTime() - CIRCLE_ROOM_OPENS_MINUTES * MINUTE);

/** When the meeting's room can be joined: not yet, now, or no more (cancelled, or long over). */
export function roomWindow(m: { startsAt: Date; endsAt: Date; status: string }, now: number) {
  if (m.status === "cancelled") return "closed" as const;
  if (now > m.endsAt.getTime() + CIRCLE_ROOM_GRACE_MINUTES * MINUTE) return "closed" as const;
  if (now < opensAt(m).getTime()) return "waiting" as const;
  return "open" as const;
}

/** A member may unmute themselves unless the host muted them alone (a mute-all may be lifted by each). */
export const mayUnmuteSelf = (p: { mutedByHost: boolean }) => !p.mutedByHost;
