// One camera of someone else in the room, watched through the media server: the server subscribes for
// us and hands over the media server's offer; this browser answers (receive only). Stops when the tile
// goes (the camera went off, the member left, or this member turned the others' video off).
import { useEffect, useState } from "react";
import { startWatch } from "./api/start-watch.ts";
import { stopWatch } from "./api/stop-watch.ts";
import { watchVideo } from "./api/watch-video.ts";
import { gathered } from "./use-room-audio.ts";

export type WatchPhase = "connecting" | "playing" | "failed";

export function useWatchVideo(occurrenceId: string, feedId: number) {
  const [phase, setPhase] = useState<WatchPhase>("connecting");
  const [stream, setStream] = useState<MediaStream | null>(null);

  useEffect(() => {
    let pc: RTCPeerConnection | null = null;
    let subscriptionId: number | null = null;
    let cancelled = false;
    setPhase("connecting");
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
          if (peer.iceConnectionState === "failed") setPhase("failed");
        };
        await peer.setRemoteDescription(sub.offer);
        const ready = gathered(peer, sub.iceTransportPolicy === "relay");
        await peer.setLocalDescription(await peer.createAnswer());
        await ready;
        if (cancelled) return;
        await startWatch(occurrenceId, sub.subscriptionId, { type: "answer", sdp: peer.localDescription?.sdp ?? "" });
      } catch {
        if (!cancelled) setPhase("failed");
      }
    })();
    return () => {
      cancelled = true;
      pc?.close();
      if (subscriptionId !== null) void stopWatch(occurrenceId, subscriptionId).catch(() => {});
    };
  }, [occurrenceId, feedId]);

  return { phase, stream };
}
