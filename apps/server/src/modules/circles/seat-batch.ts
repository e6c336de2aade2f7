// One node's batching of seat requests for a meeting: the requests that arrive while a take for that
// meeting is on its way to the database go together in the next call, so a crowd of N costs a few
// database calls instead of N (each call still locks the meeting in the database, which decides every
// seat on every node). The first request of a quiet meeting waits only for the end of the current tick.

export interface SeatBatcher<Req, Res> {
  /** Runs `req` in the next batch for `key`; answers its own result. */
  submit(key: string, req: Req): Promise<Res>;
}

export function createSeatBatcher<Req, Res>(
  run: (key: string, reqs: Req[]) => Promise<Res[]>,
  maxBatch = 500,
): SeatBatcher<Req, Res> {
  type Waiter = { req: Req; resolve: (r: Res) => void; reject: (e: unknown) => void };
  const lines = new Map<string, { running: boolean; pending: Waiter[] }>();

  const flush = async (key: string) => {
    const line = lines.get(key);
    if (!line || line.running) return;
    const batch = line.pending.splice(0, maxBatch);
    if (batch.length === 0) {
      lines.delete(key);
      return;
    }
    line.running = true;
    try {
      const out = await run(
        key,
        batch.map((w) => w.req),
      );
      batch.forEach((w, i) => {
        const r = out[i];
        if (r === undefined) w.reject(new Error("seat batch answered fewer results than requests"));
        else w.resolve(r);
      });
    } catch (err) {
      for (const w of batch) w.reject(err);
    } finally {
      line.running = false;
      void flush(key);
    }
  };

  return {
    submit(key, req) {
      return new Promise<Res>((resolve, reject) => {
        let line = lines.get(key);
        if (!line) {
          line = { running: false, pending: [] };
          lines.set(key, line);
        }
        line.pending.push({ req, resolve, reject });
        if (!line.running && line.pending.length === 1) setImmediate(() => void flush(key));
      });
    },
  };
}
