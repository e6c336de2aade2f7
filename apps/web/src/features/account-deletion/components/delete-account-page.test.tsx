// Delete my account: the plan comes first (refunds in ₹ from paise, what is kept and why),
// the password confirms, a wrong one is said kindly, and a pending deletion offers 'Keep my account'.
import type { DeletionStatus } from "@saathi/contract/account-deletion";
import { RETAINED_RECORDS } from "@saathi/contract/account-deletion";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderWithProviders } from "../../../test/render.tsx";
import { DeleteAccountPage } from "./delete-account-page.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const status = (over: Partial<DeletionStatus> = {}): DeletionStatus => ({
  pending: null,
  plan: {
    role: "users",
    hasPassword: true,
    email: "asha@example.in",
    bookings: [
      {
        bookingId: "b1",
        startsAt: "2026-12-01T05:30:00.000Z",
        withName: "Dr Kavya",
        amountPaise: 150_050,
        refund: true,
      },
    ],
    courses: [{ name: "Sleep better", amountPaise: 49_900 }],
    unpublishExpert: false,
    retained: RETAINED_RECORDS.map((r) => ({ ...r })),
    graceDays: 7,
  },
  ...over,
});

describe("DeleteAccountPage", () => {
  it("shows the plan first, then confirms with the password (a wrong one is said)", async () => {
    const calls = fakeApi({
      "GET /api/account/deletion": status(),
      "POST /api/account/deletion": [
        403,
        { code: "WRONG_PASSWORD", message: "That password is not right. Please try again." },
      ],
    });
    renderWithProviders(<DeleteAccountPage />);
    expect(await screen.findByText(/₹1,500.50 refunded in full/)).toBeTruthy();
    expect(screen.getByText(/Sleep better \(₹499\)/)).toBeTruthy();
    expect(screen.getByText(/Indian tax and accounting law/)).toBeTruthy();
    expect(screen.getByText(/signing in and choosing Keep my account undoes it/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "nope" } });
    fireEvent.click(screen.getByRole("button", { name: "Delete my account" }));
    expect(await screen.findByText("That password is not right. Please try again.")).toBeTruthy();
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ password: "nope" });
  });

  it("while pending, offers 'Keep my account'", async () => {
    const calls = fakeApi({
      "GET /api/account/deletion": status({
        pending: {
          requestedAt: "2026-11-20T00:00:00.000Z",
          eraseAfter: "2026-11-27T00:00:00.000Z",
          cancelled: 1,
          refunded: 1,
        },
      }),
      "DELETE /api/account/deletion": { kept: true },
    });
    renderWithProviders(<DeleteAccountPage />);
    fireEvent.click(await screen.findByRole("button", { name: "Keep my account" }));
    await waitFor(() => expect(calls.some((c) => c.method === "DELETE")).toBe(true));
    expect(screen.getByText(/1 upcoming session\(s\) were cancelled and 1 refunded/)).toBeTruthy();
  });
});
