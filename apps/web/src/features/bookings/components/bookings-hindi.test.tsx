// A booking reads in Hindi: words from this feature's catalog, rupees with the ₹ sign
// in Indian grouping, and the English spec strings back once the language returns to English.
import { i18n, type Messages } from "@lingui/core";
import type { BookingItem } from "@saathi/contract/bookings";
import { act, cleanup, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render.tsx";
import { ExpertBookingDetail } from "./expert-booking-detail.tsx";
import { MemberBookingCard } from "./member-booking-card.tsx";

// The same compiled catalog the app loads (a plain `import` of a .po file has no type declaration yet).
// With the contract's catalog, as in the app: stored words (languages, specialisations) come from it.
const catalogs = import.meta.glob<{ messages: Messages }>(
  ["../locales/hi.po", "../../../../../../packages/contract/src/locales/hi.po"],
  { eager: true },
);
const messages = Object.assign({}, ...Object.values(catalogs).map((c) => c.messages));

const at = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
const booking: BookingItem = {
  bookingId: "b1",
  status: "CONFIRMED",
  startsAt: at(-30),
  endsAt: at(-29),
  sessionType: "video",
  language: "Hindi",
  counterpart: { userId: "u-1", name: "Asha", username: null, avatarUrl: null },
  specialisations: ["Depression"],
  transactionId: "pay_1",
  money: { amount: 12_345_600, tax: 18_305, commission: 20_339, earning: 81_356, currency: "INR" },
  cancelReason: null,
  cancelledBy: null,
  refundStatus: "none",
  reviewed: false,
  refunds: { refunded: 50_000, pending: 0 },
  moneyAfterRefunds: { tax: 18_305, commission: 20_339, refunds: 50_000, net: 31_356 },
  dispute: null,
};

beforeEach(() => {
  i18n.load("hi", messages);
  i18n.activate("hi");
});
afterEach(() => {
  cleanup();
  act(() => i18n.activate("en"));
});

describe("a booking in Hindi", () => {
  it("shows the member's finished session in Hindi with ₹ amounts", () => {
    renderWithProviders(
      <MemberBookingCard booking={booking} upcoming={false} onCancel={() => {}} onReview={() => {}} />,
    );
    expect(screen.getByRole("button", { name: "पूर्ण" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "अपने सेशन को रेटिंग दें" })).toBeTruthy();
    expect(screen.getByText("₹500 वापस कर दिए गए।")).toBeTruthy();
    expect(document.body.textContent).toContain("भुगतान: ₹1,23,456");
    expect(document.body.textContent).toContain("हिंदी");
    expect(document.body.textContent).not.toContain("Rs.");
  });

  it("shows the expert's money in Hindi, and English again after switching back", () => {
    renderWithProviders(
      <ExpertBookingDetail booking={booking} upcoming={false} onCancel={() => {}} onStartCall={() => {}} />,
    );
    const detail = screen.getByRole("article", { name: "बुकिंग का विवरण" });
    expect(detail.textContent).toContain("बुकिंग राशि");
    expect(detail.textContent).toContain("₹1,23,456");
    expect(detail.textContent).toContain("रिफ़ंड के बाद कमाई");
    act(() => i18n.activate("en"));
    expect(screen.getByRole("article", { name: "Booking detail" }).textContent).toContain("Rs. 1,23,456");
  });
});
