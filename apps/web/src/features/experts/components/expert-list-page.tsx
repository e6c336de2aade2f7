import { Trans, useLingui } from "@lingui/react/macro";
import {
  DEFAULT_EXPERT_CATEGORY,
  EXPERT_LIST_CATEGORIES,
  EXPERT_MSG,
  EXPERT_SEARCH_MAX,
} from "@saathi/contract/experts";
import { Search } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import { Alert } from "../../../components/ui/alert.tsx";
import { LoadMoreButton } from "../../../components/ui/load-more-button.tsx";
import { useIsMinor } from "../../../lib/api/session/get-me.ts";
import { tx } from "../../../lib/i18n/translate.ts";
import { placeholderKeys } from "../../../lib/placeholders.ts";
import { useExperts } from "../api/get-experts.ts";
import { ExpertCardSkeleton, ExpertCardView } from "./expert-card.tsx";
import { ExpertFilters, type FilterValues } from "./expert-filters.tsx";
import { wordOf } from "./labels.ts";
import { PreviouslyConsulted } from "./previously-consulted.tsx";

/** How long typing pauses before the directory is searched. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * /expert/expertList: a search (names and worries in English, Hindi or Hinglish), categories, filters
 * (all kept in the address), 12 experts a page.
 */
export function ExpertListPage() {
  const { t, i18n } = useLingui();
  const location = useLocation();
  const searchId = useId();
  const [params, setParams] = useSearchParams();
  const fromState = (location.state as { selectedTitle?: string } | null)?.selectedTitle;
  const q = params.get("q") ?? "";
  const minor = useIsMinor();
  const youngPeopleParam = params.get("youngPeople");
  const [typed, setTyped] = useState(q);
  const values: FilterValues = {
    // A search looks in every category unless the member picked one.
    specialisation: params.get("category") ?? fromState ?? (q ? "All" : DEFAULT_EXPERT_CATEGORY),
    language: params.get("language") ?? "",
    sessionType: params.get("type") ?? "",
    favourites: params.get("favourites") === "true",
    // A minor may book only these experts, so they start filtered to them; the address keeps a choice.
    youngPeople: youngPeopleParam === "true" || (youngPeopleParam !== "false" && minor),
  };
  const apply = (v: FilterValues, search = q) => {
    const next = new URLSearchParams();
    if (search) next.set("q", search);
    next.set("category", v.specialisation);
    if (v.language) next.set("language", v.language);
    if (v.sessionType) next.set("type", v.sessionType);
    if (v.favourites) next.set("favourites", "true");
    // Off is written only for a minor, whose default is on.
    if (v.youngPeople || minor) next.set("youngPeople", String(v.youngPeople));
    setParams(next, { replace: true, state: location.state });
  };
  // Typing searches after a short pause; a search started here looks in every category.
  useEffect(() => {
    const text = typed.trim();
    if (text === q) return;
    const timer = setTimeout(() => {
      const next = new URLSearchParams(params);
      if (text) next.set("q", text);
      else next.delete("q");
      if (!params.get("category") && !fromState) next.set("category", text ? "All" : DEFAULT_EXPERT_CATEGORY);
      setParams(next, { replace: true, state: location.state });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, q, params, fromState, setParams, location.state]);
  const list = useExperts({
    q,
    specialisations: values.specialisation === "All" ? [] : [values.specialisation],
    languages: values.language ? [values.language] : [],
    sessionTypes: values.sessionType ? [values.sessionType] : [],
    favourites: values.favourites,
    youngPeople: values.youngPeople,
  });
  const experts = list.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <section className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-bold text-ink">
        <Trans>Find your expert</Trans>
      </h1>
      <Link to="/find-counsellor" className="self-start font-medium text-brand-700 underline underline-offset-2">
        <Trans>Not sure who to choose? Answer a few questions and we will suggest counsellors.</Trans>
      </Link>
      <search className="flex flex-col gap-1">
        <label htmlFor={searchId} className="text-sm font-medium text-ink">
          <Trans>Search by name or what is troubling you</Trans>
        </label>
        <div className="relative">
          <Search
            size={18}
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted"
          />
          <input
            id={searchId}
            type="search"
            value={typed}
            maxLength={EXPERT_SEARCH_MAX}
            onChange={(e) => setTyped(e.target.value)}
            placeholder={t`For example: sleep, neend, चिंता, exams, a name`}
            autoComplete="off"
            enterKeyHint="search"
            className="min-h-11 w-full rounded-xl border border-slate-300 bg-white py-2 pr-3 pl-10 text-base text-ink"
          />
        </div>
      </search>
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
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy={list.isLoading} aria-label={t`Experts`}>
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
        <p className="rounded-2xl bg-white p-6 text-center text-muted">
          {tx(EXPERT_MSG.noExperts)}
          {q && values.specialisation !== "All" ? (
            <>
              {" "}
              <button
                type="button"
                className="font-semibold text-brand-700 underline"
                onClick={() => apply({ ...values, specialisation: "All" })}
              >
                <Trans>Search every category</Trans>
              </button>
            </>
          ) : null}
        </p>
      ) : null}
      <LoadMoreButton query={list} className="self-center" />
    </section>
  );
}
