import { Trans, useLingui } from "@lingui/react/macro";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useState } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { formatDate, formatMoney } from "../../../lib/i18n/format.ts";
import { useExpertMoney } from "../api/get-expert-money.ts";

/** This month in India time, as YYYY-MM (the payouts ledger's months). */
export const indiaMonth = (at: number) => new Date(at + 330 * 60_000).toISOString().slice(0, 7);

/** The month `by` months after `month` (YYYY-MM). */
export const shiftMonth = (month: string, by: number) => {
  const [y = 0, m = 1] = month.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1 + by, 1)).toISOString().slice(0, 7);
};

/**
 * The expert's money of a month (this one first; earlier and later ones a tap away): sessions and paid
 * circle seats, counted alike and figured as the payout is (so the figures here are the payout's), and
 * the circle seats given back to members.
 */
export function ExpertMoneyPanel() {
  const { t } = useLingui();
  const [month, setMonth] = useState(() => indiaMonth(Date.now()));
  const money = useExpertMoney(month);
  const d = money.data;
  const monthName = formatDate(`${month}-15T00:00:00Z`, { month: "long", year: "numeric", timeZone: "UTC" });
  return (
    <section
      aria-labelledby="expert-money-title"
      className="flex flex-col gap-3 rounded-3xl border border-slate-200 bg-white p-4"
      data-testid="expert-money"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="expert-money-title" className="text-lg font-semibold text-ink">
          <Trans>Your earnings in {monthName}</Trans>
        </h2>
        <div className="flex shrink-0 gap-1">
          <Button variant="ghost" aria-label={t`Previous month`} onClick={() => setMonth(shiftMonth(month, -1))}>
            <ChevronLeft size={20} aria-hidden="true" />
          </Button>
          <Button variant="ghost" aria-label={t`Next month`} onClick={() => setMonth(shiftMonth(month, 1))}>
            <ChevronRight size={20} aria-hidden="true" />
          </Button>
        </div>
      </div>
      {money.isPending ? (
        <p role="status" className="text-sm text-muted">
          <Trans>Loading your earnings…</Trans>
        </p>
      ) : money.isError || !d ? (
        <div className="flex flex-col gap-2">
          <Alert>
            <Trans>We couldn't load your earnings. Check your connection and try again.</Trans>
          </Alert>
          <Button variant="secondary" className="self-start" onClick={() => void money.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : (
        <>
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm">
            <Row
              label={<Trans>Sessions ({d.sessions.count})</Trans>}
              value={formatMoney(d.sessions.net)}
              testId="money-sessions"
            />
            <Row
              label={<Trans>Circle seats ({d.circleSeats.count})</Trans>}
              value={formatMoney(d.circleSeats.net)}
              testId="money-seats"
            />
            <Row
              label={<Trans>Circle seats refunded ({d.refundedSeats.count})</Trans>}
              value={formatMoney(d.refundedSeats.paise)}
              testId="money-refunded"
            />
            <dt className="border-t border-slate-100 pt-2 font-semibold text-ink">
              <Trans>Your earning</Trans>
            </dt>
            <dd
              className="border-t border-slate-100 pt-2 text-right font-semibold text-brand-800"
              data-testid="money-net"
            >
              {formatMoney(d.totals.net)}
            </dd>
          </dl>
          <p className="text-xs text-muted">
            {d.paid ? (
              <Trans>Paid out.</Trans>
            ) : (
              <Trans>After GST and commission, as your payout counts it. Refunded seats earn nothing.</Trans>
            )}
          </p>
        </>
      )}
    </section>
  );
}

function Row({ label, value, testId }: { label: React.ReactNode; value: string; testId: string }) {
  return (
    <>
      <dt className="text-ink">{label}</dt>
      <dd className="text-right text-ink" data-testid={testId}>
        {value}
      </dd>
    </>
  );
}
