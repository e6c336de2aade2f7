// Live rooms for circles on Janus's AudioBridge: a room per Saathi room key, a short-lived,
// single-use join token per seat, bound to (seat, member), and the host's controls. Callers name
// rooms by their own key and members by id; the Janus room id and secret stay in here and the
// store. A token is given to the member; Janus's allowed list and the store hold only its SHA-256,
// so neither a database copy nor Janus's list is a usable token. Whoever is removed cannot rejoin.
import { createHash, randomBytes, randomInt } from "node:crypto";
import type { AudioBridge, RoomParticipant } from "./audiobridge.ts";
import type { RoomStore, TokenStore } from "./media-store.ts";

export const JOIN_TOKEN_TTL_MS = 2 * 60_000;

/** Why a token or a join was refused (the caller maps each to its answer). */
export type RoomRefusal = "no_room" | "ended" | "locked" | "removed" | "bad_token";

export class RoomRefused extends Error {
  constructor(readonly reason: RoomRefusal) {
    super(`media room refused: ${reason}`);
  }
}

/** AudioBridge's "room already exists". */
const ROOM_EXISTS = 486;

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

export interface CircleRoomsDeps {
  bridge: AudioBridge;
  rooms: RoomStore;
  tokens: TokenStore;
  now?: () => Date;
  tokenTtlMs?: number;
  /** The AudioBridge admin key, when Janus asks one for creating rooms. */
  adminKey?: string;
  /** The optional cameras (circle-video.ts): removal, lock, end and the sweep reach them too. */
  video?: RoomCameras;
}

/** What the rooms tell the cameras (circle-video.ts, which implements it) when they change. */
export interface RoomCameras {
  removeMember(key: string, memberId: string, droppedHashes: string[]): Promise<void>;
  withdraw(key: string, hashes: string[]): Promise<void>;
  end(room: { janusRoom: number; secret: string }): Promise<void>;
}

