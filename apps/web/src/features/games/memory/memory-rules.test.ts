import { describe, expect, it } from "vitest";
import { flip, isFaceUp, isWon, type MemoryState, newGame } from "./memory-rules.ts";

/** An unshuffled board: cards 0,1 are word 0; 2,3 word 1; 4,5 word 2. */
const board = (): MemoryState => newGame(3, () => 0.999999);

describe("memory match", () => {
  it("deals every word twice, shuffled", () => {
    const g = newGame(6);
    expect(g.cards).toHaveLength(12);
    for (let w = 0; w < 6; w += 1) expect(g.cards.filter((c) => c.word === w)).toHaveLength(2);
    const seq = [0.1, 0.7, 0.3, 0.9, 0.5, 0.2, 0.8, 0.4, 0.6, 0.05, 0.95];
    let i = 0;
    const shuffled = newGame(6, () => seq[i++ % seq.length] as number);
    expect(shuffled.cards.map((c) => c.word)).not.toEqual([0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5]);
    expect(board().cards.map((c) => c.word)).toEqual([0, 0, 1, 1, 2, 2]);
  });

  it("keeps a matching pair and counts the move", () => {
    let s = board();
    let r = flip(s, 0);
    expect(r.event).toBe("first");
    s = r.state;
    r = flip(s, 1);
    expect(r.event).toBe("match");
    expect(r.state.cards[0]?.matched && r.state.cards[1]?.matched).toBe(true);
    expect(r.state.moves).toBe(1);
    expect(r.state.open).toEqual([]);
    // A matched card cannot be turned again.
    expect(flip(r.state, 0).event).toBe("ignored");
  });

  it("leaves a miss face up until the next card, with no timer", () => {
    let s = flip(board(), 0).state;
    const miss = flip(s, 2);
    expect(miss.event).toBe("miss");
    expect(isFaceUp(miss.state, 0) && isFaceUp(miss.state, 2)).toBe(true);
    // Turning one of the two again starts a new try with it.
    const retry = flip(miss.state, 2);
    expect(retry.event).toBe("first");
    expect(retry.state.open).toEqual([2]);
    s = flip(miss.state, 4).state;
    expect(s.open).toEqual([4]);
    expect(isFaceUp(s, 0)).toBe(false);
    expect(s.moves).toBe(1);
  });

  it("ignores turning the same card twice and wins when every pair is found", () => {
    let s = flip(board(), 0).state;
    expect(flip(s, 0).event).toBe("ignored");
    expect(flip(s, 99).event).toBe("ignored");
    for (const i of [1, 2, 3, 4, 5]) s = flip(s, i).state;
    expect(isWon(s)).toBe(true);
    expect(s.moves).toBe(3);
  });
});
