// The guardian's booking page: the session and nothing else, a choice of present or informed, then
// consent and pay in the sandbox checkout through the link's own endpoints, or decline; a spent link says so.
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderWithProviders } from "../../../test/render.tsx";
import { GuardianBookingPage } from "./guardian-booking-page.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TOKEN = "abcdefghijklmnopqrstuvwxyz012345";
const base = `/api/guardian-booking/${TOKEN}`;
const page = {
  memberName: "Tara",
  expertName: "Youth Counsellor",
  startsAt: "2026-12-06T10:00:00.000Z",
  endsAt: "2026-12-06T11:00:00.000Z",
  sessionType: "video",
  language: "English",
  amount: 150000,
  currency: "INR",
  holdExpiresAt: "2026-12-05T10:00:00.000Z",
  attendance: null,
};
const render = () =>
  renderWithProviders(
    <Routes>
      <Route path="/guardian/booking/:token" element={<GuardianBookingPage />} />
    </Routes>,
    `/guardian/booking/${TOKEN}`,
  );

describe("the guardian's booking page", () => {
  it("asks for a choice, then consents as informed and pays through the link's sandbox endpoints", async () => {
    const calls = fakeApi({
      [`GET ${base}`]: page,
      [`POST ${base}/consent`]: {
        orderId: "order_1",
        amount: 150000,
        currency: "INR",
        provider: "sandbox",
        keyId: "x",
      },
      [`POST ${base}/sandbox/pay`]: {
        razorpay_order_id: "order_1",
        razorpay_payment_id: "pay_1",
        razorpay_signature: "sig",
      },
      [`POST ${base}/verify`]: { status: "confirmed" },
    });
    render();
    expect(await screen.findByText("Youth Counsellor")).toBeTruthy();
    expect(screen.getByText(/Tara would like a session on Saathi/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: /Consent and pay/ }));
    expect(await screen.findByText("Choose whether you will be present or kept informed.")).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
    fireEvent.click(screen.getByLabelText(/Keep me informed/));
    fireEvent.click(screen.getByRole("button", { name: /Consent and pay/ }));
    fireEvent.click(await screen.findByRole("button", { name: "Pay" }));
    expect(await screen.findByText(/is confirmed, and Tara has been told/)).toBeTruthy();
    expect(calls.find((c) => c.url.endsWith("/consent"))?.body).toEqual({ attendance: "informed" });
    expect(calls.find((c) => c.url.endsWith("/verify"))?.body).toEqual({
      orderId: "order_1",
      paymentId: "pay_1",
      signature: "sig",
    });
    // Never the member's own sandbox route: the guardian has no account here.
    expect(calls.some((c) => c.url.startsWith("/api/payments/"))).toBe(false);
  });

  it("declines", async () => {
    fakeApi({ [`GET ${base}`]: page, [`POST ${base}/decline`]: { status: "declined" } });
    render();
    fireEvent.click(await screen.findByRole("button", { name: "Decline" }));
    await waitFor(() => expect(screen.getByText(/You declined this session/)).toBeTruthy());
  });

  it("a spent or unknown link says so and offers nothing to press", async () => {
    fakeApi({ [`GET ${base}`]: [404, { code: "GUARDIAN_BOOKING_CLOSED", message: "This link is no longer open." }] });
    render();
    expect(await screen.findByText("This link is no longer open.")).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });
});
