import { useEffect, useRef } from "react";
import { realtime } from "./realtime-client.ts";

/** Calls `handler` for each event on `channel` while the component is mounted. */
export function useChannel(channel: string | null, handler: (event: string, data: unknown) => void): void {
  const ref = useRef(handler);
  ref.current = handler;
  useEffect(() => {
    if (!channel) return;
    return realtime.subscribe(channel, (event, data) => ref.current(event, data));
  }, [channel]);
}
