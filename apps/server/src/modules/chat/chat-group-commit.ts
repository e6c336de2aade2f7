// Group commit at the application level: the messages that concurrent sends on this node want to store
// are written together, one multi-row INSERT (one transaction, one WAL flush) for the group, instead of
// one each. Nobody waits on a timer: an idle node writes a message on the next turn of the event loop
// (a group of one); while a group's INSERT is running, the sends that arrive meanwhile gather and go as
// the next group the moment it commits. So a message waits at most for the write before its own, and
// the busier the node, the larger the groups and the cheaper each message (bench/chat-send-cost.ts,
// bench/two-nodes.mjs). Groups are written one after another, in the order the sends asked, so the
// messages of one conversation keep their order (seq is taken in that order).

/** The largest group in one statement (its arrays travel as parameters of one INSERT). */
export const MAX_GROUP = 256;

export interface GroupCommit<In, Out> {
  /** Stores `item` with whichever others are waiting; resolves with its own result. */
  write(item: In): Promise<Out>;
  /** Resolves when nothing is waiting or being written (closing, tests). */
  idle(): Promise<void>;
}

interface Waiting<In, Out> {
  item: In;
  resolve(out: Out): void;
  reject(err: unknown): void;
}

/**
 * `writeGroup` stores a group and answers one result per item, in order. When it fails for a group of
 * several, each item is tried again alone, so one message the database refuses (a constraint, bad
 * text) fails only its own send; when the database itself is failing, every send of the group fails.
 * A send whose write failed is answered with the error and is never published.
 */
export function createGroupCommit<In, Out>(
  writeGroup: (items: In[]) => Promise<Out[]>,
  opts: { maxGroup?: number; onGroup?: (size: number) => void } = {},
): GroupCommit<In, Out> {
  const maxGroup = opts.maxGroup ?? MAX_GROUP;
  let queue: Waiting<In, Out>[] = [];
  let running: Promise<void> | null = null;
  let scheduled = false;

  const settle = async (group: Waiting<In, Out>[]) => {
    opts.onGroup?.(group.length);
    try {
      const outs = await writeGroup(group.map((w) => w.item));
      if (outs.length !== group.length) throw new Error(`a group of ${group.length} answered ${outs.length} rows`);
      for (const [i, w] of group.entries()) w.resolve(outs[i] as Out);
    } catch (err) {
      if (group.length === 1) {
        group[0]?.reject(err);
        return;
      }
      // One by one, in the same order: only the item the database refuses fails.
      for (const w of group) {
        try {
          const [out] = await writeGroup([w.item]);
          w.resolve(out as Out);
        } catch (e) {
          w.reject(e);
        }
      }
    }
  };

  const drain = async () => {
    while (queue.length) {
      const group = queue.slice(0, maxGroup);
      queue = queue.slice(maxGroup);
      await settle(group);
    }
    running = null;
  };

  const start = () => {
    scheduled = false;
    if (!running && queue.length) running = drain();
  };

  return {
    write(item) {
      return new Promise<Out>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        // Sends of this same turn of the event loop join the group; a running write picks it up after.
        if (!running && !scheduled) {
          scheduled = true;
          setImmediate(start);
        }
      });
    },
    async idle() {
      while (running || scheduled || queue.length) await (running ?? new Promise((r) => setImmediate(r)));
    },
  };
}
