// Call rooms, their signals and who is in them. Only this file touches those tables.
import { type CallStatus, RING_TIMEOUT_SECONDS } from "@saathi/contract/calls";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../platform/db/client.ts";
import { type PersonRow, personById, personRow } from "../../platform/db/person-columns.ts";
import { anyRow, idRow, queryRow, queryRows } from "../../platform/db/typed-query.ts";

/** A booking as a call reads it, timestamps as PostgreSQL's text (BookingForCall makes them Dates). */
const bookingForCallRow = z.object({
  id: z.string(),
  clientId: z.string(),
  expertId: z.string(),
  status: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  sessionType: z.string(),
});

export type BookingForCall = Omit<z.infer<typeof bookingForCallRow>, "startsAt" | "endsAt"> & {
  startsAt: Date;
  endsAt: Date;
};

/** A room with its booking's end and kind, timestamps as PostgreSQL's text (RoomRow makes them Dates). */
const roomDbRow = z.object({
  id: z.string(),
  bookingId: z.string(),
  callerId: z.string(),
  calleeId: z.string(),
  status: z.enum(["ringing", "active", "rejected", "ended"]),
  createdAt: z.string(),
  endsAt: z.string(),
  sessionType: z.string(),
});

export type RoomRow = Omit<z.infer<typeof roomDbRow>, "createdAt" | "endsAt"> & { createdAt: Date; endsAt: Date };

/** A signal as stored; its id is a bigint, which node-postgres gives as text. */
const signalDbRow = z.object({
  id: z.string(),
  sender_id: z.string(),
  sender_peer: z.string(),
  target_peer: z.string().nullable(),
  payload_type: z.enum(["offer", "answer", "ice"]),
  payload: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});

export type SignalRow = Omit<z.infer<typeof signalDbRow>, "id"> & { id: number };

const ROOM_COLUMNS = sql`r.id, r.booking_id as "bookingId", r.caller_id as "callerId", r.callee_id as "calleeId",
  r.status, r.created_at as "createdAt", b.ends_at as "endsAt", b.session_type as "sessionType"`;

const toRoom = (r: z.infer<typeof roomDbRow>): RoomRow => ({
  ...r,
  createdAt: new Date(r.createdAt),
  endsAt: new Date(r.endsAt),
});

