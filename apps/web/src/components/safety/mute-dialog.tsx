// "Mute {name}": for 24 hours, 7 days or until undone. Quiet for both sides.
import { Trans, useLingui } from "@lingui/react/macro";
import { MUTE_DURATION_LABEL, MUTE_DURATIONS, type MuteDuration } from "@saathi/contract/safety";
import { useQueryClient } from "@tanstack/react-query";
import { Dialog } from "radix-ui";
import { useState } from "react";
import { muteUser } from "../../lib/api/safety/mute-user.ts";
import { tx } from "../../lib/i18n/translate.ts";
import { Button } from "../ui/button.tsx";
import { DialogContent } from "../ui/dialog.tsx";
import { toast } from "../ui/toaster.tsx";

export interface MuteDialogProps {
  person: { userId: string; name: string };
  open: boolean;
  onOpenChange(open: boolean): void;
}

export function MuteDialog({ person, open, onOpenChange }: MuteDialogProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [duration, setDuration] = useState<MuteDuration>("24h");
  const [busy, setBusy] = useState(false);
  const name = person.name;
  const confirm = async () => {
    setBusy(true);
    try {
      await muteUser(person.userId, duration);
      onOpenChange(false);
      toast(t`You muted ${name}. They won't be told.`);
      await queryClient.invalidateQueries();
    } catch {
      toast(t`We couldn't mute them just now. Please try again.`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
        <DialogContent className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,24rem)] -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-6">
          <Dialog.Title className="text-lg font-semibold text-ink">
            <Trans>Mute {name}</Trans>
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-muted">
            <Trans>
              Their posts, comments and notifications stay out of your way. They won't be told, and you can still open
              their profile.
            </Trans>
          </Dialog.Description>
          <fieldset className="mt-4 space-y-2">
            <legend className="sr-only">
              <Trans>How long</Trans>
            </legend>
            {MUTE_DURATIONS.map((d) => (
              <label
                key={d}
                className="flex min-h-11 items-center gap-3 rounded-xl border border-slate-200 px-3 text-sm"
              >
                <input
                  type="radio"
                  name="mute-duration"
                  value={d}
                  checked={duration === d}
                  onChange={() => setDuration(d)}
                />
                {tx(MUTE_DURATION_LABEL[d])}
              </label>
            ))}
          </fieldset>
          <div className="mt-5 flex justify-end gap-2">
            <Button variant="ghost" onClick={() => onOpenChange(false)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button busy={busy} onClick={confirm}>
              <Trans>Mute</Trans>
            </Button>
          </div>
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
