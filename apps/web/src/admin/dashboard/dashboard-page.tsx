// The console's front page: what needs a person today (applications waiting, open disputes, today's
// sessions) and the week's money, each card a link to the section that acts on it.
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { AdminDashboard } from "@saathi/contract/admin-staff";
import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { errorMessage } from "../shell/admin-api.ts";
import { formatAge, formatPaise } from "../shell/format.ts";
import { PageHeader } from "../shell/page-header.tsx";
import { useDashboard } from "./api/get-dashboard.ts";

function Card({ to, title, value, detail }: { to: string; title: string; value: ReactNode; detail?: string }) {
  return (
    <li>
      <Link
        to={to}
        className="flex h-full flex-col gap-1 rounded-2xl border border-slate-200 bg-white p-4 hover:border-brand-500 hover:bg-brand-50/40"
      >
        <span className="flex items-center justify-between text-sm font-medium text-muted">
          {title}
          <ArrowRight size={16} aria-hidden="true" />
        </span>
        <span className="text-2xl font-bold text-ink tabular-nums">{value}</span>
        {detail ? <span className="text-sm text-muted">{detail}</span> : null}
      </Link>
    </li>
  );
}

function Cards({ d }: { d: AdminDashboard }) {
  const { t } = useLingui();
  const oldest = d.applications.oldestSubmittedAt;
  const age = oldest ? formatAge(oldest) : "";
  const refunds = d.refundsThisWeek.count;
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
      <Card
        to="/admin/applications"
        title={t`Applications waiting`}
        value={d.applications.pending}
        detail={oldest ? t`Oldest waiting ${age}` : t`None waiting`}
      />
      <Card
        to="/admin/disputes"
        title={t`Open disputes`}
        value={d.disputes.open}
        detail={d.disputes.open ? t`Members waiting for an answer` : t`Nothing open`}
      />
      <Card to="/admin/bookings" title={t`Sessions today`} value={d.bookingsToday} detail={t`Confirmed, India time`} />
      <Card
        to="/admin/bookings"
        title={t`Refunds this week`}
        value={formatPaise(d.refundsThisWeek.paise)}
        detail={t`${plural(refunds, { one: "# refund since Monday", other: "# refunds since Monday" })}`}
      />
      <Card
        to="/admin/payouts"
        title={t`Revenue this week`}
        value={formatPaise(d.revenue.weekPaise)}
        detail={t`Payments taken minus refunds`}
      />
      <Card
        to="/admin/payouts"
        title={t`Revenue this month`}
        value={formatPaise(d.revenue.monthPaise)}
        detail={t`Payments taken minus refunds`}
      />
    </ul>
  );
}

export function DashboardPage() {
  const { t } = useLingui();
  const dashboard = useDashboard();
  return (
    <>
      <PageHeader title={t`Dashboard`} description={t`What needs attention today, and the money this week.`} />
      {dashboard.isPending ? (
        <p role="status" className="text-muted">
          <Trans>Loading…</Trans>
        </p>
      ) : dashboard.isError ? (
        <Alert>
          <span className="flex flex-wrap items-center gap-2">
            {errorMessage(dashboard.error)}
            <Button variant="secondary" onClick={() => dashboard.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </span>
        </Alert>
      ) : (
        <Cards d={dashboard.data} />
      )}
    </>
  );
}
