import { useEffect, useState } from "react";

/**
 * What a list shows, frozen while a pointer is pressed on it. Search results and new messages
 * reorder the rows; if they moved between the press and the release, the click would land on a
 * different person than the one pressed. Whatever arrived meanwhile appears right after the click.
 */
export function useHeldWhilePressed<T>(live: T): { shown: T; hold(): void } {
  const [held, setHeld] = useState<{ value: T } | null>(null);
  const pressed = held !== null;
  useEffect(() => {
    if (!pressed) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // pointerup comes before the click it causes: let go only after that click ran.
    const release = () => {
      timer = setTimeout(() => setHeld(null), 0);
    };
    window.addEventListener("pointerup", release);
    window.addEventListener("pointercancel", release);
    return () => {
      window.removeEventListener("pointerup", release);
      window.removeEventListener("pointercancel", release);
      clearTimeout(timer);
    };
  }, [pressed]);
  return { shown: held ? held.value : live, hold: () => setHeld({ value: live }) };
}
