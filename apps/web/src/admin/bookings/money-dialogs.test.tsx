// The console's money dialogs: a refund asks for rupees and a reason and sends paise with one
// idempotency key; a resolution needs an amount for 'partial'; the bookings table shows the gateway ids.
import type { AdminBookingRow, AdminDisputeRow } from "@saathi/contract/admin-money";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderWithProviders } from "../../test/render.tsx";
import { ResolveDialog } from "../disputes/resolve-dialog.tsx";
import { BookingsPage } from "./bookings-page.tsx";
import { RefundDialog } from "./refund-dialog.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const party = (name: string) => ({ id: `u-${name}`, name, email: `${name.toLowerCase()}@example.com` });

describe("refund dialog", () => {
  it("refuses more than what is left, then sends paise, the reason and the same key on a retry", async () => {
    const calls = fakeApi({
      "POST /api/admin/bookings/b1/refunds": [502, { code: "GATEWAY", message: "Try again" }],
    });
    renderWithProviders(<RefundDialog bookingId="b1" refundable={100_000} open onOpenChange={() => {}} />);
    fireEvent.change(screen.getByLabelText("Amount to refund"), { target: { value: "1000.01" } });
    fireEvent.change(screen.getByLabelText(/^Reason/), { target: { value: "Session was cut short" } });
    fireEvent.click(screen.getByRole("button", { name: "Refund" }));
    expect(
      (await screen.findAllByText("That is more than what remains to refund on this payment.")).length,
    ).toBeGreaterThan(0);
    fireEvent.change(screen.getByLabelText("Amount to refund"), { target: { value: "250.50" } });
    fireEvent.click(screen.getByRole("button", { name: "Refund" }));
    await screen.findByText("Try again");
    fireEvent.click(screen.getByRole("button", { name: "Refund" }));
    await waitFor(() => expect(calls.filter((c) => c.method === "POST")).toHaveLength(2));
    const [a, b] = calls.filter((c) => c.method === "POST");
    expect(a?.body).toMatchObject({ amount: 25_050, reason: "Session was cut short" });
    const key = (c: typeof a) => (c?.body as { idempotencyKey?: string } | undefined)?.idempotencyKey;
    expect(key(b)).toBeTruthy();
    expect(key(b)).toBe(key(a));
  });
});

describe("resolve dialog", () => {
  const dispute: AdminDisputeRow = {
    id: "d1",
    bookingId: "b1",
    category: "late",
    description: "Late by 25 minutes",
    createdAt: new Date().toISOString(),
    expertReply: null,
    expertRepliedAt: null,
    status: "open",
    resolution: null,
    refundAmount: null,
    resolutionMessage: null,
    resolvedAt: null,
    startsAt: new Date().toISOString(),
    member: party("Asha"),
    expert: party("Kiran"),
    amount: 100_000,
    refundable: 100_000,
    ageHours: 3,
  };
  it("a partial resolution needs an amount; then sends it with the message", async () => {
    const calls = fakeApi({
      "POST /api/admin/disputes/d1/resolve": {
        dispute: { ...dispute, status: "resolved" },
        refund: null,
        message: "Refund sent to the member.",
      },
    });
    renderWithProviders(<ResolveDialog dispute={dispute} onClose={() => {}} />);
    fireEvent.change(screen.getByLabelText("Message to the member and the expert"), {
      target: { value: "Half back for the delay." },
    });
    fireEvent.click(screen.getByRole("button", { name: "Resolve" }));
    expect((await screen.findAllByText("Please enter the amount to refund")).length).toBeGreaterThan(0);
    fireEvent.change(screen.getByLabelText("Amount to refund"), { target: { value: "500" } });
    fireEvent.click(screen.getByRole("button", { name: "Resolve" }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "POST")?.body).toEqual({
        resolution: "partial",
        amount: 50_000,
        message: "Half back for the delay.",
      }),
    );
  });
});

describe("bookings search", () => {
  it("lists bookings with the gateway's payment id and the refund state, and says when the count is capped", async () => {
    const row: AdminBookingRow = {
      id: "b1",
      startsAt: "2026-10-10T06:00:00.000Z",
      endsAt: "2026-10-10T07:00:00.000Z",
      status: "CONFIRMED",
      member: party("Asha"),
      expert: party("Kiran"),
      amount: 100_000,
      currency: "INR",
      paymentStatus: "captured",
      refundState: "partial",
      refunded: 25_050,
      gatewayOrderId: "order_sbx_1",
      gatewayPaymentId: "pay_sbx_1",
      gatewayRefundIds: ["rfnd_sbx_1"],
      hasDispute: true,
    };
    fakeApi({ "GET /api/admin/bookings": { rows: [row], total: 1000, totalCapped: true, page: 1, pageSize: 25 } });
    renderWithProviders(<BookingsPage />, "/admin/bookings");
    expect(await screen.findByText("pay_sbx_1")).toBeTruthy();
    expect(screen.getByText("Partly refunded")).toBeTruthy();
    expect(screen.getByText(/More than 1,000 bookings match/)).toBeTruthy();
  });
});
