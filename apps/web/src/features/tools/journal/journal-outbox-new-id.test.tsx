// An entry waiting on this phone whose browser id the account already holds for other words (409
// CLIENT_ID_REUSED) is not lost: the collision is only about the id, so it goes again under a new one,
// kept with it (a reload sends that same new id, never a second copy). An entry refused for another
// reason can be tried again by the member.
import "fake-indexeddb/auto";
import { JOURNAL_ERROR, JOURNAL_MSG, type JournalEntry } from "@saathi/contract/journal";
import { YOUNG_ERROR, YOUNG_MSG } from "@saathi/contract/young-people";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { idbStore, Outbox, outbox, sendOverNetwork, startOutbox } from "../../../lib/offline/outbox.ts";
import { renderWithProviders } from "../../../test/render.tsx";
import { JournalPage } from "./journal-page.tsx";
import { journalServer, setOnline } from "./journal-test-server.ts";

const TAKEN = "00000000-0000-4000-8000-0000000000aa";
const older: JournalEntry = {
  id: "00000000-0000-4000-8000-000000000001",
  clientId: TAKEN,
  body: "Older words, kept under this id.",
  createdAt: "2026-11-19T08:00:00.000Z",
};

/** The journal server, holding `older`. */
const server = (options: Omit<Parameters<typeof journalServer>[0] & object, "held"> = {}) =>
  journalServer({ held: [older], ...options });

/** Written with no network; the browser happens to give it an id the account holds for other words. */
async function writeOffline(text: string, id: string) {
  await screen.findByText(older.body);
  setOnline(false);
  vi.spyOn(crypto, "randomUUID").mockReturnValueOnce(id as `${string}-${string}-${string}-${string}-${string}`);
  fireEvent.change(await screen.findByLabelText("Today's reflection"), { target: { value: text } });
  fireEvent.click(screen.getByRole("button", { name: "Save" }));
  await screen.findByText(/Kept on this phone/);
}

const WORDS = "Words from the train, written offline.";
let stop = () => {};
beforeEach(() => localStorage.clear());
afterEach(async () => {
  stop();
  stop = () => {};
  cleanup();
  await outbox.forget();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("an outbox entry refused for its id", () => {
  it("is sent again under a new id, saved once, and leaves the outbox", async () => {
    const { entries, posts } = server();
    renderWithProviders(<JournalPage />);
    stop = startOutbox("u1", () => () => {});
    await writeOffline(WORDS, TAKEN);

    setOnline(true);
    expect(await screen.findByText("Your entry written offline is now saved to your account.")).toBeTruthy();
    await waitFor(() => expect(outbox.snapshot()).toEqual([]));
    expect(posts.map((p) => p.body)).toEqual([WORDS, WORDS]);
    expect(posts[0]?.clientId).toBe(TAKEN);
    expect(posts[1]?.clientId).not.toBe(TAKEN);
    expect(entries.filter((e) => e.body === WORDS)).toHaveLength(1);
    // Both entries listed once each, nothing marked "not saved".
    await waitFor(() => expect(screen.queryByTestId("journal-pending")).toBeNull());
    expect(screen.getAllByText(WORDS)).toHaveLength(1);
    expect(screen.getByText(older.body)).toBeTruthy();
    expect(screen.queryByText(/Not saved/)).toBeNull();
  });

  it("written before any consent, is sent again under a new id once the consent is given", async () => {
    const { entries, posts } = server({ consentFirst: true });
    renderWithProviders(<JournalPage />);
    stop = startOutbox("u1", () => () => {});
    await writeOffline(WORDS, TAKEN);
    setOnline(true);
    fireEvent.click(await screen.findByRole("button", { name: "I agree" }));
    expect(await screen.findByText("Your entry written offline is now saved to your account.")).toBeTruthy();
    await waitFor(() => expect(outbox.snapshot()).toEqual([]));
    const ids = posts.map((p) => p.clientId);
    expect(ids.filter((id) => id === TAKEN).length).toBeGreaterThan(0);
    expect(ids.at(-1)).not.toBe(TAKEN);
    expect(entries.filter((e) => e.body === WORDS)).toHaveLength(1);
    expect(screen.queryByText(/Not saved|its id was already used/)).toBeNull();
  });

  it("after a reload goes out under the new id it was given, never as a second entry", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    // The send under the new id is kept by the server, but its answer is lost.
    const { entries, posts } = server({ loseAnswer: (n) => n === 2 });
    const store = idbStore();
    await store.clear();
    const before = new Outbox(store, sendOverNetwork);
    await before.add({ kind: "journal", ownerId: "u1", clientId: TAKEN, body: WORDS, createdAt: older.createdAt });
    await before.flush("u1");
    const renewed = posts[1]?.clientId;
    expect(posts.map((p) => p.clientId)).toEqual([TAKEN, renewed]);
    expect(renewed).not.toBe(TAKEN);
    // The new id is kept on the phone with the entry (the queue's key stays the first id).
    expect(await store.load()).toEqual([
      expect.objectContaining({ clientId: TAKEN, sendAs: renewed, state: "waiting" }),
    ]);

    // The page is reloaded before the retry: a new outbox reads the same IndexedDB.
    vi.clearAllTimers();
    const after = new Outbox(store, sendOverNetwork);
    await after.flush("u1");
    expect(posts.map((p) => p.clientId)).toEqual([TAKEN, renewed, renewed]);
    expect(after.snapshot()).toEqual([]);
    expect(await store.load()).toEqual([]);
    expect(entries.filter((e) => e.body === WORDS)).toHaveLength(1);
  });
});

describe("an outbox entry refused for good", () => {
  it("offers Try again, which sends it again with its own id", async () => {
    // Refused while the guardian's consent was not there yet; given since.
    const waiting = { status: 403, code: YOUNG_ERROR.consentNeeded, message: YOUNG_MSG.consentNeeded };
    const { entries, posts } = server({ refuse: (n) => (n === 1 ? waiting : null) });
    renderWithProviders(<JournalPage />);
    stop = startOutbox("u1", () => () => {});
    const id = crypto.randomUUID();
    await writeOffline(WORDS, id);
    setOnline(true);
    const retry = await screen.findByRole("button", { name: /^Try again/ });
    expect(screen.getByText(/Not saved/)).toBeTruthy();

    retry.focus();
    fireEvent.click(retry);
    expect(await screen.findByText("Your entry written offline is now saved to your account.")).toBeTruthy();
    await waitFor(() => expect(outbox.snapshot()).toEqual([]));
    expect(posts.map((p) => p.clientId)).toEqual([id, id]);
    expect(entries.filter((e) => e.body === WORDS)).toHaveLength(1);
  });

  it("refused for its id again under the new one, Try again gives it yet another id", async () => {
    // The first two sends (its id, then its new id) are refused as another entry's.
    const reused = { status: 409, code: JOURNAL_ERROR.clientIdReused, message: JOURNAL_MSG.clientIdReused };
    const { entries, posts } = server({ refuse: (n) => (n <= 2 ? reused : null) });
    renderWithProviders(<JournalPage />);
    stop = startOutbox("u1", () => () => {});
    await writeOffline(WORDS, TAKEN);
    setOnline(true);
    fireEvent.click(await screen.findByRole("button", { name: /^Try again/ }));
    expect(await screen.findByText("Your entry written offline is now saved to your account.")).toBeTruthy();
    await waitFor(() => expect(outbox.snapshot()).toEqual([]));
    const ids = posts.map((p) => p.clientId);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(3);
    expect(entries.filter((e) => e.body === WORDS)).toHaveLength(1);
  });
});
