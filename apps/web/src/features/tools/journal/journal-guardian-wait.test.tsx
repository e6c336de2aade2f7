// A member under 18 whose guardian has not consented yet is refused journal entries by the server (403
// GUARDIAN_CONSENT_NEEDED), so the journal offers no box to write in only to refuse it: the same kind notice
// as the feed's, with the guardian request and help a tap away. Their entries (if any) still read.
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useMe } from "../../../lib/api/session/get-me.ts";
import { fakeApi, renderWithProviders } from "../../../test/render.tsx";
import { JournalPage } from "./journal-page.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const me = (ageBand: "13-17" | "18+") => ({
  user: { id: "u-teen", email: "t@example.com", name: "Tara", role: "users", emailVerified: true, phoneNumber: null },
  profile: { ageBand, displayName: "Tara", username: "tara", bio: "Hi", avatarUrl: null, role: "user" },
});

/** The signed-in frame reads the session first; the journal reads it from there. */
function WithSession({ children }: { children: React.ReactNode }) {
  return useMe().data ? children : null;
}

const entry = {
  id: "00000000-0000-4000-8000-000000000001",
  clientId: "c1",
  body: "A calm walk.",
  createdAt: "2026-11-20T08:00:00.000Z",
};

describe("the journal for a young member", () => {
  it("waiting for their guardian: a notice instead of the box, and earlier entries still shown", async () => {
    fakeApi({
      "GET /api/me": me("13-17"),
      "GET /api/young-people/me": { band: "13-17", consented: false, request: null },
      "GET /api/journal": { entries: [entry] },
    });
    renderWithProviders(
      <WithSession>
        <JournalPage />
      </WithSession>,
    );
    const notice = await screen.findByTestId("guardian-wait");
    expect(notice.textContent).toContain("You can write here once your parent or guardian agrees.");
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(await screen.findByText("A calm walk.")).toBeTruthy();
  });

  it("with their guardian's consent: the box, no notice", async () => {
    fakeApi({
      "GET /api/me": me("13-17"),
      "GET /api/young-people/me": { band: "13-17", consented: true, request: null },
      "GET /api/journal": { entries: [] },
    });
    renderWithProviders(
      <WithSession>
        <JournalPage />
      </WithSession>,
    );
    expect(await screen.findByRole("button", { name: "Save" })).toBeTruthy();
    expect(screen.queryByTestId("guardian-wait")).toBeNull();
  });
});
