// The sandbox and the Razorpay adapter held to Razorpay's real contract. Signatures are checked
// with the official SDK's own functions; the adapter runs the real SDK against a local stand-in of
// Razorpay's HTTP API that answers with Razorpay's documented response shapes (razorpay-api.fixtures.ts).
import { createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { validatePaymentVerification, validateWebhookSignature } from "razorpay/dist/utils/razorpay-utils.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/client.ts";
import { GatewayError, hmacMatches, signWebhook } from "./gateway.ts";
import {
  AUTHENTICATION_FAILED,
  BAD_REQUEST,
  capturedEvent,
  ORDER_CREATED,
  ORDER_PAYMENTS,
  refundEntity,
} from "./razorpay-api.fixtures.ts";
import { createRazorpayGateway } from "./razorpay-gateway.ts";
import { createSandboxGateway, sandboxSecrets } from "./sandbox-gateway.ts";

const SEED = "test-secret-test-secret-test-secret-0000";
/** The sandbox's 'Pay' writes one row; nothing else of the database is needed here. */
const insertsOnly = { insert: () => ({ values: async () => {} }) } as unknown as Db;

describe("the sandbox against the official razorpay SDK", () => {
  const sandbox = createSandboxGateway(insertsOnly, SEED);
  const { keySecret, webhookSecret } = sandboxSecrets(SEED);

  it("a checkout answer signed by the sandbox passes the SDK's validatePaymentVerification", async () => {
    for (let i = 0; i < 20; i++) {
      const orderId = `order_sbx_${randomBytes(6).toString("base64url")}`;
      const paid = await sandbox.pay(orderId, 120_000);
      expect(
        validatePaymentVerification({ order_id: orderId, payment_id: paid.paymentId }, paid.signature, keySecret),
      ).toBe(true);
      // The same answer for another order or payment is refused by both.
      expect(
        validatePaymentVerification({ order_id: `${orderId}x`, payment_id: paid.paymentId }, paid.signature, keySecret),
      ).toBe(false);
      expect(sandbox.verifyCheckoutSignature(`${orderId}x`, paid.paymentId, paid.signature)).toBe(false);
      expect(sandbox.verifyCheckoutSignature(orderId, paid.paymentId, paid.signature)).toBe(true);
    }
  });

  it("the sandbox's checkout check accepts exactly what the SDK accepts", () => {
    const orderId = "order_DaZlswtdcn9UNV";
    const paymentId = "pay_N8FVRD1DzYzBh1";
    const good = createHmac("sha256", keySecret).update(`${orderId}|${paymentId}`).digest("hex");
    const candidates = [
      good,
      good.toUpperCase(),
      `${good.slice(0, -1)}${good.endsWith("0") ? "1" : "0"}`,
      good.slice(0, 32),
      createHmac("sha256", "another-secret").update(`${orderId}|${paymentId}`).digest("hex"),
      createHmac("sha256", keySecret).update(`${paymentId}|${orderId}`).digest("hex"),
      "",
    ];
    const sdk = candidates.map((s) =>
      validatePaymentVerification({ order_id: orderId, payment_id: paymentId }, s, keySecret),
    );
    const ours = candidates.map((s) => sandbox.verifyCheckoutSignature(orderId, paymentId, s));
    expect(sdk).toEqual([true, false, false, false, false, false, false]);
    expect(ours).toEqual(sdk);
  });

  it("webhook bodies signed like the sandbox pass the SDK's validateWebhookSignature, and the server's check agrees with it", () => {
    const bodies = [
      JSON.stringify(capturedEvent("order_DaZlswtdcn9UNV", "pay_N8FVRD1DzYzBh1", 120_000)),
      JSON.stringify({ event: "payment.failed", payload: { note: "नमस्ते — ₹1,200" } }),
      JSON.stringify(capturedEvent("order_x", "pay_y", 1), null, 2),
    ];
    for (const body of bodies) {
      const signature = signWebhook(webhookSecret, body);
      expect(validateWebhookSignature(body, signature, webhookSecret)).toBe(true);
      // The server checks the raw bytes (payment-events.service.ts uses hmacMatches over the body Buffer).
      expect(hmacMatches(webhookSecret, Buffer.from(body, "utf8"), signature)).toBe(true);
      // Reverse: a signature the SDK refuses, the server refuses too.
      const tampered = `${body} `;
      expect(validateWebhookSignature(tampered, signature, webhookSecret)).toBe(false);
      expect(hmacMatches(webhookSecret, Buffer.from(tampered, "utf8"), signature)).toBe(false);
      const otherSecret = signWebhook("not-the-webhook-secret", body);
      expect(validateWebhookSignature(body, otherSecret, webhookSecret)).toBe(false);
      expect(hmacMatches(webhookSecret, Buffer.from(body, "utf8"), otherSecret)).toBe(false);
    }
  });
});

interface Seen {
  method: string;
  url: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: unknown;
}

/** A local stand-in of api.razorpay.com: Basic auth, three endpoints, Razorpay's answer shapes. */
function razorpayStandIn(keyId: string, keySecret: string) {
  const seen: Seen[] = [];
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString("base64")}`;
  const readBody = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks).toString("utf8");
    return raw ? JSON.parse(raw) : undefined;
  };
  const server: Server = createServer(async (req, res) => {
    const body = await readBody(req);
    seen.push({
      method: req.method ?? "",
      url: req.url ?? "",
      authorization: req.headers.authorization,
      contentType: req.headers["content-type"],
      body,
    });
    const answer = (status: number, json: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(json));
    };
    if (req.headers.authorization !== expectedAuth) return answer(401, AUTHENTICATION_FAILED);
    const url = req.url ?? "";
    if (req.method === "POST" && url === "/v1/orders") {
      const b = body as { amount: number; currency: string; receipt: string };
      if (!(b.amount >= 100)) return answer(400, BAD_REQUEST);
      return answer(200, { ...ORDER_CREATED, amount: b.amount, amount_due: b.amount, receipt: b.receipt });
    }
    const payments = url.match(/^\/v1\/orders\/([^/]+)\/payments$/);
    if (req.method === "GET" && payments) {
      const orderId = decodeURIComponent(payments[1] as string);
      return answer(200, { ...ORDER_PAYMENTS, items: ORDER_PAYMENTS.items.map((p) => ({ ...p, order_id: orderId })) });
    }
    const refund = url.match(/^\/v1\/payments\/([^/]+)\/refund$/);
    if (req.method === "POST" && refund) {
      const b = body as { amount: number; receipt?: string };
      return answer(
        200,
        refundEntity({ payment_id: refund[1] as string, amount: b.amount, receipt: b.receipt ?? null }),
      );
    }
    answer(404, {
      error: { code: "BAD_REQUEST_ERROR", description: "The requested URL was not found on the server." },
    });
  });
  return { server, seen };
}

describe("the Razorpay adapter, with the real SDK, against a stand-in of Razorpay's API", () => {
  const keys = { keyId: "rzp_test_1DP5mmOlF5G5ag", keySecret: "stand-in-key-secret", webhookSecret: "w" };
  const standIn = razorpayStandIn(keys.keyId, keys.keySecret);
  let apiUrl = "";

  beforeAll(async () => {
    await new Promise<void>((resolve) => standIn.server.listen(0, "127.0.0.1", resolve));
    apiUrl = `http://127.0.0.1:${(standIn.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    standIn.server.closeAllConnections();
    await new Promise((resolve) => standIn.server.close(resolve));
  });

  it("creates an order, lists its payments and refunds, with Basic auth and Razorpay's paths", async () => {
    standIn.seen.length = 0;
    const gw = createRazorpayGateway({ ...keys, apiUrl });
    expect(await gw.createOrder({ amount: 120_000, currency: "INR", receipt: "booking-1" })).toEqual({
      orderId: ORDER_CREATED.id,
    });
    expect(await gw.orderPayments(ORDER_CREATED.id)).toEqual([
      { paymentId: "pay_N8FUmetkCE2hZP", orderId: ORDER_CREATED.id, amount: 120_000, status: "failed" },
      { paymentId: "pay_N8FVRD1DzYzBh1", orderId: ORDER_CREATED.id, amount: 120_000, status: "captured" },
    ]);
    expect(await gw.refund("pay_N8FVRD1DzYzBh1", 40_000, { receipt: "refund-1" })).toEqual({
      refundId: "rfnd_FgRAHdNOM4ZVbO",
    });
    const basic = `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString("base64")}`;
    expect(standIn.seen).toEqual([
      {
        method: "POST",
        url: "/v1/orders",
        authorization: basic,
        contentType: "application/json",
        body: { amount: 120_000, currency: "INR", receipt: "booking-1" },
      },
      {
        method: "GET",
        url: `/v1/orders/${ORDER_CREATED.id}/payments`,
        authorization: basic,
        contentType: undefined,
        body: undefined,
      },
      {
        method: "POST",
        url: "/v1/payments/pay_N8FVRD1DzYzBh1/refund",
        authorization: basic,
        contentType: "application/json",
        body: { amount: 40_000, speed: "normal", receipt: "refund-1" },
      },
    ]);
  });

  it("Razorpay's 400 BAD_REQUEST_ERROR becomes a clear GatewayError naming the code, description and field", async () => {
    const gw = createRazorpayGateway({ ...keys, apiUrl });
    const err = await gw.createOrder({ amount: 50, currency: "INR", receipt: "too-little" }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(GatewayError);
    expect(err).toMatchObject({ status: 400, code: "BAD_REQUEST_ERROR", field: "amount" });
    expect((err as Error).message).toBe(
      "razorpay create order: the gateway answered 400 BAD_REQUEST_ERROR: The amount must be atleast INR 1.00 (field amount)",
    );
  });

  it("a wrong key secret is refused by the stand-in's Basic auth check and said clearly, without the secret", async () => {
    const gw = createRazorpayGateway({ ...keys, keySecret: "wrong-secret", apiUrl });
    const err = await gw.orderPayments(ORDER_CREATED.id).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(GatewayError);
    expect((err as Error).message).toBe(
      "razorpay fetch an order's payments: the gateway answered 401 BAD_REQUEST_ERROR: Authentication failed",
    );
    expect((err as Error).message).not.toContain("wrong-secret");
  });

  it("an unreachable API is a GatewayError saying so", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const gw = createRazorpayGateway({ ...keys, apiUrl: `http://127.0.0.1:${port}` });
    const err = await gw.refund("pay_1", 100).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(GatewayError);
    expect(err).toMatchObject({ status: null });
    expect((err as Error).message).toMatch(/^razorpay refund: could not reach the gateway/);
  });
});
