// The leave-taking probe (decision 034, "Leave-taking as a whole message, in the write check", 2026-11-30):
// 300 chat and post messages written by a helper who was shown no rule, no lexicon, no corpus and no probe
// line, 100 per language (English and Hinglish with chat spellings, Devanagari Hindi), each with the writer's
// recent lines (0-4, oldest first) read together with it. Per language 60 harmless (a chat's end, a good
// night to a group, a goodbye with an everyday reason, a goodbye after an ordinary bad day) and 40 crisis
// (a short goodbye after recent lines of crisis, a final goodbye, a goodbye with a plan, a goodbye while
// giving things away). Its hash was pinned in leave-probe.test.ts before any line was read by the app. NOT
// a frozen test split; never trains.
import { readFileSync } from "node:fs";
import path from "node:path";
import { type CrisisItem, LANGS } from "../corpus/corpus.ts";
import { loadProbe, PROBE_DIR } from "./goodbye-probe.ts";

/** A probe line with the writer's recent lines. */
export interface LeaveItem extends CrisisItem {
  recent: string[];
}

/** The recent lines of each item, by id; a malformed list throws. */
function recentById(dir: string): Map<string, string[]> {
  const byId = new Map<string, string[]>();
  for (const lang of LANGS)
    for (const line of readFileSync(path.join(dir, `leave.${lang}.jsonl`), "utf8").split("\n")) {
      if (!line.trim()) continue;
      const o = JSON.parse(line) as { id: string; recent?: unknown };
      const recent = o.recent ?? [];
      if (!Array.isArray(recent) || !recent.every((r) => typeof r === "string"))
        throw new Error(`leave.${lang}.jsonl: malformed recent lines of ${o.id}`);
      byId.set(o.id, recent as string[]);
    }
  return byId;
}

/** Every line of the leave-taking probe, with its recent lines. */
export function loadLeaveProbe(dir = PROBE_DIR): LeaveItem[] {
  const recent = recentById(dir);
  return loadProbe("leave", dir).map((i) => ({ ...i, recent: recent.get(i.id) ?? [] }));
}

/** What the pin covers of each item: its labels and its recent lines. */
export const leaveLabels = (i: CrisisItem): string =>
  [i.level, i.means, i.kind, ...((i as LeaveItem).recent ?? [])].join("\t");
