import type { SafetyCheckResult } from "@saathi/contract/crisis";
import { api } from "../../api-client.ts";

/** Nothing found (or nothing checked): no card. */
export const NO_CRISIS: SafetyCheckResult = { level: "none" };

/**
 * POST /api/safety/check: the crisis level of a journal entry, a mood note or a post the server refused to keep (and whether someone else
 * hurts the writer: the card then offers no "Tell {name}"), only to show its writer the crisis card;
 * the server stores nothing. A failed check shows nothing (never blocks saving).
 */
export const checkText = async (text: string): Promise<SafetyCheckResult> => {
  if (!text.trim()) return NO_CRISIS;
  try {
    const r = await api<SafetyCheckResult>("/api/safety/check", { method: "POST", body: { text } });
    return { level: r.level, ...(r.othersDanger ? { othersDanger: true } : {}) };
  } catch {
    return NO_CRISIS;
  }
};
