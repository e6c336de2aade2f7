import type { BookingItem } from "@saathi/contract/bookings";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CallButton } from "../../../components/calls/call-button.tsx";
import { fakeApi, renderWithProviders } from "../../../test/render.tsx";
import { CallTermsDialog } from "./call-terms-dialog.tsx";
import { ExpertBookingsPage } from "./expert-bookings-page.tsx";
import { MemberBookingsPage } from "./member-bookings-page.tsx";

// The expert's booking detail asks for the client's before-session scores: no care here.
const noCare = {
  "GET /api/care/bookings/": [404, { code: "CARE_NOT_FOUND", message: "We couldn't find this care plan." }],
};

const at = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
const booking = (id: string, name: string, over: Partial<BookingItem> = {}): BookingItem => ({
  bookingId: id,
  status: "CONFIRMED",
  startsAt: at(5),
  endsAt: at(6),
  sessionType: "video",
  language: "Hindi",
  counterpart: { userId: `u-${id}`, name, username: null, avatarUrl: null },
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

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("member bookings", () => {
  it("says 'No bookings found' when there are none", async () => {
    fakeApi({ ...noCare, "GET /api/bookings": { upcoming: [], completed: [], counts: { upcoming: 0, completed: 0 } } });
    renderWithProviders(<MemberBookingsPage />);
    expect(await screen.findByText("No bookings found")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Councellors Booking" })).toBeTruthy();
  });

  it("cancels an upcoming session after the member confirms", async () => {
    const calls = fakeApi({
      ...noCare,
      "GET /api/bookings": { upcoming: [booking("b1", "Kavya")], completed: [], counts: { upcoming: 1, completed: 0 } },
      "POST /api/bookings/b1/cancel": { bookingId: "b1", status: "CANCELLED", refundStatus: "refunded" },
    });
    renderWithProviders(<MemberBookingsPage />);
    fireEvent.click(await screen.findByRole("button", { name: "Cancel" }));
    expect(screen.getByRole("dialog", { name: "Cancel this session?" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Cancel session" }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === "POST" && c.url === "/api/bookings/b1/cancel")).toBe(true),
    );
  });

  it("gives the focus back: 'Keep it' to the session's Cancel, a cancelled session to the page title", async () => {
    const server: Record<string, unknown> = {
      ...noCare,
      "GET /api/bookings": { upcoming: [booking("b1", "Kavya")], completed: [], counts: { upcoming: 1, completed: 0 } },
      "POST /api/bookings/b1/cancel": { bookingId: "b1", status: "CANCELLED", refundStatus: "refunded" },
    };
    fakeApi(server);
    renderWithProviders(<MemberBookingsPage />);
    const open = await screen.findByRole("button", { name: "Cancel" });
    open.focus();
    fireEvent.click(open);
    fireEvent.click(screen.getByRole("button", { name: "Keep it" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(open));

    fireEvent.click(open);
    server["GET /api/bookings"] = { upcoming: [], completed: [], counts: { upcoming: 0, completed: 0 } };
    fireEvent.click(screen.getByRole("button", { name: "Cancel session" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await screen.findByText("No bookings found");
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Councellors Booking" })),
    );
  });

  it("keeps a cancelled session under Cancelled with its refund, and lists the refund in the payments history", async () => {
    const gone = booking("b9", "Kavya", {
      status: "CANCELLED",
      cancelledBy: "member",
      refundStatus: "pending",
      refundState: "retrying",
      refunds: { refunded: 0, pending: 120_000 },
    });
    fakeApi({
      ...noCare,
      "GET /api/bookings": {
        upcoming: [],
        completed: [],
        cancelled: [gone],
        counts: { upcoming: 0, completed: 0, cancelled: 1 },
      },
      "GET /api/bookings/payments": {
        items: [
          {
            id: "r1",
            kind: "refund",
            bookingId: "b9",
            expertName: "Kavya",
            startsAt: at(5),
            amount: 120_000,
            currency: "INR",
            state: "refunded",
            at: at(0),
          },
          {
            id: "p1",
            kind: "payment",
            bookingId: "b9",
            expertName: "Kavya",
            startsAt: at(5),
            amount: 120_000,
            currency: "INR",
            state: "paid",
            at: at(-1),
          },
        ],
      },
    });
    renderWithProviders(<MemberBookingsPage />);
    fireEvent.click(await screen.findByRole("tab", { name: "Cancelled (1)" }));
    const panel = screen.getByRole("tabpanel", { name: "Cancelled bookings" });
    expect(panel.textContent).toContain("Cancelled by you");
    expect(panel.textContent).toContain("Refund of ₹1,200 not through yet: we are retrying");
    expect(screen.queryByRole("button", { name: "Cancel" })).toBeNull();
    const history = screen.getByRole("region", { name: "Payments history" });
    expect(await within(history).findByText("Refund ₹1,200")).toBeTruthy();
    expect(within(history).getByText("Paid ₹1,200")).toBeTruthy();
  });

  it("rating asks for stars first and shows the server's 'once' message", async () => {
    fakeApi({
      ...noCare,
      "GET /api/bookings": {
        upcoming: [],
        completed: [booking("b2", "Kavya", { startsAt: at(-3), endsAt: at(-2) })],
        counts: { upcoming: 0, completed: 1 },
      },
      "POST /api/bookings/b2/review": [
        409,
        { code: "ALREADY_REVIEWED", message: "You have already reviewed this session." },
      ],
    });
    renderWithProviders(<MemberBookingsPage />);
    fireEvent.click(await screen.findByRole("tab", { name: /Completed/ }));
    expect((screen.getByRole("button", { name: "Completed" }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Rate your session" }));
    fireEvent.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("Please choose a rating from 1 to 5")).toBeTruthy();
    fireEvent.click(screen.getByLabelText("4 stars"));
    fireEvent.change(screen.getByLabelText("Feedback"), { target: { value: "Kind." } });
    fireEvent.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("You have already reviewed this session.")).toBeTruthy();
  });
});

describe("expert bookings", () => {
  const counts = { "GET /api/expert/bookings/counts": { upcoming: 2, completed: 0, cancelled: 0 } };

  it("shows tabs with counts, selects the first booking and resets on tab change", async () => {
    fakeApi({
      ...noCare,
      ...counts,
      "GET /api/expert/bookings?tab=upcoming": {
        items: [booking("b1", "Asha"), booking("b2", "Ravi")],
        hasMore: false,
      },
      "GET /api/expert/bookings?tab=completed": { items: [], hasMore: false },
    });
    renderWithProviders(<ExpertBookingsPage />);
    expect(await screen.findByText("Upcoming")).toBeTruthy();
    await screen.findAllByText("Asha");
    const detail = screen.getByRole("article", { name: "Booking detail" });
    expect(detail.textContent).toContain("Asha");
    expect(detail.textContent).toContain("Rs. 813.56");
    fireEvent.click(screen.getByRole("tab", { name: /Completed/ }));
    expect(await screen.findByText("No completed bookings found")).toBeTruthy();
  });

  it("tells the expert what a young person's guardian chose", async () => {
    fakeApi({
      ...noCare,
      ...counts,
      "GET /api/expert/bookings?tab=upcoming": {
        items: [booking("b1", "Tara", { guardianAttendance: "informed" }), booking("b2", "Asha")],
        hasMore: false,
      },
    });
    renderWithProviders(<ExpertBookingsPage />);
    await screen.findAllByText("Tara");
    expect(screen.getAllByText("Guardian informed")).toHaveLength(1);
    expect(screen.getByText("A young person's session: their guardian chose to be kept informed.")).toBeTruthy();
    expect(screen.queryByText("Guardian present")).toBeNull();
  });

  it("shows the error with Retry", async () => {
    fakeApi({
      ...noCare,
      ...counts,
      "GET /api/expert/bookings?tab=upcoming": [500, { code: "X", message: "database asleep" }],
    });
    renderWithProviders(<ExpertBookingsPage />);
    expect(await screen.findByText("Error loading bookings: database asleep")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Retry" })).toBeTruthy();
  });

  it("Cancel Now needs a reason and the tick, then really cancels with the reason", async () => {
    const calls = fakeApi({
      ...noCare,
      ...counts,
      "GET /api/expert/bookings?tab=upcoming": { items: [booking("b1", "Asha")], hasMore: false },
      "POST /api/bookings/b1/cancel": { bookingId: "b1", status: "CANCELLED", refundStatus: "refunded" },
    });
    renderWithProviders(<ExpertBookingsPage />);
    await screen.findAllByText("Asha");
    fireEvent.click(screen.getAllByRole("button", { name: "Cancel" })[0] as HTMLElement);
    const now = screen.getByRole("button", { name: "Cancel Now" }) as HTMLButtonElement;
    expect(now.disabled).toBe(true);
    fireEvent.click(screen.getByLabelText("I am not feeling well."));
    expect(now.disabled).toBe(true);
    fireEvent.click(screen.getByLabelText(/refunded in full/));
    expect(now.disabled).toBe(false);
    fireEvent.click(now);
    await waitFor(() =>
      expect(calls.find((c) => c.url === "/api/bookings/b1/cancel")?.body).toEqual({
        reason: "I am not feeling well.",
      }),
    );
  });
});

describe("call terms", () => {
  it("Done only when all three are ticked", () => {
    const done = vi.fn();
    renderWithProviders(<CallTermsDialog open onClose={() => {}} onDone={done} />);
    const button = screen.getByRole("button", { name: "Done" }) as HTMLButtonElement;
    const boxes = screen.getAllByRole("checkbox");
    expect(boxes).toHaveLength(3);
    fireEvent.click(boxes[0] as HTMLElement);
    fireEvent.click(boxes[1] as HTMLElement);
    expect(button.disabled).toBe(true);
    fireEvent.click(boxes[2] as HTMLElement);
    expect(button.disabled).toBe(false);
    fireEvent.click(button);
    expect(done).toHaveBeenCalledOnce();
  });
});

describe("call button", () => {
  it("writes why it is disabled under it and links that text to the button (touch has no tooltip)", () => {
    renderWithProviders(<CallButton startsAt={at(5)} endsAt={at(6)} onClick={() => {}} />);
    const call = screen.getByRole("button", { name: "Call" }) as HTMLButtonElement;
    expect(call.disabled).toBe(true);
    const reason = document.getElementById(call.getAttribute("aria-describedby") ?? "");
    expect(reason?.textContent).toBe("Calls open 10 minutes before the session starts.");
    expect(reason?.hidden).toBe(false);
    expect(reason?.closest("[hidden], .sr-only")).toBeNull();
  });

  it("says the session is over after its end", () => {
    renderWithProviders(<CallButton label="Start Call" startsAt={at(-2)} endsAt={at(-1)} onClick={() => {}} />);
    const call = screen.getByRole("button", { name: "Start Call" });
    expect(document.getElementById(call.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "This session is over.",
    );
  });

  it("is enabled with no reason while the call window is open", () => {
    const click = vi.fn();
    renderWithProviders(<CallButton startsAt={at(-0.5)} endsAt={at(0.5)} onClick={click} />);
    const call = screen.getByRole("button", { name: "Call" }) as HTMLButtonElement;
    expect(call.disabled).toBe(false);
    expect(call.getAttribute("aria-describedby")).toBeNull();
    fireEvent.click(call);
    expect(click).toHaveBeenCalledOnce();
  });
});
