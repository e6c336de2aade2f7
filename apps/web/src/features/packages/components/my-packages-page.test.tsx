// My packages (/packages): every package bought, with the counsellor, sessions used and left, the
// date, its state, 'Book a session' to that counsellor's profile (where a package session is used) and
// the refund of the unused sessions through the existing dialog; loading, empty and error states; a
// checkout given up or failed is not listed; Hindi from the real catalogs.

import { i18n } from "@lingui/core";
import type { PackagePurchase } from "@saathi/contract/packages";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadAppMessages } from "../../../lib/i18n/catalogs.ts";
import { fakeApi, renderWithProviders } from "../../../test/render.tsx";
import { MyPackagesPage } from "./my-packages-page.tsx";

const EXPERT = "11111111-1111-4111-8111-111111111111";
const purchase = (over: Partial<PackagePurchase> = {}): PackagePurchase => ({
  id: "22222222-2222-4222-8222-222222222222",
  expertId: EXPERT,
  expertName: "Kavya",
  memberId: "m1",
  sessions: 4,
  price: 300_000,
  status: "paid",
  used: 1,
  refundedSessions: 0,
  refundedAmount: 0,
  remaining: 3,
  refundableNow: 225_000,
  createdAt: "2026-11-20T10:00:00.000Z",
  ...over,
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  i18n.activate("en");
});

describe("My packages", () => {
  it("lists each package bought: counsellor, used and left, date, state, booking and refund", async () => {
    const calls = fakeApi({
      "GET /api/packages/purchases": {
        purchases: [
          purchase(),
          purchase({
            id: "33333333-3333-4333-8333-333333333333",
            expertName: "Rahul",
            sessions: 8,
            used: 2,
            remaining: 0,
            refundedSessions: 6,
            refundedAmount: 450_000,
            refundableNow: 0,
            status: "partly_refunded",
          }),
          purchase({ id: "44444444-4444-4444-8444-444444444444", expertName: "Gave Up", status: "pending" }),
          purchase({ id: "55555555-5555-4555-8555-555555555555", expertName: "Declined", status: "failed" }),
        ],
      },
    });
    renderWithProviders(<MyPackagesPage />);
    expect(screen.getByRole("heading", { name: "My packages", level: 1 })).toBeTruthy();
    const kavya = await screen.findByRole("article", { name: "4 sessions with Kavya" });
    expect(within(kavya).getByText("Active")).toBeTruthy();
    expect(within(kavya).getByText(/Bought on 20 Nov 2026 for ₹3,000/)).toBeTruthy();
    expect(within(kavya).getByText("Used").nextElementSibling?.textContent).toBe("1");
    expect(within(kavya).getByText("Left").nextElementSibling?.textContent).toBe("3");
    expect(within(kavya).getByRole("link", { name: "Book a session with Kavya" }).getAttribute("href")).toBe(
      `/expert/${EXPERT}`,
    );

    // The refund is the existing dialog: the amount shown first, nothing sent before confirming.
    fireEvent.click(within(kavya).getByRole("button", { name: "Refund unused sessions" }));
    expect(await screen.findByText(/You will get back ₹2,250 for 3 unused sessions\./)).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
    fireEvent.click(screen.getByRole("button", { name: "Keep my sessions" }));

    const rahul = screen.getByRole("article", { name: "8 sessions with Rahul" });
    expect(within(rahul).getByText("Partly refunded")).toBeTruthy();
    expect(within(rahul).getByText("6 (₹4,500)")).toBeTruthy();
    expect(within(rahul).getByText("No sessions left in this package.")).toBeTruthy();
    expect(within(rahul).queryByRole("link", { name: /Book a session/ })).toBeNull();
    expect(within(rahul).queryByRole("button", { name: "Refund unused sessions" })).toBeNull();

    // A checkout given up or declined is not a package bought.
    expect(screen.queryByText(/Gave Up|Declined/)).toBeNull();
  });

  it("says so when there is no package, and leads to the counsellors", async () => {
    fakeApi({ "GET /api/packages/purchases": { purchases: [purchase({ status: "failed" })] } });
    renderWithProviders(<MyPackagesPage />);
    expect(screen.getByRole("status").textContent).toMatch(/Loading your packages/);
    expect(await screen.findByText("You have no session packages")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Find a counsellor" }).getAttribute("href")).toBe("/expert/expertList");
  });

  it("offers another try when the list cannot load", async () => {
    const calls = fakeApi({
      "GET /api/packages/purchases": [500, { error: { code: "INTERNAL", message: "Something went wrong." } }],
    });
    renderWithProviders(<MyPackagesPage />);
    expect(await screen.findByText(/We couldn't load your packages/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    await vi.waitFor(() => expect(calls.filter((c) => c.url === "/api/packages/purchases")).toHaveLength(2));
  });

  it("reads in Hindi from the real catalogs", async () => {
    i18n.load("hi", await loadAppMessages("hi"));
    i18n.activate("hi");
    fakeApi({ "GET /api/packages/purchases": { purchases: [purchase()] } });
    renderWithProviders(<MyPackagesPage />);
    const card = await screen.findByRole("article");
    expect(document.body.textContent).not.toMatch(/My packages|Active|Used|Left|Book a session|Bought on/);
    expect(within(card).getByRole("button").textContent).not.toMatch(/Refund/);
  });
});
