// Text of a featured-expert card, shared by the React card and the prerendered page's script.
import type { ExpertCard } from "@saathi/contract/experts";

export const specialitiesText = (e: Pick<ExpertCard, "specialisations">) => e.specialisations.slice(0, 2).join(" · ");

export const waysText = (e: Pick<ExpertCard, "languages" | "sessionTypes">, labels: Record<string, string>) =>
  `${e.languages.join(", ")} · ${e.sessionTypes.map((t) => labels[t] ?? t).join(", ")}`;

// The next slot's text is lib/slot-time.ts `nextSlotText`, the same as the directory's card.
