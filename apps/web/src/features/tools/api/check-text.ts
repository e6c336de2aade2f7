import type { SafetyCheckResult } from "@saathi/contract/crisis";
import { api } from "../../../lib/api-client.ts";

/**
 * POST /api/safety/check: the crisis level of a journal entry or mood note, only to show its writer
 * the crisis card; the server stores nothing. A failed check shows nothing (never blocks saving).
 */
export const checkText = async (text: string): Promise<SafetyCheckResult["level"]> => {
  if (!text.trim()) return "none";
  try {
    return (await api<SafetyCheckResult>("/api/safety/check", { method: "POST", body: { text } })).level;
  } catch {
    return "none";
  }
};
