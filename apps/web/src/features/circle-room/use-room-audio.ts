// This browser's audio in a circle's live room: the microphone, one RTCPeerConnection to the media server
// (the server joins the room for us with our SDP offer and hands back the answer), the mixed audio of
// everyone else, and why it stopped when it did. The offer carries the ICE candidates (the server does
// not trickle), so gathering is awaited, but only until the offer has what reaching the media server
// needs (see `gathered`).
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

/** The longest the join waits for candidates (a STUN or TURN server that does not answer). */
const GATHER_MS = 2500;
/** After the first candidate, how long more host and STUN candidates may come before the offer goes. */
const SETTLE_MS = 250;

/**
 * Resolves when the offer can go: gathering is complete; or, when a TURN relay is offered, the first
 * relay candidate is in (what a member behind a strict network needs); or, without one, SETTLE_MS after
 * the first candidate: the media server has an address of its own, and the checks it receives from us
 * find our way back (peer-reflexive), so waiting seconds for an unreachable STUN server bought nothing
 * (bench/circle-join.ts: the slowest joins were that wait). At most GATHER_MS.
 */
export function gathered(pc: RTCPeerConnection, wantRelay: boolean): Promise<void> {
  if (pc.iceGatheringState === "complete") return Promise.resolve();
  return new Promise((resolve) => {
    let settle: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      pc.removeEventListener("icegatheringstatechange", check);
      pc.removeEventListener("icecandidate", onCandidate);
      clearTimeout(timer);
      clearTimeout(settle);
      resolve();
    };
    const check = () => {
      if (pc.iceGatheringState === "complete") done();
    };
    const onCandidate = (e: RTCPeerConnectionIceEvent) => {
      const c = e.candidate;
      if (!c?.candidate) return check();
      if (wantRelay) {
        if (c.candidate.includes(" typ relay")) done();
      } else settle ??= setTimeout(done, SETTLE_MS);
    };
    const timer = setTimeout(done, GATHER_MS);
    pc.addEventListener("icegatheringstatechange", check);
    pc.addEventListener("icecandidate", onCandidate);
  });
}

const offersRelay = (ice: { urls: string | string[] }[], policy: RTCIceTransportPolicy) =>
  policy === "relay" || ice.some((s) => [s.urls].flat().some((u) => /^turns?:/.test(u)));

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
      // Only once the microphone is ours: a refused one costs no token.
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
      // Listening before the local description is set: the first candidates come right after it.
      const ready = gathered(pc, offersRelay(token.ice, token.iceTransportPolicy));
      await pc.setLocalDescription(await pc.createOffer());
      await ready;
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
