import { Trans, useLingui } from "@lingui/react/macro";
import useEmblaCarousel from "embla-carousel-react";
import { ChevronLeft, ChevronRight, Quote } from "lucide-react";
import { useEffect, useState } from "react";
import { TESTIMONIALS, TESTIMONIALS_PER_SLIDE } from "../landing-content.ts";

const SLIDES = Array.from({ length: Math.ceil(TESTIMONIALS.length / TESTIMONIALS_PER_SLIDE) }, (_, i) =>
  TESTIMONIALS.slice(i * TESTIMONIALS_PER_SLIDE, (i + 1) * TESTIMONIALS_PER_SLIDE),
);

/** Twelve testimonials, three per slide, moved by the visitor only (autoplay is never enabled). */
export function Testimonials() {
  const { t, i18n } = useLingui();
  const total = SLIDES.length;
  const [viewport, embla] = useEmblaCarousel({ loop: true });
  const [slide, setSlide] = useState(0);
  useEffect(() => {
    if (!embla) return;
    const on = () => setSlide(embla.selectedScrollSnap());
    embla.on("select", on);
    return () => {
      embla.off("select", on);
    };
  }, [embla]);
  return (
    <section aria-labelledby="testimonials" data-island="testimonials" className="bg-brand-50 py-14">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="testimonials" className="text-2xl font-bold text-ink sm:text-3xl">
          <Trans>What members say</Trans>
        </h2>
        <p className="mt-1 text-muted">
          <Trans>Shared with permission; names shortened for privacy.</Trans>
        </p>
        <section
          ref={viewport}
          data-carousel
          className="mt-6 overflow-hidden"
          aria-roledescription={t`carousel`}
          aria-label={t`Testimonials`}
        >
          <div className="flex">
            {SLIDES.map((group, i) => {
              const n = i + 1;
              return (
                <ul
                  key={group[0]?.name.id}
                  aria-roledescription={t`slide`}
                  aria-label={t`${n} of ${total}`}
                  aria-hidden={i !== slide || undefined}
                  className="grid min-w-0 shrink-0 grow-0 basis-full gap-4 md:grid-cols-3"
                >
                  {group.map((m) => (
                    <li key={m.name.id} className="flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm">
                      <Quote aria-hidden className="text-brand-500" />
                      <p className="text-ink">{i18n._(m.quote)}</p>
                      <p className="mt-auto text-sm font-semibold text-muted">
                        {i18n._(m.name)}, {i18n._(m.city)}
                      </p>
                    </li>
                  ))}
                </ul>
              );
            })}
          </div>
        </section>
        <div className="mt-4 flex items-center justify-between">
          <p aria-live="polite" data-counter className="text-sm text-muted">
            {slide + 1} / {SLIDES.length}
          </p>
          <div className="flex gap-2">
            <button
              type="button"
              data-prev
              aria-label={t`Previous testimonials`}
              onClick={() => embla?.scrollPrev()}
              className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border border-brand-200 bg-white"
            >
              <ChevronLeft aria-hidden />
            </button>
            <button
              type="button"
              data-next
              aria-label={t`Next testimonials`}
              onClick={() => embla?.scrollNext()}
              className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border border-brand-200 bg-white"
            >
              <ChevronRight aria-hidden />
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
