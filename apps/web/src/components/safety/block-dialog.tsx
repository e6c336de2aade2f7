// "Block {name}?": explains, kindly, what blocking does before it happens.

import { Trans, useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { AlertDialog } from "radix-ui";
import { useState } from "react";
import { blockUser } from "../../lib/api/safety/block-user.ts";
import { Button, buttonClasses } from "../ui/button.tsx";
import { AlertDialogContent } from "../ui/dialog.tsx";
import { toast } from "../ui/toaster.tsx";

export interface BlockDialogProps {
  person: { userId: string; name: string };
  open: boolean;
  onOpenChange(open: boolean): void;
  /** After a block: e.g. a profile page leaves, since the person is gone from view. */
  onBlocked?(): void;
}

export function BlockDialog({ person, open, onOpenChange, onBlocked }: BlockDialogProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const name = person.name;
  const confirm = async () => {
    setBusy(true);
    try {
      await blockUser(person.userId);
      onOpenChange(false);
      toast(t`You blocked ${name}. They won't be told.`);
      onBlocked?.();
      // The blocked person leaves every list on screen at once (feed, comments, chats, search).
      await queryClient.invalidateQueries();
    } catch {
      toast(t`We couldn't block them just now. Please try again.`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
        <AlertDialogContent className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,26rem)] -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-6">
          <AlertDialog.Title className="text-lg font-semibold text-ink">
            <Trans>Block {name}?</Trans>
          </AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="mt-2 space-y-2 text-sm text-muted">
              <p>
                <Trans>
                  They won't be able to see your profile, posts or comments, find you in search, follow you, message you
                  or call you. You won't see theirs either, and any follows between you end.
                </Trans>
              </p>
              <p>
                <Trans>
                  Any upcoming sessions between you are cancelled, and paid ones are refunded in full, as are the unused
                  sessions of a package.
                </Trans>
              </p>
              <p>
                <Trans>They won't be told. You can unblock them any time from Safety settings.</Trans>
              </p>
            </div>
          </AlertDialog.Description>
          <div className="mt-5 flex justify-end gap-2">
            <AlertDialog.Cancel className={buttonClasses("ghost")}>
              <Trans>Cancel</Trans>
            </AlertDialog.Cancel>
            <Button variant="danger" busy={busy} onClick={confirm}>
              <Trans>Block</Trans>
            </Button>
          </div>
        </AlertDialogContent>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
