import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "../../../lib/api-client.ts";
import { fakeApi, renderWithProviders } from "../../../test/render.tsx";
import { SecondFactorGate } from "./second-factor-gate.tsx";
import { SecuritySection } from "./security-section.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const OVERVIEW = {
  email: "asha@example.com",
  hasPassword: true,
  twoFactorEnabled: false,
  devices: [
    {
      id: "11111111-1111-4111-8111-111111111111",
      device: "Chrome on Android",
      ipAddress: "10.0.0.1",
      lastActiveAt: new Date().toISOString(),
      current: true,
    },
    {
      id: "22222222-2222-4222-8222-222222222222",
      device: "Safari on iPhone",
      ipAddress: null,
      lastActiveAt: new Date().toISOString(),
      current: false,
    },
  ],
  signIns: [{ at: "2026-11-20T10:00:00.000Z", device: "Safari on iPhone", ipAddress: "10.0.0.2" }],
};

describe("Security section", () => {
  it("shows devices in words with 'This device', and signs out everywhere else", async () => {
    const calls = fakeApi({
      "GET /api/account/security": OVERVIEW,
      "POST /api/account/sessions/sign-out-others": { revoked: 1 },
    });
    renderWithProviders(<SecuritySection />);
    expect(await screen.findByText("This device")).toBeTruthy();
    // Read aloud or copied, the device and its badge are two words, not "Chrome on AndroidThis device".
    expect(screen.getByText("This device").parentElement?.textContent).toBe("Chrome on Android This device");
    expect(screen.getAllByText("Safari on iPhone").length).toBeGreaterThan(0);
    expect(screen.getByRole("button", { name: "Sign out Safari on iPhone" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Sign out everywhere else" }));
    await waitFor(() => expect(calls.some((c) => c.url === "/api/account/sessions/sign-out-others")).toBe(true));
  });

  it("shows the server's answer when the current password is wrong", async () => {
    fakeApi({
      "GET /api/account/security": OVERVIEW,
      "POST /api/account/password": [400, { code: "WRONG_PASSWORD", message: "Your current password is not right" }],
    });
    renderWithProviders(<SecuritySection />);
    fireEvent.change(await screen.findByLabelText("Current password"), { target: { value: "old-one" } });
    fireEvent.change(screen.getByLabelText("New password"), { target: { value: "new-secret" } });
    fireEvent.click(screen.getByRole("button", { name: "Change password" }));
    expect(await screen.findByText("Your current password is not right")).toBeTruthy();
  });

  it("a 403 TWO_FACTOR_REQUIRED opens the code screen; a code closes it", async () => {
    const calls = fakeApi({
      "GET /api/journal": [403, { code: "TWO_FACTOR_REQUIRED", message: "Enter the code" }],
      "POST /api/auth/two-factor/verify-totp": { token: "x" },
    });
    renderWithProviders(<SecondFactorGate onSignOut={async () => {}} />);
    await api("/api/journal").catch(() => {});
    fireEvent.change(await screen.findByLabelText("Code"), { target: { value: "123 456" } });
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.find((c) => c.url === "/api/auth/two-factor/verify-totp")?.body).toEqual({ code: "123456" });
  });

  it("someone without their phone or a backup code can sign out from the code screen", async () => {
    fakeApi({ "GET /api/journal": [403, { code: "TWO_FACTOR_REQUIRED", message: "Enter the code" }] });
    let signedOut = 0;
    renderWithProviders(
      <SecondFactorGate
        onSignOut={async () => {
          signedOut++;
        }}
      />,
    );
    await api("/api/journal").catch(() => {});
    fireEvent.click(await screen.findByRole("button", { name: "Sign out instead" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(signedOut).toBe(1);
  });
});
