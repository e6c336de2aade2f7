import { ADMIN_BOOKINGS_PEOPLE_CAP, type AdminBookingRow } from "@saathi/contract/admin-money";
import { Link } from "react-router";
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

const REFUND_LABEL = { none: "—", pending: "Refund pending", refunded: "Refunded", partial: "Partly refunded" };

const columns: DataColumn<AdminBookingRow>[] = [
  {
    id: "startsAt",
    header: "Session (IST)",
    sortable: true,
    cell: (b) => (
      <Link to={`/admin/bookings/${b.id}`} className="font-medium text-brand-700 underline">
        {formatDateTime(b.startsAt)}
      </Link>
    ),
  },
  { id: "member", header: "Member", cell: (b) => person(b.member) },
  { id: "expert", header: "Expert", cell: (b) => person(b.expert) },
  { id: "status", header: "Booking", cell: (b) => b.status.toLowerCase() },
  { id: "amount", header: "Amount", className: "text-right tabular-nums", cell: (b) => formatPaise(b.amount) },
  {
    id: "payment",
    header: "Payment",
    cell: (b) => (
      <span className="flex flex-col">
        <span>{b.paymentStatus ?? "none"}</span>
        <span className="font-mono text-xs text-muted">{b.gatewayPaymentId ?? b.gatewayOrderId ?? ""}</span>
      </span>
    ),
  },
  {
    id: "refund",
    header: "Refund",
    cell: (b) => (
      <span className="flex flex-col">
        <span>{REFUND_LABEL[b.refundState]}</span>
        {b.refunded ? <span className="text-xs text-muted">{formatPaise(b.refunded)}</span> : null}
        {b.hasDispute ? <span className="text-xs font-medium text-amber-800">Dispute</span> : null}
      </span>
    ),
  },
];

/** /admin/bookings: every booking, searchable by people, dates, status and payment state. */
export function BookingsPage() {
  const state = useTableUrlState({ filters: BOOKING_FILTERS, defaultSort: "startsAt" });
  const result = useAdminBookings(state.query);
  return (
    <>
      <PageHeader
        title="Bookings"
        description="Search sessions by member, expert, date, status and payment. Paste a booking id or a gateway order or payment id into the search."
      />
      {result.data?.peopleCapped ? (
        <p role="status" className="mb-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
          More than {ADMIN_BOOKINGS_PEOPLE_CAP} people match that name, so only the bookings of the first{" "}
          {ADMIN_BOOKINGS_PEOPLE_CAP} are listed. Type more of the name, or an email, to find one person.
        </p>
      ) : null}
      {result.data?.totalCapped ? (
        <p role="status" className="mb-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
          More than {result.data.total.toLocaleString("en-IN")} bookings match; the count stops there. Narrow the
          filters to see an exact number.
        </p>
      ) : null}
      <DataTable
        caption="Bookings"
        columns={columns}
        result={result}
        rowKey={(b) => b.id}
        {...tableUrlProps(state, "Booking or gateway id")}
        toolbar={<BookingFilters filters={state.filters} setFilter={state.setFilter} clear={state.clearFilters} />}
        emptyMessage="No bookings match. Try other filters or clear them."
      />
    </>
  );
}
