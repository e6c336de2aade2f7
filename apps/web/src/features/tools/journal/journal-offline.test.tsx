// A journal entry written offline shows as waiting in the list and is saved once (its same
// client id) when the network is back; written before any consent, the consent is asked then.
import { CONSENT_MSG } from "@saathi/contract/consents";
import type { JournalEntry } from "@saathi/contract/journal";
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { outbox, startOutbox } from "../../../lib/offline/outbox.ts";
import { renderWithProviders } from "../../../test/render.tsx";
import { JournalPage } from "./journal-page.tsx";

const ME = {
  user: { id: "u1", email: "asha@example.com", name: "Asha", role: "users", emailVerified: true, phoneNumber: null },
  profile: null,
};

/** A small journal server: keeps entries by client id (a repeat returns the first), maybe wants consent. */
function server({ consentFirst = false } = {}) {
  const entries: JournalEntry[] = [];
  const posts: { clientId: string; body: string }[] = [];
  let consented = !consentFirst;
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? "GET";
    if (method === "GET" && url === "/api/me") return Response.json(ME);
    if (method === "GET" && url === "/api/journal") return Response.json({ entries: [...entries].reverse() });
    if (method === "POST" && url === "/api/safety/check") return Response.json({ level: "none" });
    if (method === "POST" && url === "/api/account/consents") {
      consented = true;
      return Response.json({ current: [], history: [] });
    }
    if (method === "POST" && url === "/api/journal") {
      if (!navigator.onLine) throw new TypeError("Failed to fetch");
      const body = JSON.parse(String(init.body)) as { clientId: string; body: string; createdAt: string };
      posts.push(body);
      if (!consented)
        return Response.json({ code: "CONSENT_REQUIRED", message: CONSENT_MSG.required }, { status: 409 });
      const known = entries.find((e) => e.clientId === body.clientId);
      if (known) return Response.json(known);
      const entry = { id: crypto.randomUUID(), clientId: body.clientId, body: body.body, createdAt: body.createdAt };
      entries.push(entry);
      return Response.json(entry, { status: 201 });
    }
    throw new Error(`unexpected ${method} ${url}`);
  });
  return { entries, posts };
}

function setOnline(online: boolean) {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? "online" : "offline"));
  });
}

async function write(text: string) {
  fireEvent.change(await screen.findByLabelText("Today's reflection"), { target: { value: text } });
  fireEvent.click(screen.getByRole("button", { name: "Save" }));
}

let stop = () => {};
beforeEach(() => localStorage.clear());
afterEach(async () => {
  stop();
  cleanup();
  await outbox.forget();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("a journal entry written offline", () => {
  it("shows as waiting and is saved once when the network is back", async () => {
    const { entries, posts } = server();
    renderWithProviders(<JournalPage />);
    stop = startOutbox("u1", () => () => {});
    await screen.findByText("No entries yet. Your first one will appear here.");
    setOnline(false);
    await write("Wrote this on the train.");
    expect(await screen.findByText(/Kept on this phone/)).toBeTruthy();
    expect((screen.getByLabelText("Today's reflection") as HTMLTextAreaElement).value).toBe("");
    expect(screen.getByTestId("journal-pending").textContent).toContain("Waiting for connection");
    expect(screen.getByText("Wrote this on the train.")).toBeTruthy();
    expect(posts).toEqual([]);

    setOnline(true);
    expect(await screen.findByText("Your entry written offline is now saved to your account.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId("journal-pending")).toBeNull());
    expect(screen.getAllByText("Wrote this on the train.")).toHaveLength(1);
    expect(posts).toHaveLength(1);
    expect(entries).toHaveLength(1);
  });

  it("written before any consent, asks for it when back and saves the same entry", async () => {
    const { entries, posts } = server({ consentFirst: true });
    renderWithProviders(<JournalPage />);
    stop = startOutbox("u1", () => () => {});
    await screen.findByText("No entries yet. Your first one will appear here.");
    setOnline(false);
    await write("First words, offline.");
    await screen.findByTestId("journal-pending");
    setOnline(true);
    fireEvent.click(await screen.findByRole("button", { name: "I agree" }));
    expect(await screen.findByText(/Saved to your account/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(/On this phone until you agree/)).toBeNull());
    expect(entries.map((e) => e.body)).toEqual(["First words, offline."]);
    expect(new Set(posts.map((p) => p.clientId)).size).toBe(1);
    expect(outbox.snapshot()).toEqual([]);
  });
});
