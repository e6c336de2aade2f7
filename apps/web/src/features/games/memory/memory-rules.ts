// The memory-match rules: pairs of kind words face down; turn two, keep them when they match. A pair
// that does not match stays face up until the player turns the next card (no timer hides it).

export interface MemoryCard {
  /** Which word (index in the word list); two cards share each. */
  word: number;
  matched: boolean;
}

export interface MemoryState {
  cards: MemoryCard[];
  /** Indexes of the cards face up and not matched (0, 1 or 2). */
  open: number[];
  /** Pairs tried. */
  moves: number;
}

export type FlipEvent = "ignored" | "first" | "match" | "miss";

/** A new game of `pairs` pairs, shuffled with `random` (Fisher–Yates). */
export function newGame(pairs: number, random: () => number = Math.random): MemoryState {
  const cards: MemoryCard[] = [];
  for (let w = 0; w < pairs; w += 1) cards.push({ word: w, matched: false }, { word: w, matched: false });
  for (let i = cards.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [cards[i], cards[j]] = [cards[j] as MemoryCard, cards[i] as MemoryCard];
  }
  return { cards, open: [], moves: 0 };
}

/** Turns card `index` and says what happened. */
export function flip(state: MemoryState, index: number): { state: MemoryState; event: FlipEvent } {
  const card = state.cards[index];
  // A pair that did not match turns back when the next card is turned (either of the two included).
  const open = state.open.length === 2 ? [] : state.open;
  if (!card || card.matched || open.includes(index)) return { state, event: "ignored" };
  if (open.length === 0) return { state: { ...state, open: [index] }, event: "first" };
  const first = open[0] as number;
  const moves = state.moves + 1;
  if (state.cards[first]?.word === card.word) {
    const cards = state.cards.map((c, i) => (i === first || i === index ? { ...c, matched: true } : c));
    return { state: { cards, open: [], moves }, event: "match" };
  }
  return { state: { ...state, open: [first, index], moves }, event: "miss" };
}

export const isWon = (state: MemoryState) => state.cards.every((c) => c.matched);

/** Whether a card shows its word (matched or face up). */
export const isFaceUp = (state: MemoryState, index: number) =>
  Boolean(state.cards[index]?.matched) || state.open.includes(index);
