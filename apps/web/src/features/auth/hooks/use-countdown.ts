import { useEffect, useState } from "react";

/** Seconds left until a code may be sent again; restart() starts a new wait. */
export function useCountdown(initialSeconds: number) {
  const [left, setLeft] = useState(initialSeconds);
  useEffect(() => {
    if (left <= 0) return;
    const t = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(t);
  }, [left]);
  return { left, restart: (seconds: number) => setLeft(seconds) };
}
