import { Trans, useLingui } from "@lingui/react/macro";
import { EXPERT_CATEGORY_TILES } from "@saathi/contract/experts";
import { Briefcase, CloudRain, HeartHandshake, Sparkles, Users, Wind } from "lucide-react";
import { Link } from "react-router";
import { wordOf } from "./labels.ts";

const ICONS = [CloudRain, HeartHandshake, Wind, Sparkles, Users, Briefcase];

/** /expert: six categories; each opens the expert list with that category selected. */
export function ExpertCategoriesPage() {
  const { i18n } = useLingui();
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-6">
      <h1 className="text-2xl font-bold text-ink">
        <Trans>Talk to an expert</Trans>
      </h1>
      <p className="mt-1 text-muted">
        <Trans>What would you like support with? Choose a topic to see counsellors for it.</Trans>
      </p>
      <ul className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {EXPERT_CATEGORY_TILES.map((tile, i) => {
          const Icon = ICONS[i] ?? Sparkles;
          return (
            <li key={tile.title}>
              <Link
                to="/expert/expertList"
                state={{ selectedTitle: tile.specialisation }}
                className="flex h-full flex-col items-center gap-2 rounded-3xl border border-brand-100 bg-white p-5 text-center font-semibold text-ink shadow-sm hover:border-brand-500"
              >
                <Icon size={28} className="text-brand-700" aria-hidden="true" />
                {wordOf(i18n, tile.title)}
              </Link>
            </li>
          );
        })}
      </ul>
      <p className="mt-6 text-center text-sm">
        <Link to="/expert/expertList" state={{ selectedTitle: "All" }} className="font-medium text-brand-700 underline">
          <Trans>See all experts</Trans>
        </Link>
      </p>
    </section>
  );
}
