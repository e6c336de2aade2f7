// The one place where realtime data becomes typed: each event is parsed with its schema from the
// contract before any handler sees it. Handlers never cast; a malformed event is dropped and logged.
import {
  isRealtimeEventName,
  type RealtimeEventData,
  type RealtimeEventName,
  realtimeEvents,
} from "@saathi/contract/realtime-events";

/** Handlers for the events a component cares about, keyed by event name. */
export type RealtimeHandlers = { [E in RealtimeEventName]?: (data: RealtimeEventData<E>) => void };

/** Calls the handler for `event` with its parsed data; drops events with no handler or a malformed body. */
export function dispatchRealtimeEvent(handlers: RealtimeHandlers, event: string, data: unknown): void {
  if (!isRealtimeEventName(event)) {
    console.warn(`realtime: dropped an event the contract does not know: ${event}`);
    return;
  }
  const handler = handlers[event];
  if (!handler) return;
  const parsed = realtimeEvents[event].safeParse(data);
  if (!parsed.success) {
    console.warn(`realtime: dropped a malformed ${event} event`, parsed.error.issues);
    return;
  }
  // TypeScript cannot tie handlers[event] to realtimeEvents[event] for a union of names; both are
  // looked up by the same `event`, so the parsed data is that handler's data.
  (handler as (d: unknown) => void)(parsed.data);
}
