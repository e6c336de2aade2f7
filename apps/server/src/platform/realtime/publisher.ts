/**
 * What services use to send realtime events. Call `publish` only after the database transaction
 * that made the change has committed; the hub fans the event out to every server process
 * (PostgreSQL NOTIFY) and from there to the sockets subscribed to the channel.
 */
export interface Publisher {
  /** Sends `data` (a presenter's output, never a raw row) as `event` on `channel`. */
  publish(channel: string, event: string, data: unknown): Promise<void>;
  /** The same event on several channels, in one round trip. */
  publishMany(channels: string[], event: string, data: unknown): Promise<void>;
  /**
   * Sends to every connected member who follows `authorId` (accepted follows), on their user
   * channel. Used for "a followed member posted" without one NOTIFY per follower.
   */
  publishToFollowers(authorId: string, event: string, data: unknown): Promise<void>;
}

/** A publisher that drops everything (tests of services that do not care about realtime). */
export const nullPublisher: Publisher = {
  async publish() {},
  async publishMany() {},
  async publishToFollowers() {},
};
