// The audit log: every staff action, newest first, filtered and paged on the server. Read
// only: nothing in the console (or the API) can change or delete a record.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { AuditEntry } from "@saathi/contract/admin";
import { useId } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { type DataColumn, DataTable, tableUrlProps } from "../shell/data-table.tsx";
import { formatDateTime } from "../shell/format.ts";
import { PageHeader } from "../shell/page-header.tsx";
import { useTableUrlState } from "../shell/use-table-url-state.ts";
import { useAuditLog } from "./api/get-audit.ts";
import { AuditChange } from "./audit-change.tsx";

const FILTERS = ["action", "targetType", "targetId", "actorId", "from", "to"] as const;
/** What a record is about: the code the server filters on, and its words (the code itself in English). */
const TARGET_TYPES: Record<string, MessageDescriptor> = {
  expert: msg({ message: "expert", context: "audit target" }),
  member: msg({ message: "member", context: "audit target" }),
  booking: msg({ message: "booking", context: "audit target" }),
  dispute: msg({ message: "dispute", context: "audit target" }),
  payout: msg({ message: "payout", context: "audit target" }),
  course: msg({ message: "course", context: "audit target" }),
  staff: msg({ message: "staff", context: "audit target" }),
  refund: msg({ message: "refund", context: "audit target" }),
  moderation_item: msg({ message: "moderation_item", context: "audit target" }),
  watched_word: msg({ message: "watched_word", context: "audit target" }),
};

/** The console page of a record's target, where there is one: a link instead of a bare id. */
const TARGET_PAGES: Record<string, (id: string) => string> = {
  expert: (id) => `/admin/applications/${id}`,
  member: (id) => `/admin/members/${id}`,
  booking: (id) => `/admin/bookings/${id}`,
  course: (id) => `/admin/courses/${id}`,
  moderation_item: (id) => `/admin/moderation/${id}`,
};

const inputClass = "min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 py-2 text-base text-ink";

function Field({ label, children }: { label: string; children: (id: string) => React.ReactNode }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

export function AuditPage() {
  const { t, i18n } = useLingui();
  const targetLabel = (type: string) =>
    Object.hasOwn(TARGET_TYPES, type) ? i18n._(TARGET_TYPES[type] as MessageDescriptor) : type;
  const state = useTableUrlState({ filters: FILTERS });
  const result = useAuditLog(state.query);
  const f = state.filters;
  const set = (name: (typeof FILTERS)[number]) => (value: string) => state.setFilter(name, value || undefined);

  const columns: DataColumn<AuditEntry>[] = [
    { id: "at", header: t`When`, cell: (r) => formatDateTime(r.at), className: "whitespace-nowrap" },
    {
      id: "actor",
      header: t`Who`,
      cell: (r) =>
        r.actorId ? (
          <button
            type="button"
            className="text-left text-brand-700 underline-offset-4 hover:underline"
            onClick={() => state.setFilter("actorId", r.actorId ?? undefined)}
            title={t`Show only this person's actions`}
          >
            {r.actorLabel}
          </button>
        ) : (
          r.actorLabel
        ),
    },
    { id: "action", header: t`Action`, cell: (r) => <code className="text-sm">{r.action}</code> },
    {
      id: "target",
      header: t`Target`,
      cell: (r) => {
        const page = Object.hasOwn(TARGET_PAGES, r.targetType) ? TARGET_PAGES[r.targetType]?.(r.targetId) : undefined;
        const label = targetLabel(r.targetType);
        return page ? (
          <Link to={page} className="text-brand-700 underline underline-offset-4" title={r.targetId}>
            {label} <span className="text-muted">{r.targetName ?? r.targetId.slice(0, 8)}</span>
          </Link>
        ) : (
          <span className="break-all">
            {label} <span className="text-muted">{r.targetId}</span>
          </span>
        );
      },
    },
    {
      id: "change",
      header: t({ message: "Change", context: "audit column" }),
      cell: (r) => <AuditChange before={r.before} after={r.after} />,
    },
    { id: "reason", header: t`Reason`, cell: (r) => r.reason ?? <span className="text-muted">—</span> },
  ];

  const toolbar = (
    <div className="grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap">
      <Field label={t`Action`}>
        {(id) => (
          <input
            id={id}
            className={inputClass}
            placeholder={t`e.g. member.suspend`}
            defaultValue={f.action ?? ""}
            key={`action-${f.action ?? ""}`}
            onBlur={(e) => set("action")(e.target.value.trim())}
            onKeyDown={(e) => e.key === "Enter" && set("action")(e.currentTarget.value.trim())}
          />
        )}
      </Field>
      <Field label={t`Target type`}>
        {(id) => (
          <select
            id={id}
            className={inputClass}
            value={f.targetType ?? ""}
            onChange={(e) => set("targetType")(e.target.value)}
          >
            <option value="">{t`Any`}</option>
            {Object.keys(TARGET_TYPES).map((type) => (
              <option key={type} value={type}>
                {targetLabel(type)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t`Target id`}>
        {(id) => (
          <input
            id={id}
            className={inputClass}
            defaultValue={f.targetId ?? ""}
            key={`target-${f.targetId ?? ""}`}
            onBlur={(e) => set("targetId")(e.target.value.trim())}
            onKeyDown={(e) => e.key === "Enter" && set("targetId")(e.currentTarget.value.trim())}
          />
        )}
      </Field>
      <Field label={t`From`}>
        {(id) => (
          <input
            id={id}
            type="date"
            className={inputClass}
            value={f.from ?? ""}
            onChange={(e) => set("from")(e.target.value)}
          />
        )}
      </Field>
      <Field label={t`To`}>
        {(id) => (
          <input
            id={id}
            type="date"
            className={inputClass}
            value={f.to ?? ""}
            onChange={(e) => set("to")(e.target.value)}
          />
        )}
      </Field>
      {Object.values(f).some(Boolean) ? (
        <Button variant="ghost" onClick={state.clearFilters}>
          <Trans>Clear filters</Trans>
        </Button>
      ) : null}
    </div>
  );

  return (
    <>
      <PageHeader
        title={t`Audit log`}
        description={t`Every staff action: who, when, what changed and why. Records can never be changed or deleted.`}
      />
      <DataTable
        caption={f.actorId ? t`Audit records of one person` : t`Audit records, newest first`}
        columns={columns}
        result={result}
        rowKey={(r) => String(r.id)}
        {...tableUrlProps(state)}
        onSort={undefined}
        toolbar={toolbar}
        emptyMessage={t`No staff action matches these filters.`}
      />
    </>
  );
}
