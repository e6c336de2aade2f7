// The expert's own money panel: the month's lines of the payouts ledger for the signed-in expert
// (sessions and paid circle seats, figured by the same ledgerLine), told apart by kind, with the circle
// seats given back to members that month. An expert reads only their own: there is no id to ask for.
import type { ExpertMoney, ExpertMoneyLine } from "@saathi/contract/expert-money";
import type { SessionUser } from "../../platform/auth/session.ts";
import { AppError } from "../../platform/http/errors.ts";
import { ledgerLine, sumLedger } from "../../platform/payments/money.ts";
import { MONEY_SERVER_MSG } from "./money.messages.ts";
import { monthBounds } from "./money.policy.ts";
import type { LedgerDbLine, PayoutsRepository } from "./payouts.repository.ts";

const toLine = (l: LedgerDbLine): ExpertMoneyLine => {
  const f = ledgerLine({ amount: l.amount, tax: l.tax, commission: l.commission, earning: l.earning }, l.refunds);
  return {
    id: l.booking_id,
    kind: l.kind === "circle_seat" ? "circle_seat" : "session",
    startsAt: new Date(l.starts_at).toISOString(),
    gross: f.gross,
    tax: f.tax,
    commission: f.commission,
    refunds: f.refunds,
    net: f.net,
  };
};

const tally = (lines: ExpertMoneyLine[]) => {
  const t = sumLedger(lines);
  return { count: t.sessions, gross: t.gross, net: t.net };
};

export function createExpertMoneyService(d: { repo: PayoutsRepository }) {
  return {
    /** The signed-in expert's month (India time): every counted line, its totals, and seats given back. */
    async month(user: SessionUser, month: string): Promise<ExpertMoney> {
      if (user.role !== "expert") throw new AppError(403, "NOT_AN_EXPERT", MONEY_SERVER_MSG.notExpert);
      const { from, to } = monthBounds(month);
      const [rows, record, refundedSeats] = await Promise.all([
        d.repo.linesOf([user.id], from, to),
        d.repo.record(user.id, `${month}-01`),
        d.repo.refundedSeats(user.id, from, to),
      ]);
      const lines = rows.map(toLine);
      return {
        month,
        totals: sumLedger(lines),
        sessions: tally(lines.filter((l) => l.kind === "session")),
        circleSeats: tally(lines.filter((l) => l.kind === "circle_seat")),
        refundedSeats,
        lines,
        paid: record !== null,
      };
    },
  };
}

export type ExpertMoneyService = ReturnType<typeof createExpertMoneyService>;
