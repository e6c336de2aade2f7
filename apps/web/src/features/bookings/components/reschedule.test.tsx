import type { BookingItem } from "@saathi/contract/bookings";
import { RESCHEDULE_MSG } from "@saathi/contract/reschedule";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatTime } from "../../../lib/i18n/format.ts";
import { fakeApi, renderWithProviders } from "../../../test/render.tsx";
import { ExpertBookingDetail } from "./expert-booking-detail.tsx";
import { MemberBookingsPage } from "./member-bookings-page.tsx";

// The expert's booking detail asks for the client's before-session scores: no care here.
const noCare = {
  "GET /api/care/bookings/": [404, { code: "CARE_NOT_FOUND", message: "We couldn't find this care plan." }],
};

const HOUR = 3_600_000;
// The next 10:00 on this machine's clock: the session (at(48), two days later) and the free times after it
// all fall between 10:00 and 23:00 of one local day, so the picker shows them under one day whatever the
// hour and the time zone the tests run at. (From a base of the next whole hour, a run at 21:56 in
// Kolkata put at(50) after midnight, under the next day.)
const base = (() => {
  const d = new Date();
  d.setHours(10, 0, 0, 0);
  if (d.getTime() <= Date.now()) d.setDate(d.getDate() + 1);
  return d.getTime();
})();
const at = (h: number) => new Date(base + h * HOUR).toISOString();
/** `h` whole hours from now (a session that starts within the next 24 hours). */
const fromNow = (h: number) => new Date(Math.ceil(Date.now() / HOUR) * HOUR + h * HOUR).toISOString();
const booking = (over: Partial<BookingItem> = {}): BookingItem => ({
  bookingId: "b1",
  status: "CONFIRMED",
  startsAt: at(48),
  endsAt: at(49),
  sessionType: "video",
  language: "Hindi",
  counterpart: { userId: "e1", name: "Kavya", username: null, avatarUrl: null },
  specialisations: [],
  transactionId: "pay_1",
  money: null,
  cancelReason: null,
  cancelledBy: null,
  refundStatus: "none",
  reviewed: false,
  refunds: { refunded: 0, pending: 0 },
  moneyAfterRefunds: null,
  dispute: null,
  proposal: null,
  ...over,
});
const list = (b: BookingItem) => ({ upcoming: [b], completed: [], counts: { upcoming: 1, completed: 0 } });
const slots = [at(48), at(49), at(50)].map((s) => ({ startsAt: s, endsAt: s }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a member reschedules", () => {
  it("picks another free time (not the current one), confirms, and the card shows the new time", async () => {
    const routes: Record<string, unknown> = {
      ...noCare,
      "GET /api/experts/e1/availability": { expertId: "e1", timezone: null, slots },
      "POST /api/bookings/b1/reschedule": { bookingId: "b1", startsAt: at(50), endsAt: at(51) },
    };
    const calls = fakeApi(routes);
    const moved = () => calls.some((c) => c.method === "POST");
    Object.defineProperty(routes, "GET /api/bookings", {
      enumerable: true,
      get: () => list(moved() ? booking({ startsAt: at(50), endsAt: at(51) }) : booking()),
    });
    renderWithProviders(<MemberBookingsPage />);
    fireEvent.click(await screen.findByRole("button", { name: "Reschedule" }));
    const dialog = screen.getByRole("dialog", { name: "Move this session" });
    const confirm = within(dialog).getByRole("button", { name: "Move my session" }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await within(dialog).findByRole("button", { name: formatTime(at(50)) });
    // The session's own time is not offered.
    expect(within(dialog).queryByRole("button", { name: formatTime(at(48)) })).toBeNull();
    fireEvent.click(within(dialog).getByRole("button", { name: formatTime(at(50)) }));
    fireEvent.click(confirm);
    await waitFor(() => expect(moved()).toBe(true));
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ startsAt: at(50) });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(document.querySelector(`time[datetime="${at(50)}"]`)).not.toBeNull());
  });

  it("shows the server's word when someone else took the time", async () => {
    fakeApi({
      ...noCare,
      "GET /api/bookings": list(booking()),
      "GET /api/experts/e1/availability": { expertId: "e1", timezone: null, slots },
      "POST /api/bookings/b1/reschedule": [409, { code: "SLOT_TAKEN", message: RESCHEDULE_MSG.slotTaken }],
    });
    renderWithProviders(<MemberBookingsPage />);
    fireEvent.click(await screen.findByRole("button", { name: "Reschedule" }));
    fireEvent.click(await screen.findByRole("button", { name: formatTime(at(49)) }));
    fireEvent.click(screen.getByRole("button", { name: "Move my session" }));
    expect(await screen.findByText(RESCHEDULE_MSG.slotTaken)).toBeTruthy();
  });

  it("within 24 hours says kindly that the expert can still offer a new time, and offers no move", async () => {
    fakeApi({ ...noCare, "GET /api/bookings": list(booking({ startsAt: fromNow(5), endsAt: fromNow(6) })) });
    renderWithProviders(<MemberBookingsPage />);
    fireEvent.click(await screen.findByRole("button", { name: "Reschedule" }));
    expect(screen.getByText(RESCHEDULE_MSG.tooLate)).toBeTruthy();
    expect((screen.getByRole("button", { name: "Move my session" }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe("proposals", () => {
  const proposal = { id: "p1", startsAt: at(60), endsAt: at(61), status: "pending" as const };

  it.each([
    ["Accept", "accept"],
    ["Decline", "decline"],
  ])("the member sees the proposed time and can %s it", async (label, path) => {
    const calls = fakeApi({
      ...noCare,
      "GET /api/bookings": list(booking({ proposal })),
      [`POST /api/bookings/b1/proposals/p1/${path}`]: {},
    });
    renderWithProviders(<MemberBookingsPage />);
    const note = await screen.findByRole("region", { name: "Proposed new time" });
    expect(note.querySelector(`time[datetime="${at(60)}"]`)).not.toBeNull();
    fireEvent.click(within(note).getByRole("button", { name: label }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === "POST" && c.url === `/api/bookings/b1/proposals/p1/${path}`)).toBe(true),
    );
  });

  it("the expert proposes one of their free times from the booking detail", async () => {
    const calls = fakeApi({
      ...noCare,
      "GET /api/me": { user: { id: "e1" } },
      "GET /api/bookings/b1/reminders": { items: [] },
      "GET /api/experts/e1/availability": { expertId: "e1", timezone: null, slots },
      "POST /api/bookings/b1/proposals": { ...proposal, startsAt: at(49), endsAt: at(50) },
    });
    const b = booking({ counterpart: { userId: "m1", name: "Asha", username: null, avatarUrl: null } });
    renderWithProviders(<ExpertBookingDetail booking={b} upcoming onCancel={() => {}} onStartCall={() => {}} />);
    fireEvent.click(screen.getByRole("button", { name: "Propose a new time" }));
    fireEvent.click(await screen.findByRole("button", { name: formatTime(at(49)) }));
    fireEvent.click(screen.getByRole("button", { name: "Send proposal" }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "POST" && c.url === "/api/bookings/b1/proposals")?.body).toEqual({
        startsAt: at(49),
      }),
    );
  });
});
