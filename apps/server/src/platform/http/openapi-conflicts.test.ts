// The API description (/api/openapi.json) lists the 409 answers of the journal and bookings routes with
// the contract's error body, so a client knows them from the document (CLIENT_ID_REUSED,
// IDEMPOTENCY_KEY_REUSED, SLOT_TAKEN...), and none where the route never answers 409. Listing a status
// never changes its answer: the body an AppError sends goes out whole, what it adds beside code and
// message included.
import { CONSENT_ERROR } from "@saathi/contract/consents";
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { type Harness, startHarness } from "../../../test/harness.ts";
import { AppError, errorResponseSchema, installErrorHandler } from "./errors.ts";

/** Every operation of the journal and bookings modules, and whether it can answer 409 (and why). */
const OPERATIONS: [method: string, path: string, conflicts: string | null][] = [
  ["get", "/api/journal", null],
  ["post", "/api/journal", "CLIENT_ID_REUSED, CONSENT_REQUIRED"],
  ["post", "/api/journal/import", "CONSENT_REQUIRED"],
  ["delete", "/api/journal/{id}", null],
  ["post", "/api/bookings", "IDEMPOTENCY_KEY_REUSED, SLOT_TAKEN, TOO_MANY_HOLDS, DELETION_PENDING, guardian too soon"],
  ["post", "/api/bookings/package", "SLOT_TAKEN, NO_CREDITS, NOT_PAID, DELETION_PENDING"],
  ["post", "/api/bookings/{bookingId}/verify", "HOLD_EXPIRED, HOLD_RELEASED, BOOKING_CANCELLED"],
  ["post", "/api/bookings/{bookingId}/release", null],
  ["post", "/api/bookings/{bookingId}/cancel", "CANNOT_CANCEL"],
  ["post", "/api/bookings/{bookingId}/review", "ALREADY_REVIEWED"],
  ["get", "/api/bookings", null],
  ["get", "/api/bookings/payments", null],
  ["get", "/api/expert/bookings", null],
  ["get", "/api/expert/bookings/counts", null],
  ["post", "/api/bookings/{bookingId}/reschedule", "NOT_UPCOMING, TOO_LATE, SLOT_TAKEN"],
  ["post", "/api/bookings/{bookingId}/proposals", "NOT_UPCOMING"],
  ["post", "/api/bookings/{bookingId}/proposals/{proposalId}/accept", "PROPOSAL_DONE, NOT_UPCOMING, SLOT_TAKEN"],
  ["post", "/api/bookings/{bookingId}/proposals/{proposalId}/decline", "PROPOSAL_DONE"],
  ["post", "/api/payments/webhook", null],
  ["post", "/api/payments/sandbox/{orderId}/pay", null],
  ["post", "/api/payments/sandbox/{orderId}/fail", null],
];

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: Record<string, unknown> }> }>;
}

let h: Harness;
let paths: Record<string, Record<string, Operation>>;
beforeAll(async () => {
  h = await startHarness();
  paths = (await h.app.inject({ url: "/api/openapi.json" })).json().paths;
});
afterAll(() => h?.close());

describe("the API description's 409 answers", () => {
  it.each(OPERATIONS)("%s %s lists a 409 with the error body only where it answers one (%s)", (method, path, why) => {
    const operation = paths[path]?.[method];
    expect(operation, `${method} ${path} is in the document`).toBeDefined();
    const conflict = operation?.responses?.["409"];
    if (!why) {
      expect(conflict).toBeUndefined();
      return;
    }
    const schema = conflict?.content?.["application/json"]?.schema;
    expect(schema).toMatchObject({
      type: "object",
      properties: { code: { type: "string" }, message: { type: "string" } },
      required: expect.arrayContaining(["code", "message"]),
    });
  });
});

describe("a listed error answer", () => {
  it("goes out whole: code, message and what the error adds beside them", async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    installErrorHandler(app);
    app.post(
      "/refused",
      { schema: { response: { 200: z.object({ ok: z.literal(true) }), 409: errorResponseSchema } } },
      async () => {
        throw new AppError(409, CONSENT_ERROR.required, "Refused for a reason.", { seat: { id: "s1" } });
      },
    );
    const res = await app.inject({ method: "POST", url: "/refused" });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: CONSENT_ERROR.required, message: "Refused for a reason.", seat: { id: "s1" } });
    await app.close();
  });
});
