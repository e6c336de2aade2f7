// 'Report a problem': offered on a finished session within 7 days, asks what went wrong
// and a description, sends once, and the card then shows the report, the answer and the refund.
import type { BookingDispute } from "@saathi/contract/booking-disputes";
import type { BookingItem } from "@saathi/contract/bookings";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderWithProviders } from "../../../test/render.tsx";
import { ExpertBookingDetail } from "./expert-booking-detail.tsx";
import { MemberBookingsPage } from "./member-bookings-page.tsx";

// The expert's booking detail asks for the client's before-session scores: no care here.
const noCare = {
  "GET /api/care/bookings/": [404, { code: "CARE_NOT_FOUND", message: "We couldn't find this care plan." }],
};

const at = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
const booking = (id: string, over: Partial<BookingItem> = {}): BookingItem => ({
  bookingId: id,
  status: "CONFIRMED",
  startsAt: at(-3),
  endsAt: at(-2),
  sessionType: "video",
  language: "Hindi",
  counterpart: { userId: "u-e", name: "Kavya", username: null, avatarUrl: null },
  specialisations: [],
  transactionId: "pay_1",
  money: { amount: 100_000, tax: 15_254, commission: 16_949, earning: 67_797, currency: "INR" },
  cancelReason: null,
  cancelledBy: null,
  refundStatus: "none",
  reviewed: true,
  refunds: { refunded: 0, pending: 0 },
  moneyAfterRefunds: { tax: 15_254, commission: 16_949, refunds: 0, net: 67_797 },
  dispute: null,
  ...over,
});
const dispute = (over: Partial<BookingDispute> = {}): BookingDispute => ({
  id: "d1",
  category: "late",
  description: "The expert joined 25 minutes late.",
  createdAt: at(-1),
  expertReply: null,
  expertRepliedAt: null,
  status: "open",
  resolution: null,
  refundAmount: null,
  resolutionMessage: null,
  resolvedAt: null,
  ...over,
});
const page = (completed: BookingItem[]) => ({
  "GET /api/bookings": { upcoming: [], completed, counts: { upcoming: 0, completed: completed.length } },
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("report a problem", () => {
  it("asks what went wrong and what happened, then sends the report", async () => {
    const calls = fakeApi({ ...noCare, ...page([booking("b1")]), "POST /api/bookings/b1/dispute": dispute() });
    renderWithProviders(<MemberBookingsPage />);
    fireEvent.click(await screen.findByRole("tab", { name: /Completed/ }));
    fireEvent.click(screen.getByRole("button", { name: "Report a problem" }));
    const dialog = screen.getByRole("dialog", { name: "Report a problem" });
    expect(dialog).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Send report" }));
    expect(await screen.findByText("Please choose what went wrong")).toBeTruthy();
    fireEvent.click(screen.getByLabelText("The expert was late"));
    fireEvent.change(screen.getByLabelText("What happened?"), { target: { value: "short" } });
    fireEvent.click(screen.getByRole("button", { name: "Send report" }));
    expect(await screen.findByText(/at least 10 characters/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText("What happened?"), {
      target: { value: "The expert joined 25 minutes late." },
    });
    fireEvent.click(screen.getByRole("button", { name: "Send report" }));
    await waitFor(() => {
      const post = calls.find((c) => c.method === "POST" && c.url === "/api/bookings/b1/dispute");
      expect(post?.body).toEqual({ category: "late", description: "The expert joined 25 minutes late." });
    });
  });

  it("shows the server's refusal and keeps the dialog open", async () => {
    fakeApi({
      ...noCare,
      ...page([booking("b1")]),
      "POST /api/bookings/b1/dispute": [
        422,
        { code: "WINDOW_CLOSED", message: "Problems can be reported up to 7 days after the session." },
      ],
    });
    renderWithProviders(<MemberBookingsPage />);
    fireEvent.click(await screen.findByRole("tab", { name: /Completed/ }));
    fireEvent.click(screen.getByRole("button", { name: "Report a problem" }));
    fireEvent.click(screen.getByLabelText("Technical problem (audio, video, connection)"));
    fireEvent.change(screen.getByLabelText("What happened?"), { target: { value: "The video froze all the time." } });
    fireEvent.click(screen.getByRole("button", { name: "Send report" }));
    expect(await screen.findByText("Problems can be reported up to 7 days after the session.")).toBeTruthy();
    expect(screen.getByRole("dialog", { name: "Report a problem" })).toBeTruthy();
  });

  it("is not offered after 7 days or once reported; a reported one shows its state and the refund", async () => {
    fakeApi({
      ...noCare,
      ...page([
        booking("old", { startsAt: at(-24 * 8 - 1), endsAt: at(-24 * 8) }),
        booking("b2", {
          dispute: dispute({
            status: "resolved",
            resolution: "partial",
            refundAmount: 50_000,
            resolutionMessage: "Half back.",
          }),
          refunds: { refunded: 50_000, pending: 0 },
        }),
      ]),
    });
    renderWithProviders(<MemberBookingsPage />);
    fireEvent.click(await screen.findByRole("tab", { name: /Completed/ }));
    expect(screen.queryByRole("button", { name: "Report a problem" })).toBeNull();
    expect(screen.getByText("Refunded Rs. 500.")).toBeTruthy();
    expect(screen.getByText("Resolved with a refund of Rs. 500.")).toBeTruthy();
    expect(screen.getByText("Half back.")).toBeTruthy();
  });

  it("the expert sees the report, answers once, and the panel shows the earning after refunds", async () => {
    const calls = fakeApi({ ...noCare, "POST /api/bookings/b3/dispute/reply": dispute({ expertReply: "Sorry." }) });
    const b = booking("b3", {
      dispute: dispute(),
      refunds: { refunded: 40_000, pending: 0 },
      moneyAfterRefunds: { tax: 9_152, commission: 10_169, refunds: 40_000, net: 40_679 },
    });
    renderWithProviders(
      <ExpertBookingDetail booking={b} upcoming={false} onCancel={() => {}} onStartCall={() => {}} />,
    );
    expect(screen.getByText("The expert joined 25 minutes late.")).toBeTruthy();
    expect(screen.getByText("Rs. 406.79")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Your answer (you can answer once)"), {
      target: { value: "Sorry, my train was late." },
    });
    fireEvent.click(screen.getByRole("button", { name: "Send answer" }));
    await waitFor(() =>
      expect(calls.find((c) => c.url === "/api/bookings/b3/dispute/reply")?.body).toEqual({
        message: "Sorry, my train was late.",
      }),
    );
  });
});
