import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { CIRCLE_ROOM_EVENTS, type CircleRoom, type CircleRoomMessage } from "@saathi/contract/circle-room";
import { channels } from "@saathi/contract/realtime";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useParams } from "react-router";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { formatDate, formatTime } from "../../../lib/i18n/format.ts";
import { tx } from "../../../lib/i18n/translate.ts";
import { useChannel } from "../../../lib/use-channel.ts";
import { circleRoomKeys } from "../api/circle-room-keys.ts";
import { useCircleRoom } from "../api/get-circle-room.ts";
import { raiseHand } from "../api/raise-hand.ts";
import { setMyMute } from "../api/set-my-mute.ts";
import { type AudioPhase, type AudioProblem, useRoomAudio } from "../use-room-audio.ts";
import { useRoomVideo } from "../use-room-video.ts";
import { HostControls } from "./host-controls.tsx";
import { ParticipantList } from "./participant-list.tsx";
import { SideChat } from "./side-chat.tsx";
import { VideoPanel } from "./video-panel.tsx";

/** Why audio is not flowing, in words (called while rendering, in the reader's language). */
function problemText(p: AudioProblem): string {
  switch (p.kind) {
    case "mic_denied":
      return t`Saathi could not use your microphone. Allow microphone access for this site in your browser's settings, then try again.`;
    case "no_mic":
      return t`No microphone was found on this device. Connect one, then try again.`;
    case "no_webrtc":
      return t`This browser cannot join live audio. Please open Saathi in a recent Chrome, Firefox or Safari.`;
    case "ice_failed":
      return t`Your audio could not reach the circle's audio server. Your network may be blocking it: try another network, such as mobile data, and join again.`;
    case "server":
      return tx(p.message);
  }
}

function phaseText(phase: AudioPhase): string | null {
  switch (phase) {
    case "joining":
      return t`Joining the circle…`;
    case "connected":
      return t`You are in the circle. Others can hear you when you are not muted.`;
    case "reconnecting":
      return t`The connection dropped. Trying to reconnect…`;
    case "left":
      return t`You left the room. You can join again while the meeting is on.`;
    default:
      return null;
  }
}

/** Why the room cannot be joined now, from its state. */
function closedText(room: CircleRoom): string | null {
  if (room.removed) return t`The host removed you from this meeting. You cannot join it again.`;
  if (!room.available) return room.reason ? tx(room.reason) : t`Live audio is not available right now.`;
  switch (room.state) {
    case "waiting":
      return t`The room opens at ${formatTime(room.opensAt)}, 10 minutes before the meeting starts.`;
    case "ended":
      return t`The host ended this meeting.`;
    case "closed":
      return t`This meeting is over.`;
    default:
      return null;
  }
}

/**
 * /circles/meetings/:occurrenceId/room: a circle meeting's live room. One tap joins with audio only
 * (cameras only when the host allows them, each off until its owner taps it on);
 * members show by their circle nickname; raise a hand, mute, leave; the host's controls; the side-chat.
 */
