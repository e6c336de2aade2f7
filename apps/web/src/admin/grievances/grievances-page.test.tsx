import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderWithProviders } from "../../test/render.tsx";
import { GrievancesPage } from "./grievances-page.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const row = (n: number, daysLeft: number) => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  ticket: `G-100${n}`,
  kind: "erasure",
  body: `Please erase my data ${n}.`,
  status: "open",
  answer: null,
  createdAt: "2026-08-01T10:00:00.000Z",
  targetAt: "2026-08-08T10:00:00.000Z",
  dueAt: "2026-10-30T10:00:00.000Z",
  answeredAt: null,
  memberId: "00000000-0000-4000-8000-0000000000aa",
  memberEmail: `m${n}@example.com`,
  daysLeft,
});

describe("admin grievances", () => {
  it("shows days left with overdue in red, and answers a request", async () => {
    const calls = fakeApi({
      "GET /api/admin/grievances": { rows: [row(1, -3), row(2, 40)], total: 2, page: 1, pageSize: 25 },
      "POST /api/admin/grievances/": { ...row(1, -3), status: "answered", answer: "Done." },
    });
    renderWithProviders(<GrievancesPage />, "/admin/grievances");
    const overdue = await screen.findByText("Overdue by 3 days");
    expect(overdue.className).toContain("text-red-700");
    expect(screen.getByText(/40 days left/)).toBeTruthy();
    fireEvent.click(screen.getAllByRole("button", { name: "Answer" })[0] as HTMLElement);
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByRole("textbox"), { target: { value: "We erased it on 2 November." } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send answer" }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "POST")).toMatchObject({
        url: "/api/admin/grievances/00000000-0000-4000-8000-000000000001/answer",
        body: { answer: "We erased it on 2 November." },
      }),
    );
  });
});
