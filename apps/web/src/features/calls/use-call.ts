// The call screen's state: the room, the local media, the peer connection and the room's events.
import { CALL_EVENTS, CALL_MSG, type CallRoom, RING_TIMEOUT_SECONDS } from "@saathi/contract/calls";
import { channels } from "@saathi/contract/realtime";
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError } from "../../lib/api-client.ts";
import { realtime } from "../../lib/realtime-client.ts";
import { useChannel } from "../../lib/use-channel.ts";
import { callFailure } from "../../lib/webrtc/failure.ts";
import { MediaError, nextCamera, openLocalMedia } from "../../lib/webrtc/media.ts";
import { type ConnectionState, PeerSession } from "../../lib/webrtc/peer-session.ts";
import { acceptCall } from "./api/accept-call.ts";
import { endCall } from "./api/end-call.ts";
import { getCall } from "./api/get-call.ts";
import { getSignals } from "./api/get-signals.ts";
import { joinCall } from "./api/join-call.ts";
import { rejectCall } from "./api/reject-call.ts";
import { sendSignal } from "./api/send-signal.ts";

export type Phase =
  | "loading"
  | "ringing" // the caller waits for an answer; the callee sees Answer / Decline
  | "connecting"
  | "connected"
  | "lost"
  | "failed"
  | "rejected"
  | "ended"
  | "missing"; // the room could not be loaded

export interface CallState {
  phase: Phase;
  room: CallRoom | null;
  local: MediaStream | null;
  remote: MediaStream | null;
  audioOnly: boolean;
  mediaError: string | null;
  actionError: string | null;
  micOn: boolean;
  cameraOn: boolean;
  speakerOn: boolean;
}

const initial: CallState = {
  phase: "loading",
  room: null,
  local: null,
  remote: null,
  audioOnly: false,
  mediaError: null,
  actionError: null,
  micOn: true,
  cameraOn: true,
  speakerOn: true,
};

const fromConnection: Record<ConnectionState, Phase> = {
  connecting: "connecting",
  connected: "connected",
  lost: "lost",
  failed: "failed",
  ended: "ended",
};

