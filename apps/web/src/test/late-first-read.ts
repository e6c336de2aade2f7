// For tests of a cached list written while a read is on its way (lib/write-over-read.ts): fetch is
// stubbed so the first request answers only when released, with what the server held when it left (or
// fails when the app aborts it, as a browser does); every later request answers at once with what the
// server holds by then.
import { vi } from "vitest";

export function lateFirstRead(firstBody: unknown, laterBody: unknown) {
  let release: () => void = () => {};
  const late = new Promise<void>((r) => {
    release = r;
  });
  const calls = { n: 0 };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init?: RequestInit) => {
      calls.n += 1;
      const first = calls.n === 1;
      if (first)
        await Promise.race([
          late,
          new Promise((_, reject) =>
            init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
          ),
        ]);
      const body = first ? firstBody : laterBody;
      return new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
    }),
  );
  return { calls, release: () => release() };
}
