// What the live room of a meeting needs to know of circles: the meeting (its times, state, title and
// whether its host allows cameras), who hosts it, and the caller's confirmed seat in it (its nickname is
// the name shown in the room); the one write is the host's camera switch. Kept apart from the circles
// service so the room module reads seats without deciding on them.
import type { Db } from "../../platform/db/client.ts";
import { presentPerson } from "../../platform/presenters/person.presenter.ts";
import { createCirclesRepository } from "./circles.repository.ts";

export interface MeetingForRoom {
  occurrenceId: string;
  circleId: string;
  /** Cameras are allowed in the room (the host's choice; off by default). */
  videoAllowed: boolean;
  title: string;
  startsAt: Date;
  endsAt: Date;
  /** scheduled, cancelled or ended. */
  status: string;
  hostId: string;
  hostName: string;
}

export function createCircleRoomAccess(db: Db) {
  const repo = createCirclesRepository(db);
  return {
    async meeting(occurrenceId: string): Promise<MeetingForRoom | null> {
      const row = await repo.occurrence(occurrenceId);
      if (!row) return null;
      const person = await repo.hostName(row.circle.expertId);
      return {
        occurrenceId,
        circleId: row.circle.id,
        videoAllowed: row.circle.videoAllowed,
        title: row.circle.title,
        startsAt: row.occurrence.startsAt,
        endsAt: row.occurrence.endsAt,
        status: row.circle.status === "cancelled" ? "cancelled" : row.occurrence.status,
        hostId: row.circle.expertId,
        hostName: person ? presentPerson(person).displayName : "Host",
      };
    },
    /** The host allows or stops cameras (the room module checked it is the host). The one write here. */
    setVideoAllowed: (circleId: string, allowed: boolean) => repo.setVideoAllowed(circleId, allowed),
    /** The member's confirmed seat in the meeting (held, cancelled and refunded seats do not count). */
    async confirmedSeat(occurrenceId: string, memberId: string): Promise<{ seatId: string; nickname: string } | null> {
      const seats = await repo.seatsOfOccurrence(occurrenceId);
      const seat = seats.find((s) => s.memberId === memberId && s.status === "confirmed");
      return seat ? { seatId: seat.id, nickname: seat.nickname } : null;
    },
  };
}

export type CircleRoomAccess = ReturnType<typeof createCircleRoomAccess>;