export function createCallsRepository(db: Db) {
  const room = async (where: ReturnType<typeof sql>) => {
    const r = await queryRow(
      db,
      roomDbRow,
      sql`select ${ROOM_COLUMNS} from call_rooms r join bookings b on b.id = r.booking_id where ${where}`,
    );
    return r ? toRoom(r) : null;
  };
  /** Updates one room and answers it as it is now (null when the condition did not hold). */
  const transition = async (set: ReturnType<typeof sql>, where: ReturnType<typeof sql>) => {
    const updated = await queryRow(db, idRow, sql`update call_rooms r set ${set} where ${where} returning r.id`);
    return updated ? room(sql`r.id = ${updated.id}`) : null;
  };

  return {
    async booking(id: string): Promise<BookingForCall | null> {
      const r = await queryRow(
        db,
        bookingForCallRow,
        sql`select id, client_id as "clientId", expert_id as "expertId", status, starts_at as "startsAt",
          ends_at as "endsAt", session_type as "sessionType"
        from bookings where id = ${id}`,
      );
      if (!r) return null;
      return { ...r, startsAt: new Date(r.startsAt), endsAt: new Date(r.endsAt) };
    },

    /**
     * Opens a ringing room for a booking. A room of the same booking that still rings or is active
     * ends first (a new call replaces it); the booking row lock makes two starts take turns.
     */
    /**
     * Under the booking's row lock: ends the booking's rooms in `endStatuses` (the service's policy
     * says which), then inserts a ringing room. Returns it and the rooms it ended.
     */
    async open(
      bookingId: string,
      callerId: string,
      calleeId: string,
      endStatuses: readonly CallStatus[],
    ): Promise<{ room: RoomRow; replaced: RoomRow[] }> {
      const ids = await db.transaction(async (tx) => {
        await tx.execute(sql`select id from bookings where id = ${bookingId} for update`);
        const old = await queryRows(
          tx,
          idRow,
          sql`
          update call_rooms set status = 'ended', ended_at = now(), ended_by = ${callerId}
          where booking_id = ${bookingId} and status = any(${`{${endStatuses.join(",")}}`}::text[]) returning id`,
        );
        if (old.length)
          await tx.execute(
            sql`delete from session_participants where room_id = any(${`{${old.map((o) => o.id).join(",")}}`}::uuid[])`,
          );
        const inserted = await queryRow(
          tx,
          idRow,
          sql`
          insert into call_rooms (booking_id, caller_id, callee_id) values (${bookingId}, ${callerId}, ${calleeId})
          returning id`,
        );
        return { id: inserted?.id as string, old: old.map((o) => o.id) };
      });
      const created = await room(sql`r.id = ${ids.id}`);
      if (!created) throw new Error("call room insert returned nothing");
      const replaced = await Promise.all(ids.old.map((id) => room(sql`r.id = ${id}`)));
      return { room: created, replaced: replaced.filter((r): r is RoomRow => r !== null) };
    },

    find: (id: string) => room(sql`r.id = ${id}`),

    accept: (id: string, calleeId: string) =>
      transition(
        sql`status = 'active', accepted_at = now()`,
        sql`r.id = ${id} and r.callee_id = ${calleeId} and r.status = 'ringing'`,
      ),

    reject: (id: string, calleeId: string) =>
      transition(
        sql`status = 'rejected', ended_at = now(), ended_by = ${calleeId}`,
        sql`r.id = ${id} and r.callee_id = ${calleeId} and r.status = 'ringing'`,
      ),

    async end(id: string, userId: string): Promise<RoomRow | null> {
      const ended = await transition(
        sql`status = 'ended', ended_at = now(), ended_by = ${userId}`,
        sql`r.id = ${id} and ${userId} in (r.caller_id, r.callee_id) and r.status in ('ringing', 'active')`,
      );
      if (ended) await db.execute(sql`delete from session_participants where room_id = ${id}`);
      return ended;
    },

    /** Rooms that rang for too long without an answer; ends them and answers them. */
    async endUnanswered(): Promise<RoomRow[]> {
      const rows = await queryRows(
        db,
        idRow,
        sql`
        update call_rooms set status = 'ended', ended_at = now()
        where status = 'ringing' and created_at < now() - make_interval(secs => ${RING_TIMEOUT_SECONDS})
        returning id`,
      );
      const rooms = await Promise.all(rows.map((r) => room(sql`r.id = ${r.id}`)));
      return rooms.filter((r): r is RoomRow => r !== null);
    },

    /** The newest room ringing for `userId` that is still within its ringing time. */
    ringingFor: (userId: string) =>
      room(sql`r.callee_id = ${userId} and r.status = 'ringing'
        and r.created_at > now() - make_interval(secs => ${RING_TIMEOUT_SECONDS})
        order by r.created_at desc limit 1`),

    /**
     * `userId` opened the call screen with connection `peer`. Signals of their earlier connections are
     * dropped, so whoever reads the room later only sees the current conversation.
     */
    async join(roomId: string, userId: string, peer: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.execute(sql`
          insert into session_participants (room_id, user_id, peer) values (${roomId}, ${userId}, ${peer})
          on conflict (room_id, user_id) do update set peer = excluded.peer, joined_at = now()`);
        await tx.execute(
          sql`delete from call_signaling where room_id = ${roomId} and sender_id = ${userId} and sender_peer <> ${peer}`,
        );
      });
    },

    async leave(roomId: string, userId: string): Promise<void> {
      await db.execute(sql`delete from session_participants where room_id = ${roomId} and user_id = ${userId}`);
    },

    /** Stores a signal if `peer` is the sender's current connection; answers its id, or null when stale. */
    async addSignal(s: {
      roomId: string;
      senderId: string;
      peer: string;
      to: string | null;
      type: string;
      payload: unknown;
    }): Promise<{ id: number; created_at: string } | null> {
      // The id is a bigint, which node-postgres gives as text.
      const r = await queryRow(
        db,
        z.object({ id: z.string(), created_at: z.string() }),
        sql`
        insert into call_signaling (room_id, sender_id, sender_peer, target_peer, payload_type, payload)
        select ${s.roomId}, ${s.senderId}, ${s.peer}, ${s.to}, ${s.type}, ${JSON.stringify(s.payload)}::jsonb
        where exists (select 1 from session_participants p
                      where p.room_id = ${s.roomId} and p.user_id = ${s.senderId} and p.peer = ${s.peer})
        returning id, created_at`,
      );
      return r ? { id: Number(r.id), created_at: r.created_at } : null;
    },

    async signals(roomId: string, after: number): Promise<SignalRow[]> {
      const rows = await queryRows(
        db,
        signalDbRow,
        sql`select id, sender_id, sender_peer, target_peer, payload_type, payload, created_at
          from call_signaling where room_id = ${roomId} and id > ${after} order by id limit 500`,
      );
      return rows.map((r) => ({ ...r, id: Number(r.id) }));
    },

    async person(userId: string): Promise<PersonRow | null> {
      const r = await queryRow(
        db,
        z.object({ person: personRow.nullable() }),
        sql`select ${personById(sql`${userId}`)} as person`,
      );
      return r?.person ?? null;
    },

    /** Whether `userId` is one of the two people of room `roomId` (channel authorisation). */
    async isParty(roomId: string, userId: string): Promise<boolean> {
      const rows = await queryRows(
        db,
        anyRow,
        sql`select 1 from call_rooms where id = ${roomId} and ${userId} in (caller_id, callee_id)`,
      );
      return rows.length > 0;
    },
  };
}

export type CallsRepository = ReturnType<typeof createCallsRepository>;
