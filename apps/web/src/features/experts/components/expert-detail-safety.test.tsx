// The expert's own page carries "More options" for a signed-in member: report the profile, or block the
// expert (the dialog says their sessions to come are cancelled and refunded); never for a visitor, and
// not on the expert's own page.
import type { ExpertDetail } from "@saathi/contract/experts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../../test/render.tsx";
import { ExpertDetailPage } from "./expert-detail-page.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const expert: ExpertDetail = {
  expertId: "11111111-1111-4111-8111-111111111111",
  displayName: "Farah Khan",
  username: "farah.khan",
  avatarUrl: null,
  bio: "Counsellor",
  consultationFee: 80_000,
  specialisations: ["Stress & Anxiety"],
  languages: ["English"],
  sessionTypes: ["audio"],
  nextAvailableSlot: null,
  rating: 4,
  feedbackCount: 0,
  isFavourite: false,
  yearsExperience: 5,
  journey: null,
  academicBackground: null,
  clientExperience: null,
  city: null,
  country: null,
  timezone: "Asia/Kolkata",
};
const me = (id: string) => ({
  user: { id, email: "m@example.com", name: "Meera", role: "users", emailVerified: true, phoneNumber: null },
  profile: null,
});
const routes = (session: unknown) => ({
  "GET /api/me": session,
  "GET /api/experts/farah.khan": expert,
  [`GET /api/experts/${expert.expertId}/feedbacks`]: { items: [], page: 1, pageSize: 5, total: 0 },
  [`GET /api/experts/${expert.expertId}/availability`]: {
    expertId: expert.expertId,
    timezone: "Asia/Kolkata",
    slots: [],
  },
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: "/expert/:handle", element: <ExpertDetailPage /> },
      { path: "/expert/expertList", element: <p>The list</p> },
    ],
    { initialEntries: ["/expert/farah.khan"] },
  );
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe("the expert's page, More options", () => {
  it("a signed-in member may block the expert; the dialog says sessions to come are cancelled and refunded", async () => {
    fakeApi(routes(me("22222222-2222-4222-8222-222222222222")));
    renderPage();
    await screen.findByRole("heading", { level: 1, name: "Farah Khan" });
    fireEvent.click(await screen.findByRole("button", { name: "More options" }));
    const block = await screen.findByRole("menuitem", { name: "Block Farah Khan" });
    expect(screen.getByRole("menuitem", { name: "Report" })).toBeTruthy();
    expect(screen.queryByRole("menuitem", { name: /^Mute/ })).toBeNull();
    fireEvent.click(block);
    const dialog = await screen.findByRole("alertdialog", { name: "Block Farah Khan?" });
    expect(dialog.textContent).toContain("Any upcoming sessions between you are cancelled");
  });

  it("not for a visitor, nor on the expert's own page", async () => {
    for (const session of [[401, { code: "NOT_AUTHENTICATED", message: "Please sign in" }], me(expert.expertId)]) {
      fakeApi(routes(session));
      renderPage();
      await screen.findByRole("heading", { level: 1, name: "Farah Khan" });
      await waitFor(() => expect(screen.getByRole("button", { name: /favourite/i })).toBeTruthy());
      expect(screen.queryByRole("button", { name: "More options" })).toBeNull();
      cleanup();
      vi.unstubAllGlobals();
    }
  });
});
