// This browser's camera in a circle's live room, when the host allows video: off until the member taps
// it on; then the camera (small, low frame rate: phones on slow networks), one send-only
// RTCPeerConnection to the media server (the server publishes it for us with our offer, using a
// single-use camera token), and why it stopped when it did. Audio is another connection and carries on
// whatever happens here.
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError } from "../../lib/api-client.ts";
import { getVideoToken } from "./api/get-video-token.ts";
import { publishVideo } from "./api/publish-video.ts";
import { stopVideo } from "./api/stop-video.ts";
import { gathered } from "./use-room-audio.ts";

/** Why my camera is not flowing, in a form the page turns into words. */
export type CameraProblem =
  | { kind: "camera_denied" }
  | { kind: "no_camera" }
  | { kind: "failed" }
  | { kind: "server"; message: string; code: string };

export type CameraPhase = "off" | "starting" | "on" | "failed";

/** How long a published camera may take to connect before the member is told it could not. */
const CONNECT_MS = 15_000;

/** What a phone on a slow network can send: 320×240 at 15 frames a second. */
export const CAMERA_CONSTRAINTS: MediaTrackConstraints = {
  width: { ideal: 320 },
  height: { ideal: 240 },
  frameRate: { ideal: 15, max: 15 },
};

export function useRoomVideo(occurrenceId: string) {
  const [phase, setPhase] = useState<CameraPhase>("off");
  const [problem, setProblem] = useState<CameraProblem | null>(null);
  const [preview, setPreview] = useState<MediaStream | null>(null);
  const pcRef = useRef<RTCPeerConnection | null>(null);
  const camRef = useRef<MediaStream | null>(null);

  const release = useCallback(() => {
    pcRef.current?.close();
    pcRef.current = null;
    for (const track of camRef.current?.getTracks() ?? []) track.stop();
    camRef.current = null;
    setPreview(null);
  }, []);

  const fail = useCallback(
    (p: CameraProblem) => {
      const wasPublishing = pcRef.current !== null;
      release();
      setProblem(p);
      setPhase("failed");
      if (wasPublishing) void stopVideo(occurrenceId).catch(() => {});
    },
    [occurrenceId, release],
  );

  const turnOn = useCallback(async () => {
    setProblem(null);
    setPhase("starting");
    if (typeof RTCPeerConnection === "undefined" || !navigator.mediaDevices?.getUserMedia)
      return fail({ kind: "failed" });
    let cam: MediaStream;
    try {
      cam = await navigator.mediaDevices.getUserMedia({ audio: false, video: CAMERA_CONSTRAINTS });
    } catch (err) {
      const name = (err as { name?: string }).name;
      return fail({
        kind: name === "NotFoundError" || name === "OverconstrainedError" ? "no_camera" : "camera_denied",
      });
    }
    camRef.current = cam;
    setPreview(cam);
    try {
      const token = await getVideoToken(occurrenceId);
      const pc = new RTCPeerConnection({ iceServers: token.ice, iceTransportPolicy: token.iceTransportPolicy });
      pcRef.current = pc;
      for (const track of cam.getVideoTracks()) pc.addTransceiver(track, { direction: "sendonly", streams: [cam] });
      pc.oniceconnectionstatechange = () => {
        if (pcRef.current !== pc) return;
        const s = pc.iceConnectionState;
        if (s === "connected" || s === "completed") setPhase("on");
        else if (s === "failed") fail({ kind: "failed" });
      };
      const ready = gathered(pc, token.iceTransportPolicy === "relay");
      await pc.setLocalDescription(await pc.createOffer());
      await ready;
      const published = await publishVideo(occurrenceId, token.token, {
        type: "offer",
        sdp: pc.localDescription?.sdp ?? "",
      });
      if (pcRef.current !== pc) return;
      await pc.setRemoteDescription(published.answer);
      // Video that never connects (a network that blocks it, or too slow) is said, not waited on forever.
      setTimeout(() => {
        if (pcRef.current === pc && !["connected", "completed"].includes(pc.iceConnectionState))
          fail({ kind: "failed" });
      }, CONNECT_MS);
    } catch (err) {
      if (err instanceof ApiError) return fail({ kind: "server", message: err.message, code: err.code });
      return fail({ kind: "failed" });
    }
  }, [occurrenceId, fail]);

  /** My camera goes off here and for everyone (audio carries on). */
  const turnOff = useCallback(async () => {
    const wasPublishing = pcRef.current !== null;
    release();
    setProblem(null);
    setPhase("off");
    if (wasPublishing) await stopVideo(occurrenceId).catch(() => {});
  }, [occurrenceId, release]);

  /** The room ended, I left or was removed, or the host stopped video: the camera stops here. */
  const drop = useCallback(() => {
    release();
    setPhase("off");
  }, [release]);

  useEffect(
    () => () => {
      if (pcRef.current) void stopVideo(occurrenceId).catch(() => {});
      release();
    },
    [occurrenceId, release],
  );

  return { phase, problem, preview, turnOn, turnOff, drop };
}
