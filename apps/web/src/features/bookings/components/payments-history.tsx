import { Trans, useLingui } from "@lingui/react/macro";
import type { PaymentLine } from "@saathi/contract/bookings";
import { formatDate, formatMoney } from "../../../lib/i18n/format.ts";
import { useMemberPayments } from "../api/get-member-payments.ts";

/** What one line says: a payment taken, or a refund and where it stands. */
function useLineWords() {
  const { t } = useLingui();
  return (l: PaymentLine) => {
    const amount = formatMoney(l.amount);
    if (l.kind === "payment") return { title: t`Paid ${amount}`, state: t`Paid`, tone: "text-ink" };
    const title = t`Refund ${amount}`;
    if (l.state === "refunded") return { title, state: t`Refunded`, tone: "text-emerald-800" };
    if (l.state === "retrying") return { title, state: t`Not through yet: retrying`, tone: "text-amber-800" };
    if (l.state === "failed") return { title, state: t`Failed`, tone: "text-red-700" };
    return { title, state: t`On its way`, tone: "text-amber-800" };
  };
}

/** The member's payments history: each session payment and each refund of it, newest first. */
export function PaymentsHistory() {
  const { t } = useLingui();
  const q = useMemberPayments();
  const words = useLineWords();
  // A list answer that is not this one's shape (an older server) shows as empty, never breaks the page.
  const lines = Array.isArray(q.data?.items) ? q.data.items : [];
  return (
    <section aria-labelledby="payments-history" className="flex flex-col gap-3">
      <h2 id="payments-history" className="text-lg font-bold text-ink">
        <Trans>Payments history</Trans>
      </h2>
      {q.isLoading ? <p className="text-sm text-muted">{t`Loading payments`}</p> : null}
      {q.isError ? (
        <p className="text-sm text-red-700">
          <Trans>Your payments could not be loaded.</Trans>{" "}
          <button type="button" className="min-h-11 font-semibold underline" onClick={() => void q.refetch()}>
            <Trans>Retry</Trans>
          </button>
        </p>
      ) : null}
      {q.isSuccess && lines.length === 0 ? (
        <p className="rounded-3xl bg-white p-4 text-sm text-muted">
          <Trans>No payments yet.</Trans>
        </p>
      ) : null}
      {lines.length ? (
        <ul className="flex flex-col divide-y divide-slate-100 rounded-3xl border border-slate-200 bg-white">
          {lines.map((l) => {
            const w = words(l);
            const session = formatDate(l.startsAt);
            const expert = l.expertName;
            return (
              <li key={l.id} className="flex items-start justify-between gap-3 p-4">
                <span className="min-w-0">
                  <span className="block font-semibold text-ink">{w.title}</span>
                  <span className="block text-sm text-muted">
                    <Trans>
                      Session with {expert} on {session}
                    </Trans>
                  </span>
                </span>
                <span className="shrink-0 text-right">
                  <span className={`block text-sm font-medium ${w.tone}`}>{w.state}</span>
                  <span className="block text-xs text-muted">{formatDate(l.at)}</span>
                </span>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
