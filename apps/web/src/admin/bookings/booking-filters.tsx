import type { MessageDescriptor } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { PAYMENT_STATES, REFUND_STATES } from "@saathi/contract/admin-money";
import { BOOKING_STATUSES } from "@saathi/contract/bookings";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { BOOKING_STATUS, codeLabel, PAYMENT_STATE, REFUND_STATE } from "../shell/code-labels.ts";
import { TableFilter } from "../shell/table-filter.tsx";

export const BOOKING_FILTERS = ["member", "expert", "from", "to", "status", "payment", "refund"] as const;
export type BookingFilter = (typeof BOOKING_FILTERS)[number];

const input = "min-h-11 rounded-xl border border-slate-300 px-3 text-sm";

/** The bookings search's filters: text ones apply on "Apply", choices at once. */
export function BookingFilters({
  filters,
  setFilter,
  clear,
}: {
  filters: Record<BookingFilter, string | undefined>;
  setFilter(name: BookingFilter, value: string | undefined): void;
  clear(): void;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [member, setMember] = useState(filters.member ?? "");
  const [expert, setExpert] = useState(filters.expert ?? "");
  const apply = (e: FormEvent) => {
    e.preventDefault();
    setFilter("member", member.trim() || undefined);
    setFilter("expert", expert.trim() || undefined);
  };
  const choice = (
    name: BookingFilter,
    label: string,
    options: readonly string[],
    words: Record<string, MessageDescriptor>,
  ) => (
    <TableFilter
      label={label}
      value={filters[name]}
      onChange={(v) => setFilter(name, v)}
      options={[["", t`Any`], ...options.map((o) => [o, codeLabel(i18n, words, o)] as const)]}
    />
  );
  return (
    <form onSubmit={apply} aria-label={t`Filter bookings`} className="flex flex-wrap items-end gap-2">
      <label htmlFor={`${id}-m`} className="flex flex-col gap-1 text-xs font-medium text-muted">
        <Trans>Member (name or email)</Trans>
        <input id={`${id}-m`} className={input} value={member} onChange={(e) => setMember(e.target.value)} />
      </label>
      <label htmlFor={`${id}-e`} className="flex flex-col gap-1 text-xs font-medium text-muted">
        <Trans>Expert (name or email)</Trans>
        <input id={`${id}-e`} className={input} value={expert} onChange={(e) => setExpert(e.target.value)} />
      </label>
      <Button type="submit" variant="secondary">
        <Trans>Apply</Trans>
      </Button>
      <label className="flex flex-col gap-1 text-xs font-medium text-muted">
        <Trans>From</Trans>
        <input
          type="date"
          className={input}
          value={filters.from ?? ""}
          onChange={(e) => setFilter("from", e.target.value || undefined)}
        />
      </label>
      <label className="flex flex-col gap-1 text-xs font-medium text-muted">
        <Trans>To</Trans>
        <input
          type="date"
          className={input}
          value={filters.to ?? ""}
          onChange={(e) => setFilter("to", e.target.value || undefined)}
        />
      </label>
      {choice("status", t`Booking`, BOOKING_STATUSES, BOOKING_STATUS)}
      {choice("payment", t`Payment`, PAYMENT_STATES, PAYMENT_STATE)}
      {choice("refund", t`Refund`, REFUND_STATES, REFUND_STATE)}
      <Button
        type="button"
        variant="ghost"
        onClick={() => {
          setMember("");
          setExpert("");
          clear();
        }}
      >
        <Trans>Clear filters</Trans>
      </Button>
    </form>
  );
}
