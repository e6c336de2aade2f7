// A record's before and after, as "field: old → new" lines a person can read.
import { Trans } from "@lingui/react/macro";
import { formatMoney } from "../../lib/i18n/format.ts";

/** Fields that hold money: paise everywhere on the server (refunds' amount and what is left, prices, fees). */
const MONEY_FIELD = /^(?:amount|refundable|refundAmount|price|fee)$|Paise$|_paise$/;

const show = (v: unknown, field = ""): string => {
  if (v === null || v === undefined) return "—";
  if (typeof v === "number" && MONEY_FIELD.test(field)) return formatMoney(v);
  if (typeof v === "string") return v;
  return JSON.stringify(v);
};

const fieldsOf = (v: unknown): Record<string, unknown> =>
  v && typeof v === "object" && !Array.isArray(v)
    ? (v as Record<string, unknown>)
    : v === null || v === undefined
      ? {}
      : { value: v };

/** Lines for every field in before or after; unchanged fields are left out. */
export function changeLines(before: unknown, after: unknown): { field: string; from: string; to: string }[] {
  const b = fieldsOf(before);
  const a = fieldsOf(after);
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return keys
    .map((field) => ({ field, from: show(b[field], field), to: show(a[field], field) }))
    .filter((l) => l.from !== l.to);
}

export function AuditChange({ before, after }: { before: unknown; after: unknown }) {
  const lines = changeLines(before, after);
  if (!lines.length) return <span className="text-muted">—</span>;
  return (
    <ul className="flex flex-col gap-0.5">
      {lines.map((l) => (
        <li key={l.field} className="break-words">
          <span className="font-medium">{l.field}</span>: <span className="text-muted">{l.from}</span>
          <span aria-hidden="true"> → </span>
          <span className="sr-only">
            {" "}
            <Trans>changed to</Trans>{" "}
          </span>
          {l.to}
        </li>
      ))}
    </ul>
  );
}
