import type { RealtimeEventData, RealtimeEventName } from "@saathi/contract/realtime-events";

/**
 * What services use to send realtime events. Call `publish` only after the database transaction
 * that made the change has committed; the hub fans the event out to every server process
 * (PostgreSQL NOTIFY) and from there to the sockets subscribed to the channel.
 *
 * Each event's data has the type of its schema in the contract (`realtimeEvents`), so the server
 * cannot send what the web would drop.
 */
export interface Publisher {
  /** Sends `data` (a presenter's output, never a raw row) as `event` on `channel`. */
  publish<E extends RealtimeEventName>(channel: string, event: E, data: RealtimeEventData<E>): Promise<void>;
  /**
   * The same event on several channels, in one round trip. `askerHasIt`: the answer to the request
   * being served carries this same data, so the socket that asked (when it asked over its socket:
   * socket-requests.ts) is not sent it again; the member's other tabs and everyone else are.
   */
  publishMany<E extends RealtimeEventName>(
    channels: string[],
    event: E,
    data: RealtimeEventData<E>,
    opts?: { askerHasIt?: boolean },
  ): Promise<void>;
  /**
   * Sends to every connected member who follows `authorId` (accepted follows), on their user
   * channel. Used for "a followed member posted" without one NOTIFY per follower.
   */
  publishToFollowers<E extends RealtimeEventName>(
    authorId: string,
    event: E,
    data: RealtimeEventData<E>,
  ): Promise<void>;
}

/** A publisher that drops everything (tests of services that do not care about realtime). */
export const nullPublisher: Publisher = {
  async publish() {},
  async publishMany() {},
  async publishToFollowers() {},
};
