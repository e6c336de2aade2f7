import { Trans, useLingui } from "@lingui/react/macro";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { formatDate } from "../../../lib/i18n/format.ts";
import { tx } from "../../../lib/i18n/translate.ts";
import { useKeepAccount } from "../api/keep-account.ts";

/** A date and time in the language shown ('27 November 2026 at 5:30 am'). */
export const whenIndia = (iso: string) => formatDate(iso, { dateStyle: "long", timeStyle: "short" });

/** 'Your account will be deleted on …' with 'Keep my account' (the banner and the page use it). */
export function PendingDeletionNotice({ eraseAfter, compact = false }: { eraseAfter: string; compact?: boolean }) {
  const { t } = useLingui();
  const keep = useKeepAccount();
  const when = whenIndia(eraseAfter);
  return (
    <section
      aria-label={t`Account deletion`}
      className="rounded-2xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <p>
        <strong>
          <Trans>Your account will be deleted on {when}.</Trans>
        </strong>{" "}
        {compact ? (
          <Trans>Choosing Keep my account undoes it.</Trans>
        ) : (
          <Trans>Everything personal is erased then. Choosing Keep my account undoes it.</Trans>
        )}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <Button variant="secondary" busy={keep.isPending} busyText={t`Keeping…`} onClick={() => keep.mutate()}>
          <Trans>Keep my account</Trans>
        </Button>
      </div>
      {keep.isError ? (
        <div className="mt-2">
          <Alert>{tx(keep.error.message)}</Alert>
        </div>
      ) : null}
    </section>
  );
}
