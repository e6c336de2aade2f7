import type { MuteDuration } from "@saathi/contract/safety";
import type { MutedPerson } from "@saathi/contract/safety-visibility";
import { api } from "../../api-client.ts";

/** POST /api/mutes/:userId {duration}: silent. */
export const muteUser = (userId: string, duration: MuteDuration) =>
  api<MutedPerson>(`/api/mutes/${userId}`, { method: "POST", body: { duration } });
