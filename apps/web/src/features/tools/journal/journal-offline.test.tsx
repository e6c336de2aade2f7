import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { outbox, startOutbox } from "../../../lib/offline/outbox.ts";
import { renderWithProviders } from "../../../test/render.tsx";
import { JournalPage } from "./journal-page.tsx";
import { journalServer, setOnline } from "./journal-test-server.ts";

const server = journalServer;

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