export function createCircleRooms(d: CircleRoomsDeps) {
  const now = d.now ?? (() => new Date());
  const ttl = d.tokenTtlMs ?? JOIN_TOKEN_TTL_MS;

  async function live(key: string) {
    const room = await d.rooms.get(key);
    if (!room) throw new RoomRefused("no_room");
    if (room.ended) throw new RoomRefused("ended");
    return room;
  }

  /** The room exists on Janus (made again when Janus restarted and lost it, with no tokens yet). */
  async function ensureOnJanus(room: { janusRoom: number; secret: string }) {
    if (await d.bridge.exists(room.janusRoom)) return;
    await d.bridge
      .createRoom(room.janusRoom, { secret: room.secret, allowedTokens: [], adminKey: d.adminKey })
      .catch((err: { code?: number }) => {
        // Another node made it again at the same moment.
        if (err.code !== ROOM_EXISTS) throw err;
      });
  }

  const participantView = async (key: string, p: RoomParticipant) => ({
    participantId: p.id,
    memberId: await d.rooms.participantMember(key, p.id),
    muted: p.muted,
    connected: p.setup,
  });

  return {
    /** Opens the live room for `key` (idempotent: an open room is left as it is). */
    async open(key: string): Promise<void> {
      const existing = await d.rooms.get(key);
      if (existing && !existing.ended) return ensureOnJanus(existing);
      const room = {
        key,
        // AudioBridge ids are numbers; random, so one room's id says nothing about another's.
        janusRoom: randomInt(1, 2 ** 47),
        secret: randomBytes(24).toString("base64url"),
        locked: false,
        ended: false,
      };
      await d.bridge.createRoom(room.janusRoom, { secret: room.secret, allowedTokens: [], adminKey: d.adminKey });
      // Two nodes opening the same room at once: the stored one wins, the other Janus room goes.
      const stored = await d.rooms.claim(room);
      if (stored.janusRoom !== room.janusRoom) {
        await d.bridge.destroyRoom(room.janusRoom, room.secret).catch(() => {});
        await ensureOnJanus(stored);
      }
    },

    /**
     * A join token for the member holding `seatId` (the caller checked the seat): single-use,
     * valid for two minutes. Refused when the room is locked or ended, or the member was removed.
     */
    async issueToken(key: string, seat: { seatId: string; memberId: string }) {
      const room = await live(key);
      if (room.locked) throw new RoomRefused("locked");
      if (await d.rooms.isBanned(key, seat.memberId)) throw new RoomRefused("removed");
      await ensureOnJanus(room);
      const token = randomBytes(32).toString("base64url");
      const hash = sha256(token);
      const expiresAt = new Date(now().getTime() + ttl);
      await d.tokens.put({ hash, roomKey: key, ...seat, expiresAt, usedAt: null });
      await d.bridge.addTokens(room.janusRoom, room.secret, [hash]);
      return { token, expiresAt };
    },

    /**
     * Joins the member with their token: it is used up here, whatever happens next; Janus lets the
     * participant in only with that token in its list, and it leaves the list at once.
     */
    async join(key: string, token: string, who: { memberId: string; display?: string; offer?: unknown }) {
      const room = await live(key);
      if (await d.rooms.isBanned(key, who.memberId)) throw new RoomRefused("removed");
      const hash = sha256(token);
      const taken = await d.tokens.take(hash, { roomKey: key, memberId: who.memberId }, now());
      if (!taken) throw new RoomRefused("bad_token");
      try {
        const joined = await d.bridge.join(room.janusRoom, { token: hash, display: who.display, offer: who.offer });
        await d.rooms.setParticipant(key, joined.id, who.memberId);
        return { participantId: joined.id, seatId: taken.seatId, ...(joined.jsep ? { jsep: joined.jsep } : {}) };
      } finally {
        await d.bridge.removeTokens(room.janusRoom, room.secret, [hash]).catch(() => {});
      }
    },

    /** The room as Saathi keeps it: null before it was first opened. */
    async status(key: string): Promise<{ locked: boolean; ended: boolean } | null> {
      const room = await d.rooms.get(key);
      return room ? { locked: room.locked, ended: room.ended } : null;
    },

    /** Whether the member was removed from the room (they get no token for it again). */
    isRemoved(key: string, memberId: string): Promise<boolean> {
      return d.rooms.isBanned(key, memberId);
    },

    /**
     * A member mutes or unmutes themselves. Through the room (its secret), not the participant's own
     * handle: the handle lives on the node that joined them, and any node may take the request.
     */
    async setOwnMute(key: string, participantId: number, muted: boolean) {
      const room = await live(key);
      await d.bridge.mute(room.janusRoom, room.secret, participantId, muted);
    },

    /**
     * A member leaves (a seat holder may come back with a new token). Its handle is dropped when this
     * node holds it; otherwise Janus takes the participant out of the room and `forget` on the node that
     * joined them drops the handle. Answers whether this node held it.
     */
    async leave(key: string, participantId: number): Promise<boolean> {
      const room = await live(key);
      if (d.bridge.holds(participantId)) {
        await d.bridge.leave(participantId);
        return true;
      }
      await d.bridge.kick(room.janusRoom, room.secret, participantId).catch(() => {});
      return false;
    },

    /** Another node took this participant out: its handle, when this node holds it, goes. */
    forget(participantId: number): Promise<void> {
      return d.bridge.leave(participantId);
    },

    /**
     * Who Janus has in the room, without asking the store who each is (the caller knows: every page in
     * the room reads this after each change, so a lookup per participant grew with the square of the room).
     */
    async roster(key: string) {
      const room = await live(key);
      return (await d.bridge.listParticipants(room.janusRoom)).map((p) => ({
        participantId: p.id,
        muted: p.muted,
        connected: p.setup,
      }));
    },

    async participants(key: string) {
      const room = await live(key);
      const list = await d.bridge.listParticipants(room.janusRoom);
      return Promise.all(list.map((p) => participantView(key, p)));
    },

    async mute(key: string, participantId: number, muted = true) {
      const room = await live(key);
      await d.bridge.mute(room.janusRoom, room.secret, participantId, muted);
    },

    /** Mutes everyone present but `except` (the host); each may unmute themselves afterwards. */
    async muteAll(key: string, except: number[] = []) {
      const room = await live(key);
      for (const p of await d.bridge.listParticipants(room.janusRoom))
        if (!except.includes(p.id) && !p.muted) await d.bridge.mute(room.janusRoom, room.secret, p.id);
    },

    /** Removes a member: every participant of theirs leaves, their unused tokens go, and they cannot rejoin. */
    async removeMember(key: string, memberId: string) {
      const room = await live(key);
      await d.rooms.ban(key, memberId);
      const hashes = await d.tokens.drop(key, memberId);
      await d.bridge.removeTokens(room.janusRoom, room.secret, hashes);
      await d.video?.removeMember(key, memberId, hashes);
      const present = new Set((await d.bridge.listParticipants(room.janusRoom)).map((p) => p.id));
      for (const id of await d.rooms.participantsOf(key, memberId))
        if (present.has(id)) await d.bridge.kick(room.janusRoom, room.secret, id);
    },

    /** Removes whoever is behind a participant (as removeMember). */
    async kick(key: string, participantId: number) {
      const room = await live(key);
      const memberId = await d.rooms.participantMember(key, participantId);
      if (memberId) return this.removeMember(key, memberId);
      await d.bridge.kick(room.janusRoom, room.secret, participantId);
    },

    /** Nobody new comes in: no new tokens, and the unused ones stop working. */
    async lock(key: string) {
      const room = await live(key);
      await d.rooms.save({ ...room, locked: true });
      const hashes = await d.tokens.drop(key);
      await d.bridge.removeTokens(room.janusRoom, room.secret, hashes);
      await d.video?.withdraw(key, hashes);
    },

    /** Ends the room: everyone leaves, the Janus room is destroyed, tokens go. */
    async end(key: string) {
      const room = await d.rooms.get(key);
      if (!room || room.ended) return;
      await d.rooms.save({ ...room, ended: true, locked: true });
      await d.tokens.drop(key);
      await d.video?.end(room);
      await d.bridge.destroyRoom(room.janusRoom, room.secret).catch((err: { code?: number }) => {
        // Already gone (Janus restarted): ended all the same.
        if (err.code !== 485) throw err;
      });
    },

    /** Expired tokens leave Janus's lists too (a periodic job). */
    async sweep() {
      const expired = await d.tokens.dropExpired(now());
      const byRoom = new Map<string, string[]>();
      for (const e of expired) byRoom.set(e.roomKey, [...(byRoom.get(e.roomKey) ?? []), e.hash]);
      for (const [key, hashes] of byRoom) {
        const room = await d.rooms.get(key);
        if (room && !room.ended) {
          await d.bridge.removeTokens(room.janusRoom, room.secret, hashes).catch(() => {});
          await d.video?.withdraw(key, hashes).catch(() => {});
        }
      }
      return expired.length;
    },
  };
}

export type CircleRooms = ReturnType<typeof createCircleRooms>;
