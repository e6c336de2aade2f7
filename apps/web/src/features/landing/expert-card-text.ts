// Text of a featured-expert card, shared by the React card and the prerendered page's script.
import type { ExpertCard } from "@saathi/contract/experts";

export const specialitiesText = (e: Pick<ExpertCard, "specialisations">) => e.specialisations.slice(0, 2).join(" · ");

export const waysText = (e: Pick<ExpertCard, "languages" | "sessionTypes">, labels: Record<string, string>) =>
  `${e.languages.join(", ")} · ${e.sessionTypes.map((t) => labels[t] ?? t).join(", ")}`;

/** 'Next free: Mon, 23 Nov, 10:00 am', or 'Ask for availability' without a slot. */
export function nextSlotText(iso: string | null, ask: string): string {
  if (!iso) return ask;
  const when = new Date(iso).toLocaleString("en-IN", {
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "numeric",
    minute: "2-digit",
  });
  return `Next free: ${when}`;
}
