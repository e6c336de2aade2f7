import { useRef, useState } from "react";

/**
 * Answers to a list of questions that must all be answered; on a failed submit it marks the missing
 * ones and (unless told not to) moves focus to the first of them (keyboard and screen-reader users land
 * where help is needed).
 */
export function useAllAnswered<V>(count: number) {
  const [answers, setAnswers] = useState<(V | null)[]>(() => Array(count).fill(null));
  const [showMissing, setShowMissing] = useState(false);
  const groups = useRef<(HTMLFieldSetElement | null)[]>([]);

  const set = (i: number, value: V) => setAnswers((prev) => prev.map((v, j) => (j === i ? value : v)));
  const complete = answers.every((a) => a !== null);

  /** Returns the answers when all are given, or null after pointing at the first missing one. */
  const check = (focusMissing = true): V[] | null => {
    if (complete) {
      setShowMissing(false);
      return answers as V[];
    }
    setShowMissing(true);
    if (focusMissing) groups.current[answers.indexOf(null)]?.querySelector("input")?.focus();
    return null;
  };
  const reset = () => {
    setAnswers(Array(count).fill(null));
    setShowMissing(false);
  };
  const refFor = (i: number) => (el: HTMLFieldSetElement | null) => {
    groups.current[i] = el;
  };
  return { answers, set, complete, showMissing, check, reset, refFor };
}
