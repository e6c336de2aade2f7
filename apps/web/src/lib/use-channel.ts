import { useEffect, useRef } from "react";
import { realtime } from "./realtime-client.ts";
import { dispatchRealtimeEvent, type RealtimeHandlers } from "./realtime-events.ts";

/**
 * Calls `handlers[event]` with each event's parsed data on `channel` while the component is mounted,
 * e.g. `useChannel(ch, { [CHAT_EVENTS.message]: (m) => … })`. Data that does not match its event's
 * schema in the contract is dropped (see realtime-events.ts). The latest render's handlers are used.
 */
export function useChannel(channel: string | null, handlers: RealtimeHandlers): void {
  const ref = useRef(handlers);
  ref.current = handlers;
  useEffect(() => {
    if (!channel) return;
    return realtime.subscribe(channel, (event, data) => dispatchRealtimeEvent(ref.current, event, data));
  }, [channel]);
}
