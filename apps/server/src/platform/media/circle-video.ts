// Optional cameras for live circle rooms, on Janus's VideoRoom beside the AudioBridge room: the same
// stored room (id and secret, never sent to browsers), the same token rules (single-use, two minutes,
// bound to room, member and seat; only its SHA-256 in Janus's list and the store), and the same
// removals, lock and end. A video token's seat is stored as `video:<seat>`, so it never opens the
// audio room and an audio token never turns a camera on.
import { createHash, randomBytes } from "node:crypto";
import { RoomRefused } from "./circle-rooms.ts";
import type { RoomStore, TokenStore } from "./media-store.ts";
import { VIDEO_NO_ROOM, VIDEO_ROOM_EXISTS, type VideoRoomPlugin } from "./videoroom.ts";

export const VIDEO_SEAT_PREFIX = "video:";
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const ignoreNoRoom = (err: { code?: number }) => {
  if (err.code !== VIDEO_NO_ROOM) throw err;
};

export interface CircleVideoDeps {
  video: VideoRoomPlugin;
  rooms: RoomStore;
  tokens: TokenStore;
  now?: () => Date;
  tokenTtlMs?: number;
  adminKey?: string;
}

export function createCircleVideo(d: CircleVideoDeps) {
  const now = d.now ?? (() => new Date());
  const ttl = d.tokenTtlMs ?? 2 * 60_000;

  /** The room as stored (the audio side opened it); refused when missing or ended. */
  async function live(key: string) {
    const room = await d.rooms.get(key);
    if (!room) throw new RoomRefused("no_room");
    if (room.ended) throw new RoomRefused("ended");
    return room;
  }

  /** The VideoRoom room exists on Janus (made on first use, and again after a Janus restart). */
  async function ensure(room: { janusRoom: number; secret: string }) {
    if (await d.video.exists(room.janusRoom)) return;
    await d.video
      .createRoom(room.janusRoom, { secret: room.secret, allowedTokens: [], adminKey: d.adminKey })
      .catch((err: { code?: number }) => {
        if (err.code !== VIDEO_ROOM_EXISTS) throw err;
      });
  }

  return {
    /** A camera token for the member holding the seat (the caller checked the seat and that video is allowed). */
    async issueToken(key: string, seat: { seatId: string; memberId: string }) {
      const room = await live(key);
      if (room.locked) throw new RoomRefused("locked");
      if (await d.rooms.isBanned(key, seat.memberId)) throw new RoomRefused("removed");
      await ensure(room);
      const token = randomBytes(32).toString("base64url");
      const hash = sha256(token);
      const expiresAt = new Date(now().getTime() + ttl);
      await d.tokens.put({
        hash,
        roomKey: key,
        seatId: `${VIDEO_SEAT_PREFIX}${seat.seatId}`,
        memberId: seat.memberId,
        expiresAt,
        usedAt: null,
      });
      await d.video.addTokens(room.janusRoom, room.secret, [hash]);
      return { token, expiresAt };
    },

    /** Publishes the member's camera with their token (used up here whatever happens next). */
    async publish(key: string, token: string, who: { memberId: string; offer: unknown }) {
      const room = await live(key);
      if (await d.rooms.isBanned(key, who.memberId)) throw new RoomRefused("removed");
      const hash = sha256(token);
      const taken = await d.tokens.take(hash, { roomKey: key, memberId: who.memberId }, now());
      if (!taken?.seatId.startsWith(VIDEO_SEAT_PREFIX)) throw new RoomRefused("bad_token");
      try {
        // One camera per member: an earlier one (another tab) stops.
        await this.stop(key, who.memberId);
        const joined = await d.video.publish(room.janusRoom, { token: hash, memberId: who.memberId, offer: who.offer });
        return {
          feedId: joined.id,
          seatId: taken.seatId.slice(VIDEO_SEAT_PREFIX.length),
          ...(joined.jsep ? { jsep: joined.jsep } : {}),
        };
      } finally {
        await d.video.removeTokens(room.janusRoom, room.secret, [hash]).catch(() => {});
      }
    },

    /** The cameras on now: feed id → member id. */
    async feeds(key: string): Promise<{ feedId: number; memberId: string }[]> {
      const room = await d.rooms.get(key);
      if (!room || room.ended) return [];
      const list = await d.video.publishers(room.janusRoom).catch((err: { code?: number }) => {
        ignoreNoRoom(err);
        return [];
      });
      return list.filter((p) => p.publishing).map((p) => ({ feedId: p.id, memberId: p.memberId }));
    },

    /** Watches a feed (the caller checked the viewer is in the room); Janus's offer goes to the browser. */
    async watch(key: string, viewerId: string, feedId: number) {
      const room = await live(key);
      if (await d.rooms.isBanned(key, viewerId)) throw new RoomRefused("removed");
      const sub = await d.video.subscribe(room.janusRoom, feedId);
      return { subscriptionId: sub.handle, session: sub.session, ...(sub.jsep ? { jsep: sub.jsep } : {}) };
    },
    /**
     * The browser's answer for a subscription, made on this node or another (its Janus session given):
     * Janus's 458/459 mean the holder's session or the handle is gone.
     */
    start: (subscriptionId: number, answer: unknown, session?: number) =>
      d.video.start(subscriptionId, answer, session),
    unwatch: (subscriptionId: number, session?: number) => d.video.unsubscribe(subscriptionId, session),

    /**
     * A member's cameras stop (their own choice, leaving, removal), or everyone's (null: the host stopped
     * video), connected or still connecting: through the room, so any node may do it.
     */
    async stop(key: string, memberId: string | null) {
      const room = await d.rooms.get(key);
      if (!room) return;
      const list = await d.video.publishers(room.janusRoom).catch((err: { code?: number }) => {
        ignoreNoRoom(err);
        return [];
      });
      for (const p of list.filter((x) => memberId === null || x.memberId === memberId)) {
        if (d.video.holds(p.id)) await d.video.unpublish(p.id);
        else await d.video.kick(room.janusRoom, room.secret, p.id).catch(ignoreNoRoom);
      }
    },

    /** Removal: their cameras stop and their unused video tokens leave Janus's list (the store dropped them). */
    async removeMember(key: string, memberId: string, droppedHashes: string[]) {
      const room = await d.rooms.get(key);
      if (!room) return;
      await d.video.removeTokens(room.janusRoom, room.secret, droppedHashes).catch(ignoreNoRoom);
      await this.stop(key, memberId);
    },
    /** Lock: unused tokens leave Janus's list too. */
    async withdraw(key: string, hashes: string[]) {
      const room = await d.rooms.get(key);
      if (room) await d.video.removeTokens(room.janusRoom, room.secret, hashes).catch(ignoreNoRoom);
    },
    /** End: the VideoRoom room goes with every camera and subscription in it. */
    async end(room: { janusRoom: number; secret: string }) {
      await d.video.destroyRoom(room.janusRoom, room.secret).catch(ignoreNoRoom);
    },
  };
}

export type CircleVideo = ReturnType<typeof createCircleVideo>;
