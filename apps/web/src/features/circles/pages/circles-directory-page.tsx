import { Trans, useLingui } from "@lingui/react/macro";
import { CIRCLE_TOPIC_LABELS, CIRCLE_TOPICS } from "@saathi/contract/circles";
import { EXPERT_LANGUAGES } from "@saathi/contract/expert-constants";
import { useId, useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { useMe } from "../../../lib/api/session/get-me.ts";
import { tx } from "../../../lib/i18n/translate.ts";
import { useCircles } from "../api/get-circles.ts";
import { TIME_WINDOWS, type TimeWindow, timeWindow } from "../circle-rules.ts";
import { CircleCard } from "../components/circle-card.tsx";
import { WINDOW_LABEL } from "../components/labels.ts";
import { MediaNotice } from "../components/media-notice.tsx";

const isWindow = (v: string | null): v is TimeWindow => TIME_WINDOWS.includes(v as TimeWindow);

/**
 * /circles: support circles led by a counsellor, found by topic, language and time (visitors too). The
 * filters live in the address, so a filtered list can be shared and survives going back.
 */
export function CirclesDirectoryPage() {
  const { t, i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const topic = params.get("topic") ?? "";
  const language = params.get("language") ?? "";
  const when: TimeWindow = isWindow(params.get("when")) ? (params.get("when") as TimeWindow) : "any";
  const [now] = useState(() => Date.now());
  const filters = useMemo(
    () => ({ topic: topic || undefined, language: language || undefined, ...timeWindow(when, now) }),
    [topic, language, when, now],
  );
  const circles = useCircles(filters);
  const signedIn = Boolean(useMe().data?.user);
  const ids = { topic: useId(), language: useId(), when: useId() };
  const set = (key: string, value: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (value && value !== "any") next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  const list = circles.data?.circles ?? [];
  const select = "min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-base text-ink";
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold text-ink">
          <Trans>Support circles</Trans>
        </h1>
        <p className="text-muted">
          <Trans>
            Small groups led by a counsellor, on one topic. Listen, share only what you want, and join under a circle
            nickname.
          </Trans>
        </p>
        {signedIn ? (
          <Link to="/circles/mine" className={`${buttonClasses("secondary")} self-start`}>
            <Trans>My circles</Trans>
          </Link>
        ) : null}
      </header>
      <MediaNotice />
      <form
        aria-label={t`Find a circle`}
        className="grid gap-3 rounded-3xl border border-slate-200 bg-white p-4 sm:grid-cols-3"
        onSubmit={(e) => e.preventDefault()}
      >
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.topic} className="text-sm font-medium text-ink">
            <Trans>Topic</Trans>
          </label>
          <select id={ids.topic} className={select} value={topic} onChange={(e) => set("topic", e.target.value)}>
            <option value="">{t`All topics`}</option>
            {CIRCLE_TOPICS.map((k) => (
              <option key={k} value={k}>
                {tx(CIRCLE_TOPIC_LABELS[k])}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.language} className="text-sm font-medium text-ink">
            <Trans>Language</Trans>
          </label>
          <select
            id={ids.language}
            className={select}
            value={language}
            onChange={(e) => set("language", e.target.value)}
          >
            <option value="">{t`All languages`}</option>
            {EXPERT_LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {tx(l)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.when} className="text-sm font-medium text-ink">
            <Trans>When</Trans>
          </label>
          <select id={ids.when} className={select} value={when} onChange={(e) => set("when", e.target.value)}>
            {TIME_WINDOWS.map((w) => (
              <option key={w} value={w}>
                {i18n._(WINDOW_LABEL[w])}
              </option>
            ))}
          </select>
        </div>
      </form>
      <div aria-live="polite" aria-busy={circles.isFetching || undefined}>
        {circles.isPending ? (
          <p role="status" className="text-muted">
            <Trans>Loading circles…</Trans>
          </p>
        ) : circles.isError ? (
          <div className="flex flex-col gap-3">
            <Alert>
              <Trans>We couldn't load the circles. Check your connection and try again.</Trans>
            </Alert>
            <Button variant="secondary" className="self-start" onClick={() => void circles.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        ) : list.length === 0 ? (
          <p className="rounded-3xl border border-slate-200 bg-white p-5 text-ink">
            {topic || language || when !== "any" ? (
              <Trans>No circles match these choices. Try another topic, language or time.</Trans>
            ) : (
              <Trans>No circles are planned yet. Please check back soon.</Trans>
            )}
          </p>
        ) : (
          <ul className="flex flex-col gap-4" aria-label={t`Circles`}>
            {list.map((c) => (
              <li key={c.id}>
                <CircleCard circle={c} now={now} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
