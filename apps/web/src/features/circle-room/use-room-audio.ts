// This browser's audio in a circle's live room: the microphone, one RTCPeerConnection to the media server
// (the server joins the room for us with our SDP offer and hands back the answer), the mixed audio of
// everyone else, and why it stopped when it did. The offer carries every ICE candidate (the server does
// not trickle), so gathering is awaited, bounded so a slow STUN server cannot hold the join up for long.
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError } from "../../lib/api-client.ts";
import { getRoomToken } from "./api/get-room-token.ts";
import { joinRoom } from "./api/join-room.ts";
import { leaveRoom } from "./api/leave-room.ts";

/** Why audio is not flowing, in a form the page turns into words. */
export type AudioProblem =
  | { kind: "mic_denied" }
  | { kind: "no_mic" }
  | { kind: "no_webrtc" }
  | { kind: "ice_failed" }
  | { kind: "server"; message: string; code: string };

export type AudioPhase = "idle" | "joining" | "connected" | "reconnecting" | "failed" | "left";

const GATHER_MS = 2500;

function gathered(pc: RTCPeerConnection): Promise<void> {
  if (pc.iceGatheringState === "complete") return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      pc.removeEventListener("icegatheringstatechange", check);
      clearTimeout(timer);
      resolve();
    };
    const check = () => {
      if (pc.iceGatheringState === "complete") done();
    };
    const timer = setTimeout(done, GATHER_MS);
    pc.addEventListener("icegatheringstatechange", check);
  });
}

export function useRoomAudio(occurrenceId: string) {
  const [phase, setPhase] = useState<AudioPhase>("idle");
  const [problem, setProblem] = useState<AudioProblem | null>(null);
  const [remote, setRemote] = useState<MediaStream | null>(null);
  const pcRef = useRef<RTCPeerConnection | null>(null);
  const micRef = useRef<MediaStream | null>(null);

  const stop = useCallback(() => {
    pcRef.current?.close();
    pcRef.current = null;
    for (const track of micRef.current?.getTracks() ?? []) track.stop();
    micRef.current = null;
    setRemote(null);
  }, []);

  const fail = useCallback(
    (p: AudioProblem) => {
      stop();
      setProblem(p);
      setPhase("failed");
    },
    [stop],
  );

  const join = useCallback(async () => {
    setProblem(null);
    setPhase("joining");
    if (typeof RTCPeerConnection === "undefined" || !navigator.mediaDevices?.getUserMedia)
      return fail({ kind: "no_webrtc" });
    let mic: MediaStream;
    try {
      mic = await navigator.mediaDevices.getUserMedia({ audio: true, video: false });
    } catch (err) {
      const name = (err as { name?: string }).name;
      return fail({ kind: name === "NotFoundError" || name === "OverconstrainedError" ? "no_mic" : "mic_denied" });
    }
    micRef.current = mic;
    try {
      const token = await getRoomToken(occurrenceId);
      const pc = new RTCPeerConnection({ iceServers: token.ice, iceTransportPolicy: token.iceTransportPolicy });
      pcRef.current = pc;
      for (const track of mic.getAudioTracks()) pc.addTrack(track, mic);
      pc.ontrack = (e) => setRemote(e.streams[0] ?? new MediaStream([e.track]));
      pc.oniceconnectionstatechange = () => {
        if (pcRef.current !== pc) return;
        const s = pc.iceConnectionState;
        if (s === "connected" || s === "completed") setPhase("connected");
        else if (s === "disconnected") setPhase("reconnecting");
        else if (s === "failed") fail({ kind: "ice_failed" });
      };
      await pc.setLocalDescription(await pc.createOffer());
      await gathered(pc);
      const sdp = pc.localDescription?.sdp ?? "";
      const joined = await joinRoom(occurrenceId, token.token, { type: "offer", sdp });
      if (pcRef.current !== pc) return;
      await pc.setRemoteDescription(joined.answer);
    } catch (err) {
      if (err instanceof ApiError) return fail({ kind: "server", message: err.message, code: err.code });
      return fail({ kind: "ice_failed" });
    }
  }, [occurrenceId, fail]);

  /** Mutes the microphone here too, so nothing leaves this device while muted. */
  const setLocalMute = useCallback((muted: boolean) => {
    for (const track of micRef.current?.getAudioTracks() ?? []) track.enabled = !muted;
  }, []);

  const leave = useCallback(async () => {
    stop();
    setPhase("left");
    await leaveRoom(occurrenceId).catch(() => {});
  }, [occurrenceId, stop]);

  /** The room ended or I was removed: media stops without telling the server. */
  const drop = useCallback(() => {
    stop();
    setPhase("left");
  }, [stop]);

  // Leaving the page leaves the room (a seat holder may come back).
  useEffect(
    () => () => {
      if (pcRef.current) void leaveRoom(occurrenceId).catch(() => {});
      stop();
    },
    [occurrenceId, stop],
  );

  return { phase, problem, remote, join, leave, drop, setLocalMute, peer: pcRef };
}
