// Session reminders (decision 026) in the web: the delivery log on the member's card and the expert's
// detail, and the member's 'I need help' when nobody joined the call.
import type { BookingItem } from "@saathi/contract/bookings";
import type { BookingReminders } from "@saathi/contract/reminders";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderWithProviders } from "../../../test/render.tsx";
import { ExpertBookingDetail } from "./expert-booking-detail.tsx";
import { MemberBookingsPage } from "./member-bookings-page.tsx";

// The expert's booking detail asks for the client's before-session scores: no care here.
const noCare = {
  "GET /api/care/bookings/": [404, { code: "CARE_NOT_FOUND", message: "We couldn't find this care plan." }],
};

const at = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const booking = (over: Partial<BookingItem> = {}): BookingItem => ({
  bookingId: "b1",
  status: "CONFIRMED",
  startsAt: at(300),
  endsAt: at(360),
  sessionType: "video",
  language: "Hindi",
  counterpart: { userId: "u-kavya", name: "Kavya", username: null, avatarUrl: null },
  specialisations: ["Depression"],
  transactionId: "pay_1",
  money: { amount: 120_000, tax: 18_305, commission: 20_339, earning: 81_356, currency: "INR" },
  cancelReason: null,
  cancelledBy: null,
  refundStatus: "none",
  reviewed: false,
  refunds: { refunded: 0, pending: 0 },
  moneyAfterRefunds: { tax: 18_305, commission: 20_339, refunds: 0, net: 81_356 },
  dispute: null,
  ...over,
});
const list = (b: BookingItem) => ({ upcoming: [b], completed: [], counts: { upcoming: 1, completed: 0 } });
const log = (over: Partial<BookingReminders> = {}): BookingReminders => ({
  bookingId: "b1",
  canAskForHelp: false,
  calendarUrl: "/api/bookings/b1/calendar.ics",
  reminders: [
    {
      id: "r1",
      kind: "confirmation",
      recipient: "member",
      dueAt: at(-60),
      status: "failed",
      attempts: 4,
      nextAttemptAt: null,
      lastError: "email: 451 busy",
      deliveries: [
        { channel: "in_app", status: "delivered", attempt: 1, error: null, at: at(-60) },
        { channel: "email", status: "retried", attempt: 1, error: "451 busy", at: at(-60) },
        { channel: "email", status: "failed", attempt: 4, error: "451 busy", at: at(-29) },
      ],
    },
    {
      id: "r2",
      kind: "24h",
      recipient: "expert",
      dueAt: at(60),
      status: "pending",
      attempts: 0,
      nextAttemptAt: at(60),
      lastError: null,
      deliveries: [{ channel: "email", status: "queued", attempt: 0, error: null, at: at(-60) }],
    },
  ],
  ...over,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("reminder delivery log", () => {
  it("the member opens the log on their card: each reminder, whom it is for, and every try with its reason", async () => {
    const calls = fakeApi({ ...noCare, "GET /api/bookings": list(booking()), "GET /api/bookings/b1/reminders": log() });
    renderWithProviders(<MemberBookingsPage />);
    const open = await screen.findByRole("button", { name: "Reminders" });
    // Nothing is fetched until the log is opened.
    expect(calls.some((c) => c.url.endsWith("/reminders"))).toBe(false);
    fireEvent.click(open);
    const region = await screen.findByRole("region", { name: "Reminders and their delivery" });
    expect(await screen.findByText("Booking confirmation · to you")).toBeTruthy();
    // The member sees their own reminders only: never the expert's (the admin console shows both).
    expect(screen.queryByText(/to the expert/)).toBeNull();
    expect(region.textContent).toContain("Email: Failed, will retry");
    expect(region.textContent).toContain("451 busy");
    expect(region.textContent).toContain("try 4");
    expect(screen.getByRole("link", { name: "Add to calendar (.ics)" }).getAttribute("href")).toBe(
      "/api/bookings/b1/calendar.ics",
    );
    fireEvent.click(screen.getByRole("button", { name: "Hide reminders" }));
    expect(screen.queryByRole("region", { name: "Reminders and their delivery" })).toBeNull();
  });

  it("the expert's booking detail has the same log, worded for the expert", async () => {
    fakeApi({ ...noCare, "GET /api/bookings/b1/reminders": log() });
    renderWithProviders(
      <ExpertBookingDetail booking={booking()} upcoming onCancel={() => {}} onStartCall={() => {}} />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Reminders" }));
    expect(await screen.findByText("24 hours before · to you")).toBeTruthy();
    expect(screen.queryByText(/to the member/)).toBeNull();
  });
});

describe("reminders in words", () => {
  it("says which reminders are still to come, with Add to calendar first and the log one tap away", async () => {
    const calls = fakeApi({ ...noCare, "GET /api/bookings": list(booking({ startsAt: at(2 * 24 * 60) })) });
    renderWithProviders(<MemberBookingsPage />);
    const words = await screen.findByText("We'll remind you a day, an hour and 10 minutes before.");
    const calendar = screen.getByRole("link", { name: "Add to calendar (.ics)" });
    expect(calendar.getAttribute("href")).toBe("/api/bookings/b1/calendar.ics");
    const logButton = screen.getByRole("button", { name: "Reminders" });
    // Add to calendar comes first, then the words, then the log (not fetched until opened).
    expect(calendar.compareDocumentPosition(words) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(words.compareDocumentPosition(logButton) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(logButton.getAttribute("aria-expanded")).toBe("false");
    expect(calls.some((c) => c.url.endsWith("/reminders"))).toBe(false);
    expect(screen.queryByText(/Queued|Delivered|Nobody joined the call/)).toBeNull();
  });

  it("names only the reminders still ahead: 30 minutes before, the 10-minute one", async () => {
    fakeApi({ ...noCare, "GET /api/bookings": list(booking({ startsAt: at(30), endsAt: at(90) })) });
    renderWithProviders(<MemberBookingsPage />);
    expect(await screen.findByText("We'll remind you 10 minutes before.")).toBeTruthy();
    cleanup();
    fakeApi({ ...noCare, "GET /api/bookings": list(booking({ startsAt: at(300), endsAt: at(360) })) });
    renderWithProviders(<MemberBookingsPage />);
    expect(await screen.findByText("We'll remind you an hour and 10 minutes before.")).toBeTruthy();
  });
});

describe("nobody joined the call", () => {
  it("15 minutes after the start the member can press 'I need help'; the answer is shown", async () => {
    const live = booking({ startsAt: at(-20), endsAt: at(40) });
    const calls = fakeApi({
      ...noCare,
      "GET /api/bookings": list(live),
      "GET /api/bookings/b1/reminders": log({ canAskForHelp: true }),
      "POST /api/bookings/b1/no-show/help": {
        disputeId: "d1",
        message: "Thank you. Our team will look into it and get back to you.",
      },
    });
    renderWithProviders(<MemberBookingsPage />);
    expect(await screen.findByText(/Nobody has joined the call yet/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "I need help" }));
    expect(await screen.findByText("Thank you. Our team will look into it and get back to you.")).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.method === "POST" && c.url.endsWith("/no-show/help"))).toBe(true));
  });

  it("before 15 minutes, or when the server says someone joined, there is no 'I need help'", async () => {
    const early = booking({ startsAt: at(-5), endsAt: at(55) });
    const calls = fakeApi({ ...noCare, "GET /api/bookings": list(early) });
    renderWithProviders(<MemberBookingsPage />);
    await screen.findByRole("button", { name: "Reminders" });
    expect(screen.queryByRole("button", { name: "I need help" })).toBeNull();
    expect(calls.some((c) => c.url.endsWith("/reminders"))).toBe(false);
    cleanup();
    fakeApi({
      ...noCare,
      "GET /api/bookings": list(booking({ startsAt: at(-30), endsAt: at(30) })),
      "GET /api/bookings/b1/reminders": log({ canAskForHelp: false }),
    });
    renderWithProviders(<MemberBookingsPage />);
    await screen.findByRole("button", { name: "Reminders" });
    await waitFor(() => expect(screen.queryByRole("button", { name: "I need help" })).toBeNull());
  });
});
