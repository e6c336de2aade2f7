/** PostgreSQL error codes services turn into answers (Drizzle wraps the error: the code is on `cause`). */
export const PG = { exclusion: "23P01", unique: "23505", deadlock: "40P01" } as const;
export const pgCode = (err: unknown): string | undefined => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code ?? e?.cause?.code;
};

/** How many times a write that PostgreSQL aborted to break a deadlock is tried in all. */
export const DEADLOCK_TRIES = 5;

/**
 * Runs `write` (one whole transaction) again when PostgreSQL aborted it to break a deadlock (40P01), up to
 * DEADLOCK_TRIES times in all. Concurrent inserts that conflict on an exclusion constraint (two bookings of
 * one expert's hour) can each wait on the other's new row; PostgreSQL aborts one and the other goes on. Run
 * again, the aborted one meets the survivor's row as a plain exclusion violation (23P01: "that slot was
 * just taken") instead of failing with a 500. Any other error, or the last deadlock, is thrown as it came.
 */
export async function retryOnDeadlock<T>(write: () => Promise<T>, tries = DEADLOCK_TRIES): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write();
    } catch (err) {
      if (pgCode(err) !== PG.deadlock || attempt >= tries) throw err;
    }
  }
}
