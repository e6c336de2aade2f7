// The request to a guardian: by email, by an Indian mobile number, or both; neither is refused on the
// page with the contract's sentence and nothing is sent.
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { fakeApi, renderWithProviders } from "../../../test/render.tsx";
import { GuardianNeeded } from "./guardian-needed.tsx";

afterEach(cleanup);

const status = { band: "13-17", consented: false, request: null };
const sent = { status: "pending", guardianEmail: null, guardianPhone: "9876543210", expiresAt: "2026-12-06T00:00:00Z" };

describe("asking a guardian", () => {
  it("a phone number alone is sent as the member wrote it (the server reads it)", async () => {
    const calls = fakeApi({ "GET /api/young-people/me": status, "POST /api/young-people/guardian": sent });
    renderWithProviders(<GuardianNeeded minor />);
    fireEvent.change(await screen.findByLabelText("Or their mobile number (India)"), {
      target: { value: "+91 98765 43210" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Ask for consent" }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ phone: "+91 98765 43210" });
  });

  it("reached by the composer notice's link (/feed#guardian-needed), the request takes the focus", async () => {
    fakeApi({ "GET /api/young-people/me": status });
    renderWithProviders(<GuardianNeeded minor />, "/feed#guardian-needed");
    const heading = await screen.findByRole("heading", { name: "Your parent or guardian's consent" });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByTestId("guardian-needed").id).toBe("guardian-needed");
  });

  it("neither an email nor a phone: the sentence, and nothing sent; a bad number is named", async () => {
    const calls = fakeApi({ "GET /api/young-people/me": status });
    renderWithProviders(<GuardianNeeded minor />);
    fireEvent.click(await screen.findByRole("button", { name: "Ask for consent" }));
    expect(
      await screen.findByText("Enter your parent's or guardian's email address or Indian mobile number."),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Or their mobile number (India)"), { target: { value: "12345" } });
    fireEvent.click(screen.getByRole("button", { name: "Ask for consent" }));
    expect(await screen.findByText(/Enter an Indian mobile number/)).toBeTruthy();
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });
});
