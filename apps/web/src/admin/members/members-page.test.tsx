import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { fakeApi, renderWithProviders } from "../../test/render.tsx";
import { MembersPage } from "./members-page.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it("lists members with their status and filters by suspension on the server", async () => {
  const calls = fakeApi({
    "GET /api/admin/members": {
      rows: [
        {
          id: "11111111-1111-4111-8111-111111111111",
          name: "Asha Rao",
          username: "asha",
          email: "asha@example.com",
          role: "users",
          joinedAt: "2026-01-05T10:00:00.000Z",
          suspended: true,
        },
      ],
      total: 1,
      page: 1,
      pageSize: 25,
    },
  });
  renderWithProviders(<MembersPage />, "/admin/members");
  const link = await screen.findByRole("link", { name: "Asha Rao" });
  expect(link.getAttribute("href")).toBe("/admin/members/11111111-1111-4111-8111-111111111111");
  expect(screen.getByText("@asha")).toBeTruthy();
  expect(screen.getAllByText("Suspended").length).toBeGreaterThan(0);
  fireEvent.change(screen.getByLabelText("Status"), { target: { value: "true" } });
  await waitFor(() => expect(calls.some((c) => c.url.includes("suspended=true"))).toBe(true));
});
