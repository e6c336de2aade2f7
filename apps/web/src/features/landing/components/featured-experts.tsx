import { Trans, useLingui } from "@lingui/react/macro";
import { EXPERT_MSG } from "@saathi/contract/expert-constants";
import type { ExpertCard } from "@saathi/contract/experts";
import useEmblaCarousel from "embla-carousel-react";
import { ChevronLeft, ChevronRight, Star } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { Link } from "react-router";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { type CardText, feeText, fill, nextText, ratingText, specialitiesText, waysText } from "../expert-card-text.ts";
import { cardText } from "../landing-text.ts";

type Load = { state: "loading" } | { state: "error" } | { state: "ready"; experts: ExpertCard[] };

/** `data-field` marks what static/island.ts fills when it builds cards from the template. */
export function ExpertSlideCard({ e, text }: { e: ExpertCard; text: CardText }) {
  return (
    <article className="flex h-full flex-col gap-3 rounded-2xl border border-brand-100 bg-white p-4 shadow-sm">
      <div className="flex items-center gap-3">
        <span
          aria-hidden
          data-field="avatar"
          className="flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-100 text-xl font-bold text-brand-800"
        >
          {e.avatarUrl ? (
            <img src={e.avatarUrl} alt="" width={56} height={56} loading="lazy" className="size-14 object-cover" />
          ) : (
            e.displayName.charAt(0)
          )}
        </span>
        <div>
          <h3 data-field="name" className="font-semibold text-ink">
            {e.displayName}
          </h3>
          <p className="flex items-center gap-1 text-sm text-muted">
            <Star aria-hidden size={14} className="fill-amber-400 text-amber-400" />
            <span data-field="rating">{ratingText(e.rating, e.feedbackCount, text)}</span>
          </p>
        </div>
      </div>
      <p data-field="specialities" className="text-sm text-ink">
        {specialitiesText(e, text)}
      </p>
      <p data-field="ways" className="text-sm text-muted">
        {waysText(e, text)}
      </p>
      <p data-field="fee" className="text-sm font-semibold text-brand-800">
        {feeText(e.consultationFee, text)}
      </p>
      <p data-field="next" className="mt-auto text-sm text-muted">
        {nextText(e.nextAvailableSlot, text)}
      </p>
      <Link to="/auth" className={buttonClasses("secondary")}>
        <Trans>Book a session</Trans>
      </Link>
    </article>
  );
}

const SLIDE = "min-w-0 shrink-0 grow-0 basis-[83.3%] pl-4 min-[900px]:basis-1/2 min-[1200px]:basis-1/3";
const arrow = "inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border border-brand-200 bg-white";

const PLACEHOLDER: ExpertCard = {
  expertId: "",
  displayName: "",
  username: null,
  avatarUrl: null,
  bio: "",
  consultationFee: 0,
  specialisations: [],
  languages: [],
  sessionTypes: [],
  nextAvailableSlot: null,
  rating: null,
  feedbackCount: 0,
  isFavourite: false,
  yearsExperience: null,
};

/**
 * Featured Experts: the first 10 from the API; 3 per view, 2 under 1200px, 1.2 under 900px; loops.
 * With `shell` (prerendering) it renders every state hidden but loading, and a card template.
 */
export function FeaturedExperts({ shell = false }: { shell?: boolean }) {
  const { t, i18n } = useLingui();
  const text = useMemo(() => cardText(i18n), [i18n, i18n.locale]);
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const [viewport, embla] = useEmblaCarousel({ loop: true, align: "start" });
  useEffect(() => {
    const ctrl = new AbortController();
    fetch("/api/experts/featured", { signal: ctrl.signal, credentials: "same-origin" })
      .then((r) => (r.ok ? (r.json() as Promise<ExpertCard[]>) : Promise.reject(new Error(String(r.status)))))
      .then((experts) => setLoad({ state: "ready", experts: experts.slice(0, 10) }))
      .catch((err: unknown) => {
        if (!ctrl.signal.aborted) setLoad({ state: "error" });
        return err;
      });
    return () => ctrl.abort();
  }, []);
  // The slides change when the experts arrive.
  // biome-ignore lint/correctness/useExhaustiveDependencies: load is the trigger, not an input
  useEffect(() => {
    embla?.reInit();
  }, [embla, load]);
  const experts = load.state === "ready" ? load.experts : [];

  return (
    <section aria-labelledby="featured-experts" data-island="experts" className="mx-auto max-w-6xl px-4 py-14">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="featured-experts" className="text-2xl font-bold text-ink sm:text-3xl">
            <Trans>Featured Experts</Trans>
          </h2>
          <p className="mt-1 text-muted">
            <Trans>Counsellors who speak your language, with fees shown upfront.</Trans>
          </p>
        </div>
        <Link to="/experts" className={buttonClasses("ghost")}>
          <Trans>View All Experts</Trans>
        </Link>
      </div>
      <p role="alert" data-state="error" hidden={load.state !== "error"} className="text-red-700">
        {load.state === "error" || shell ? i18n._(EXPERT_MSG.loadFailed) : null}
      </p>
      <div
        role="status"
        data-state="loading"
        hidden={load.state !== "loading"}
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
      >
        <span className="sr-only">
          <Trans>Loading experts...</Trans>
        </span>
        {[0, 1, 2].map((i) => (
          <div key={i} aria-hidden className="h-72 animate-pulse rounded-2xl bg-white" />
        ))}
      </div>
      <p data-state="empty" hidden={!(load.state === "ready" && experts.length === 0)} className="text-muted">
        <Trans>Our experts are getting ready. Please check back soon.</Trans>
      </p>
      <section
        data-state="ready"
        hidden={experts.length === 0}
        className="relative"
        aria-roledescription={t`carousel`}
        aria-label={t`Featured experts`}
      >
        <div ref={viewport} data-carousel className="overflow-hidden">
          <ul className="-ml-4 flex">
            {experts.map((e, i) => (
              <li
                key={e.expertId}
                aria-roledescription={t`slide`}
                aria-label={fill(text.slide, { n: i + 1, total: experts.length })}
                className={SLIDE}
                data-testid="featured-expert"
              >
                <ExpertSlideCard e={e} text={text} />
              </li>
            ))}
          </ul>
        </div>
        <div className="mt-4 flex justify-end gap-2">
          <button
            type="button"
            data-prev
            aria-label={t`Previous experts`}
            onClick={() => embla?.scrollPrev()}
            className={arrow}
          >
            <ChevronLeft aria-hidden />
          </button>
          <button
            type="button"
            data-next
            aria-label={t`Next experts`}
            onClick={() => embla?.scrollNext()}
            className={arrow}
          >
            <ChevronRight aria-hidden />
          </button>
        </div>
      </section>
      {shell ? (
        <template data-template="expert">
          <li aria-roledescription={t`slide`} className={SLIDE} data-testid="featured-expert">
            <ExpertSlideCard e={PLACEHOLDER} text={text} />
          </li>
        </template>
      ) : null}
    </section>
  );
}
