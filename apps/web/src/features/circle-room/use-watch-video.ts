// One camera of someone else in the room, watched through the media server: the server subscribes for
// us and hands over the media server's offer; this browser answers (receive only). Stops when the tile
// goes (the camera went off, the member left, or this member turned the others' video off). A watch the
// server no longer has (404: the node holding it stopped) or whose media died is asked for again, a few
// times with a pause, before the tile says it failed.
import { useEffect, useState } from "react";
import { ApiError } from "../../lib/api-client.ts";
import { startWatch } from "./api/start-watch.ts";
import { stopWatch } from "./api/stop-watch.ts";
import { watchVideo } from "./api/watch-video.ts";
import { gathered } from "./use-room-audio.ts";

export type WatchPhase = "connecting" | "playing" | "failed";

/** How many times a lost watch is asked for again, and the pause before each (grows). */
export const WATCH_RETRIES = 3;
const RETRY_PAUSE_MS = 1000;

/** A watch worth asking for again: the server lost it (404), or its media stopped flowing. */
export const watchLost = (err: unknown) => err instanceof ApiError && err.status === 404;

export function useWatchVideo(occurrenceId: string, feedId: number) {
  const [phase, setPhase] = useState<WatchPhase>("connecting");
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let pc: RTCPeerConnection | null = null;
    let subscriptionId: number | null = null;
    let cancelled = false;
    let retry: ReturnType<typeof setTimeout> | null = null;
    setPhase("connecting");
    /** Asks again after a pause while retries are left; else the tile fails. */
    const lost = () => {
      if (cancelled) return;
      if (attempt >= WATCH_RETRIES) {
        setPhase("failed");
        return;
      }
      setPhase("connecting");
      retry = setTimeout(() => setAttempt((n) => n + 1), RETRY_PAUSE_MS * (attempt + 1));
    };
    void (async () => {
      try {
        if (typeof RTCPeerConnection === "undefined") throw new Error("no WebRTC");
        const sub = await watchVideo(occurrenceId, feedId);
        if (cancelled) {
          void stopWatch(occurrenceId, sub.subscriptionId).catch(() => {});
          return;
        }
        subscriptionId = sub.subscriptionId;
        pc = new RTCPeerConnection({ iceServers: sub.ice, iceTransportPolicy: sub.iceTransportPolicy });
        const peer = pc;
        peer.ontrack = (e) => {
          setStream(e.streams[0] ?? new MediaStream([e.track]));
          setPhase("playing");
        };
        peer.oniceconnectionstatechange = () => {
          if (peer.iceConnectionState === "failed") lost();
        };
        await peer.setRemoteDescription(sub.offer);
        const ready = gathered(peer, sub.iceTransportPolicy === "relay");
        await peer.setLocalDescription(await peer.createAnswer());
        await ready;
        if (cancelled) return;
        await startWatch(occurrenceId, sub.subscriptionId, { type: "answer", sdp: peer.localDescription?.sdp ?? "" });
      } catch (err) {
        if (cancelled) return;
        if (watchLost(err)) lost();
        else setPhase("failed");
      }
    })();
    return () => {
      cancelled = true;
      if (retry) clearTimeout(retry);
      pc?.close();
      if (subscriptionId !== null) void stopWatch(occurrenceId, subscriptionId).catch(() => {});
    };
  }, [occurrenceId, feedId, attempt]);

  return { phase, stream };
}
