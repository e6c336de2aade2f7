// True or false alarm: after looking, the moderator says whether the crisis check was right.
// The mark feeds the weekly precision and the anonymised review set; it can be changed (audited).
import { Trans, useLingui } from "@lingui/react/macro";
import type { AlarmOutcome } from "@saathi/contract/care";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { toast } from "../../components/ui/toaster.tsx";
import { errorMessage } from "../shell/admin-api.ts";
import { formatDateTime } from "../shell/format.ts";
import { useAlarmOutcome } from "./api/get-alarm-outcome.ts";
import { useMarkAlarmOutcome } from "./api/mark-alarm-outcome.ts";

export function AlarmOutcomePanel({ itemId }: { itemId: string }) {
  const { t } = useLingui();
  const state = useAlarmOutcome(itemId);
  const mark = useMarkAlarmOutcome(itemId);
  const choose = (outcome: AlarmOutcome) =>
    mark.mutate(outcome, {
      onSuccess: () => toast(outcome === "true_alarm" ? t`Marked as a true alarm` : t`Marked as a false alarm`),
    });
  const current = state.data?.outcome ?? null;
  const markedAt = state.data?.markedAt ? formatDateTime(state.data.markedAt) : "";
  const firstLook = state.data?.firstLookAt ? formatDateTime(state.data.firstLookAt) : "";
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-muted">
        <Trans>Was the crisis check right about this message? Your answer helps it learn.</Trans>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant={current === "true_alarm" ? "primary" : "secondary"}
          aria-pressed={current === "true_alarm"}
          busy={mark.isPending && mark.variables === "true_alarm"}
          disabled={state.isPending || mark.isPending}
          onClick={() => choose("true_alarm")}
        >
          <Trans>True alarm</Trans>
        </Button>
        <Button
          variant={current === "false_alarm" ? "primary" : "secondary"}
          aria-pressed={current === "false_alarm"}
          busy={mark.isPending && mark.variables === "false_alarm"}
          disabled={state.isPending || mark.isPending}
          onClick={() => choose("false_alarm")}
        >
          <Trans>False alarm</Trans>
        </Button>
      </div>
      {state.isError ? <Alert>{errorMessage(state.error)}</Alert> : null}
      {mark.isError ? <Alert>{errorMessage(mark.error)}</Alert> : null}
      <p className="text-sm text-muted" role="status">
        {current === "true_alarm"
          ? state.data?.byMe
            ? t`Marked as a true alarm by you on ${markedAt}.`
            : t`Marked as a true alarm on ${markedAt}.`
          : current === "false_alarm"
            ? state.data?.byMe
              ? t`Marked as a false alarm by you on ${markedAt}.`
              : t`Marked as a false alarm on ${markedAt}.`
            : t`Not marked yet.`}
      </p>
      {firstLook ? (
        <p className="text-sm text-muted">
          <Trans>First looked at on {firstLook}.</Trans>
        </p>
      ) : null}
    </div>
  );
}
