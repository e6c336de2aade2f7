// Booking a circle seat on the web: the nickname is checked before anything is sent; a paid seat goes
// through the sandbox checkout and its verify, and the outcome is told as it is: confirmed, refunded
// because the seat went before the money came (409 SEAT_GONE), or payment failed (the held seat is let go).
import type { Circle, Seat } from "@saathi/contract/circles";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderWithProviders } from "../../../test/render.tsx";
import { BookSeatPanel } from "./book-seat-panel.tsx";

const MEETING = "44444444-4444-4444-8444-444444444444";
const SEAT = "55555555-5555-4555-8555-555555555555";
const starts = new Date(Date.now() + 3 * 86_400_000).toISOString();
const ends = new Date(Date.now() + 3 * 86_400_000 + 3_600_000).toISOString();
const meeting = {
  id: MEETING,
  startsAt: starts,
  endsAt: ends,
  status: "scheduled" as const,
  seats: 8,
  seatsLeft: 5,
  waiting: 0,
};
const circle = (fee: number): Circle => ({
  id: "66666666-6666-4666-8666-666666666666",
  host: { id: "77777777-7777-4777-8777-777777777777", name: "Farah", avatarUrl: null },
  topic: "exam_stress",
  language: "English",
  title: "Exam stress, together",
  groundRules: "",
  minutes: 60,
  seats: 8,
  fee,
  weekly: false,
  status: "active",
  occurrences: [meeting],
});
const seat = (over: Partial<Seat> = {}): Seat => ({
  blockedPresent: false,
  id: SEAT,
  occurrenceId: MEETING,
  circleId: circle(0).id,
  title: "Exam stress, together",
  startsAt: starts,
  endsAt: ends,
  status: "held",
  nickname: "Quiet River",
  amount: 30_000,
  holdExpiresAt: null,
  refundState: "none",
  ...over,
});
const held = {
  seat: seat(),
  checkout: { orderId: "order_1", amount: 30_000, currency: "INR", provider: "sandbox", keyId: null },
};
const paid = { razorpay_order_id: "order_1", razorpay_payment_id: "pay_1", razorpay_signature: "sig" };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function bookAndPay() {
  fireEvent.change(screen.getByLabelText("Circle nickname"), { target: { value: "Quiet River" } });
  fireEvent.click(screen.getByRole("button", { name: "Book and pay ₹300" }));
  const dialog = await screen.findByRole("dialog", { name: "Sandbox payment" });
  fireEvent.click(within(dialog).getByRole("button", { name: "Pay" }));
}

