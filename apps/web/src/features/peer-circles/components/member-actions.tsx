// What a member can do about another member's message inside a circle: report the message, mute the
// writer for themselves, block them (Saathi's one block, by the nickname's member), and for the
// circle's listeners, mute the writer in the circle. Nobody's name or id is shown: only the nickname.
import { Trans, useLingui } from "@lingui/react/macro";
import type { PeerMessage } from "@saathi/contract/peer-circles";
import { MUTE_DURATION_LABEL, MUTE_DURATIONS, type MuteDuration } from "@saathi/contract/safety";
import { AlertDialog } from "radix-ui";
import { useId, useState } from "react";
import { ReportDialog } from "../../../components/safety/report-dialog.tsx";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { AlertDialogContent } from "../../../components/ui/dialog.tsx";
import { toast } from "../../../components/ui/toaster.tsx";
import { tx } from "../../../lib/i18n/translate.ts";
import { useBlockMember } from "../api/block-member.ts";
import { useHideMember } from "../api/hide-member.ts";
import { useSetMemberMuted } from "../api/set-member-muted.ts";

export interface MemberActionsProps {
  message: PeerMessage;
  /** The viewer leads this circle (may mute members in it). */
  iLead: boolean;
  /** The writer is muted in the circle now. */
  writerMuted: boolean;
}

export function MemberActions({ message, iLead, writerMuted }: MemberActionsProps) {
  const { t } = useLingui();
  const ids = useId();
  const [open, setOpen] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [blocking, setBlocking] = useState(false);
  const [duration, setDuration] = useState<MuteDuration>("24h");
  const block = useBlockMember();
  const hide = useHideMember();
  const mute = useSetMemberMuted();
  const nickname = message.nickname;
  const who = { roomId: message.roomId, memberId: message.memberId };
  const failed = () => toast(t`That didn't work just now. Please try again.`);

  return (
    <div className="mt-1">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${ids}-actions`}
        onClick={() => setOpen((o) => !o)}
        className="min-h-11 rounded-lg px-2 text-xs font-semibold text-brand-700 underline"
      >
        <Trans>Options</Trans>
        <span className="sr-only">
          {" "}
          <Trans>for the message from {nickname}</Trans>
        </span>
      </button>
      {open ? (
        <div
          id={`${ids}-actions`}
          className="mt-1 flex flex-col gap-2 rounded-2xl border border-slate-200 bg-slate-50 p-3"
        >
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setReporting(true)}>
              <Trans>Report message</Trans>
            </Button>
            <Button variant="secondary" onClick={() => setBlocking(true)}>
              <Trans>Block {nickname}</Trans>
            </Button>
            {iLead && !message.isListener ? (
              <Button
                variant="secondary"
                busy={mute.isPending}
                onClick={() =>
                  mute.mutate(
                    { ...who, muted: !writerMuted },
                    {
                      onSuccess: (r) =>
                        toast(r.muted ? t`${nickname} is muted in this circle.` : t`${nickname} can write again.`),
                      onError: failed,
                    },
                  )
                }
              >
                {writerMuted ? <Trans>Unmute in this circle</Trans> : <Trans>Mute in this circle</Trans>}
              </Button>
            ) : null}
          </div>
          <div className="flex flex-wrap items-end gap-2">
            <div className="flex flex-col gap-1">
              <label htmlFor={`${ids}-duration`} className="text-sm font-medium text-ink">
                <Trans>Hide {nickname}'s messages from me</Trans>
              </label>
              <select
                id={`${ids}-duration`}
                value={duration}
                onChange={(e) => setDuration(e.target.value as MuteDuration)}
                className="min-h-11 rounded-xl border border-slate-300 bg-white px-3 text-base text-ink"
              >
                {MUTE_DURATIONS.map((d) => (
                  <option key={d} value={d}>
                    {tx(MUTE_DURATION_LABEL[d])}
                  </option>
                ))}
              </select>
            </div>
            <Button
              variant="secondary"
              busy={hide.isPending}
              onClick={() =>
                hide.mutate(
                  { ...who, duration },
                  { onSuccess: () => toast(t`You won't see ${nickname}'s messages.`), onError: failed },
                )
              }
            >
              <Trans>Mute for me</Trans>
            </Button>
          </div>
        </div>
      ) : null}
      <ReportDialog target={{ type: "circle_message", id: message.id }} open={reporting} onOpenChange={setReporting} />
      <AlertDialog.Root open={blocking} onOpenChange={setBlocking}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
          <AlertDialogContent className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,26rem)] -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-6">
            <AlertDialog.Title className="text-lg font-semibold text-ink">
              <Trans>Block {nickname}?</Trans>
            </AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-sm text-muted">
              <Trans>
                You won't see each other's messages here or anywhere in Saathi. They won't be told. You can unblock them
                from Safety settings.
              </Trans>
            </AlertDialog.Description>
            <div className="mt-5 flex justify-end gap-2">
              <AlertDialog.Cancel className={buttonClasses("ghost")}>
                <Trans>Cancel</Trans>
              </AlertDialog.Cancel>
              <Button
                variant="danger"
                busy={block.isPending}
                onClick={() =>
                  block.mutate(who, {
                    onSuccess: () => {
                      setBlocking(false);
                      toast(t`You blocked ${nickname}. They won't be told.`);
                    },
                    onError: failed,
                  })
                }
              >
                <Trans>Block</Trans>
              </Button>
            </div>
          </AlertDialogContent>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </div>
  );
}
