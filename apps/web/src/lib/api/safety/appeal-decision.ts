import type { AppealInput } from "@saathi/contract/safety";
import { api } from "../../api-client.ts";

/** POST /api/moderation/items/:id/appeal: the author asks, once, for a decision to be looked at again. */
export const appealDecision = (itemId: string, input: AppealInput) =>
  api<{ message: string }>(`/api/moderation/items/${itemId}/appeal`, { method: "POST", body: input });
