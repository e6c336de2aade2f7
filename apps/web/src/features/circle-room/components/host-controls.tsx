import { Trans } from "@lingui/react/macro";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { useFocusReturn } from "../../../components/ui/dialog.tsx";
import { allowVideo } from "../api/allow-video.ts";
import { endRoom } from "../api/end-room.ts";
import { lockRoom } from "../api/lock-room.ts";
import { muteAll } from "../api/mute-all.ts";

/** The host's room-wide controls: mute everyone, allow or stop video, lock the room, end it (asked twice). */
export function HostControls({
  occurrenceId,
  locked,
  videoAllowed,
  act,
}: {
  occurrenceId: string;
  locked: boolean;
  videoAllowed: boolean;
  act: (run: () => Promise<unknown>) => Promise<void>;
}) {
  const [confirmEnd, setConfirmEnd] = useState(false);
  useFocusReturn(confirmEnd);
  return (
    <div className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-3">
      <h2 className="text-sm font-semibold text-ink">
        <Trans>Host controls</Trans>
      </h2>
      <fieldset className="m-0 flex flex-wrap gap-2 border-0 p-0">
        <legend className="sr-only">
          <Trans>Room-wide controls</Trans>
        </legend>
        <Button variant="secondary" onClick={() => void act(() => muteAll(occurrenceId))}>
          <Trans>Mute everyone</Trans>
        </Button>
        <Button
          variant="secondary"
          aria-pressed={videoAllowed}
          onClick={() => void act(() => allowVideo(occurrenceId, !videoAllowed))}
        >
          {videoAllowed ? <Trans>Stop video for everyone</Trans> : <Trans>Allow video</Trans>}
        </Button>
        <Button variant="secondary" disabled={locked} onClick={() => void act(() => lockRoom(occurrenceId))}>
          {locked ? <Trans>Room locked</Trans> : <Trans>Lock room</Trans>}
        </Button>
        {confirmEnd ? null : (
          <Button variant="danger" onClick={() => setConfirmEnd(true)}>
            <Trans>End for everyone</Trans>
          </Button>
        )}
      </fieldset>
      {confirmEnd ? (
        <div role="alertdialog" aria-labelledby="end-room-q" className="flex flex-col gap-2">
          <p id="end-room-q" className="text-sm text-ink">
            <Trans>End the meeting for everyone? Nobody can join it again.</Trans>
          </p>
          <div className="flex gap-2">
            <Button variant="danger" onClick={() => void act(() => endRoom(occurrenceId))}>
              <Trans>Yes, end it</Trans>
            </Button>
            <Button variant="ghost" onClick={() => setConfirmEnd(false)}>
              <Trans>Cancel</Trans>
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
