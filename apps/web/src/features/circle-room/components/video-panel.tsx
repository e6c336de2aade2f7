import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import type { CircleRoomParticipant } from "@saathi/contract/circle-room";
import { type RefObject, useEffect, useRef, useState } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { tx } from "../../../lib/i18n/translate.ts";
import type { CameraProblem, useRoomVideo } from "../use-room-video.ts";
import { useVideoTurnDown } from "../use-video-turn-down.ts";
import { useWatchVideo } from "../use-watch-video.ts";

/** Why my camera is not flowing, in words (audio carries on either way). */
function cameraText(p: CameraProblem): string {
  switch (p.kind) {
    case "camera_denied":
      return t`Saathi could not use your camera. Allow camera access for this site in your browser's settings. Audio carries on.`;
    case "no_camera":
      return t`No camera was found on this device. Audio carries on.`;
    case "failed":
      return t`Your video could not reach the room. Your network may be blocking it or too slow. Audio carries on.`;
    case "server":
      return tx(p.message);
  }
}

/** A slow connection as the browser reports it (Chrome's Network Information API; absent elsewhere). */
export function slowNetwork(): boolean {
  const c = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  return Boolean(c?.saveData || (c?.effectiveType && ["slow-2g", "2g"].includes(c.effectiveType)));
}

function Video({ stream, label, mirrored }: { stream: MediaStream | null; label: string; mirrored?: boolean }) {
  const el = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (el.current) el.current.srcObject = stream;
  }, [stream]);
  return (
    <video
      ref={el}
      autoPlay
      playsInline
      muted
      aria-label={label}
      className={`aspect-video w-full rounded-xl bg-slate-800 object-cover ${mirrored ? "-scale-x-100" : ""}`}
    />
  );
}

function RemoteTile({ occurrenceId, feedId, name }: { occurrenceId: string; feedId: number; name: string }) {
  const { phase, stream } = useWatchVideo(occurrenceId, feedId);
  return (
    <figure className="m-0 flex flex-col gap-1" data-testid="video-tile">
      <Video stream={stream} label={t`${name}'s video`} />
      <figcaption className="truncate text-xs text-ink">
        {name}
        {phase === "failed" ? (
          <span className="block text-red-700">
            <Trans>This video could not reach you. Audio carries on.</Trans>
          </span>
        ) : null}
      </figcaption>
    </figure>
  );
}

/**
 * Cameras in the room, when the host allows them: my camera (off until I tap it on), the others'
 * cameras in a two-column grid that fits 360 px, and a switch that turns the others' video off to save
 * a slow network (audio is untouched). When the room's audio connection (`link`) measures a link that
 * stays poor, video pauses by itself (my camera off, others' video off), says so, and offers to try
 * again. Each problem says in words what stopped.
 */
export function VideoPanel({
  occurrenceId,
  participants,
  camera,
  link,
}: {
  occurrenceId: string;
  participants: CircleRoomParticipant[];
  camera: ReturnType<typeof useRoomVideo>;
  /** The room's audio connection, whose statistics tell a slow link. */
  link?: RefObject<RTCPeerConnection | null>;
}) {
  const [slow] = useState(slowNetwork);
  const [watching, setWatching] = useState(!slow);
  /** Video paused for a slow link (and whether my camera was on then). */
  const [paused, setPaused] = useState<{ camera: boolean } | null>(null);
  const on = camera.phase === "on" || camera.phase === "starting";
  const others = participants.filter((p) => !p.me && p.videoFeed !== null);
  useVideoTurnDown(link, paused === null && (on || (watching && others.length > 0)), () => {
    setPaused({ camera: on });
    setWatching(false);
    if (on) void camera.turnOff();
  });
  const tryAgain = () => {
    const wasOn = paused?.camera ?? false;
    setPaused(null);
    setWatching(true);
    if (wasOn && !on) void camera.turnOn();
  };
  return (
    <section aria-labelledby="video-title" className="flex flex-col gap-2">
      <h2 id="video-title" className="sr-only">
        <Trans>Video</Trans>
      </h2>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          aria-pressed={on}
          busy={camera.phase === "starting"}
          onClick={() => {
            setPaused(null);
            void (on ? camera.turnOff() : camera.turnOn());
          }}
        >
          {on ? <Trans>Turn camera off</Trans> : <Trans>Turn camera on</Trans>}
        </Button>
        <Button
          variant="ghost"
          aria-pressed={!watching}
          onClick={() => {
            setPaused(null);
            setWatching(!watching);
          }}
        >
          {watching ? <Trans>Turn others' video off</Trans> : <Trans>Show others' video</Trans>}
        </Button>
      </div>
      {camera.problem ? <Alert>{cameraText(camera.problem)}</Alert> : null}
      {paused ? (
        <Alert tone="info">
          <p className="m-0 mb-2">
            <Trans>Video paused to keep your audio clear on a slow connection</Trans>
          </p>
          <Button variant="secondary" onClick={tryAgain}>
            <Trans>Try video again</Trans>
          </Button>
        </Alert>
      ) : null}
      {slow && !watching ? (
        <p className="text-sm text-muted">
          <Trans>Your network is slow, so others' video is off. Audio carries on.</Trans>
        </p>
      ) : null}
      {(camera.preview || (watching && others.length > 0)) && (
        <div className="grid grid-cols-2 gap-2">
          {camera.preview ? (
            <figure className="m-0 flex flex-col gap-1">
              <Video stream={camera.preview} label={t`My camera`} mirrored />
              <figcaption className="text-xs text-ink">
                <Trans>You</Trans>
              </figcaption>
            </figure>
          ) : null}
          {watching
            ? others.map((p) => (
                <RemoteTile key={p.videoFeed} occurrenceId={occurrenceId} feedId={p.videoFeed ?? 0} name={p.name} />
              ))
            : null}
        </div>
      )}
    </section>
  );
}
