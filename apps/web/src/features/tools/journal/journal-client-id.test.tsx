// A save the server refuses because its browser id is another entry's (409 CLIENT_ID_REUSED) never loses
// the member's words: they stay in the box with the reason, and the next Save sends them under a new id.
// An outbox entry refused that way stays listed, even though the account has an entry with that id.
import { JOURNAL_MSG } from "@saathi/contract/journal";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { QueuedJournal } from "../../../lib/offline/outbox.ts";
import { fakeApi, renderWithProviders } from "../../../test/render.tsx";
import { JournalPage } from "./journal-page.tsx";
import { shownEntries } from "./shown-entries.ts";

const member = {
  "POST /api/safety/check": { level: "none" },
  "GET /api/me": {
    user: { id: "u1", email: "asha@example.com", name: "Asha", role: "users", emailVerified: true, phoneNumber: null },
    profile: null,
  },
  "GET /api/journal": { entries: [] },
};
const saved = {
  id: "00000000-0000-4000-8000-000000000001",
  clientId: "00000000-0000-4000-8000-0000000000aa",
  body: "Rain on the window, tea in hand.",
  createdAt: "2026-11-20T08:00:00.000Z",
};

/** fakeApi, but the first POST /api/journal answers 409 CLIENT_ID_REUSED (the id is another entry's). */
function withReusedId() {
  const calls = fakeApi({ ...member, "POST /api/journal": saved });
  const answer = globalThis.fetch;
  let refused = false;
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    if (url === "/api/journal" && init.method === "POST" && !refused) {
      refused = true;
      calls.push({ method: "POST", url, body: JSON.parse(String(init.body)), headers: {} });
      return Response.json({ code: "CLIENT_ID_REUSED", message: JOURNAL_MSG.clientIdReused }, { status: 409 });
    }
    return answer(url, init);
  });
  return calls;
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a journal save refused for its id", () => {
  it("keeps the words in the box with the reason, and the next Save sends them under a new id", async () => {
    const calls = withReusedId();
    renderWithProviders(<JournalPage />);
    const box = (await screen.findByLabelText("Today's reflection")) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: saved.body } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect((await screen.findByRole("alert")).textContent).toBe(JOURNAL_MSG.clientIdReused);
    expect(box.value).toBe(saved.body);

    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(/Saved to your account/)).toBeTruthy();
    const posts = calls.filter((c) => c.url === "/api/journal" && c.method === "POST");
    expect(posts).toHaveLength(2);
    const [first, second] = posts.map((c) => c.body as { clientId: string; body: string });
    expect(second?.clientId).not.toBe(first?.clientId);
    expect(second?.body).toBe(saved.body);
  });

  it("an outbox entry refused for its id stays listed beside the account's entry of that id", () => {
    const queued = (body: string, state: QueuedJournal["state"], error?: string): QueuedJournal => ({
      kind: "journal",
      ownerId: "u1",
      clientId: saved.clientId,
      body,
      createdAt: "2026-11-21T08:00:00.000Z",
      order: 1,
      attempts: 0,
      state,
      error,
    });
    const refused = shownEntries([saved], [queued("Words written offline.", "failed", JOURNAL_MSG.clientIdReused)]);
    expect(refused.map((e) => [e.body, e.pending ?? null])).toEqual([
      ["Words written offline.", "failed"],
      [saved.body, null],
    ]);
    // The same words already in the account (sent, not yet out of the outbox) show once.
    expect(shownEntries([saved], [queued(saved.body, "sending")]).map((e) => e.body)).toEqual([saved.body]);
  });
});
