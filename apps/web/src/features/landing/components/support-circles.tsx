import { Trans, useLingui } from "@lingui/react/macro";
import type { Circle } from "@saathi/contract/circles";
import { useEffect, useMemo, useState } from "react";
import { Link } from "react-router";
import { buttonClasses } from "../../../components/ui/button.tsx";
import {
  type CircleCardText,
  circleFeeText,
  circleLanguageText,
  circleSeatsText,
  circleWhenText,
  LANDING_CIRCLES,
} from "../circle-card-text.ts";
import { circleText } from "../landing-text.ts";

type Load = { state: "loading" } | { state: "error" } | { state: "ready"; circles: Circle[] };

/** `data-field` marks what static/island.ts fills when it builds cards from the template. */
export function CircleSlideCard({ c, text }: { c: Circle; text: CircleCardText }) {
  return (
    <article className="flex h-full flex-col gap-2 rounded-2xl border border-brand-100 bg-white p-4 shadow-sm">
      <h3 className="font-semibold text-ink">
        <a data-field="title" href={`/circles/${c.id}`} className="underline-offset-2 hover:underline">
          {c.title}
        </a>
      </h3>
      <p data-field="language" className="text-sm text-muted">
        {circleLanguageText(c, text)}
      </p>
      <p data-field="when" className="text-sm text-ink">
        {circleWhenText(c, text)}
      </p>
      <p className="mt-auto flex flex-wrap justify-between gap-2 text-sm">
        <span data-field="fee" className="font-semibold text-brand-800">
          {circleFeeText(c.fee, text)}
        </span>
        <span data-field="seats" className="text-ink">
          {circleSeatsText(c, text)}
        </span>
      </p>
    </article>
  );
}

const PLACEHOLDER: Circle = {
  id: "",
  host: { id: "", name: "", avatarUrl: null },
  topic: "anxiety",
  language: "",
  title: "",
  groundRules: "",
  minutes: 60,
  seats: 0,
  fee: 0,
  weekly: false,
  status: "active",
  occurrences: [],
};

/**
 * Support circles: a few upcoming circles led by counsellors, from the public listing. With `shell`
 * (prerendering) it renders every state hidden but loading, and a card template for static/island.ts.
 */
export function SupportCircles({ shell = false }: { shell?: boolean }) {
  const { i18n } = useLingui();
  const text = useMemo(() => circleText(i18n), [i18n, i18n.locale]);
  const [load, setLoad] = useState<Load>({ state: "loading" });
  useEffect(() => {
    if (shell) return;
    const ctrl = new AbortController();
    fetch("/api/circles", { signal: ctrl.signal, credentials: "same-origin" })
      .then((r) => (r.ok ? (r.json() as Promise<{ circles: Circle[] }>) : Promise.reject(new Error(String(r.status)))))
      .then((body) => setLoad({ state: "ready", circles: body.circles.slice(0, LANDING_CIRCLES) }))
      .catch((err: unknown) => {
        if (!ctrl.signal.aborted) setLoad({ state: "error" });
        return err;
      });
    return () => ctrl.abort();
  }, [shell]);
  const circles = load.state === "ready" ? load.circles : [];
  return (
    <section aria-labelledby="support-circles" data-island="circles" className="mx-auto max-w-6xl px-4 py-14">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="support-circles" className="text-2xl font-bold text-ink sm:text-3xl">
            <Trans>Support circles</Trans>
          </h2>
          <p className="mt-1 text-muted">
            <Trans>Small groups on one topic, led by a counsellor. Join under a nickname; many are free.</Trans>
          </p>
        </div>
        <Link to="/circles" className={buttonClasses("ghost")}>
          <Trans>See all circles</Trans>
        </Link>
      </div>
      <p role="alert" data-state="error" hidden={load.state !== "error"} className="text-red-700">
        <Trans>Could not load circles.</Trans>
      </p>
      <div role="status" data-state="loading" hidden={load.state !== "loading"} className="grid gap-4 sm:grid-cols-3">
        <span className="sr-only">
          <Trans>Loading circles…</Trans>
        </span>
        {[0, 1, 2].map((i) => (
          <div key={i} aria-hidden className="h-40 animate-pulse rounded-2xl bg-white" />
        ))}
      </div>
      <p data-state="empty" hidden={!(load.state === "ready" && circles.length === 0)} className="text-muted">
        <Trans>No circles are planned yet. Please check back soon.</Trans>
      </p>
      <ul data-state="ready" hidden={circles.length === 0} className="grid gap-4 sm:grid-cols-3">
        {circles.map((c) => (
          <li key={c.id} data-testid="landing-circle">
            <CircleSlideCard c={c} text={text} />
          </li>
        ))}
      </ul>
      {shell ? (
        <template data-template="circle">
          <li data-testid="landing-circle">
            <CircleSlideCard c={PLACEHOLDER} text={text} />
          </li>
        </template>
      ) : null}
    </section>
  );
}
