import { ADMIN_MSG } from "@saathi/contract/admin";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderWithProviders } from "../../test/render.tsx";
import { ApiError } from "../shell/admin-api.ts";
import { MemberDetailPage } from "./member-detail-page.tsx";
import { SuspendDialog, tomorrow } from "./suspend-dialog.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function open(onSuspend = vi.fn(async () => undefined), onOpenChange = vi.fn()) {
  renderWithProviders(<SuspendDialog open onOpenChange={onOpenChange} memberName="Asha" onSuspend={onSuspend} />);
  return { onSuspend, onOpenChange };
}

describe("SuspendDialog", () => {
  it("asks for a reason before anything is sent", async () => {
    const { onSuspend } = open();
    expect(screen.getByRole("dialog", { name: "Suspend Asha?" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Suspend" }));
    expect((await screen.findByRole("alert")).textContent).toBe(ADMIN_MSG.reasonRequired);
    expect(onSuspend).not.toHaveBeenCalled();
  });

  it("sends the reason alone, or with the end date; the date cannot be before tomorrow", async () => {
    const { onSuspend, onOpenChange } = open();
    const date = screen.getByLabelText("End date (optional)") as HTMLInputElement;
    expect(date.min).toBe(tomorrow());
    fireEvent.change(screen.getByLabelText("Reason (sent to the member)"), { target: { value: "Spam in comments" } });
    fireEvent.change(date, { target: { value: "2099-01-31" } });
    fireEvent.click(screen.getByRole("button", { name: "Suspend" }));
    await waitFor(() => expect(onSuspend).toHaveBeenCalledWith({ reason: "Spam in comments", until: "2099-01-31" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it("shows the server's refusal and stays open", async () => {
    const onSuspend = vi.fn(async () => {
      throw new ApiError(
        403,
        "CANNOT_SUSPEND_ADMIN",
        "Admins cannot be suspended here; revoke their staff access first.",
      );
    });
    const { onOpenChange } = open(onSuspend);
    fireEvent.change(screen.getByLabelText("Reason (sent to the member)"), { target: { value: "Testing it" } });
    fireEvent.click(screen.getByRole("button", { name: "Suspend" }));
    expect(await screen.findByText(/Admins cannot be suspended here/)).toBeTruthy();
    expect(onSuspend).toHaveBeenCalledWith({ reason: "Testing it" });
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });
});

describe("MemberDetailPage", () => {
  const detail = {
    id: "11111111-1111-4111-8111-111111111111",
    name: "Asha Rao",
    username: "asha",
    email: "asha@example.com",
    phoneMasked: null,
    role: "users",
    joinedAt: "2026-01-05T10:00:00.000Z",
    emailVerified: true,
    twoFactorEnabled: false,
    lastActiveAt: null,
    suspension: null,
    bookings: [],
    reports: [],
  };

  it("shows account facts, empty bookings and reports, and suspends through the dialog", async () => {
    const calls = fakeApi({
      "GET /api/admin/members/": detail,
      "POST /api/admin/members/": {
        ...detail,
        suspension: { at: "2026-11-20T10:00:00.000Z", until: null, reason: "Spam in comments" },
      },
    });
    renderWithProviders(<MemberDetailPage />);
    expect(await screen.findByRole("heading", { name: "Asha Rao" })).toBeTruthy();
    expect(screen.getByText("asha@example.com")).toBeTruthy();
    expect(screen.getByText("No bookings yet.")).toBeTruthy();
    expect(screen.getByText("No reports.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Suspend" }));
    fireEvent.change(await screen.findByLabelText("Reason (sent to the member)"), {
      target: { value: "Spam in comments" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Suspend" }));
    expect(await screen.findByText(/Suspended since/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Reinstate" })).toBeTruthy();
    const post = calls.find((c) => c.method === "POST");
    expect(post?.url).toMatch(/\/suspend$/);
    expect(post?.body).toEqual({ reason: "Spam in comments" });
  });
});
