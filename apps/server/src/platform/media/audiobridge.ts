// Janus's AudioBridge plugin, as Saathi uses it: one private room per live circle, mixed audio, entry
// only with a token from the room's `allowed` list (one single-use token per seat). Room management
// goes through one control handle (plugin-control.ts, shared with the VideoRoom); each participant
// Saathi joins gets its own handle, which Saathi keeps (members' browsers never talk to Janus's API). Rooms are temporary: a Janus restart loses
// them, and `exists` lets the caller find out and make the room again.
import type { JanusConnection } from "./janus-connection.ts";
import { JanusError } from "./janus-connection.ts";
import { createPluginControl } from "./plugin-control.ts";

const PLUGIN = "janus.plugin.audiobridge";

export interface RoomOptions {
  /** The room's secret: every management request names it. Never leaves the server. */
  secret: string;
  /** An optional PIN Janus asks of every joiner (Saathi's tokens already bind a joiner to a seat). */
  pin?: string;
  /** The join tokens Janus accepts (the room refuses any other). */
  allowedTokens: string[];
  /** The plugin's admin key, when Janus is configured to require one for creating rooms. */
  adminKey?: string;
  description?: string;
}

export interface RoomParticipant {
  id: number;
  display?: string;
  muted: boolean;
  /** Whether its WebRTC media is set up. */
  setup: boolean;
}

export interface JoinedParticipant {
  id: number;
  /** The handle that carries this participant (hang up by detaching it). */
  handle: number;
  jsep?: unknown;
}

export function createAudioBridge(conn: JanusConnection) {
  const c = createPluginControl(conn, PLUGIN);
  const { request } = c;

  return {
    async createRoom(room: number, o: RoomOptions): Promise<void> {
      await request({
        request: "create",
        room,
        secret: o.secret,
        ...(o.pin ? { pin: o.pin } : {}),
        ...(o.adminKey ? { admin_key: o.adminKey } : {}),
        ...(o.description ? { description: o.description } : {}),
        allowed: o.allowedTokens,
        is_private: true,
        permanent: false,
        record: false,
        sampling_rate: 16000,
        audiolevel_event: true,
      });
    },
    exists: c.exists,
    addTokens: c.addTokens,
    removeTokens: c.removeTokens,
    allowedTokens: c.allowedTokens,
    async listParticipants(room: number): Promise<RoomParticipant[]> {
      const data = await request({ request: "listparticipants", room });
      return ((data.participants as RoomParticipant[] | undefined) ?? []).map((p) => ({
        id: p.id,
        display: p.display,
        muted: Boolean(p.muted),
        setup: Boolean(p.setup),
      }));
    },
    /**
     * Joins a participant on a new handle with a token from the room's list (Janus refuses any
     * other with 489). With an SDP offer the answer comes back as `jsep`; without one the participant
     * is in the room, not yet sending audio.
     */
    async join(
      room: number,
      o: { token: string; display?: string; pin?: string; muted?: boolean; offer?: unknown },
    ): Promise<JoinedParticipant> {
      const { handle, answer } = await c.onNewHandle(
        {
          request: "join",
          room,
          token: o.token,
          ...(o.pin ? { pin: o.pin } : {}),
          ...(o.display ? { display: o.display } : {}),
          muted: o.muted ?? false,
        },
        o.offer,
      );
      const id = answer.data.id as number;
      c.held.set(id, handle);
      return { id, handle, ...(answer.jsep ? { jsep: answer.jsep } : {}) };
    },
    /** A participant's new SDP offer or mute state, on its own handle. */
    async configure(participant: number, o: { muted?: boolean; offer?: unknown }) {
      const handle = c.held.get(participant);
      if (handle === undefined) throw new JanusError(487, "no such participant on this server");
      const body = { request: "configure", ...(o.muted === undefined ? {} : { muted: o.muted }) };
      return conn.message(handle, body, o.offer);
    },
    /** Whether this process joined the participant (holds its handle). */
    holds: (participant: number) => c.held.has(participant),
    /** Leaves: the participant's handle is dropped (its media with it). */
    leave: (participant: number) => c.held.drop(participant),
    async mute(room: number, secret: string, participant: number, muted = true) {
      await request({ request: muted ? "mute" : "unmute", room, secret, id: participant });
    },
    /** The room's own mute: nobody is heard (new joiners included) until it is lifted; participants' flags stay. */
    async muteRoom(room: number, secret: string, muted = true) {
      await request({ request: muted ? "mute_room" : "unmute_room", room, secret });
    },
    /**
     * Removes a participant: Janus's kick closes its media; a participant without media stays listed
     * until its handle goes, so the handle Saathi holds is dropped too.
     */
    async kick(room: number, secret: string, participant: number) {
      await request({ request: "kick", room, secret, id: participant });
      await c.held.drop(participant);
    },
    async destroyRoom(room: number, secret: string) {
      for (const p of await this.listParticipants(room).catch(() => [])) await c.held.drop(p.id);
      await request({ request: "destroy", room, secret });
    },
  };
}

export type AudioBridge = ReturnType<typeof createAudioBridge>;
