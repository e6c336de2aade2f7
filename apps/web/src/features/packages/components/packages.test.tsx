// Session packages on the web: the refund shows its amount before the member confirms and sends one
// request (with an Idempotency-Key); 'Use a package session' appears only with sessions left with this
// expert and books the chosen time without a payment step; visitors and members without packages see
// nothing of it; an expert sets an offer's price in whole rupees.
import type { PackagePurchase } from "@saathi/contract/packages";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderWithProviders } from "../../../test/render.tsx";
import { ExpertPackagesCard } from "./expert-packages-card.tsx";
import { PackageOffersSection } from "./package-offers-section.tsx";
import { UsePackageSession } from "./use-package-session.tsx";

const EXPERT = "11111111-1111-4111-8111-111111111111";
const purchase = (over: Partial<PackagePurchase> = {}): PackagePurchase => ({
  id: "22222222-2222-4222-8222-222222222222",
  expertId: EXPERT,
  expertName: "Kavya",
  memberId: "m1",
  sessions: 8,
  price: 500_100,
  status: "paid",
  used: 1,
  refundedSessions: 0,
  refundedAmount: 0,
  remaining: 7,
  refundableNow: 437_588,
  createdAt: new Date().toISOString(),
  ...over,
});
const offers = {
  offers: [{ id: "o4", expertId: EXPERT, sessions: 4, price: 300_000, perSession: 75_000, active: true }],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("an expert's packages on their profile", () => {
  it("shows '4 sessions for ₹3,000', the sessions left, and the refund's amount before confirming", async () => {
    const calls = fakeApi({
      "GET /api/me": { user: { id: "m1", role: "member" } },
      [`GET /api/experts/${EXPERT}/packages`]: offers,
      "GET /api/packages/purchases": { purchases: [purchase()] },
      "POST /api/packages/purchases/": {
        refundId: "33333333-3333-4333-8333-333333333333",
        sessions: 7,
        amount: 437_588,
        status: "refunded",
        purchase: purchase({ remaining: 0, refundableNow: 0, refundedSessions: 7, status: "partly_refunded" }),
      },
    });
    renderWithProviders(<ExpertPackagesCard expertId={EXPERT} expertName="Kavya" />);
    expect(await screen.findByText("4 sessions for ₹3,000")).toBeTruthy();
    expect(screen.getByText("₹750 a session")).toBeTruthy();
    expect(screen.getByText("7 of 8 sessions left")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Refund unused sessions" }));
    expect(await screen.findByText(/You will get back ₹4,375.88 for 7 unused sessions\./)).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
    fireEvent.click(screen.getByRole("button", { name: "Yes, refund ₹4,375.88" }));
    expect(await screen.findByText("₹4,375.88 has been refunded to you.")).toBeTruthy();
    const posts = calls.filter((c) => c.method === "POST");
    expect(posts).toHaveLength(1);
    expect(posts[0]?.url).toBe(`/api/packages/purchases/${purchase().id}/refund`);
    expect(posts[0]?.headers["idempotency-key"]).toBeTruthy();
    // The outcome stays until the member closes it; then the list is read again (the package has no sessions left).
    const reads = () => calls.filter((c) => c.url === "/api/packages/purchases").length;
    const before = reads();
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(reads()).toBe(before + 1));
  });

  it("shows nothing to a visitor (and asks the API nothing about packages)", async () => {
    const calls = fakeApi({ "GET /api/me": { user: null, profile: null } });
    const { container } = renderWithProviders(<ExpertPackagesCard expertId={EXPERT} expertName="Kavya" />);
    await waitFor(() => expect(calls.some((c) => c.url === "/api/me")).toBe(true));
    expect(container.textContent).toBe("");
    expect(calls.some((c) => c.url.includes("packages"))).toBe(false);
  });
});

describe("'Use a package session' in the booking panel", () => {
  const choice = { expertId: EXPERT, startsAt: "2030-01-02T10:00:00.000Z", language: "Hindi", sessionType: "video" };

  it("books the chosen time with a credit, no payment step", async () => {
    const onBooked = vi.fn();
    const calls = fakeApi({
      "GET /api/me": { user: { id: "m1", role: "member" } },
      "GET /api/packages/purchases": { purchases: [purchase({ remaining: 2 })] },
      "POST /api/bookings/package": { bookingId: "44444444-4444-4444-8444-444444444444", amount: 62_512, remaining: 1 },
    });
    renderWithProviders(<UsePackageSession {...choice} onBooked={onBooked} />);
    expect(await screen.findByText("You have 2 package sessions left with this expert.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Use a package session" }));
    expect(await screen.findByText(/with a package session\. No payment needed\./)).toBeTruthy();
    expect(onBooked).toHaveBeenCalledOnce();
    const post = calls.find((c) => c.method === "POST");
    const { expertId: _expert, ...chosen } = choice;
    expect(post?.body).toEqual({ purchaseId: purchase().id, ...chosen });
    expect(calls.some((c) => c.url.includes("/api/payments") || c.url.includes("/verify"))).toBe(false);
  });

  it("is not offered without sessions left with this expert", async () => {
    const calls = fakeApi({
      "GET /api/me": { user: { id: "m1", role: "member" } },
      "GET /api/packages/purchases": {
        purchases: [purchase({ remaining: 0 }), purchase({ id: "other", expertId: "someone-else" })],
      },
    });
    const { container } = renderWithProviders(<UsePackageSession {...choice} onBooked={() => {}} />);
    await waitFor(() => expect(calls.some((c) => c.url === "/api/packages/purchases")).toBe(true));
    expect(container.textContent).toBe("");
  });

  it("asks for a time, language and mode first", async () => {
    fakeApi({
      "GET /api/me": { user: { id: "m1", role: "member" } },
      "GET /api/packages/purchases": { purchases: [purchase()] },
    });
    renderWithProviders(<UsePackageSession {...choice} startsAt={null} onBooked={() => {}} />);
    fireEvent.click(await screen.findByRole("button", { name: "Use a package session" }));
    expect(await screen.findByRole("alert")).toBeTruthy();
  });
});

describe("an expert's offers in Settings", () => {
  it("sends the price in whole rupees and refuses what is not one", async () => {
    const calls = fakeApi({
      "GET /api/me": { user: { id: "e1", role: "expert" } },
      "GET /api/expert/packages": { offers: [] },
      "PUT /api/expert/packages/4": { ...offers.offers[0] },
    });
    renderWithProviders(<PackageOffersSection />);
    const input = await screen.findByLabelText("Price for 4 sessions (₹)");
    fireEvent.click(screen.getAllByRole("button", { name: "Offer" })[0] as HTMLElement);
    expect(await screen.findByText("Enter the package price in rupees.")).toBeTruthy();
    fireEvent.change(input, { target: { value: "3000" } });
    fireEvent.click(screen.getAllByRole("button", { name: "Offer" })[0] as HTMLElement);
    await waitFor(() => expect(calls.some((c) => c.method === "PUT")).toBe(true));
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ price: 3000 });
  });
});