describe("booking a seat", () => {
  it("opens with the focus in the nickname field (it replaces the 'Book a seat' pressed)", async () => {
    fakeApi({});
    renderWithProviders(<BookSeatPanel circle={circle(0)} meeting={meeting} offered={false} onDone={() => {}} />);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Circle nickname")));
  });

  it("refuses a nickname the rules do not allow before sending anything", async () => {
    const calls = fakeApi({});
    renderWithProviders(<BookSeatPanel circle={circle(30_000)} meeting={meeting} offered={false} onDone={() => {}} />);
    fireEvent.change(screen.getByLabelText("Circle nickname"), { target: { value: "<script>" } });
    fireEvent.click(screen.getByRole("button", { name: "Book and pay ₹300" }));
    expect(await screen.findByText("A circle nickname has 1 to 40 letters, numbers or spaces.")).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it("a paid seat: checkout, verify, and 'Your seat is confirmed' with the nickname", async () => {
    const calls = fakeApi({
      [`POST /api/circles/occurrences/${MEETING}/seats`]: held,
      "POST /api/payments/sandbox/order_1/pay": paid,
      [`POST /api/circles/seats/${SEAT}/verify`]: seat({ status: "confirmed" }),
    });
    renderWithProviders(<BookSeatPanel circle={circle(30_000)} meeting={meeting} offered={false} onDone={() => {}} />);
    await bookAndPay();
    expect(await screen.findByText("Your seat is confirmed")).toBeTruthy();
    expect(screen.getByText(/You will join as “Quiet River”/)).toBeTruthy();
    const book = calls.find((c) => c.url.endsWith("/seats"));
    expect(book?.body).toEqual({ nickname: "Quiet River" });
    expect(calls.find((c) => c.url.endsWith("/verify"))?.body).toEqual({
      orderId: "order_1",
      paymentId: "pay_1",
      signature: "sig",
    });
  });

  it("a seat let go before the money came is told as refunded, not as a failed payment", async () => {
    fakeApi({
      [`POST /api/circles/occurrences/${MEETING}/seats`]: held,
      "POST /api/payments/sandbox/order_1/pay": paid,
      [`POST /api/circles/seats/${SEAT}/verify`]: [
        409,
        {
          code: "SEAT_GONE",
          message: "Your seat was released before the payment arrived. The money has been refunded.",
          seat: seat({ status: "refunded", refundState: "refunded" }),
        },
      ],
    });
    renderWithProviders(<BookSeatPanel circle={circle(30_000)} meeting={meeting} offered={false} onDone={() => {}} />);
    await bookAndPay();
    expect(await screen.findByText("Payment refunded")).toBeTruthy();
    expect(
      screen.getByText("Your seat was released before the payment arrived. The money has been refunded."),
    ).toBeTruthy();
    expect(screen.queryByText("Payment failed")).toBeNull();
  });

  it("a declined payment lets the held seat go and says the payment failed", async () => {
    const calls = fakeApi({
      [`POST /api/circles/occurrences/${MEETING}/seats`]: held,
      "POST /api/payments/sandbox/order_1/fail": { failed: true },
      [`POST /api/circles/seats/${SEAT}/release`]: { released: true },
    });
    renderWithProviders(<BookSeatPanel circle={circle(30_000)} meeting={meeting} offered={false} onDone={() => {}} />);
    fireEvent.change(screen.getByLabelText("Circle nickname"), { target: { value: "Quiet River" } });
    fireEvent.click(screen.getByRole("button", { name: "Book and pay ₹300" }));
    const dialog = await screen.findByRole("dialog", { name: "Sandbox payment" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Fail payment" }));
    expect(await screen.findByText("Payment failed")).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.url.endsWith(`/seats/${SEAT}/release`))).toBe(true));
  });

  it("a free seat is confirmed at once, with no checkout", async () => {
    fakeApi({
      [`POST /api/circles/occurrences/${MEETING}/seats`]: {
        seat: seat({ status: "confirmed", amount: 0 }),
        checkout: null,
      },
    });
    renderWithProviders(<BookSeatPanel circle={circle(0)} meeting={meeting} offered={true} onDone={() => {}} />);
    expect(screen.getByRole("heading", { name: "Take the seat offered to you" })).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Circle nickname"), { target: { value: "Calm Lake" } });
    fireEvent.click(screen.getByRole("button", { name: "Book free seat" }));
    expect(await screen.findByText("Your seat is confirmed")).toBeTruthy();
    expect(screen.queryByRole("dialog", { name: "Sandbox payment" })).toBeNull();
  });

  it("someone the member blocked holds a seat: warned first, booked only with the member's yes", async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init: RequestInit = {}) => {
        const body = JSON.parse(String(init.body));
        bodies.push(body);
        return body.confirmBlocked
          ? Response.json({ seat: seat({ status: "confirmed", amount: 0, blockedPresent: true }), checkout: null })
          : Response.json(
              { code: "BLOCKED_PRESENT", message: "Someone you blocked has a seat in this meeting." },
              { status: 409 },
            );
      }),
    );
    renderWithProviders(<BookSeatPanel circle={circle(0)} meeting={meeting} offered={false} onDone={() => {}} />);
    fireEvent.change(screen.getByLabelText("Circle nickname"), { target: { value: "Quiet River" } });
    fireEvent.click(screen.getByRole("button", { name: "Book free seat" }));
    expect(await screen.findByText("Someone you blocked has a seat here")).toBeTruthy();
    expect(screen.queryByText("Your seat is confirmed")).toBeNull();
    expect(screen.queryByText("Payment failed")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Book anyway" }));
    expect(await screen.findByText("Your seat is confirmed")).toBeTruthy();
    expect(bodies).toEqual([{ nickname: "Quiet River" }, { nickname: "Quiet River", confirmBlocked: true }]);
  });
});
