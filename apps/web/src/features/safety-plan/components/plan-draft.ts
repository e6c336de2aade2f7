// What the member typed into their safety plan, kept on this phone until the server has it: a save
// that fails (offline, a server error) never loses a word, and the screen offers it again on return.
// Forgotten at sign-out with the member's other copies (MEMBER_STORAGE_PREFIX).
import { SAFETY_PLAN_STEPS, type SafetyPlanSteps } from "@saathi/contract/safety-plan";
import { MEMBER_STORAGE_PREFIX } from "../../../lib/offline/forget-device.ts";

const key = (userId: string) => `${MEMBER_STORAGE_PREFIX}safety-plan-draft:${userId}`;

export interface PlanDraft {
  steps: SafetyPlanSteps;
  /** When it was typed (ISO): a draft older than the saved plan is stale. */
  writtenAt: string;
}

export function readDraft(userId: string): PlanDraft | null {
  try {
    const raw = localStorage.getItem(key(userId));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as PlanDraft;
    if (!parsed?.steps || typeof parsed.writtenAt !== "string") return null;
    for (const s of SAFETY_PLAN_STEPS) if (!Array.isArray(parsed.steps[s])) parsed.steps[s] = [];
    return parsed;
  } catch {
    return null;
  }
}

export function keepDraft(userId: string, steps: SafetyPlanSteps): void {
  try {
    localStorage.setItem(key(userId), JSON.stringify({ steps, writtenAt: new Date().toISOString() }));
  } catch {
    // A full or blocked storage: the words stay on the screen, and the save is still tried.
  }
}

export function dropDraft(userId: string): void {
  try {
    localStorage.removeItem(key(userId));
  } catch {
    // Nothing kept, nothing to drop.
  }
}
