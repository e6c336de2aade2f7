import { Trans, useLingui } from "@lingui/react/macro";
import { FOLLOW_MSG } from "@saathi/contract/follows";
import type { PublicProfile } from "@saathi/contract/public-profile";
import { useQueryClient } from "@tanstack/react-query";
import { AlertDialog } from "radix-ui";
import { useState } from "react";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { AlertDialogContent } from "../../../components/ui/dialog.tsx";
import { toast } from "../../../components/ui/toaster.tsx";
import { follow } from "../../../lib/api/follows/follow.ts";
import { notificationsQueryOptions } from "../../../lib/api/notifications/get-notifications.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { tx } from "../../../lib/i18n/translate.ts";
import { acceptFollow } from "../api/accept-follow.ts";
import { declineFollow } from "../api/decline-follow.ts";
import { profilesKeys } from "../api/profiles-keys.ts";
import { unfollow } from "../api/unfollow.ts";

/** 'Add as Buddy' / 'Following' / 'Requested', and 'Accept Request' / 'Decline' for a received request. */
export function FollowControls({ profile }: { profile: PublicProfile }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const r = profile.relationship;

  const run = async (action: () => Promise<unknown>, failure: string) => {
    setBusy(true);
    try {
      await action();
      await queryClient.invalidateQueries({ queryKey: profilesKeys.all });
      await queryClient.invalidateQueries({ queryKey: profilesKeys.profilePostsRoot });
      void queryClient.invalidateQueries({ queryKey: notificationsQueryOptions.queryKey });
    } catch (err) {
      toast(err instanceof ApiError && err.code === "SLOW_DOWN" ? tx(FOLLOW_MSG.slowDown) : tx(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-wrap gap-2">
      {r.requestReceived ? (
        <>
          <Button onClick={() => run(() => acceptFollow(profile.userId), FOLLOW_MSG.acceptFailed)} busy={busy}>
            <Trans>Accept Request</Trans>
          </Button>
          <Button
            variant="secondary"
            onClick={() => run(() => declineFollow(profile.userId), FOLLOW_MSG.declineFailed)}
            busy={busy}
          >
            <Trans>Decline</Trans>
          </Button>
        </>
      ) : null}
      <Button
        variant={r.isFollowing || r.requestSent ? "secondary" : "primary"}
        busy={busy}
        onClick={() => {
          if (r.isFollowing) setConfirming(true);
          else if (r.requestSent) void run(() => unfollow(profile.userId), t`unfollow failed`);
          else void run(() => follow(profile.userId), t`follow failed`);
        }}
      >
        {/* The contract's followButtonLabel(r), in the language shown. */}
        {r.isFollowing ? t`Following` : r.requestSent ? t`Requested` : t`Add as Buddy`}
      </Button>
      <AlertDialog.Root open={confirming} onOpenChange={setConfirming}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
          <AlertDialogContent className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,24rem)] -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-6">
            <AlertDialog.Title className="text-lg font-semibold text-ink">
              {tx(FOLLOW_MSG.unfollowConfirm)}
            </AlertDialog.Title>
            <AlertDialog.Description className="mt-1 text-sm text-muted">
              {profile.isPrivate
                ? t`Their posts will be hidden until they accept you again.`
                : t`You can follow again any time.`}
            </AlertDialog.Description>
            <div className="mt-5 flex justify-end gap-2">
              <AlertDialog.Cancel className={buttonClasses("ghost")}>
                <Trans>Cancel</Trans>
              </AlertDialog.Cancel>
              <AlertDialog.Action
                className={buttonClasses("danger")}
                onClick={() => run(() => unfollow(profile.userId), t`unfollow failed`)}
              >
                <Trans>Unfollow</Trans>
              </AlertDialog.Action>
            </div>
          </AlertDialogContent>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </div>
  );
}
