import { FOLLOW_MSG, followButtonLabel } from "@saathi/contract/follows";
import type { PublicProfile } from "@saathi/contract/public-profile";
import { useQueryClient } from "@tanstack/react-query";
import { AlertDialog } from "radix-ui";
import { useState } from "react";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { toast } from "../../../components/ui/toaster.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { follow } from "../../../lib/follows/follow.ts";
import { notificationsQueryOptions } from "../../../lib/notifications/get-notifications.ts";
import { acceptFollow } from "../api/accept-follow.ts";
import { declineFollow } from "../api/decline-follow.ts";
import { profilesKeys } from "../api/profiles-keys.ts";
import { unfollow } from "../api/unfollow.ts";

/** 'Add as Buddy' / 'Following' / 'Requested', and 'Accept Request' / 'Decline' for a received request. */
export function FollowControls({ profile }: { profile: PublicProfile }) {
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
      toast(err instanceof ApiError && err.code === "SLOW_DOWN" ? FOLLOW_MSG.slowDown : failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-wrap gap-2">
      {r.requestReceived ? (
        <>
          <Button onClick={() => run(() => acceptFollow(profile.userId), FOLLOW_MSG.acceptFailed)} busy={busy}>
            Accept Request
          </Button>
          <Button
            variant="secondary"
            onClick={() => run(() => declineFollow(profile.userId), FOLLOW_MSG.declineFailed)}
            busy={busy}
          >
            Decline
          </Button>
        </>
      ) : null}
      <Button
        variant={r.isFollowing || r.requestSent ? "secondary" : "primary"}
        busy={busy}
        onClick={() => {
          if (r.isFollowing) setConfirming(true);
          else if (r.requestSent) void run(() => unfollow(profile.userId), "unfollow failed");
          else void run(() => follow(profile.userId), "follow failed");
        }}
      >
        {followButtonLabel(r)}
      </Button>
      <AlertDialog.Root open={confirming} onOpenChange={setConfirming}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
          <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,24rem)] -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-6">
            <AlertDialog.Title className="text-lg font-semibold text-ink">
              {FOLLOW_MSG.unfollowConfirm}
            </AlertDialog.Title>
            <AlertDialog.Description className="mt-1 text-sm text-muted">
              {profile.isPrivate
                ? "Their posts will be hidden until they accept you again."
                : "You can follow again any time."}
            </AlertDialog.Description>
            <div className="mt-5 flex justify-end gap-2">
              <AlertDialog.Cancel className={buttonClasses("ghost")}>Cancel</AlertDialog.Cancel>
              <AlertDialog.Action
                className={buttonClasses("danger")}
                onClick={() => run(() => unfollow(profile.userId), "unfollow failed")}
              >
                Unfollow
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </div>
  );
}
