// When to load what the first screen does not show (/feed's first load on a cheap phone).
import { useEffect, useState, useSyncExternalStore } from "react";

const WIDE = "(min-width: 1024px)";

/** Whether the screen is desktop-wide (Tailwind's `lg`), following resizes: desktop-only parts load only there. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const mq = window.matchMedia?.(WIDE);
      mq?.addEventListener("change", onChange);
      return () => mq?.removeEventListener("change", onChange);
    },
    () => window.matchMedia?.(WIDE).matches ?? false,
    () => false,
  );
}

/**
 * Resolves at the person's first input (a tap, a key, a scroll), or `maxWaitMs` after the page has loaded
 * and the browser has had an idle moment, whichever comes first: for work that may wait until the first
 * screen is up and usable (the live socket and its listeners), so that on a cheap phone it competes
 * neither with the screen's own code, data and images nor with the first tap.
 */
export function afterFirstLoad(maxWaitMs = 3_000): Promise<void> {
  return new Promise((resolve) => {
    const inputs = ["pointerdown", "keydown", "touchstart", "wheel"] as const;
    const done = () => {
      for (const e of inputs) window.removeEventListener(e, done, true);
      resolve();
    };
    for (const e of inputs) window.addEventListener(e, done, { capture: true, passive: true, once: true });
    const later = () =>
      setTimeout(() => {
        if ("requestIdleCallback" in window) window.requestIdleCallback(done, { timeout: 1_000 });
        else done();
      }, maxWaitMs);
    if (document.readyState === "complete") later();
    else window.addEventListener("load", later, { once: true });
  });
}

let firstLoad: Promise<void> | null = null;

/** `afterFirstLoad` as state: false until then (shared by every caller). */
export function useAfterFirstLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    firstLoad ??= afterFirstLoad();
    void firstLoad.then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);
  return ready;
}
