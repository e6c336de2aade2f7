// Percentiles and per-second delivery figures for the chat benches (bench/two-nodes.mjs).

/** The p-th percentile of `xs` (0 when empty), to two decimals. */
export const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return Number((s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0).toFixed(2));
};

/**
 * Delivery grouped by the second (of sending) each message was sent in: every second's p50/max, and the
 * three slowest seconds, which tell one stall from a steady tail.
 */
export function bySecondSent(timeline: [sentAt: number, ms: number][]) {
  const perSecond = new Map<number, number[]>();
  const t0 = timeline.reduce((min, [at]) => Math.min(min, at), Number.POSITIVE_INFINITY);
  for (const [at, ms] of timeline) {
    const second = Math.floor((at - t0) / 1000);
    const list = perSecond.get(second) ?? [];
    list.push(ms);
    perSecond.set(second, list);
  }
  const seconds = [...perSecond].map(([second, xs]) => ({ second, p50: pct(xs, 50), max: pct(xs, 100) }));
  return {
    seconds,
    slowest: [...seconds].sort((a, b) => b.max - a.max).slice(0, 3),
  };
}
