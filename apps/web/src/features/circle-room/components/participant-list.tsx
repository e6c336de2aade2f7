import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import type { CircleRoomParticipant } from "@saathi/contract/circle-room";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { useFocusReturn } from "../../../components/ui/dialog.tsx";
import { muteParticipant } from "../api/mute-participant.ts";
import { removeParticipant } from "../api/remove-participant.ts";

/** Who is in the room, by circle nickname (the host by name); the host mutes or removes from here. */
export function ParticipantList({
  occurrenceId,
  participants,
  isHost,
  act,
}: {
  occurrenceId: string;
  participants: CircleRoomParticipant[];
  isHost: boolean;
  act: (run: () => Promise<unknown>) => Promise<void>;
}) {
  const [removing, setRemoving] = useState<number | null>(null);
  useFocusReturn(removing !== null);
  return (
    <div className="flex flex-col gap-2">
      <h2 id="in-room" className="text-base font-semibold text-ink">
        <Trans>In the room ({participants.length})</Trans>
      </h2>
      {participants.length === 0 ? (
        <p className="text-sm text-muted">
          <Trans>Nobody is in the room yet.</Trans>
        </p>
      ) : (
        <ul aria-labelledby="in-room" className="flex flex-col gap-2">
          {participants.map((p) => (
            <li
              key={p.participantId}
              data-testid="room-participant"
              className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-3"
            >
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-semibold text-ink">{p.name}</span>
                {p.me ? (
                  <span className="text-xs text-muted">
                    <Trans>(you)</Trans>
                  </span>
                ) : null}
                {p.isHost ? (
                  <span className="rounded-full bg-brand-50 px-2 text-xs text-brand-800">
                    <Trans>Host</Trans>
                  </span>
                ) : null}
                {p.handRaised ? (
                  <span className="rounded-full bg-amber-100 px-2 text-xs text-amber-900">
                    <Trans>Hand raised</Trans>
                  </span>
                ) : null}
                <span className="text-xs text-muted">{p.muted ? t`Muted` : t`Speaking allowed`}</span>
              </div>
              {isHost && !p.isHost ? (
                removing === p.participantId ? (
                  <div role="alertdialog" aria-labelledby={`remove-${p.participantId}`} className="flex flex-col gap-2">
                    <p id={`remove-${p.participantId}`} className="text-sm text-ink">
                      <Trans>Remove {p.name}? They cannot come back to this meeting.</Trans>
                    </p>
                    <div className="flex gap-2">
                      <Button
                        variant="danger"
                        onClick={() => void act(() => removeParticipant(occurrenceId, p.participantId))}
                      >
                        <Trans>Yes, remove</Trans>
                      </Button>
                      <Button variant="ghost" onClick={() => setRemoving(null)}>
                        <Trans>Cancel</Trans>
                      </Button>
                    </div>
                  </div>
                ) : (
                  <div className="flex flex-wrap gap-2">
                    <Button
                      variant="secondary"
                      aria-label={p.muted ? t`Unmute ${p.name}` : t`Mute ${p.name}`}
                      onClick={() => void act(() => muteParticipant(occurrenceId, p.participantId, !p.muted))}
                    >
                      {p.muted ? <Trans>Unmute</Trans> : <Trans>Mute</Trans>}
                    </Button>
                    <Button
                      variant="ghost"
                      aria-label={t`Remove ${p.name}`}
                      onClick={() => setRemoving(p.participantId)}
                    >
                      <Trans>Remove</Trans>
                    </Button>
                  </div>
                )
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
