// The media server for live circle rooms, as the rest of the server sees it: whether live rooms can
// run (`available()` and the sentence a member reads when not), its state for readiness and metrics,
// and the rooms (platform/media/circle-rooms.ts). MEDIA_SERVER picks it: none (the default: the
// server works, circles say live rooms are unavailable), janus (an external Janus), or managed (a
// private Janus this process starts beside it and stops with it).
import path from "node:path";
import { MEDIA_MSG, type MediaState } from "@saathi/contract/media";
import type { Config } from "../config.ts";
import { createAudioBridge } from "./audiobridge.ts";
import { type CircleRooms, createCircleRooms } from "./circle-rooms.ts";
import { type CircleVideo, createCircleVideo } from "./circle-video.ts";
import { createJanusConnection, type JanusConnection } from "./janus-connection.ts";
import { type ManagedJanus, startManagedJanus } from "./managed-janus.ts";
import { createMemoryRoomStore, createMemoryTokenStore, type RoomStore, type TokenStore } from "./media-store.ts";
import { createVideoRoomPlugin } from "./videoroom.ts";

export type MediaConfig = Pick<
  Config,
  | "MEDIA_SERVER"
  | "JANUS_URL"
  | "JANUS_ADMIN_URL"
  | "JANUS_ADMIN_SECRET"
  | "JANUS_API_SECRET"
  | "JANUS_ROOM_ADMIN_KEY"
  | "JANUS_RTP_PORT_RANGE"
  | "JANUS_ICE_INTERFACES"
  | "JANUS_NAT_1_1"
  | "dataDir"
>;

interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface MediaServerOptions {
  /** The stores behind the rooms (the circles module's tables); in memory when not given. */
  rooms?: RoomStore;
  tokens?: TokenStore;
  /** A managed Janus's configuration folder (default DATA_DIR/janus). */
  managedDir?: string;
  /** How often expired join tokens leave Janus's lists. */
  sweepEveryMs?: number;
  /** How long start() waits for an external Janus before going on without it. */
  connectWaitMs?: number;
}

