// Who may do what with a call. One rule for HTTP and for realtime channels.
import { type CallStatus, callWindowState } from "@saathi/contract/calls";
import type { BookingForCall, RoomRow } from "./calls.repository.ts";

export const isParty = (userId: string, room: Pick<RoomRow, "callerId" | "calleeId">) =>
  room.callerId === userId || room.calleeId === userId;

/** Answering or turning down a ringing call is the callee's act. */
export const isCallee = (userId: string, room: Pick<RoomRow, "calleeId">) => room.calleeId === userId;

/** The other person of a booking, or null when `userId` is not one of its two people. */
export function otherPartyOf(userId: string, b: Pick<BookingForCall, "clientId" | "expertId">): string | null {
  if (b.clientId === userId) return b.expertId;
  if (b.expertId === userId) return b.clientId;
  return null;
}

/** Why a call cannot start now, or null when it can. */
export function cannotStart(b: Pick<BookingForCall, "status" | "startsAt" | "endsAt">, now: number) {
  if (b.status !== "CONFIRMED") return "notConfirmed" as const;
  const w = callWindowState(b.startsAt, b.endsAt, now);
  return w === "early" ? ("tooEarly" as const) : w === "over" ? ("over" as const) : null;
}

/** The caller may open the screen while it rings; the callee only after accepting. */
export function canJoin(userId: string, room: Pick<RoomRow, "callerId" | "status">): boolean {
  const live: CallStatus[] = room.callerId === userId ? ["ringing", "active"] : ["active"];
  return live.includes(room.status);
}

export const isLive = (status: CallStatus) => status === "ringing" || status === "active";

/**
 * A new call on a booking ends that booking's rooms that still ring or are on (a redial after a
 * reload or a dropped line replaces the stale room instead of being refused).
 */
export const ENDED_BY_NEW_CALL: readonly CallStatus[] = ["ringing", "active"];
