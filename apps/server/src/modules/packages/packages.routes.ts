import {
  PACKAGE_MSG,
  packageCheckoutSchema,
  packageOfferBodySchema,
  packageOfferSchema,
  packageOffersSchema,
  packagePurchaseSchema,
  packagePurchasesSchema,
  packageRefundBodySchema,
  packageRefundSchema,
  packageVerifyBodySchema,
} from "@saathi/contract/packages";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { SessionReader } from "../../platform/auth/session.ts";
import type { PackagesService } from "./packages.service.ts";

const sizeParams = z.object({
  sessions: z.enum(["4", "8"], PACKAGE_MSG.sizeInvalid).transform((s) => (s === "8" ? 8 : 4)),
});
const offerParams = z.object({ offerId: z.uuid(PACKAGE_MSG.notFound) });
const purchaseParams = z.object({ purchaseId: z.uuid(PACKAGE_MSG.notFound) });
const expertParams = z.object({ expertId: z.uuid(PACKAGE_MSG.notFound) });
const idempotencyHeaders = z.object({ "idempotency-key": z.string().min(8).max(100).optional() });

/** Session packages: an expert's offers, a member's purchases, their checkout and refunds. */
export function packagesRoutes(session: SessionReader, packages: PackagesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook("preValidation", (request) => session.requireHook(request));
    const tags = ["packages"];
    const me = (request: Parameters<SessionReader["require"]>[0]) => session.require(request);

    app.get(
      "/api/expert/packages",
      { schema: { tags, summary: "My package offers (experts)", response: { 200: packageOffersSchema } } },
      async (request) => packages.myOffers(await me(request)),
    );
    app.put(
      "/api/expert/packages/:sessions",
      {
        schema: {
          tags,
          summary: "Offer 4 or 8 sessions at a price in whole rupees, or change it (listed experts)",
          params: sizeParams,
          body: packageOfferBodySchema,
          response: { 200: packageOfferSchema },
        },
      },
      async (request) => packages.setOffer(await me(request), request.params.sessions, request.body.price),
    );
    app.delete(
      "/api/expert/packages/:sessions",
      {
        schema: { tags, summary: "Withdraw an offer", params: sizeParams, response: { 200: packageOfferSchema } },
      },
      async (request) => packages.withdrawOffer(await me(request), request.params.sessions),
    );
    app.get(
      "/api/experts/:expertId/packages",
      {
        schema: {
          tags,
          summary: "A listed expert's package offers",
          params: expertParams,
          response: { 200: packageOffersSchema },
        },
      },
      async (request) => packages.offersOf(request.params.expertId),
    );
    app.post(
      "/api/packages/:offerId/purchase",
      {
        schema: {
          tags,
          summary: "Buy a package: opens a payment order for the whole price",
          params: offerParams,
          response: { 200: packageCheckoutSchema },
        },
      },
      async (request) => packages.buy(await me(request), request.params.offerId),
    );
    app.get(
      "/api/packages/purchases",
      { schema: { tags, summary: "My packages", response: { 200: packagePurchasesSchema } } },
      async (request) => packages.mine(await me(request)),
    );
    app.get(
      "/api/packages/purchases/:purchaseId",
      {
        schema: {
          tags,
          summary: "One package (its member or its expert)",
          params: purchaseParams,
          response: { 200: packagePurchaseSchema },
        },
      },
      async (request) => packages.one(await me(request), request.params.purchaseId),
    );
    app.post(
      "/api/packages/purchases/:purchaseId/verify",
      {
        schema: {
          tags,
          summary: "Check the checkout's signature and open the credits; idempotent",
          params: purchaseParams,
          body: packageVerifyBodySchema,
          response: { 200: packagePurchaseSchema },
        },
      },
      async (request) => packages.verify(await me(request), request.params.purchaseId, request.body),
    );
    app.post(
      "/api/packages/purchases/:purchaseId/close",
      {
        schema: {
          tags,
          summary: "The checkout was closed or failed: the purchase is given up",
          params: purchaseParams,
          response: { 200: z.object({ closed: z.boolean() }) },
        },
      },
      async (request) => packages.close(await me(request), request.params.purchaseId),
    );
    app.post(
      "/api/packages/purchases/:purchaseId/refund",
      {
        schema: {
          tags,
          summary: "Refund unused sessions (all of them unless `sessions` says how many)",
          params: purchaseParams,
          headers: idempotencyHeaders,
          body: packageRefundBodySchema,
          response: { 200: packageRefundSchema },
        },
      },
      async (request) =>
        packages.refund(
          await me(request),
          request.params.purchaseId,
          request.body.sessions,
          request.headers["idempotency-key"] ?? null,
        ),
    );
  };
}
