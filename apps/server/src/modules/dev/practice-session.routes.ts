// POST /api/dev/practice-session (never registered in production): a paid-for session between a member
// and an expert that starts about now, so calls can be tried and tested without waiting for a slot.

import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../../platform/config.ts";
import type { Db } from "../../platform/db/client.ts";
import { AppError } from "../../platform/http/errors.ts";
import { splitPayment } from "../../platform/payments/money.ts";
import { PG, pgCode } from "../bookings/bookings.repository.ts";

const bodySchema = z.object({
  memberEmail: z.email("memberEmail must be an email"),
  expertEmail: z.email("expertEmail must be an email"),
  /** Minutes from now to the start (negative: already started). */
  startsInMinutes: z
    .number()
    .int()
    .min(-55)
    .max(24 * 60)
    .default(0),
  sessionType: z.enum(["video", "audio", "chat"]).default("video"),
});

export function practiceSessionRoutes(db: Db, config: Config): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/api/dev/practice-session",
      {
        schema: {
          tags: ["dev"],
          summary: "A confirmed, paid (sandbox) one-hour session starting about now (development only)",
          body: bodySchema,
          response: { 200: z.object({ bookingId: z.string(), startsAt: z.string(), endsAt: z.string() }) },
        },
      },
      async (request) => {
        const b = request.body;
        const { rows: people } = await db.execute<{ id: string; email: string; role: string; rate: number | null }>(sql`
          select u.id, u.email, coalesce(p.role, 'user') as role, e.hourly_rate as rate
          from "user" u left join user_profiles p on p.user_id = u.id left join expert_profiles e on e.user_id = u.id
          where lower(u.email) in (lower(${b.memberEmail}), lower(${b.expertEmail}))`);
        const member = people.find((p) => p.email.toLowerCase() === b.memberEmail.toLowerCase());
        const expert = people.find((p) => p.email.toLowerCase() === b.expertEmail.toLowerCase());
        if (!member) throw new AppError(404, "NOT_FOUND", "No account with memberEmail");
        if (expert?.role !== "expert") throw new AppError(404, "NOT_FOUND", "No expert with expertEmail");
        if (member.id === expert.id) throw new AppError(400, "SAME_PERSON", "The member and the expert must differ");
        const startsAt = new Date(Date.now() + b.startsInMinutes * 60_000);
        startsAt.setSeconds(0, 0);
        const endsAt = new Date(startsAt.getTime() + 3_600_000);
        const amount = expert.rate && expert.rate > 0 ? expert.rate : 100_000;
        const split = splitPayment(amount, config.PAYMENT_GST_PERCENT, config.PLATFORM_COMMISSION_PERCENT);
        try {
          return await db.transaction(async (tx) => {
            const { rows } = await tx.execute<{ id: string }>(sql`
              insert into bookings (expert_id, client_id, starts_at, ends_at, status, session_type, language, amount,
                provider, hold_expires_at)
              values (${expert.id}, ${member.id}, ${startsAt.toISOString()}, ${endsAt.toISOString()}, 'CONFIRMED',
                ${b.sessionType}, 'English', ${amount}, 'sandbox', ${startsAt.toISOString()})
              returning id`);
            const id = rows[0]?.id as string;
            await tx.execute(sql`
              insert into payments (booking_id, provider, gateway_order_id, gateway_payment_id, status, amount, tax,
                commission, earning, captured_at)
              values (${id}, 'sandbox', ${`order_practice_${id}`}, ${`pay_practice_${id.slice(0, 8)}`}, 'captured',
                ${amount}, ${split.tax}, ${split.commission}, ${split.earning}, now())`);
            return { bookingId: id, startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() };
          });
        } catch (err) {
          if (pgCode(err) === PG.exclusion)
            throw new AppError(409, "SLOT_TAKEN", "The expert already has a session at that time");
          throw err;
        }
      },
    );
  };
}
