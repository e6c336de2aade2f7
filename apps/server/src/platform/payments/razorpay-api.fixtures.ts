// Razorpay API answers as Razorpay documents them, for the local stand-in of its API (tests only).
// Shapes (field names, types, nesting) follow Razorpay's API reference; ids and amounts are examples:
//  - order:    https://razorpay.com/docs/api/orders/entity/ and https://razorpay.com/docs/api/orders/create
//  - payments: https://razorpay.com/docs/api/orders/fetch-payments/ (GET /v1/orders/:id/payments)
//  - refund:   https://razorpay.com/docs/api/refunds/entity/ (POST /v1/payments/:id/refund answers it)
//  - error:    https://razorpay.com/docs/api/orders/create (the "Failure" example, 400 BAD_REQUEST_ERROR)
//  - webhook:  https://razorpay.com/docs/webhooks/payments/ (payment.captured sample payload)

export const ORDER_CREATED = {
  id: "order_DaZlswtdcn9UNV",
  entity: "order",
  amount: 120000,
  amount_paid: 0,
  amount_due: 120000,
  currency: "INR",
  receipt: "receipt#1",
  offer_id: null,
  status: "created",
  attempts: 0,
  notes: [],
  created_at: 1572502745,
};

/** A payment entity; `fetch-payments` answers a collection of them. */
export function paymentEntity(over: { id: string; order_id: string; amount: number; status: string }) {
  return {
    entity: "payment",
    currency: "INR",
    invoice_id: null,
    international: false,
    method: "upi",
    amount_refunded: 0,
    refund_status: null,
    captured: over.status === "captured",
    description: null,
    card_id: null,
    bank: null,
    wallet: null,
    vpa: "success@razorpay",
    email: "void@razorpay.com",
    contact: "+919999999999",
    notes: {},
    fee: over.status === "captured" ? 24 : null,
    tax: over.status === "captured" ? 4 : null,
    error_code: over.status === "failed" ? "BAD_REQUEST_ERROR" : null,
    error_description:
      over.status === "failed"
        ? "Payment was unsuccessful due to a temporary issue. If amount got deducted, it will be refunded within 5-7 working days."
        : null,
    error_source: over.status === "failed" ? "gateway" : null,
    error_step: over.status === "failed" ? "payment_response" : null,
    error_reason: over.status === "failed" ? "payment_failed" : null,
    acquirer_data: { rrn: null },
    created_at: 1701688684,
    upi: { vpa: "success@razorpay" },
    ...over,
  };
}

export const ORDER_PAYMENTS = {
  entity: "collection",
  count: 2,
  items: [
    paymentEntity({ id: "pay_N8FUmetkCE2hZP", order_id: "order_DaZlswtdcn9UNV", amount: 120000, status: "failed" }),
    paymentEntity({ id: "pay_N8FVRD1DzYzBh1", order_id: "order_DaZlswtdcn9UNV", amount: 120000, status: "captured" }),
  ],
};

export function refundEntity(over: { payment_id: string; amount: number; receipt: string | null }) {
  return {
    id: "rfnd_FgRAHdNOM4ZVbO",
    entity: "refund",
    currency: "INR",
    notes: [],
    acquirer_data: { arn: null },
    created_at: 1600856650,
    batch_id: null,
    status: "processed",
    speed_processed: "normal",
    speed_requested: "normal",
    ...over,
  };
}

/** Razorpay's error body (here: the amount below the minimum on order creation). */
export const BAD_REQUEST = {
  error: {
    code: "BAD_REQUEST_ERROR",
    description: "The amount must be atleast INR 1.00",
    source: "business",
    step: "payment_initiation",
    reason: "input_validation_failed",
    metadata: {},
    field: "amount",
  },
};

/** Razorpay's answer to a wrong key id or secret. */
export const AUTHENTICATION_FAILED = {
  error: {
    code: "BAD_REQUEST_ERROR",
    description: "Authentication failed",
    source: "NA",
    step: "NA",
    reason: "NA",
    metadata: {},
  },
};

/** A payment.captured webhook body for an order and payment. */
export function capturedEvent(orderId: string, paymentId: string, amount: number) {
  return {
    entity: "event",
    account_id: "acc_BFQ7uQEaa7j2z7",
    event: "payment.captured",
    contains: ["payment"],
    payload: {
      payment: { entity: paymentEntity({ id: paymentId, order_id: orderId, amount, status: "captured" }) },
    },
    created_at: 1691735748,
  };
}
