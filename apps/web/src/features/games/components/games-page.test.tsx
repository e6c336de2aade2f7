import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderWithProviders } from "../../../test/render.tsx";
import { GamesPage } from "./games-page.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("games page", () => {
  it("offers Take a Test (to /test) and the challenge, and loads a game only when it is opened", async () => {
    fakeApi({});
    renderWithProviders(<GamesPage />);
    expect(screen.getByRole("heading", { level: 1, name: "Games" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Take a Test" }).getAttribute("href")).toBe("/test");
    expect(screen.getByRole("link", { name: "Open the challenge" }).getAttribute("href")).toBe("/anxiety-challenge");
    expect(screen.queryByRole("list", { name: "Cards" })).toBeNull();

    const play = screen.getByRole("button", { name: "Play kind words memory" });
    expect(play.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(play);
    const cards = await screen.findByRole("list", { name: "Cards" });
    expect(within(cards).getAllByRole("button", { name: /face down/ })).toHaveLength(12);
  });

  it("plays memory by announcing each card and keeping pairs until all are found", async () => {
    fakeApi({});
    renderWithProviders(<GamesPage />);
    fireEvent.click(screen.getByRole("button", { name: "Play kind words memory" }));
    const cards = await screen.findByRole("list", { name: "Cards" });
    fireEvent.click(within(cards).getByRole("button", { name: "Card 1, face down" }));
    const first = within(cards).getByRole("button", { name: /^Card 1: / });
    const word = (first.getAttribute("aria-label") ?? "").replace("Card 1: ", "");
    expect(screen.getByRole("status").textContent).toBe(`Card 1: ${word}`);
    // Find its partner: the other card with the same word (turn each until the pair shows).
    let found = false;
    for (let n = 2; n <= 12 && !found; n += 1) {
      fireEvent.click(within(cards).getByRole("button", { name: new RegExp(`^Card ${n}[:,]`) }));
      if (screen.getByRole("status").textContent === `A pair: ${word}`) found = true;
      else {
        // Not a pair: both stay face up until the next card; turn card 1 again to retry.
        expect(screen.getByRole("status").textContent).toMatch(/Not a pair; turn another card to go on\.$/);
        fireEvent.click(within(cards).getByRole("button", { name: /^Card 1[:,]/ }));
      }
    }
    expect(found).toBe(true);
    expect(within(cards).getAllByRole("button", { name: new RegExp(`: ${word}, paired$`) })).toHaveLength(2);
    expect(screen.getByText("Pairs found: 1 of 6")).toBeTruthy();
  });

  it("breathes with the bubble: start, the words to follow, pause", async () => {
    fakeApi({});
    renderWithProviders(<GamesPage />);
    fireEvent.click(screen.getByRole("button", { name: "Play the breathing bubble" }));
    expect(await screen.findByText("Press Start and breathe with the bubble.")).toBeTruthy();
    expect(screen.getByText("Bubbles in the jar: 0 of 10")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Start" }));
    expect(await screen.findByText("Breathe in")).toBeTruthy();
    expect(screen.getByTestId("breath-bubble").getAttribute("data-phase")).toBe("in");
    fireEvent.click(screen.getByRole("button", { name: "Pause" }));
    expect(screen.getByRole("button", { name: /Resume|Start/ })).toBeTruthy();
  });
});
