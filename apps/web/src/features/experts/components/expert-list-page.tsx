import { Trans, useLingui } from "@lingui/react/macro";
import { DEFAULT_EXPERT_CATEGORY, EXPERT_LIST_CATEGORIES, EXPERT_MSG } from "@saathi/contract/experts";
import { useLocation, useSearchParams } from "react-router";
import { Alert } from "../../../components/ui/alert.tsx";
import { LoadMoreButton } from "../../../components/ui/load-more-button.tsx";
import { tx } from "../../../lib/i18n/translate.ts";
import { placeholderKeys } from "../../../lib/placeholders.ts";
import { useExperts } from "../api/get-experts.ts";
import { ExpertCardSkeleton, ExpertCardView } from "./expert-card.tsx";
import { ExpertFilters, type FilterValues } from "./expert-filters.tsx";
import { wordOf } from "./labels.ts";
import { PreviouslyConsulted } from "./previously-consulted.tsx";

/** /expert/expertList: categories, filters (kept in the address), 12 experts a page. */
export function ExpertListPage() {
  const { i18n } = useLingui();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const fromState = (location.state as { selectedTitle?: string } | null)?.selectedTitle;
  const values: FilterValues = {
    specialisation: params.get("category") ?? fromState ?? DEFAULT_EXPERT_CATEGORY,
    language: params.get("language") ?? "",
    sessionType: params.get("type") ?? "",
    favourites: params.get("favourites") === "true",
  };
  const apply = (v: FilterValues) => {
    const next = new URLSearchParams();
    next.set("category", v.specialisation);
    if (v.language) next.set("language", v.language);
    if (v.sessionType) next.set("type", v.sessionType);
    if (v.favourites) next.set("favourites", "true");
    setParams(next, { replace: true, state: location.state });
  };
  const list = useExperts({
    specialisations: values.specialisation === "All" ? [] : [values.specialisation],
    languages: values.language ? [values.language] : [],
    sessionTypes: values.sessionType ? [values.sessionType] : [],
    favourites: values.favourites,
  });
  const experts = list.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <section className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-bold text-ink">
        <Trans>Find your expert</Trans>
      </h1>
      <fieldset className="-mx-1 flex min-w-0 gap-2 overflow-x-auto px-1 pb-1">
        <legend className="sr-only">
          <Trans>Categories</Trans>
        </legend>
        {EXPERT_LIST_CATEGORIES.map((c) => (
          <button
            key={c}
            type="button"
            aria-pressed={values.specialisation === c}
            onClick={() => apply({ ...values, specialisation: c })}
            className={`shrink-0 rounded-full border px-4 py-2 text-sm font-medium ${values.specialisation === c ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white text-ink hover:border-brand-500"}`}
          >
            {wordOf(i18n, c)}
          </button>
        ))}
      </fieldset>
      <ExpertFilters value={values} onChange={apply} />
      <PreviouslyConsulted />
      {list.isError ? (
        <Alert>
          {tx(EXPERT_MSG.loadFailed)}{" "}
          <button type="button" className="font-semibold underline" onClick={() => void list.refetch()}>
            <Trans>Retry</Trans>
          </button>
        </Alert>
      ) : null}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy={list.isLoading}>
        {list.isLoading
          ? placeholderKeys(6).map((k) => (
              <li key={k}>
                <ExpertCardSkeleton />
              </li>
            ))
          : experts.map((e) => (
              <li key={e.expertId} className="flex">
                <ExpertCardView expert={e} />
              </li>
            ))}
      </ul>
      {list.isSuccess && experts.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-center text-muted">{tx(EXPERT_MSG.noExperts)}</p>
      ) : null}
      <LoadMoreButton query={list} className="self-center" />
    </section>
  );
}
