// Janus's VideoRoom plugin, as Saathi uses it for a circle's optional cameras: one private room per
// live circle beside its AudioBridge room (the same numeric id and secret: the plugins keep separate
// rooms), video only (audio stays mixed on the AudioBridge), entry as a publisher only with a token
// from the room's `allowed` list. Every handle is Saathi's: a publisher's handle carries one member's
// camera, a subscriber's handle carries one feed to one member; browsers only exchange SDP through
// Saathi's server and media with Janus, never its API. A publisher's display is the member's id (it
// never reaches a browser), so whoever is removed is found and kicked on any node.
import { type JanusConnection, JanusError } from "./janus-connection.ts";
import { createPluginControl } from "./plugin-control.ts";

const PLUGIN = "janus.plugin.videoroom";
/** VideoRoom's "no such room" and "room already exists". */
export const VIDEO_NO_ROOM = 426;
export const VIDEO_ROOM_EXISTS = 427;

export interface VideoRoomOptions {
  secret: string;
  allowedTokens: string[];
  adminKey?: string;
  /** Most cameras on at once (a circle has up to 12 seats and a host). */
  publishers?: number;
  /** Each camera's ceiling in bits per second: small, for phones on slow networks. */
  bitrate?: number;
}

export interface VideoPublisher {
  id: number;
  /** The member's id (Saathi sets it; browsers never see it). */
  memberId: string;
  /** Whether the camera is flowing now. */
  publishing: boolean;
}

export function createVideoRoomPlugin(conn: JanusConnection) {
  const c = createPluginControl(conn, PLUGIN);
  const { request } = c;
  /** Subscriber handles this process holds (publishers are `c.held`, by publisher id). */
  const subscribers = new Set<number>();
  conn.onReset(() => subscribers.clear());

  return {
    async createRoom(room: number, o: VideoRoomOptions): Promise<void> {
      await request({
        request: "create",
        room,
        secret: o.secret,
        ...(o.adminKey ? { admin_key: o.adminKey } : {}),
        allowed: o.allowedTokens,
        is_private: true,
        permanent: false,
        record: false,
        publishers: o.publishers ?? 13,
        bitrate: o.bitrate ?? 256_000,
        bitrate_cap: true,
        fir_freq: 10,
        videocodec: "vp8",
        // Only Saathi's server reaches the API, so only it subscribes (after its own checks).
        require_pvtid: false,
        notify_joining: false,
      });
    },
    exists: c.exists,
    addTokens: c.addTokens,
    removeTokens: c.removeTokens,
    allowedTokens: c.allowedTokens,
    async publishers(room: number): Promise<VideoPublisher[]> {
      const data = await request({ request: "listparticipants", room });
      const list = (data.participants as { id: number; display?: string; publisher?: boolean }[] | undefined) ?? [];
      return list.map((p) => ({ id: p.id, memberId: p.display ?? "", publishing: Boolean(p.publisher) }));
    },
    /**
     * A member's camera: joins as a publisher with a token from the list (Janus refuses any other) and
     * publishes the browser's offer (video only) in one request; answers Janus's SDP answer.
     */
    async publish(room: number, o: { token: string; memberId: string; offer: unknown }) {
      const { handle, answer } = await c.onNewHandle(
        {
          request: "joinandconfigure",
          ptype: "publisher",
          room,
          token: o.token,
          display: o.memberId,
          audio: false,
          video: true,
        },
        o.offer,
      );
      const id = answer.data.id as number;
      c.held.set(id, handle);
      return { id, handle, ...(answer.jsep ? { jsep: answer.jsep } : {}) };
    },
    /** Whether this process holds the publisher's handle. */
    holds: (publisher: number) => c.held.has(publisher),
    /** The camera stops: the publisher's handle goes (its subscribers' streams end with it). */
    unpublish: (publisher: number) => c.held.drop(publisher),
    /**
     * One member watches one feed: Janus offers the stream; the browser's answer goes to `start`. The
     * handle lives in this process's Janus session (given back, so another node can reach the handle).
     */
    async subscribe(room: number, feed: number): Promise<{ handle: number; session: number; jsep?: unknown }> {
      const { handle, answer } = await c.onNewHandle({
        request: "join",
        ptype: "subscriber",
        room,
        streams: [{ feed }],
      });
      const session = conn.sessionId();
      if (session === null) {
        await conn.detach(handle);
        throw new JanusError(458, "the media server session was lost");
      }
      subscribers.add(handle);
      return { handle, session, ...(answer.jsep ? { jsep: answer.jsep } : {}) };
    },
    holdsSubscription: (handle: number) => subscribers.has(handle),
    /** The browser's answer for a subscription, held here or in another node's session. */
    async start(handle: number, answer: unknown, session?: number) {
      if (subscribers.has(handle) || session === undefined) await conn.message(handle, { request: "start" }, answer);
      else await conn.messageOn(session, handle, { request: "start" }, answer);
    },
    /** A subscription ends, held here or in another node's session. */
    async unsubscribe(handle: number, session?: number) {
      if (subscribers.delete(handle)) await conn.detach(handle);
      else if (session !== undefined) await conn.detachOn(session, handle);
    },
    async kick(room: number, secret: string, publisher: number) {
      await request({ request: "kick", room, secret, id: publisher });
      await c.held.drop(publisher);
    },
    async destroyRoom(room: number, secret: string) {
      await request({ request: "destroy", room, secret });
    },
  };
}

export type VideoRoomPlugin = ReturnType<typeof createVideoRoomPlugin>;
