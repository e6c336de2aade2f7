// "My reports": what the member reported and what became of it, shown on the notifications page.
import { Trans } from "@lingui/react/macro";
import { REPORT_OUTCOME_LABEL, REPORT_REASON_LABEL, SAFETY_TARGET_LABEL } from "@saathi/contract/safety";
import { useId } from "react";
import { useMyReports } from "../../lib/api/safety/get-my-reports.ts";
import { tx } from "../../lib/i18n/translate.ts";
import { timeAgo } from "../../lib/time-ago.ts";
import { Alert } from "../ui/alert.tsx";
import { Button } from "../ui/button.tsx";

export function MyReports() {
  const headingId = useId();
  const reports = useMyReports();
  if (reports.isPending) return null;
  if (reports.isError) {
    return (
      <Alert>
        <Trans>We couldn't load your reports.</Trans>{" "}
        <Button variant="ghost" onClick={() => reports.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </Alert>
    );
  }
  if (reports.data.items.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className="mb-2 text-lg font-semibold text-ink">
        <Trans>My reports</Trans>
      </h2>
      <ul className="flex flex-col gap-2">
        {reports.data.items.map((r) => {
          const target = tx(SAFETY_TARGET_LABEL[r.targetType]);
          const reason = tx(REPORT_REASON_LABEL[r.reason]);
          return (
            <li key={r.id} className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-3 text-sm">
              <span className="flex-1 text-ink">
                <Trans>
                  A {target}: {reason}
                </Trans>
                <time dateTime={r.createdAt} className="block text-xs text-muted">
                  {timeAgo(r.createdAt)}
                </time>
              </span>
              <span
                className={`rounded-full px-2 py-0.5 text-xs font-semibold ${r.outcome === "pending" ? "bg-slate-100 text-ink" : "bg-brand-50 text-brand-800"}`}
              >
                {tx(REPORT_OUTCOME_LABEL[r.outcome])}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
