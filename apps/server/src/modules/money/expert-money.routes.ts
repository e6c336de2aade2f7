import { expertMoneyQuerySchema, expertMoneySchema } from "@saathi/contract/expert-money";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { SessionReader } from "../../platform/auth/session.ts";
import type { ExpertMoneyService } from "./expert-money.service.ts";

/** The expert's own money panel (sessions and circle seats of a month, as the payouts ledger counts them). */
export function expertMoneyRoutes(session: SessionReader, money: ExpertMoneyService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/expert/money",
      {
        schema: {
          tags: ["experts"],
          summary: "The signed-in expert's earnings of a month: sessions and circle seats, as paid out",
          querystring: expertMoneyQuerySchema,
          response: { 200: expertMoneySchema },
        },
      },
      async (request) => money.month(await session.require(request), request.query.month),
    );
  };
}
