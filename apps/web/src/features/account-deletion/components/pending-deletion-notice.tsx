import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { useKeepAccount } from "../api/keep-account.ts";

export const whenIndia = (iso: string) =>
  new Date(iso).toLocaleString("en-IN", { dateStyle: "long", timeStyle: "short" });

/** 'Your account will be deleted on …' with 'Keep my account' (the banner and the page use it). */
export function PendingDeletionNotice({ eraseAfter, compact = false }: { eraseAfter: string; compact?: boolean }) {
  const keep = useKeepAccount();
  return (
    <section
      aria-label="Account deletion"
      className="rounded-2xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <p>
        <strong>Your account will be deleted on {whenIndia(eraseAfter)}.</strong>{" "}
        {compact ? null : "Everything personal is erased then. "}Choosing Keep my account undoes it.
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <Button variant="secondary" busy={keep.isPending} busyText="Keeping…" onClick={() => keep.mutate()}>
          Keep my account
        </Button>
      </div>
      {keep.isError ? (
        <div className="mt-2">
          <Alert>{keep.error.message}</Alert>
        </div>
      ) : null}
    </section>
  );
}