export function CircleRoomPage() {
  const { occurrenceId = "" } = useParams();
  const room = useCircleRoom(occurrenceId);
  const audio = useRoomAudio(occurrenceId);
  const camera = useRoomVideo(occurrenceId);
  const qc = useQueryClient();
  const [messages, setMessages] = useState<CircleRoomMessage[]>([]);
  const [actionError, setActionError] = useState<string | null>(null);
  const audioEl = useRef<HTMLAudioElement>(null);
  const data = room.data;
  const inRoom = data?.myParticipantId != null;
  const me = data?.participants.find((p) => p.me);

  const refresh = () => qc.invalidateQueries({ queryKey: circleRoomKeys.room(occurrenceId) });
  useChannel(inRoom ? channels.circleRoom(occurrenceId) : null, {
    [CIRCLE_ROOM_EVENTS.changed]: () => void refresh(),
    [CIRCLE_ROOM_EVENTS.message]: (m) => setMessages((all) => (all.some((x) => x.id === m.id) ? all : [...all, m])),
  });

  // The remote mix plays through one audio element.
  useEffect(() => {
    if (audioEl.current) audioEl.current.srcObject = audio.remote;
  }, [audio.remote]);

  // Removed or ended while in: media stops here too.
  const gone = data?.removed || data?.state === "ended" || data?.state === "closed";
  const { drop, phase } = audio;
  useEffect(() => {
    if (gone && (phase === "connected" || phase === "joining" || phase === "reconnecting")) drop();
  }, [gone, phase, drop]);

  // The camera stops with the audio, and when the host stops video.
  const audioOn = phase === "connected" || phase === "joining" || phase === "reconnecting";
  const cameraOn = camera.phase === "on" || camera.phase === "starting";
  const dropCamera = camera.drop;
  useEffect(() => {
    if (cameraOn && (gone || !audioOn || !data?.videoAllowed)) dropCamera();
  }, [cameraOn, gone, audioOn, data?.videoAllowed, dropCamera]);

  // The server's mute state (the host's too) is mirrored on the microphone here.
  const { setLocalMute } = audio;
  useEffect(() => {
    setLocalMute(Boolean(me?.muted));
  }, [me?.muted, setLocalMute]);

  const act = async (run: () => Promise<unknown>) => {
    setActionError(null);
    try {
      await run();
    } catch (err) {
      setActionError((err as Error).message);
    }
    await refresh();
  };

  const join = async () => {
    await audio.join();
    await refresh();
  };

  if (room.isPending)
    return (
      <section className="mx-auto w-full max-w-2xl px-4 py-6">
        <p role="status" className="text-muted">
          <Trans>Loading the room…</Trans>
        </p>
      </section>
    );
  if (room.isError || !data)
    return (
      <section className="mx-auto flex w-full max-w-2xl flex-col gap-3 px-4 py-6">
        <Alert>{room.error ? room.error.message : t`We couldn't load the room.`}</Alert>
        <Button variant="secondary" className="self-start" onClick={() => void room.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </section>
    );

  const blocked = closedText(data);
  const canJoin = !blocked && (data.state === "open" || (data.state === "locked" && inRoom));
  const joined = inRoom && (audio.phase === "connected" || audio.phase === "joining" || audio.phase === "reconnecting");
  const status = audio.problem ? null : phaseText(audio.phase);

  return (
    <section aria-labelledby="room-title" className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-6">
      <header className="flex flex-col gap-1">
        <h1 id="room-title" className="text-xl font-bold text-ink">
          {data.title}
        </h1>
        <p className="text-sm text-muted">
          {formatDate(data.startsAt)} · {formatTime(data.startsAt)}–{formatTime(data.endsAt)}
        </p>
        <p className="text-sm text-muted">
          {data.role === "host" ? (
            <Trans>You are the host. Members see you by your name.</Trans>
          ) : (
            <Trans>Others see you as “{data.myName}”, never by your name. Nothing is recorded.</Trans>
          )}
        </p>
      </header>

      {blocked ? <Alert tone="info">{blocked}</Alert> : null}
      {data.state === "locked" && !inRoom && !blocked ? (
        <Alert tone="info">
          <Trans>The host locked the room: nobody new can join.</Trans>
        </Alert>
      ) : null}
      {audio.problem ? <Alert>{problemText(audio.problem)}</Alert> : null}
      {status ? (
        <p role="status" className="text-sm text-ink">
          {status}
        </p>
      ) : null}
      {actionError ? <Alert>{actionError}</Alert> : null}

      {!joined && canJoin ? (
        <Button className="w-full py-4 text-base" onClick={() => void join()} busy={audio.phase === "joining"}>
          <Trans>Join with audio</Trans>
        </Button>
      ) : null}

      {joined && me ? (
        <fieldset className="m-0 flex flex-wrap gap-2 border-0 p-0">
          <legend className="sr-only">
            <Trans>My controls</Trans>
          </legend>
          <Button
            variant="secondary"
            aria-pressed={me.muted}
            disabled={me.mutedByHost && me.muted}
            onClick={() => void act(() => setMyMute(occurrenceId, !me.muted))}
          >
            {me.muted ? <Trans>Unmute me</Trans> : <Trans>Mute me</Trans>}
          </Button>
          {data.role === "member" ? (
            <Button
              variant="secondary"
              aria-pressed={me.handRaised}
              onClick={() => void act(() => raiseHand(occurrenceId, !me.handRaised))}
            >
              {me.handRaised ? <Trans>Lower hand</Trans> : <Trans>Raise hand</Trans>}
            </Button>
          ) : null}
          <Button variant="danger" onClick={() => void act(audio.leave)}>
            <Trans>Leave</Trans>
          </Button>
        </fieldset>
      ) : null}
      {me?.mutedByHost ? (
        <p className="text-sm text-muted">
          <Trans>The host muted you. The host can unmute you.</Trans>
        </p>
      ) : null}

      {data.role === "host" && inRoom && data.state !== "ended" ? (
        <HostControls
          occurrenceId={occurrenceId}
          locked={data.state === "locked"}
          videoAllowed={data.videoAllowed}
          act={act}
        />
      ) : null}

      {joined && data.videoAllowed ? (
        <VideoPanel occurrenceId={occurrenceId} participants={data.participants} camera={camera} link={audio.peer} />
      ) : null}

      <ParticipantList
        occurrenceId={occurrenceId}
        participants={data.participants}
        isHost={data.role === "host" && inRoom}
        act={act}
      />

      {inRoom ? <SideChat occurrenceId={occurrenceId} messages={messages} myName={data?.myName ?? ""} /> : null}

      {/* The others' mixed audio (never our own). */}
      {/* biome-ignore lint/a11y/useMediaCaption: live speech from the circle; the side-chat is its text channel */}
      <audio ref={audioEl} autoPlay data-testid="room-audio" />
    </section>
  );
}
