// Reads the two people of a practice session and writes its confirmed booking and captured payment.
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../platform/db/client.ts";
import { PG, pgCode } from "../../platform/db/pg-errors.ts";
import { queryRows } from "../../platform/db/typed-query.ts";

const practicePerson = z.object({
  id: z.string(),
  email: z.string(),
  role: z.string(),
  rate: z.number().nullable(),
});
export type PracticePerson = z.infer<typeof practicePerson>;

export interface PracticeSessionRow {
  expertId: string;
  memberId: string;
  startsAt: Date;
  endsAt: Date;
  sessionType: "video" | "audio" | "chat";
  amount: number;
  split: { tax: number; commission: number; earning: number };
}

export function createPracticeSessionRepository(db: Db) {
  return {
    /** The accounts with either email (any case), with their role and an expert's hourly rate. */
    async peopleByEmail(a: string, b: string): Promise<PracticePerson[]> {
      const rows = await queryRows(
        db,
        practicePerson,
        sql`
        select u.id, u.email, coalesce(p.role, 'user') as role, e.hourly_rate as rate
        from "user" u left join user_profiles p on p.user_id = u.id left join expert_profiles e on e.user_id = u.id
        where lower(u.email) in (lower(${a}), lower(${b}))`,
      );
      return rows;
    },
    /** Inserts the booking and its payment in one transaction; null when the expert's time is taken. */
    async insertPaid(s: PracticeSessionRow): Promise<string | null> {
      try {
        return await db.transaction(async (tx) => {
          const rows = await queryRows(
            tx,
            z.object({ id: z.string() }),
            sql`
            insert into bookings (expert_id, client_id, starts_at, ends_at, status, session_type, language, amount,
              provider, hold_expires_at)
            values (${s.expertId}, ${s.memberId}, ${s.startsAt.toISOString()}, ${s.endsAt.toISOString()}, 'CONFIRMED',
              ${s.sessionType}, 'English', ${s.amount}, 'sandbox', ${s.startsAt.toISOString()})
            returning id`,
          );
          const id = rows[0]?.id as string;
          await tx.execute(sql`
            insert into payments (booking_id, provider, gateway_order_id, gateway_payment_id, status, amount, tax,
              commission, earning, captured_at)
            values (${id}, 'sandbox', ${`order_practice_${id}`}, ${`pay_practice_${id.slice(0, 8)}`}, 'captured',
              ${s.amount}, ${s.split.tax}, ${s.split.commission}, ${s.split.earning}, now())`);
          // The sandbox gateway knows the payment too, so it can be refunded like a real one.
          await tx.execute(sql`
            insert into sandbox_payments (payment_id, order_id, amount, status)
            values (${`pay_practice_${id.slice(0, 8)}`}, ${`order_practice_${id}`}, ${s.amount}, 'captured')
            on conflict do nothing`);
          return id;
        });
      } catch (err) {
        if (pgCode(err) === PG.exclusion) return null;
        throw err;
      }
    },
  };
}

export type PracticeSessionRepository = ReturnType<typeof createPracticeSessionRepository>;
