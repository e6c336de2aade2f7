import { JOURNAL_MSG } from "@saathi/contract/journal";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderWithProviders } from "../../../test/render.tsx";
import { JournalPage } from "./journal-page.tsx";
import { JOURNAL_STORAGE_KEY } from "./journal-store.ts";

// A saved entry is crisis-checked (nothing stored) to offer help; ordinary entries answer none.
const check = { "POST /api/safety/check": { level: "none" } };
const visitor = { "GET /api/me": { user: null, profile: null }, ...check };
const member = {
  ...check,
  "GET /api/me": {
    user: { id: "u1", email: "asha@example.com", name: "Asha", role: "users", emailVerified: true, phoneNumber: null },
    profile: null,
  },
};
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const stored = () => JSON.parse(localStorage.getItem(JOURNAL_STORAGE_KEY) ?? "[]") as unknown[];

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function write(text: string) {
  fireEvent.change(await screen.findByLabelText("Today's reflection"), { target: { value: text } });
  fireEvent.click(screen.getByRole("button", { name: "Save" }));
}

describe("daily journal for a visitor", () => {
  it("after saving an entry that speaks of crisis, shows its writer the crisis card (the entry stays in the browser)", async () => {
    const calls = fakeApi({
      ...visitor,
      "POST /api/safety/check": { level: "risk" },
      "GET /api/safety/help": { earliest: null },
    });
    renderWithProviders(<JournalPage />);
    await write("I don't want to live anymore");
    expect(await screen.findByTestId("crisis-card")).toBeTruthy();
    expect(stored()).toHaveLength(1);
    expect(calls.find((c) => c.url === "/api/safety/check")?.body).toEqual({ text: "I don't want to live anymore" });
  });

  it("keeps an entry in this browser, shows it after a reload, and says where it lives", async () => {
    fakeApi(visitor);
    renderWithProviders(<JournalPage />);
    expect(await screen.findByText(/stay only in this browser/)).toBeTruthy();
    expect(screen.getByRole("link", { name: /Sign in to keep them safely/ }).getAttribute("href")).toBe("/auth");
    await write("Had tea with my sister.");
    expect(await screen.findByText("Had tea with my sister.")).toBeTruthy();
    expect(stored()).toHaveLength(1);

    cleanup();
    renderWithProviders(<JournalPage />);
    expect(await screen.findByText("Had tea with my sister.")).toBeTruthy();
  });

  it("asks for a few words before saving an empty entry", async () => {
    fakeApi(visitor);
    renderWithProviders(<JournalPage />);
    await write("   ");
    expect((await screen.findByRole("alert")).textContent).toBe(JOURNAL_MSG.empty);
    expect(stored()).toHaveLength(0);
  });

  it("deletes an entry only after confirming", async () => {
    localStorage.setItem(
      JOURNAL_STORAGE_KEY,
      JSON.stringify([{ clientId: uuid(1), body: "Old thought", createdAt: "2026-11-01T08:00:00.000Z" }]),
    );
    fakeApi(visitor);
    renderWithProviders(<JournalPage />);
    fireEvent.click(await screen.findByRole("button", { name: /^Delete entry from/ }));
    fireEvent.click(screen.getByRole("button", { name: "Keep it" }));
    expect(screen.getByText("Old thought")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: /^Delete entry from/ }));
    fireEvent.click(screen.getByRole("button", { name: "Yes, delete" }));
    expect(screen.queryByText("Old thought")).toBeNull();
    expect(stored()).toHaveLength(0);
  });
});

