import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderWithProviders } from "../../test/render.tsx";
import { WatchedWordsPage } from "./watched-words-page.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const word = { id: "w1", phrase: "quick cash", action: "hold", createdAt: "2026-11-20T10:00:00.000Z" };

describe("WatchedWordsPage", () => {
  it("lists words with what they do, adds one lower-cased, and removes one", async () => {
    const calls = fakeApi({
      "GET /api/admin/watched-words": { items: [word] },
      "POST /api/admin/watched-words": [201, { ...word, id: "w2", phrase: "buy followers", action: "block" }],
      "DELETE /api/admin/watched-words/w1": { deleted: true },
    });
    renderWithProviders(<WatchedWordsPage />);
    expect(await screen.findByText("quick cash")).toBeTruthy();
    expect(screen.getByText(/Hold for approval · since/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Word or phrase"), { target: { value: "  Buy Followers " } });
    fireEvent.change(screen.getByLabelText("What happens"), { target: { value: "block" } });
    fireEvent.click(screen.getByRole("button", { name: "Add word" }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "POST")?.body).toEqual({ phrase: "buy followers", action: "block" }),
    );
    fireEvent.click(screen.getByRole("button", { name: "Remove “quick cash”" }));
    await waitFor(() => expect(calls.some((c) => c.method === "DELETE")).toBe(true));
  });

  it("asks for a word before sending, and shows a refusal", async () => {
    const calls = fakeApi({
      "GET /api/admin/watched-words": { items: [] },
      "POST /api/admin/watched-words": [409, { code: "WORD_EXISTS", message: "That word is already watched" }],
    });
    renderWithProviders(<WatchedWordsPage />);
    expect(await screen.findByText("No watched words yet. Add one above.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Add word" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Please enter a word or phrase");
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
    fireEvent.change(screen.getByLabelText("Word or phrase"), { target: { value: "spam" } });
    fireEvent.click(screen.getByRole("button", { name: "Add word" }));
    expect(await screen.findByText("That word is already watched")).toBeTruthy();
  });
});
