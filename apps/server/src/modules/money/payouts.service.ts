// The payouts ledger: per expert and month (Asia/Kolkata), the sessions with gross, GST,
// commission, refunds and net, computed line by line with ledgerLine — the function the expert's
// money panel uses — so both agree to the paisa. A month is marked paid with a snapshot and a reference.
import type { ExpertPayout, LedgerFigures, PayoutLine, PayoutRow, PayoutsQuery } from "@saathi/contract/admin-money";
import { MONEY_MSG } from "@saathi/contract/admin-money";
import type { StaffUser } from "../../platform/auth/staff-guard.ts";
import { AppError } from "../../platform/http/errors.ts";
import { ledgerLine, sumLedger } from "../../platform/payments/money.ts";
import { MONEY_SERVER_MSG } from "./money.messages.ts";
import { markPaidRefusal, monthBounds } from "./money.policy.ts";
import type { LedgerDbLine, PayoutRecordRow, PayoutsRepository } from "./payouts.repository.ts";
import { csvLine, rupeesCsv } from "./payouts-csv.ts";

const toLine = (l: LedgerDbLine): PayoutLine => {
  const f = ledgerLine({ amount: l.amount, tax: l.tax, commission: l.commission, earning: l.earning }, l.refunds);
  return {
    bookingId: l.booking_id,
    startsAt: new Date(l.starts_at).toISOString(),
    member: l.member_name,
    gross: f.gross,
    tax: f.tax,
    commission: f.commission,
    refunds: f.refunds,
    net: f.net,
  };
};
const totalsOf = (lines: PayoutLine[]): LedgerFigures => sumLedger(lines);

const presentRecord = (r: PayoutRecordRow | null) =>
  r
    ? {
        id: r.id,
        sessions: r.sessions,
        gross: r.gross,
        tax: r.tax,
        commission: r.commission,
        refunds: r.refunds,
        net: r.net,
        reference: r.reference,
        paidAt: r.paidAt.toISOString(),
        paidBy: r.paidBy,
      }
    : null;

const period = (month: string) => `${month}-01`;
const CSV_HEAD = [
  "expert",
  "email",
  "month",
  "sessions",
  "gross",
  "gst",
  "commission",
  "refunds",
  "net",
  "paid_reference",
];
const istDate = (iso: string) => new Date(Date.parse(iso) + 330 * 60_000).toISOString().slice(0, 16).replace("T", " ");

export function createPayoutsService(d: { repo: PayoutsRepository; now?: () => number }) {
  const now = d.now ?? Date.now;

  const expertLedger = async (expertId: string, month: string): Promise<ExpertPayout> => {
    const expert = await d.repo.expert(expertId);
    if (!expert || expert.role !== "expert")
      throw new AppError(404, "EXPERT_NOT_FOUND", MONEY_SERVER_MSG.expertNotFound);
    const { from, to } = monthBounds(month);
    const [rows, record] = await Promise.all([
      d.repo.linesOf([expertId], from, to),
      d.repo.record(expertId, period(month)),
    ]);
    const lines = rows.map(toLine);
    return {
      month,
      expert: { id: expert.id, name: expert.name, email: expert.email },
      totals: totalsOf(lines),
      lines,
      paid: presentRecord(record),
    };
  };

  return {
    expertLedger,

    /** One page of experts with their month's figures. */
    async month(q: PayoutsQuery) {
      const { from, to } = monthBounds(q.month);
      const { experts, total } = await d.repo.expertsPage(
        from,
        to,
        q.q,
        q.dir === "desc" ? "desc" : "asc",
        q.pageSize,
        (q.page - 1) * q.pageSize,
      );
      const ids = experts.map((e) => e.id);
      const [lines, records] = await Promise.all([d.repo.linesOf(ids, from, to), d.repo.records(ids, period(q.month))]);
      const rows: PayoutRow[] = experts.map((e) => ({
        expert: { id: e.id, name: e.name, email: e.email },
        ...totalsOf(lines.filter((l) => l.expert_id === e.id).map(toLine)),
        paid: presentRecord(records.find((r) => r.expertId === e.id) ?? null),
      }));
      return { rows, total, page: q.page, pageSize: q.pageSize, month: q.month };
    },

    /** The whole month as CSV: one row per expert. */
    async monthCsv(month: string) {
      const { from, to } = monthBounds(month);
      const all = await d.repo.allLines(from, to);
      const byExpert = new Map<string, LedgerDbLine[]>();
      for (const l of all) byExpert.set(l.expert_id, [...(byExpert.get(l.expert_id) ?? []), l]);
      const ids = [...byExpert.keys()];
      const [records, experts] = await Promise.all([
        d.repo.records(ids, period(month)),
        Promise.all(ids.map((id) => d.repo.expert(id))),
      ]);
      let out = csvLine(CSV_HEAD);
      for (const e of experts) {
        if (!e) continue;
        const t = totalsOf((byExpert.get(e.id) ?? []).map(toLine));
        const paid = records.find((r) => r.expertId === e.id);
        out += csvLine([
          e.name,
          e.email,
          month,
          t.sessions,
          ...[t.gross, t.tax, t.commission, t.refunds, t.net].map(rupeesCsv),
          paid?.reference ?? "",
        ]);
      }
      return out;
    },

    /** One expert's month as CSV: one row per session, then the total. */
    async expertCsv(expertId: string, month: string) {
      const l = await expertLedger(expertId, month);
      let out = csvLine(["date_ist", "booking_id", "member", "gross", "gst", "commission", "refunds", "net"]);
      for (const x of l.lines)
        out += csvLine([
          istDate(x.startsAt),
          x.bookingId,
          x.member,
          ...[x.gross, x.tax, x.commission, x.refunds, x.net].map(rupeesCsv),
        ]);
      const t = l.totals;
      out += csvLine([
        "total",
        `${t.sessions} sessions`,
        l.expert.name,
        ...[t.gross, t.tax, t.commission, t.refunds, t.net].map(rupeesCsv),
      ]);
      return out;
    },

    /** Marks a finished month paid with the figures as they are now; the same reference again is a no-op. */
    async markPaid(admin: StaffUser, expertId: string, month: string, reference: string) {
      const ledger = await expertLedger(expertId, month);
      if (ledger.paid) {
        if (ledger.paid.reference === reference) return ledger.paid;
        throw new AppError(409, "ALREADY_PAID", MONEY_MSG.alreadyPaid);
      }
      const why = markPaidRefusal(month, now(), ledger.totals);
      if (why === "month_not_over") throw new AppError(422, "MONTH_NOT_OVER", MONEY_MSG.monthNotOver);
      if (why === "nothing_to_pay") throw new AppError(422, "NOTHING_TO_PAY", MONEY_MSG.nothingToPay);
      const snapshot = { ...ledger.totals };
      const row = await d.repo.insert(
        { expertId, period: period(month), ...snapshot, reference, paidBy: admin.id },
        {
          actor: { id: admin.id, email: admin.email },
          action: "payout.mark_paid",
          targetType: "payout",
          targetId: "",
          before: null,
          after: { expertId, month, ...snapshot, reference },
          reason: reference,
        },
      );
      if (!row) {
        const again = await d.repo.record(expertId, period(month));
        if (again?.reference === reference)
          return presentRecord(again) as NonNullable<ReturnType<typeof presentRecord>>;
        throw new AppError(409, "ALREADY_PAID", MONEY_MSG.alreadyPaid);
      }
      return presentRecord(row) as NonNullable<ReturnType<typeof presentRecord>>;
    },
  };
}

export type PayoutsService = ReturnType<typeof createPayoutsService>;