export function useCall(roomId: string, me: string | null) {
  const [state, setState] = useState<CallState>(initial);
  const patch = useCallback((p: Partial<CallState>) => setState((s) => ({ ...s, ...p })), []);
  const session = useRef<PeerSession | null>(null);
  const local = useRef<MediaStream | null>(null);
  const finished = useRef(false);
  const mediaTries = useRef(0);
  const roomRef = useRef<CallRoom | null>(null);

  const stopMedia = useCallback(() => {
    for (const t of local.current?.getTracks() ?? []) t.stop();
  }, []);

  /** Leaves for good: closes the connection and the devices. */
  const finish = useCallback(
    (phase: "ended" | "rejected" | "failed") => {
      if (finished.current) return;
      finished.current = true;
      session.current?.close();
      stopMedia();
      patch({ phase });
    },
    [patch, stopMedia],
  );

  /** Opens the devices and joins the room (again after Retry). */
  const connect = useCallback(
    async (room: CallRoom) => {
      if (!me || finished.current) return;
      let media: Awaited<ReturnType<typeof openLocalMedia>>;
      try {
        media = await openLocalMedia(room.sessionType !== "audio", mediaTries.current++ > 0);
      } catch (err) {
        patch({ mediaError: err instanceof MediaError ? err.message : CALL_MSG.mediaFailed });
        return;
      }
      if (finished.current) {
        for (const t of media.stream.getTracks()) t.stop();
        return;
      }
      local.current = media.stream;
      patch({ local: media.stream, audioOnly: media.audioOnly, mediaError: null, cameraOn: !media.audioOnly });
      const s = new PeerSession({
        me,
        isCaller: room.isCaller,
        ice: room.ice,
        iceTransportPolicy: room.iceTransportPolicy,
        transport: {
          join: (peer) => joinCall(roomId, peer),
          send: (body) => sendSignal(roomId, body),
          fetch: (after) => getSignals(roomId, after),
        },
        onRemoteStream: (stream) => patch({ remote: stream }),
        onState: (c) => {
          if (finished.current) return;
          setState((st) => (st.phase === "ringing" && c === "connecting" ? st : { ...st, phase: fromConnection[c] }));
        },
        onError: (message) => patch({ actionError: message }),
      });
      session.current?.close();
      session.current = s;
      try {
        await s.start(media.stream);
      } catch (err) {
        const over = err instanceof ApiError && err.code === "CALL_OVER";
        // The other side may have declined before this screen joined: say which way it ended.
        if (over) finish((await getCall(roomId).catch(() => null))?.status === "rejected" ? "rejected" : "ended");
        else patch({ actionError: callFailure(CALL_MSG.joinFailed, err) });
      }
    },
    [me, roomId, patch, finish],
  );

  // Leaving the screen (back, another route) ends the call for both (spec §2). Declared before the
  // loading effect so a development double mount starts clean.
  useEffect(() => {
    finished.current = false;
    return () => {
      if (!finished.current && roomRef.current) void endCall(roomId).catch(() => {});
      finished.current = true;
      session.current?.close();
      for (const t of local.current?.getTracks() ?? []) t.stop();
    };
  }, [roomId]);

  // Load the room, then connect (the callee answers first if it still rings).
  useEffect(() => {
    if (!me) return;
    realtime.start();
    let cancelled = false;
    (async () => {
      let room: CallRoom;
      try {
        room = await getCall(roomId);
      } catch {
        if (!cancelled) patch({ phase: "missing" });
        return;
      }
      if (cancelled) return;
      roomRef.current = room;
      if (room.status === "ended" || room.status === "rejected") {
        finished.current = true;
        patch({ room, phase: room.status });
        return;
      }
      patch({ room, phase: room.status === "ringing" ? "ringing" : "connecting" });
      if (room.isCaller || room.status === "active") await connect(room);
    })();
    return () => {
      cancelled = true;
    };
  }, [roomId, me, connect, patch]);

  // Diagnostics: what has arrived (no content, only counts), for support and the browser tests.
  useEffect(() => {
    const w = window as unknown as { saathiCallStats?: () => Promise<unknown> };
    w.saathiCallStats = () => session.current?.stats() ?? Promise.resolve(null);
    return () => {
      w.saathiCallStats = undefined;
    };
  }, []);

  // A reconnected socket may have missed signals: read again.
  useEffect(() => realtime.onReady(() => void session.current?.pull()), []);

  useChannel(me ? channels.callRoom(roomId) : null, {
    [CALL_EVENTS.signal]: (n) => {
      if (n.senderId !== me) void session.current?.pull();
    },
    [CALL_EVENTS.accepted]: () => setState((s) => (s.phase === "ringing" ? { ...s, phase: "connecting" } : s)),
    [CALL_EVENTS.rejected]: () => finish("rejected"),
    [CALL_EVENTS.ended]: () => finish("ended"),
    [CALL_EVENTS.joined]: (e) => {
      if (e.joinedBy !== me && e.peer) void session.current?.otherJoined(e.peer);
    },
  });

  const hangUp = useCallback(async () => {
    const wasLive = !finished.current;
    finish("ended");
    if (wasLive) await endCall(roomId).catch(() => {});
  }, [finish, roomId]);

  // The caller stops ringing when nobody answers.
  const callerRinging = state.phase === "ringing" && Boolean(state.room?.isCaller);
  useEffect(() => {
    if (!callerRinging) return;
    const t = setTimeout(() => void hangUp(), RING_TIMEOUT_SECONDS * 1000);
    return () => clearTimeout(t);
  }, [callerRinging, hangUp]);

  const answer = useCallback(async () => {
    try {
      const room = await acceptCall(roomId);
      roomRef.current = room;
      patch({ room, phase: "connecting" });
      await connect(room);
    } catch (err) {
      patch({ actionError: callFailure(CALL_MSG.joinFailed, err) });
      finish("ended");
    }
  }, [roomId, connect, patch, finish]);

  const decline = useCallback(async () => {
    await rejectCall(roomId).catch(() => {});
    finish("rejected");
  }, [roomId, finish]);

  const retryMedia = useCallback(() => {
    const room = roomRef.current;
    if (room) void connect(room);
  }, [connect]);

  const toggleMic = useCallback(() => {
    const on = !state.micOn;
    for (const t of local.current?.getAudioTracks() ?? []) t.enabled = on;
    patch({ micOn: on });
  }, [state.micOn, patch]);

  const toggleCamera = useCallback(() => {
    const on = !state.cameraOn;
    for (const t of local.current?.getVideoTracks() ?? []) t.enabled = on;
    patch({ cameraOn: on });
  }, [state.cameraOn, patch]);

  const toggleSpeaker = useCallback(() => patch({ speakerOn: !state.speakerOn }), [state.speakerOn, patch]);

  const switchCamera = useCallback(async () => {
    const stream = local.current;
    const current = stream?.getVideoTracks()[0];
    try {
      const next = await nextCamera(current);
      if (!next || !stream) return;
      await session.current?.replaceVideoTrack(next);
      if (current) {
        stream.removeTrack(current);
        current.stop();
      }
      next.enabled = state.cameraOn;
      stream.addTrack(next);
      patch({ local: new MediaStream(stream.getTracks()) });
    } catch {
      patch({ actionError: CALL_MSG.mediaFailed });
    }
  }, [state.cameraOn, patch]);

  return { state, hangUp, answer, decline, retryMedia, toggleMic, toggleCamera, toggleSpeaker, switchCamera };
}
