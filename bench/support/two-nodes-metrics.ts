// What bench/two-nodes.mjs reads from each server's /metrics (Prometheus text, behind METRICS_TOKEN).
import { randomBytes } from "node:crypto";

export const METRICS_TOKEN = randomBytes(16).toString("hex");

/** A node's /metrics text, or null when it does not answer (a node being restarted). */
export const scrapeMetrics = (base: string): Promise<string | null> =>
  fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } }).then(
    (r) => (r.ok ? r.text() : null),
    () => null,
  );

/** One unlabelled sample's value (0 when absent). */
export const sample = (text: string | null, name: string): number =>
  Number(text?.match(new RegExp(`^${name} (\\S+)$`, "m"))?.[1] ?? 0);

/** The longest event-loop pause a node saw since its previous /metrics scrape (prom-client resets it). */
export const eventLoopMaxMs = async (base: string): Promise<number | null> => {
  const text = await scrapeMetrics(base);
  return text?.match(/^saathi_nodejs_eventloop_lag_max_seconds /m)
    ? Math.round(sample(text, "saathi_nodejs_eventloop_lag_max_seconds") * 1000)
    : null;
};

interface Groups {
  groups: number;
  messages: number;
}

/**
 * Chat groups written so far by a node and the messages they held (`saathi_chat_group_size`), or its
 * grouped reads of send facts and the sends they served (`saathi_chat_facts_read_size`).
 */
export const chatGroups = async (base: string, metric = "saathi_chat_group_size"): Promise<Groups> => {
  const text = await scrapeMetrics(base);
  return { groups: sample(text, `${metric}_count`), messages: sample(text, `${metric}_sum`) };
};

/** Groups written between two readings per node (a node restarted in a storm counts from zero). */
export const groupsInWindow = (before: Groups[], after: Groups[], restarted: (i: number) => boolean) =>
  Object.fromEntries(
    after.map((a, i) => {
      const b = restarted(i) ? { groups: 0, messages: 0 } : (before[i] ?? a);
      const groups = a.groups - b.groups;
      const messages = a.messages - b.messages;
      return [`node${i + 1}`, { groups, messages, meanSize: groups ? Number((messages / groups).toFixed(2)) : null }];
    }),
  );
