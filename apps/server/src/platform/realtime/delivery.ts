// How the hub hands an event heard on the bus to this node's sockets: per channel (the data serialised
// once: event-frame.ts), or to the connected followers of a member.
import type pg from "pg";
import type { WebSocket } from "ws";
import { eventFrames } from "./event-frame.ts";

/** What delivery needs of a socket. */
export interface DeliveryTarget {
  socket: WebSocket;
  /** The socket's name on the bus: an event whose `skip` names it is not sent to it. */
  tag: string;
}

export function createDelivery<C extends DeliveryTarget>(d: {
  byChannel: Map<string, Set<C>>;
  byUser: Map<string, Set<C>>;
  pool: pg.Pool;
}) {
  /**
   * Sends an event to the sockets of each channel, but not to the socket tagged `skip` (its request's
   * answer carried the same data).
   */
  const deliver = (channels: readonly string[], event: string, data: unknown, skip?: string) => {
    const frameFor = eventFrames(event, data);
    for (const channel of channels) {
      const targets = d.byChannel.get(channel);
      if (!targets) continue;
      const frame = frameFor(channel);
      for (const c of targets) if (c.socket.readyState === c.socket.OPEN && c.tag !== skip) c.socket.send(frame);
    }
  };

  /** To every connected member who follows `authorId` (accepted follows), on their user channel. */
  const deliverToFollowers = async (authorId: string, event: string, data: unknown) => {
    const connected = [...d.byUser.keys()];
    if (!connected.length) return;
    const { rows } = await d.pool.query<{ follower_id: string }>(
      `select follower_id from follows
        where following_id = $1 and status = 'accepted' and follower_id = any($2::uuid[])`,
      [authorId, connected],
    );
    deliver(
      rows.map((r) => `user:${r.follower_id}`),
      event,
      data,
    );
  };

  return { deliver, deliverToFollowers };
}
