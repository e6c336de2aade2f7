import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { ADMIN_BOOKINGS_PEOPLE_CAP, type AdminBookingRow } from "@saathi/contract/admin-money";
import { Link } from "react-router";
import { formatNumber } from "../../lib/i18n/format.ts";
import { BOOKING_STATUS, codeLabel, PAYMENT_STATE } from "../shell/code-labels.ts";
import { type DataColumn, DataTable, tableUrlProps } from "../shell/data-table.tsx";
import { formatDateTime, formatPaise } from "../shell/format.ts";
import { PageHeader } from "../shell/page-header.tsx";
import { useTableUrlState } from "../shell/use-table-url-state.ts";
import { useAdminBookings } from "./api/get-admin-bookings.ts";
import { BOOKING_FILTERS, BookingFilters } from "./booking-filters.tsx";

const person = (p: { name: string; email: string }) => (
  <span className="flex flex-col">
    <span className="font-medium text-ink">{p.name || "—"}</span>
    <span className="text-xs text-muted">{p.email}</span>
  </span>
);

const REFUND_LABEL: Record<AdminBookingRow["refundState"], MessageDescriptor | null> = {
  none: null,
  pending: msg`Refund pending`,
  refunded: msg`Refunded`,
  partial: msg`Partly refunded`,
};

function useColumns(): DataColumn<AdminBookingRow>[] {
  const { t, i18n } = useLingui();
  const refundLabel = (state: AdminBookingRow["refundState"]) => {
    const label = REFUND_LABEL[state];
    return label ? i18n._(label) : "—";
  };
  return [
    {
      id: "startsAt",
      header: t`Session (IST)`,
      sortable: true,
      cell: (b) => (
        <Link to={`/admin/bookings/${b.id}`} className="font-medium text-brand-700 underline">
          {formatDateTime(b.startsAt)}
        </Link>
      ),
    },
    { id: "member", header: t`Member`, cell: (b) => person(b.member) },
    { id: "expert", header: t`Expert`, cell: (b) => person(b.expert) },
    { id: "status", header: t`Booking`, cell: (b) => codeLabel(i18n, BOOKING_STATUS, b.status) },
    { id: "amount", header: t`Amount`, className: "text-right tabular-nums", cell: (b) => formatPaise(b.amount) },
    {
      id: "payment",
      header: t`Payment`,
      cell: (b) => (
        <span className="flex flex-col">
          <span>{b.paymentStatus ? codeLabel(i18n, PAYMENT_STATE, b.paymentStatus) : t`none`}</span>
          <span className="font-mono text-xs text-muted">{b.gatewayPaymentId ?? b.gatewayOrderId ?? ""}</span>
        </span>
      ),
    },
    {
      id: "refund",
      header: t`Refund`,
      cell: (b) => (
        <span className="flex flex-col">
          <span>{refundLabel(b.refundState)}</span>
          {b.refunded ? <span className="text-xs text-muted">{formatPaise(b.refunded)}</span> : null}
          {b.hasDispute ? (
            <span className="text-xs font-medium text-amber-800">
              <Trans>Dispute</Trans>
            </span>
          ) : null}
        </span>
      ),
    },
  ];
}

function TotalCapped({ total }: { total: number }) {
  const count = formatNumber(total);
  return (
    <Trans>More than {count} bookings match; the count stops there. Narrow the filters to see an exact number.</Trans>
  );
}

/** /admin/bookings: every booking, searchable by people, dates, status and payment state. */
export function BookingsPage() {
  const { t } = useLingui();
  const columns = useColumns();
  const cap = ADMIN_BOOKINGS_PEOPLE_CAP;
  const state = useTableUrlState({ filters: BOOKING_FILTERS, defaultSort: "startsAt" });
  const result = useAdminBookings(state.query);
  return (
    <>
      <PageHeader
        title={t`Bookings`}
        description={t`Search sessions by member, expert, date, status and payment. Paste a booking id or a gateway order or payment id into the search.`}
      />
      {result.data?.peopleCapped ? (
        <p role="status" className="mb-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
          <Trans>
            More than {cap} people match that name, so only the bookings of the first {cap} are listed. Type more of the
            name, or an email, to find one person.
          </Trans>
        </p>
      ) : null}
      {result.data?.totalCapped ? (
        <p role="status" className="mb-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
          <TotalCapped total={result.data.total} />
        </p>
      ) : null}
      <DataTable
        caption={t`Bookings`}
        columns={columns}
        result={result}
        rowKey={(b) => b.id}
        {...tableUrlProps(state, t`Booking or gateway id`)}
        toolbar={<BookingFilters filters={state.filters} setFilter={state.setFilter} clear={state.clearFilters} />}
        emptyMessage={t`No bookings match. Try other filters or clear them.`}
      />
    </>
  );
}
