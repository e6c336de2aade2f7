import { useEffect, useState } from "react";

/** Minutes and seconds since it appeared (the call has been connected this long). */
export function CallTimer() {
  const [start] = useState(() => Date.now());
  const [now, setNow] = useState(start);
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, []);
  const s = Math.floor((now - start) / 1000);
  return <span>{`${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`}</span>;
}
