// One node's queue in front of a meeting's row lock. The lock (circle-seats.repository.ts) decides every
// seat, on every node; this only keeps a crowd on one node from holding a pool connection each while
// they wait for it, and lets requests that were waiting when the meeting filled be told "full" without
// asking the database again: they raced the last seat and lost, which is a true answer (they are
// ordered after the fill). A request that arrives after the fill is not answered from here: it reads.

export interface SeatGate {
  /**
   * Runs `take` for this meeting after the requests queued before it on this node; answers "full"
   * without running it when the meeting was seen full while this request waited.
   */
  run<T>(occurrenceId: string, take: () => Promise<{ value: T; fullAfter: boolean }>): Promise<T | "full">;
}

export function createSeatGate(clock: () => number = () => performance.now()): SeatGate {
  const gates = new Map<string, { tail: Promise<unknown>; fullAt: number; waiting: number }>();
  return {
    async run(occurrenceId, take) {
      const entered = clock();
      let gate = gates.get(occurrenceId);
      if (!gate) {
        gate = { tail: Promise.resolve(), fullAt: Number.NEGATIVE_INFINITY, waiting: 0 };
        gates.set(occurrenceId, gate);
      }
      const g = gate;
      g.waiting++;
      const turn = g.tail.then(async () => {
        if (g.fullAt >= entered) return "full" as const;
        const { value, fullAfter } = await take();
        if (fullAfter) g.fullAt = clock();
        return value;
      });
      g.tail = turn.catch(() => undefined);
      try {
        return await turn;
      } finally {
        g.waiting--;
        if (g.waiting === 0 && gates.get(occurrenceId) === g) gates.delete(occurrenceId);
      }
    },
  };
}
