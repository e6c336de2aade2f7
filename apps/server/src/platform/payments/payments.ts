import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import type { PaymentGateway } from "./gateway.ts";
import { createRazorpayGateway } from "./razorpay-gateway.ts";
import { createSandboxGateway, type SandboxGateway } from "./sandbox-gateway.ts";

export interface Payments {
  gateway: PaymentGateway;
  /** The sandbox's own controls ('Pay', 'Fail payment'); null with Razorpay. */
  sandbox: SandboxGateway | null;
  gstPercent: number;
  commissionPercent: number;
}

/** Razorpay when its keys are configured, otherwise the sandbox checkout. */
export function createPayments(config: Config, db: Db): Payments {
  const base = { gstPercent: config.PAYMENT_GST_PERCENT, commissionPercent: config.PLATFORM_COMMISSION_PERCENT };
  if (config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET) {
    const gateway = createRazorpayGateway({
      keyId: config.RAZORPAY_KEY_ID,
      keySecret: config.RAZORPAY_KEY_SECRET,
      webhookSecret: config.RAZORPAY_WEBHOOK_SECRET ?? "",
    });
    return { ...base, gateway, sandbox: null };
  }
  const sandbox = createSandboxGateway(db, config.authSecret);
  return { ...base, gateway: sandbox, sandbox };
}
