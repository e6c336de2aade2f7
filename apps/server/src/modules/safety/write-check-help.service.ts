// "Talk to an expert now" on the crisis card: the earliest bookable slot of a listed
// expert, through the experts service (its listing rule and availability).
import type { SafetyHelp } from "@saathi/contract/crisis";
import type { ExpertsService } from "../experts/experts.service.ts";

/** Enough of the directory to find someone free soon without reading all of it. */
const LOOK_AT = 50;

export function createWriteCheckHelpService(experts: Pick<ExpertsService, "list">) {
  return {
    async help(): Promise<SafetyHelp> {
      const page = await experts.list(
        { specialisations: [], languages: [], sessionTypes: [], favourites: false, page: 1, pageSize: LOOK_AT },
        null,
      );
      let best: SafetyHelp["earliest"] = null;
      for (const e of page.items) {
        if (!e.nextAvailableSlot) continue;
        if (best && best.startsAt <= e.nextAvailableSlot) continue;
        best = {
          expertId: e.expertId,
          handle: e.username ?? e.expertId,
          displayName: e.displayName,
          startsAt: e.nextAvailableSlot,
        };
      }
      return { earliest: best };
    },
  };
}

export type WriteCheckHelpService = ReturnType<typeof createWriteCheckHelpService>;
