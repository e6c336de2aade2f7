// "Leave this circle": leaves, then goes back to the circles list; a failure says so under the button.
import { Trans, useLingui } from "@lingui/react/macro";
import { useNavigate } from "react-router";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { useLeaveRoom } from "../api/leave-room.ts";

export function LeaveCircleButton({ roomId, variant }: { roomId: string; variant: "ghost" | "secondary" }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const leave = useLeaveRoom();
  return (
    <>
      <Button
        variant={variant}
        className="self-start"
        busy={leave.isPending}
        busyText={t`Leaving…`}
        // Not mutate's own onSuccess: leaving re-renders the room as one the member is not in (the
        // realtime channel is revoked and the room refetched), which can unmount this button before
        // that callback runs; the promise resolves whatever is mounted. A failure shows the alert below.
        onClick={() =>
          leave.mutateAsync(roomId).then(
            () => navigate("/peer-circles"),
            () => undefined,
          )
        }
      >
        <Trans>Leave this circle</Trans>
      </Button>
      {leave.isError ? (
        <Alert>
          <Trans>We couldn't take you out of the circle just now. Please try again.</Trans>
        </Alert>
      ) : null}
    </>
  );
}
