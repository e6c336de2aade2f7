// Group commit at the application level: the messages that concurrent sends on this node want to store
// are written together, one multi-row INSERT (one transaction, one WAL flush) for the group, instead of
// one each. An idle node writes a message on the next turn of the event loop (a group of one). A busy
// node starts at most one group every `paceMs` (GROUP_PACE_MS in chat): the sends that arrive before
// then, and while a group's INSERT is running, gather and go as the next group. So a message waits at
// most `paceMs` plus the write before its own, and the busier the node, the larger the groups and the
// cheaper each message (bench/chat-send-cost.ts, bench/two-nodes.mjs; decision 039, "eighth step").
// Groups are written one after another, in the order the sends asked, so the messages of one
// conversation keep their order (seq is taken in that order).

/**
 * A busy node's chat groups start at least this far apart (milliseconds). Without it, at 250 sends a
 * second per node, groups held 1.06 messages on average (every message its own transaction, commit and
 * bus NOTIFY); with it 2.4, and the CPU per message fell by a fifth on the servers and a quarter on
 * PostgreSQL, for about 5 ms more at the median (decision 039, "eighth step").
 */
export const GROUP_PACE_MS = 10;

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
  opts: {
    maxGroup?: number;
    /** A group starts at least this long after the one before it started (0: as soon as nothing runs). */
    paceMs?: number;
    onGroup?: (size: number) => void;
  } = {},
): GroupCommit<In, Out> {
  const maxGroup = opts.maxGroup ?? MAX_GROUP;
  const paceMs = opts.paceMs ?? 0;
  let lastStart = Number.NEGATIVE_INFINITY;
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
      // A busy node waits for the pace; sends that arrive meanwhile join this group.
      const wait = lastStart + paceMs - performance.now();
      if (wait >= 1) await new Promise((r) => setTimeout(r, wait));
      lastStart = performance.now();
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
