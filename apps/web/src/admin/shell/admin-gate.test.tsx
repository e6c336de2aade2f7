import { ADMIN_MSG } from "@saathi/contract/admin";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderWithProviders } from "../../test/render.tsx";
import { AdminGate } from "./admin-gate.tsx";

const ME = { id: "a1", email: "admin@saathi.demo", name: "Admin", twoFactorEnabled: true, role: "admin" as const };
const gate = <AdminGate>{(me) => <p>Welcome {me.email}</p>}</AdminGate>;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("AdminGate", () => {
  it("lets a verified admin in", async () => {
    fakeApi({ "GET /api/admin/me": ME });
    renderWithProviders(gate, "/admin");
    expect(await screen.findByText("Welcome admin@saathi.demo")).toBeTruthy();
  });

  it("tells a member the console is for staff, with a way home", async () => {
    fakeApi({ "GET /api/admin/me": [403, { code: "STAFF_ONLY", message: ADMIN_MSG.staffOnly }] });
    renderWithProviders(gate, "/admin");
    expect(await screen.findByText(ADMIN_MSG.staffOnly)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to your home page" }).getAttribute("href")).toBe("/");
  });

  it("asks an admin for the code, then lets them in", async () => {
    let verified = false;
    const calls = fakeApi({
      "GET /api/admin/me": [403, { code: "TWO_FACTOR_REQUIRED", message: ADMIN_MSG.twoFactorRequired }],
      "GET /api/auth/second-factor": { enabled: true, verified: false, hasPassword: true },
      "POST /api/auth/two-factor/verify-totp": { token: "t" },
    });
    renderWithProviders(gate, "/admin");
    const input = await screen.findByLabelText("Authentication code");
    fireEvent.change(input, { target: { value: "12" } });
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText(/6-digit code/)).toBeTruthy();

    fireEvent.change(input, { target: { value: "123456" } });
    // After the code, /api/admin/me answers the admin.
    fakeApi({
      "GET /api/admin/me": ME,
      "POST /api/auth/two-factor/verify-totp": { token: "t" },
      "GET /api/auth/second-factor": { enabled: true, verified: true, hasPassword: true },
    });
    verified = true;
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("Welcome admin@saathi.demo")).toBeTruthy();
    expect(verified).toBe(true);
    expect(calls.some((c) => c.url === "/api/auth/second-factor")).toBe(true);
  });

  it("offers a backup code instead", async () => {
    fakeApi({
      "GET /api/admin/me": [403, { code: "TWO_FACTOR_REQUIRED", message: ADMIN_MSG.twoFactorRequired }],
      "GET /api/auth/second-factor": { enabled: true, verified: false, hasPassword: true },
      "POST /api/auth/two-factor/verify-backup-code": [
        401,
        { code: "INVALID_BACKUP_CODE", message: "Invalid backup code" },
      ],
    });
    renderWithProviders(gate, "/admin");
    fireEvent.click(await screen.findByRole("button", { name: "Use a backup code instead" }));
    fireEvent.change(screen.getByLabelText("Backup code"), { target: { value: "abcde-fghij" } });
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("Invalid backup code")).toBeTruthy();
  });

  it("walks an admin without two-factor through set-up", async () => {
    const calls = fakeApi({
      "GET /api/admin/me": [403, { code: "TWO_FACTOR_REQUIRED", message: ADMIN_MSG.twoFactorRequired }],
      "GET /api/auth/second-factor": { enabled: false, verified: false, hasPassword: true },
      "POST /api/auth/two-factor/enable": {
        totpURI: "otpauth://totp/Saathi:admin%40saathi.demo?secret=JBSWY3DPEHPK3PXP&issuer=Saathi",
        backupCodes: ["aaaaa-bbbbb", "ccccc-ddddd"],
      },
    });
    renderWithProviders(gate, "/admin");
    fireEvent.change(await screen.findByLabelText("Password"), { target: { value: "saathi123" } });
    fireEvent.click(screen.getByRole("button", { name: "Set up two-factor" }));
    expect(await screen.findByText("JBSWY3DPEHPK3PXP")).toBeTruthy();
    expect(screen.getByText("aaaaa-bbbbb")).toBeTruthy();
    expect(screen.getByLabelText("Authentication code")).toBeTruthy();
    expect(calls.find((c) => c.url === "/api/auth/two-factor/enable")?.body).toEqual({ password: "saathi123" });
  });

  it("sends a visitor to sign in", async () => {
    fakeApi({ "GET /api/admin/me": [401, { code: "NOT_AUTHENTICATED", message: "Not authenticated" }] });
    renderWithProviders(gate, "/admin");
    await waitFor(() => expect(screen.queryByText("Checking your access…")).toBeNull());
    expect(screen.queryByText(/Welcome/)).toBeNull();
  });
});
