// The first journal save asks for the sensitive-processing consent, kindly, and retries on agree.
import { CONSENT_MSG } from "@saathi/contract/consents";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderWithProviders } from "../../../test/render.tsx";
import { JournalPage } from "./journal-page.tsx";

const member = {
  "POST /api/safety/check": { level: "none" },
  "GET /api/me": {
    user: { id: "u1", email: "asha@example.com", name: "Asha", role: "users", emailVerified: true, phoneNumber: null },
    profile: null,
  },
  "GET /api/journal": { entries: [] },
  "POST /api/account/consents": { current: [], history: [] },
};
const saved = {
  id: "00000000-0000-4000-8000-000000000001",
  clientId: "x",
  body: "A calm walk.",
  createdAt: "2026-11-20T08:00:00.000Z",
};

/** fakeApi, but the first POST /api/journal answers 409 CONSENT_REQUIRED (as the server does before consent). */
function withConsentRefusal() {
  const calls = fakeApi({ ...member, "POST /api/journal": saved });
  const answer = globalThis.fetch;
  let refused = false;
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    if (url === "/api/journal" && init.method === "POST" && !refused) {
      refused = true;
      calls.push({ method: "POST", url, body: JSON.parse(String(init.body)), headers: {} });
      return Response.json({ code: "CONSENT_REQUIRED", message: CONSENT_MSG.required }, { status: 409 });
    }
    return answer(url, init);
  });
  return calls;
}

async function write(text: string) {
  fireEvent.change(await screen.findByLabelText("Today's reflection"), { target: { value: text } });
  fireEvent.click(screen.getByRole("button", { name: "Save" }));
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the sensitive-consent prompt", () => {
  it("asks on the first save, explains what it means, and saves the same entry after 'I agree'", async () => {
    const calls = withConsentRefusal();
    renderWithProviders(<JournalPage />);
    await write("A calm walk.");
    const dialog = await screen.findByRole("dialog", { name: "Keep your journal and test results in your account?" });
    expect(dialog.textContent).toContain("withdrawing deletes them at once");
    expect(document.activeElement?.textContent).toBe("Keep your journal and test results in your account?");
    // The refusal is a question, not an error.
    expect(screen.queryByText(CONSENT_MSG.required)).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "I agree" }));
    expect(await screen.findByText(/Saved to your account/)).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    const consent = calls.find((c) => c.url === "/api/account/consents");
    expect(consent?.body).toEqual({ purpose: "sensitive" });
    const posts = calls.filter((c) => c.url === "/api/journal" && c.method === "POST");
    expect(posts).toHaveLength(2);
    // The retry is the same entry (same browser id): never two entries.
    const ids = posts.map((c) => (c.body as { clientId: string }).clientId);
    expect(ids[1]).toBe(ids[0]);
  });

  it("'Not now' stores nothing and keeps the words in the box", async () => {
    const calls = withConsentRefusal();
    renderWithProviders(<JournalPage />);
    await write("Not ready to keep this.");
    fireEvent.click(await screen.findByRole("button", { name: "Not now" }));
    expect(await screen.findByText("Not saved. Your words are still in the box.")).toBeTruthy();
    expect((screen.getByLabelText("Today's reflection") as HTMLTextAreaElement).value).toBe("Not ready to keep this.");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.some((c) => c.url === "/api/account/consents")).toBe(false);
  });
});
