// The guardian's page: what Saathi stores and why, then the code, the adult confirmation and the
// answer; a request that is closed says so and offers nothing to press.
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderWithProviders } from "../../../test/render.tsx";
import { GuardianPage } from "./guardian-page.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TOKEN = "abcdefghijklmnopqrstuvwxyz012345";
const page = (status: string, signedInAdult = false) => ({
  memberName: "Tara",
  status,
  expiresAt: "2026-12-06T10:00:00.000Z",
  signedInAdult,
});
const render = () =>
  renderWithProviders(
    <Routes>
      <Route path="/guardian/:token" element={<GuardianPage />} />
    </Routes>,
    `/guardian/${TOKEN}`,
  );

describe("the guardian's page", () => {
  it("says what is stored and what the guardian never sees, then sends the code, the confirmation and the answer", async () => {
    const calls = fakeApi({
      [`GET /api/guardian-consent/${TOKEN}`]: page("pending"),
      [`POST /api/guardian-consent/${TOKEN}/decision`]: { status: "consented" },
    });
    render();
    expect(await screen.findByRole("heading", { name: "A young person has asked for your consent" })).toBeTruthy();
    expect(screen.getByText(/Tara wants to use Saathi/)).toBeTruthy();
    expect(screen.getByText(/You will never see their posts, chats, journal/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Send my answer" }));
    expect(await screen.findByText("That code is not right. Check the email and try again.")).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
    fireEvent.change(screen.getByLabelText("Code from the email"), { target: { value: "123456" } });
    fireEvent.click(screen.getByLabelText(/Confirm that you are 18 or older/));
    fireEvent.click(screen.getByLabelText("I give my consent"));
    fireEvent.click(screen.getByRole("button", { name: "Send my answer" }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      code: "123456",
      decision: "consent",
      confirmAdult: true,
      method: "declared_with_email_code",
    });
  });

  it("a closed request says so and offers no answer", async () => {
    fakeApi({ [`GET /api/guardian-consent/${TOKEN}`]: page("expired") });
    render();
    expect(
      await screen.findByText("This consent link is no longer open. Ask the young person to send a new one."),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Send my answer" })).toBeNull();
  });
});
