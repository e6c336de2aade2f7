import { useRef, useState } from "react";

export interface ToggleState {
  on: boolean;
  count: number;
}

/**
 * A toggle with a count that moves at once (like, helpful): the server's answer replaces the guess, a
 * refusal puts the state back, and a second tap while the first is on its way is ignored.
 */
export function useOptimisticToggle(initial: ToggleState, send: (next: boolean) => Promise<ToggleState>) {
  const [state, setState] = useState(initial);
  const pending = useRef(false);
  const toggle = async () => {
    if (pending.current) return;
    pending.current = true;
    const before = state;
    const next = !state.on;
    setState({ on: next, count: Math.max(0, state.count + (next ? 1 : -1)) });
    try {
      setState(await send(next));
    } catch {
      setState(before);
    } finally {
      pending.current = false;
    }
  };
  return [state, toggle] as const;
}
