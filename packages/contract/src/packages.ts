// Session packages (decision 036): an expert offers 4 or 8 sessions at one price; a member pays once
// through the same checkout as a session, books each session with a credit, and may have unused
// sessions refunded. Money is paise on the wire, except the price an expert types (whole rupees, like
// the hourly rate).
import { z } from "zod";
import { PAYMENT_PROVIDERS } from "./bookings.ts";
import { SESSION_TYPES } from "./experts.ts";

export const PACKAGE_SIZES = [4, 8] as const;
/**
 * The `provider` of a session booked with a package credit (its booking and its payment row): the
 * money came through the package's own payment, so cancelling gives the credit back, not money.
 */
export const PACKAGE_PAYMENT_PROVIDER = "package";
export type PackageSize = (typeof PACKAGE_SIZES)[number];
/** The most a package may cost per session, in whole rupees (the hourly rate's bound). */
export const PACKAGE_MAX_RUPEES_PER_SESSION = 100_000;

export const PACKAGE_MSG = {
  sizeInvalid: "A package has 4 or 8 sessions.",
  priceRequired: "Enter the package price in rupees.",
  priceInvalid: "The price must be a whole number of rupees, more than 0.",
  priceTooHigh: "That price is too high for this many sessions.",
  notFound: "Package not found",
  notListed: "Only verified, listed experts can offer packages.",
  ownPackage: "You cannot buy your own package.",
  noCredits: "No sessions are left in this package.",
  notPaid: "This package is not paid yet.",
  nothingToRefund: "There are no unused sessions to refund.",
  tooManyToRefund: "You can refund only the sessions you have not used.",
  verifyFailed: "We could not confirm this payment. If money left your account, it will be refunded.",
  otherExpert: "This package is for sessions with another expert.",
} as const;

export const packageSizeSchema = z.union([z.literal(4), z.literal(8)], PACKAGE_MSG.sizeInvalid);

/** PUT /api/expert/packages/:sessions — create or change an offer (price in whole rupees). */
export const packageOfferBodySchema = z.object({
  price: z.number(PACKAGE_MSG.priceRequired).int(PACKAGE_MSG.priceInvalid).positive(PACKAGE_MSG.priceInvalid),
});
export type PackageOfferBody = z.infer<typeof packageOfferBodySchema>;

export const packageOfferSchema = z.object({
  id: z.uuid(),
  expertId: z.uuid(),
  sessions: packageSizeSchema,
  /** Paise. */
  price: z.number().int(),
  /** Paise, what one session costs in this package (rounded down; the last share absorbs rounding). */
  perSession: z.number().int(),
  active: z.boolean(),
});
export type PackageOffer = z.infer<typeof packageOfferSchema>;
export const packageOffersSchema = z.object({ offers: z.array(packageOfferSchema) });
export type PackageOffers = z.infer<typeof packageOffersSchema>;

export const PURCHASE_STATUSES = ["pending", "paid", "partly_refunded", "refunded", "failed"] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

/** A member's purchase, as the member (and its expert) see it. */
export const packagePurchaseSchema = z.object({
  id: z.uuid(),
  expertId: z.uuid(),
  expertName: z.string(),
  memberId: z.uuid(),
  sessions: z.number().int(),
  price: z.number().int(),
  status: z.enum(PURCHASE_STATUSES),
  /** Sessions booked and not cancelled. */
  used: z.number().int(),
  refundedSessions: z.number().int(),
  refundedAmount: z.number().int(),
  /** Sessions that can still be booked (or refunded). */
  remaining: z.number().int(),
  /** Paise the member would get back for all remaining sessions now. */
  refundableNow: z.number().int(),
  createdAt: z.string(),
});
export type PackagePurchase = z.infer<typeof packagePurchaseSchema>;
export const packagePurchasesSchema = z.object({ purchases: z.array(packagePurchaseSchema) });

/** POST /api/packages/:offerId/purchase — what the checkout needs. */
export const packageCheckoutSchema = z.object({
  purchaseId: z.uuid(),
  orderId: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  keyId: z.string(),
});
export type PackageCheckout = z.infer<typeof packageCheckoutSchema>;

/** POST /api/packages/purchases/:id/verify — the checkout's signed answer. */
export const packageVerifyBodySchema = z.object({
  orderId: z.string().min(1).max(100),
  paymentId: z.string().min(1).max(100),
  signature: z.string().min(1).max(200),
});
export type PackageVerifyBody = z.infer<typeof packageVerifyBodySchema>;

/** POST /api/bookings/package — a session paid with a package's credit (no payment step). */
export const packageBookBodySchema = z.object({
  purchaseId: z.uuid(PACKAGE_MSG.notFound),
  startsAt: z.iso.datetime({ offset: true }),
  sessionType: z.enum(SESSION_TYPES),
  language: z.string().trim().min(1).max(30),
});
export type PackageBookBody = z.infer<typeof packageBookBodySchema>;
export const packageBookedSchema = z.object({
  bookingId: z.uuid(),
  amount: z.number().int(),
  remaining: z.number().int(),
});

/** POST /api/packages/purchases/:id/refund — unused sessions back (all of them when `sessions` is left out). */
export const packageRefundBodySchema = z.object({ sessions: z.number().int().min(1).max(8).optional() });
export type PackageRefundBody = z.infer<typeof packageRefundBodySchema>;
export const packageRefundSchema = z.object({
  refundId: z.uuid(),
  sessions: z.number().int(),
  amount: z.number().int(),
  status: z.enum(["pending", "refunded"]),
  purchase: packagePurchaseSchema,
});
export type PackageRefund = z.infer<typeof packageRefundSchema>;

/** The price of one share: rounded down; shares of a package add up to its price exactly (decision 036). */
export function packageShare(price: number, sessions: number): number {
  return Math.floor(price / sessions);
}
