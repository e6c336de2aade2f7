// When to load what the first screen does not show (issue 19: /feed's first load on a cheap phone).
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
 * Resolves once the page has loaded and the browser has had an idle moment: for work that may wait until
 * the first screen is up (the live socket and its listeners), so it does not compete with the screen's
 * own code, data and images on a slow network. Never later than `maxWaitMs` after the load event.
 */
export function afterFirstLoad(maxWaitMs = 2_000): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => {
      if ("requestIdleCallback" in window) window.requestIdleCallback(() => resolve(), { timeout: maxWaitMs });
      else setTimeout(resolve, 200);
    };
    if (document.readyState === "complete") idle();
    else window.addEventListener("load", idle, { once: true });
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
