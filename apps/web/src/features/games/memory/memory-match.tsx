import type { MessageDescriptor } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { KIND_WORDS } from "./kind-words.ts";
import { flip, isFaceUp, isWon, type MemoryState, newGame } from "./memory-rules.ts";

/**
 * Memory match of kind words: turn two cards; a pair stays. Every card is a button (Tab and Enter or
 * Space play it), each turn is read out, and a pair that does not match waits for the next card: no
 * timer, no score to beat.
 */
export function MemoryMatch() {
  const { t, i18n } = useLingui();
  const [game, setGame] = useState<MemoryState>(() => newGame(KIND_WORDS.length));
  const [said, setSaid] = useState("");
  const say = (w: number | undefined) => i18n._(KIND_WORDS[w ?? 0] as MessageDescriptor);
  const won = isWon(game);
  const pairs = game.cards.filter((c) => c.matched).length / 2;
  const total = KIND_WORDS.length;
  const turns = game.moves;

  function turn(index: number) {
    const { state, event } = flip(game, index);
    if (event === "ignored") return;
    setGame(state);
    const w = say(state.cards[index]?.word);
    const n = index + 1;
    if (event === "first") setSaid(t`Card ${n}: ${w}`);
    else if (event === "match") setSaid(isWon(state) ? t`A pair: ${w}. All pairs found. Well done.` : t`A pair: ${w}`);
    else setSaid(t`Card ${n}: ${w}. Not a pair; turn another card to go on.`);
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">
        <Trans>
          Pairs found: {pairs} of {total}
        </Trans>
      </p>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4" aria-label={t`Cards`}>
        {game.cards.map((card, i) => {
          const up = isFaceUp(game, i);
          const n = i + 1;
          const w = say(card.word);
          const label = card.matched ? t`Card ${n}: ${w}, paired` : up ? t`Card ${n}: ${w}` : t`Card ${n}, face down`;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a card's place on the board is its identity
            <li key={i}>
              <button
                type="button"
                aria-label={label}
                aria-disabled={card.matched || undefined}
                onClick={() => turn(i)}
                className={`flex min-h-20 w-full items-center justify-center rounded-2xl border-2 p-2 text-center text-sm font-semibold ${
                  card.matched
                    ? "border-emerald-300 bg-emerald-50 text-emerald-900"
                    : up
                      ? "border-brand-400 bg-white text-ink"
                      : "border-brand-200 bg-brand-100 text-brand-800"
                }`}
              >
                <span aria-hidden="true">{up ? w : "?"}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <p className="min-h-6 text-sm text-ink" aria-live="polite" role="status">
        {said}
      </p>
      {won ? (
        <p className="rounded-xl bg-emerald-50 p-3 text-sm text-emerald-900">
          <Trans>You found every pair in {turns} turns. Take one of these words with you today.</Trans>
        </p>
      ) : null}
      <Button
        variant="secondary"
        className="self-start"
        onClick={() => {
          setGame(newGame(KIND_WORDS.length));
          setSaid("");
        }}
      >
        <Trans>New game</Trans>
      </Button>
    </div>
  );
}
