import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderWithProviders } from "../../test/render.tsx";
import { changeLines } from "./audit-change.tsx";
import { AuditPage } from "./audit-page.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const entry = {
  id: 7,
  at: "2026-03-04T20:00:00Z",
  actorId: "a1",
  actorLabel: "admin@saathi.demo",
  action: "member.suspend",
  targetType: "member",
  targetId: "m-1",
  before: { suspended: false },
  after: { suspended: true, until: "2026-04-01" },
  reason: "Harassment reports",
};

describe("AuditPage", () => {
  it("lists records with the change in words, and filters on the server", async () => {
    const calls = fakeApi({ "GET /api/admin/audit": { rows: [entry], total: 1, page: 1, pageSize: 25 } });
    renderWithProviders(<AuditPage />, "/admin/audit");
    expect(await screen.findByText("Harassment reports")).toBeTruthy();
    expect(screen.getByText("5 Mar 2026, 1:30 am")).toBeTruthy();
    expect(screen.getByText("member.suspend")).toBeTruthy();
    // The target links to its page in the console.
    expect(screen.getByRole("link", { name: /member m-1/ }).getAttribute("href")).toBe("/admin/members/m-1");

    fireEvent.change(screen.getByLabelText("Target type"), { target: { value: "member" } });
    await waitFor(() => expect(calls.at(-1)?.url).toContain("targetType=member"));
    fireEvent.click(screen.getByRole("button", { name: "admin@saathi.demo" }));
    await waitFor(() => expect(calls.at(-1)?.url).toContain("actorId=a1"));
    fireEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(calls.at(-1)?.url).not.toContain("actorId"));
  });

  it("says so when nothing matches", async () => {
    fakeApi({ "GET /api/admin/audit": { rows: [], total: 0, page: 1, pageSize: 25 } });
    renderWithProviders(<AuditPage />, "/admin/audit?action=course.update");
    expect(await screen.findByText("No staff action matches these filters.")).toBeTruthy();
  });
});

describe("changeLines", () => {
  it("shows changed fields only, old and new", () => {
    expect(changeLines({ role: "users", a: 1 }, { role: "admin", a: 1 })).toEqual([
      { field: "role", from: "users", to: "admin" },
    ]);
    expect(changeLines(null, { status: "paid" })).toEqual([{ field: "status", from: "—", to: "paid" }]);
    expect(changeLines(null, null)).toEqual([]);
  });

  it("shows money as rupees, never raw paise", () => {
    expect(changeLines({ refundable: 120000 }, { refundable: 20000, amount: 100000, refundId: "r-1" })).toEqual([
      { field: "refundable", from: "₹1,200", to: "₹200" },
      { field: "amount", from: "—", to: "₹1,000" },
      { field: "refundId", from: "—", to: "r-1" },
    ]);
  });
});