export interface MediaServer {
  /** What is configured: none, an external Janus, or one this process runs. */
  mode: MediaConfig["MEDIA_SERVER"];
  state(): MediaState;
  /** Live rooms can run now. */
  available(): boolean;
  /** The sentence a member reads when live rooms cannot run (null when they can). */
  unavailableReason(): string | null;
  /** The rooms; calls fail while the media server is down. Null when none is configured. */
  rooms: CircleRooms | null;
  /** The rooms' optional cameras (Janus's VideoRoom beside the AudioBridge); null when rooms are. */
  video: CircleVideo | null;
  /** The admin API answers our secret (a check for operators and tests). */
  adminAnswers(): Promise<boolean>;
  /**
   * The stores behind the rooms from now on (the circle-room module's tables, so that every node
   * sees the same rooms and a token is taken once across nodes). Called while the app is built.
   */
  useStores(stores: { rooms: RoomStore; tokens: TokenStore }): void;
  /** Where a managed Janus listens (tests, logs); null otherwise. */
  managed(): ManagedJanus | null;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createMediaServer(config: MediaConfig, log: Log, o: MediaServerOptions = {}): MediaServer {
  if (config.MEDIA_SERVER === "none") {
    return {
      mode: "none",
      state: () => "not_configured",
      available: () => false,
      unavailableReason: () => MEDIA_MSG.notConfigured,
      rooms: null,
      video: null,
      useStores: () => {},
      adminAnswers: async () => false,
      managed: () => null,
      start: async () => {},
      stop: async () => {},
    };
  }
  let managed: ManagedJanus | null = null;
  let conn: JanusConnection | null = null;
  let sweeper: NodeJS.Timeout | null = null;
  let secrets = {
    apiSecret: config.JANUS_API_SECRET,
    adminSecret: config.JANUS_ADMIN_SECRET,
    roomAdminKey: config.JANUS_ROOM_ADMIN_KEY,
    adminUrl: config.JANUS_ADMIN_URL,
  };
  let roomStore = o.rooms ?? createMemoryRoomStore();
  let tokenStore = o.tokens ?? createMemoryTokenStore();
  // The rooms reach whichever stores are current (the module's tables are given after start()).
  const lateRooms: RoomStore = {
    save: (room) => roomStore.save(room),
    claim: (room) => roomStore.claim(room),
    get: (key) => roomStore.get(key),
    ban: (key, memberId) => roomStore.ban(key, memberId),
    isBanned: (key, memberId) => roomStore.isBanned(key, memberId),
    setParticipant: (key, id, memberId) => roomStore.setParticipant(key, id, memberId),
    participantMember: (key, id) => roomStore.participantMember(key, id),
    participantsOf: (key, memberId) => roomStore.participantsOf(key, memberId),
  };
  const lateTokens: TokenStore = {
    put: (token) => tokenStore.put(token),
    take: (hash, bound, now) => tokenStore.take(hash, bound, now),
    drop: (roomKey, memberId) => tokenStore.drop(roomKey, memberId),
    dropExpired: (now) => tokenStore.dropExpired(now),
  };
  // The rooms reach Janus through whichever connection is current (made in start()).
  const current = (): JanusConnection => {
    if (!conn) throw new Error("the media server is not started");
    return conn;
  };
  const lateConn: JanusConnection = {
    state: () => current().state(),
    connect: () => current().connect(),
    attach: (plugin) => current().attach(plugin),
    detach: (handle) => current().detach(handle),
    message: (handle, body, jsep) => current().message(handle, body, jsep),
    sessionId: () => conn?.sessionId() ?? null,
    messageOn: (session, handle, body, jsep) => current().messageOn(session, handle, body, jsep),
    detachOn: (session, handle) => current().detachOn(session, handle),
    onReset: (l) => current().onReset(l),
    onEvent: (l) => current().onEvent(l),
    close: () => current().close(),
  };
  let rooms: CircleRooms | null = null;
  let video: CircleVideo | null = null;
  let stopped = false;
  /** A managed Janus that dies is started again (same ports and secrets); the connection finds it. */
  const restartOnCrash = (janus: ManagedJanus) => {
    let pause = 1000;
    janus.onCrash(async () => {
      while (!stopped) {
        log.error({ pause }, "the managed media server (Janus) ended; starting it again");
        await new Promise((r) => setTimeout(r, pause).unref());
        if (stopped) return;
        try {
          await janus.restart();
          return;
        } catch (err) {
          log.error({ err }, "the managed media server (Janus) did not start again");
          pause = Math.min(pause * 2, 30_000);
        }
      }
    });
  };
  const state = (): MediaState => (conn?.state() === "up" ? "up" : "down");

  return {
    mode: config.MEDIA_SERVER,
    state,
    available: () => state() === "up",
    unavailableReason: () => (state() === "up" ? null : MEDIA_MSG.down),
    get rooms() {
      return rooms;
    },
    get video() {
      return video;
    },
    managed: () => managed,
    useStores(stores) {
      roomStore = stores.rooms;
      tokenStore = stores.tokens;
    },
    async adminAnswers() {
      if (!secrets.adminUrl || !secrets.adminSecret) return false;
      try {
        const res = await fetch(secrets.adminUrl, {
          method: "POST",
          body: JSON.stringify({ janus: "ping", transaction: "saathi", admin_secret: secrets.adminSecret }),
          signal: AbortSignal.timeout(3000),
        });
        return ((await res.json()) as { janus?: string }).janus === "pong";
      } catch {
        return false;
      }
    },
    async start() {
      let url = config.JANUS_URL;
      if (config.MEDIA_SERVER === "managed") {
        try {
          managed = await startManagedJanus({
            dir: o.managedDir ?? path.join(config.dataDir, "janus"),
            rtpPortRange: config.JANUS_RTP_PORT_RANGE,
            iceInterfaces: config.JANUS_ICE_INTERFACES,
            nat1to1: config.JANUS_NAT_1_1,
            // Cameras are off unless a host allows them, but the plugin is there for when one does.
            videoRoom: true,
          });
        } catch (err) {
          // The server runs on without live rooms; circles say so.
          log.error({ err }, "the managed media server (Janus) did not start; live circles are unavailable");
          return;
        }
        url = managed.url;
        secrets = { ...managed };
        log.info({ url: managed.url, pid: managed.pid }, "managed media server (Janus) started");
        restartOnCrash(managed);
      }
      if (!url) return;
      conn = createJanusConnection({ url, apiSecret: secrets.apiSecret, log });
      video = createCircleVideo({
        video: createVideoRoomPlugin(lateConn),
        rooms: lateRooms,
        tokens: lateTokens,
        adminKey: secrets.roomAdminKey,
      });
      rooms = createCircleRooms({
        bridge: createAudioBridge(lateConn),
        rooms: lateRooms,
        tokens: lateTokens,
        adminKey: secrets.roomAdminKey,
        video,
      });
      const connecting = conn.connect().catch(() => {});
      const wait = new Promise((r) => setTimeout(r, o.connectWaitMs ?? 5000).unref());
      await Promise.race([connecting, wait]);
      if (state() !== "up") log.warn({ url }, "the media server (Janus) does not answer yet; still trying");
      sweeper = setInterval(() => {
        if (state() === "up") void rooms?.sweep().catch(() => {});
      }, o.sweepEveryMs ?? 30_000);
      sweeper.unref();
    },
    async stop() {
      stopped = true;
      if (sweeper) clearInterval(sweeper);
      await conn?.close();
      await managed?.stop();
    },
  };
}
