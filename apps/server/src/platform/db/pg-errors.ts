/** PostgreSQL error codes services turn into answers (Drizzle wraps the error: the code is on `cause`). */
export const PG = { exclusion: "23P01", unique: "23505" } as const;
export const pgCode = (err: unknown): string | undefined => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code ?? e?.cause?.code;
};