describe("daily journal for a member", () => {
  const local = [
    { clientId: uuid(1), body: "Written as a visitor", createdAt: "2026-11-01T08:00:00.000Z" },
    { clientId: uuid(2), body: "Another one", createdAt: "2026-11-02T08:00:00.000Z" },
  ];

  it("moves this browser's entries into the account, then clears them here", async () => {
    localStorage.setItem(JOURNAL_STORAGE_KEY, JSON.stringify(local));
    const calls = fakeApi({
      ...member,
      "POST /api/journal/import": { imported: 2 },
      "GET /api/journal": {
        entries: [
          { id: uuid(9), ...local[1] },
          { id: uuid(8), ...local[0] },
        ],
      },
    });
    renderWithProviders(<JournalPage />);
    expect(await screen.findByText("Your 2 entries from this browser are now saved to your account.")).toBeTruthy();
    const imported = calls.find((c) => c.method === "POST" && c.url === "/api/journal/import");
    expect(imported?.body).toEqual({ entries: local });
    expect(stored()).toHaveLength(0);
    expect(await screen.findByText("Written as a visitor")).toBeTruthy();
  });

  it("keeps the entries in the browser when the import fails, and offers to try again", async () => {
    localStorage.setItem(JOURNAL_STORAGE_KEY, JSON.stringify(local));
    fakeApi({
      ...member,
      "POST /api/journal/import": [503, { code: "UNAVAILABLE", message: "Please try again in a moment." }],
      "GET /api/journal": { entries: [] },
    });
    renderWithProviders(<JournalPage />);
    expect((await screen.findByText(/We could not move 2 entries/)).textContent).toContain("still safe here");
    expect(stored()).toHaveLength(2);
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });

  it("saves a new entry to the account", async () => {
    const calls = fakeApi({
      ...member,
      "POST /api/journal": {
        id: uuid(5),
        clientId: uuid(6),
        body: "Slept well",
        createdAt: "2026-11-03T08:00:00.000Z",
      },
      "GET /api/journal": { entries: [] },
    });
    renderWithProviders(<JournalPage />);
    expect(await screen.findByText("Your entries are saved privately in your account.")).toBeTruthy();
    await write("Slept well");
    await waitFor(() => expect(calls.some((c) => c.method === "POST" && c.url === "/api/journal")).toBe(true));
    const body = calls.find((c) => c.method === "POST" && c.url === "/api/journal")?.body as Record<string, string>;
    expect(body.body).toBe("Slept well");
    expect(body.clientId).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number.isNaN(Date.parse(body.createdAt ?? ""))).toBe(false);
    expect(stored()).toHaveLength(0);
  });

  it.each([
    { check: { level: "risk" }, tells: true },
    // Someone else hurts the writer: the person they named may be that someone, so no "Tell Ravi".
    { check: { level: "risk", othersDanger: true }, tells: false },
  ])("a crisis card after $check offers 'Tell Ravi': $tells", async ({ check: answer, tells }) => {
    const text = "papa maarte hain, jeene ka mann nahi karta";
    fakeApi({
      ...member,
      "POST /api/safety/check": answer,
      "GET /api/safety/help": { earliest: null },
      "GET /api/safety-plan/trusted-contact": {
        contact: {
          name: "Ravi",
          phone: "9876543210",
          email: null,
          relation: "brother",
          updatedAt: "2026-11-28T09:00:00.000Z",
        },
      },
      "POST /api/journal": { id: uuid(7), clientId: uuid(8), body: text, createdAt: "2026-11-03T08:00:00.000Z" },
      "GET /api/journal": { entries: [] },
    });
    renderWithProviders(<JournalPage />);
    expect(await screen.findByText("Your entries are saved privately in your account.")).toBeTruthy();
    await write(text);
    expect(await screen.findByTestId("crisis-card")).toBeTruthy();
    if (tells) expect(await screen.findByRole("button", { name: "Tell Ravi" })).toBeTruthy();
    else {
      // Give the contact's read time to answer before saying nothing shows.
      await waitFor(() => expect(screen.getByTestId("crisis-card").textContent).toMatch(/112|14416/));
      await new Promise((r) => setTimeout(r, 200));
      expect(screen.queryByRole("button", { name: "Tell Ravi" })).toBeNull();
    }
  });
});
