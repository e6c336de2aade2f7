// The fan-out bus's contract: how an event published by one server process reaches every process
// (and from there the sockets subscribed to its channel). Implementations: pg-bus.ts, redis-bus.ts.

/** Whether the bus reaches this process: while "reconnecting", events are lost and clients resync after. */
export type ListenerState = "listening" | "reconnecting";

/**
 * Payloads are small on purpose (ids and presenters' small outputs): the same limit for every bus,
 * just under PostgreSQL's NOTIFY limit of 8000 bytes. A larger one is refused with a log line.
 */
export const MAX_PAYLOAD_BYTES = 7900;

export interface BusHandlers {
  /** Every payload published by any process (this one included). */
  onMessage(payload: string): void;
  /** The bus came back after a loss: events published meanwhile reached nobody here. */
  onResumed(): void;
}

export interface FanoutBus {
  readonly kind: "postgres" | "redis";
  /** Starts listening; resolves once a payload published after this reaches `onMessage`. */
  subscribe(handlers: BusHandlers): Promise<void>;
  /** Sends to every process; rejects when the bus cannot take it (the caller logs, the event is lost). */
  publish(payload: string): Promise<void>;
  state(): ListenerState;
  close(): Promise<void>;
}

export interface BusOptions {
  /** REALTIME_BUS; when absent, Redis if REDIS_URL is set, else PostgreSQL. */
  kind?: "postgres" | "redis";
  redisUrl?: string;
}

/** Reconnect back-off of a lost listener: 250 ms doubling to 5 s, for as long as the bus is open. */
export const RECONNECT_FIRST_MS = 250;
export const RECONNECT_MAX_MS = 5_000;
