// What the hub publishes, gathered into bus messages that leave one at a time, in order.
//
// Envelopes published in the same turn of the event loop go as one bus message: under load many
// requests publish at once (a chat message and its notification, other members' messages), and each
// bus message is a statement on PostgreSQL and a wake-up on every node. When the server is idle a
// batch holds one envelope and costs a setImmediate. Each publisher still awaits its own envelope's
// sending, so one request's events keep their order.
//
// Bus messages leave one at a time, in order: two NOTIFYs on two connections may commit in either
// order, and then a conversation's messages (stored in seq order by one group commit) would reach the
// other nodes out of order. While one is on its way, what is published meanwhile gathers into the
// next (the same group commit as the chat's inserts: no timer, larger batches when busy).

/** What `{"kind":"batch","items":[` and `]}` add to a batch's bytes. */
const BATCH_OVERHEAD = 32;

interface Batch {
  payloads: string[];
  events: string[];
  bytes: number;
  sent: Promise<void>;
  done: () => void;
}

export interface OrderedBatches {
  /**
   * Queues one envelope's JSON (`bytes` long, already checked against `maxBytes`); resolves once the
   * bus message holding it has been handed to the bus (a failed publish is the sender's to log).
   */
  add(payload: string, bytes: number, event: string): Promise<void>;
}

/** `send` publishes one bus message (never rejects: the hub logs and drops what the bus refused). */
export function createOrderedBatches(
  send: (payload: string, events: string[]) => Promise<unknown>,
  maxBytes: number,
): OrderedBatches {
  const queue: Batch[] = [];
  let sending = false;
  let scheduled = false;
  const sendBatch = (b: Batch) =>
    b.payloads.length === 1
      ? send(b.payloads[0] as string, b.events)
      : send(`{"kind":"batch","items":[${b.payloads.join(",")}]}`, b.events);
  const newBatch = (): Batch => {
    let done: () => void = () => {};
    const sent = new Promise<void>((r) => {
      done = r;
    });
    const b: Batch = { payloads: [], events: [], bytes: BATCH_OVERHEAD, sent, done };
    queue.push(b);
    return b;
  };
  const pump = async () => {
    scheduled = false;
    if (sending) return;
    sending = true;
    for (let b = queue.shift(); b; b = queue.shift()) {
      await sendBatch(b);
      b.done();
    }
    sending = false;
  };
  return {
    add(payload, bytes, event) {
      // A batch this would take over the limit is left as it is (it leaves in its turn); a new one opens.
      let b = queue.at(-1);
      if (!b || b.bytes + bytes + 1 > maxBytes) b = newBatch();
      b.payloads.push(payload);
      b.events.push(event);
      b.bytes += bytes + 1;
      if (!sending && !scheduled) {
        scheduled = true;
        setImmediate(() => void pump());
      }
      return b.sent;
    },
  };
}
