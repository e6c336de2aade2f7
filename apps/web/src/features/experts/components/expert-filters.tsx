import { Trans, useLingui } from "@lingui/react/macro";
import { EXPERT_LANGUAGES, SESSION_TYPE_LABEL, SESSION_TYPES, SPECIALISATIONS } from "@saathi/contract/experts";
import { useId } from "react";
import { tx } from "../../../lib/i18n/translate.ts";
import { wordOf } from "./labels.ts";

export interface FilterValues {
  specialisation: string;
  language: string;
  sessionType: string;
  favourites: boolean;
  /** Only experts who work with members under 18 (on by default for a minor: the only ones they may book). */
  youngPeople: boolean;
}

const selectClass = "min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-sm text-ink";

/** Specialisation, Language, Session Type, Favourite (spec §2 Expert list) and Works with young people (decision 038). */
export function ExpertFilters({ value, onChange }: { value: FilterValues; onChange(v: FilterValues): void }) {
  const { i18n } = useLingui();
  const id = useId();
  const set = (patch: Partial<FilterValues>) => onChange({ ...value, ...patch });
  return (
    <div className="grid grid-cols-2 gap-2 md:grid-cols-4">
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-spec`} className="text-xs font-medium text-muted">
          <Trans>Specialisation</Trans>
        </label>
        <select
          id={`${id}-spec`}
          className={selectClass}
          value={value.specialisation}
          onChange={(e) => set({ specialisation: e.target.value })}
        >
          <option value="All">{wordOf(i18n, "All")}</option>
          {SPECIALISATIONS.map((s) => (
            <option key={s} value={s}>
              {wordOf(i18n, s)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-lang`} className="text-xs font-medium text-muted">
          <Trans>Language</Trans>
        </label>
        <select
          id={`${id}-lang`}
          className={selectClass}
          value={value.language}
          onChange={(e) => set({ language: e.target.value })}
        >
          <option value="">
            <Trans>Any</Trans>
          </option>
          {EXPERT_LANGUAGES.map((l) => (
            <option key={l} value={l}>
              {wordOf(i18n, l)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-type`} className="text-xs font-medium text-muted">
          <Trans>Session Type</Trans>
        </label>
        <select
          id={`${id}-type`}
          className={selectClass}
          value={value.sessionType}
          onChange={(e) => set({ sessionType: e.target.value })}
        >
          <option value="">
            <Trans>Any</Trans>
          </option>
          {SESSION_TYPES.map((t) => (
            <option key={t} value={t}>
              {tx(SESSION_TYPE_LABEL[t])}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-fav`} className="text-xs font-medium text-muted">
          <Trans>Favourite</Trans>
        </label>
        <select
          id={`${id}-fav`}
          className={selectClass}
          value={value.favourites ? "mine" : "all"}
          onChange={(e) => set({ favourites: e.target.value === "mine" })}
        >
          <option value="all">
            <Trans>All experts</Trans>
          </option>
          <option value="mine">
            <Trans>My favourites</Trans>
          </option>
        </select>
      </div>
      <div className="col-span-2 flex flex-col rounded-xl border border-slate-300 bg-white px-3 pb-2 md:col-span-4">
        {/* The whole line is the tap target; the hint is read as the checkbox's description, not its name. */}
        <label
          htmlFor={`${id}-young`}
          className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-ink"
        >
          <input
            id={`${id}-young`}
            type="checkbox"
            className="size-5 shrink-0 accent-brand-700"
            checked={value.youngPeople}
            aria-describedby={`${id}-young-hint`}
            onChange={(e) => set({ youngPeople: e.target.checked })}
          />
          <Trans>Works with young people</Trans>
        </label>
        <span id={`${id}-young-hint`} className="pl-8 text-xs text-muted">
          <Trans>Members under 18 can book only these experts, with a guardian's consent.</Trans>
        </span>
      </div>
    </div>
  );
}
