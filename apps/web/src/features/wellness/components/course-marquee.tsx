import { useLingui } from "@lingui/react/macro";
import type { CourseCard as Course } from "@saathi/contract/courses";
import { WELLNESS } from "@saathi/contract/wellness";
import { CourseCard } from "./course-card.tsx";

/**
 * Desktop course carousel: cards about 440px wide scrolling continuously, one loop every 15 s.
 * Hover or keyboard focus pauses it; with reduced motion it is a plain horizontal scroller.
 */
export function CourseMarquee({ courses }: { courses: Course[] }) {
  const { t } = useLingui();
  // Enough copies to fill a wide screen twice, so the loop has no gap.
  const copies = Math.max(2, Math.ceil(6 / Math.max(1, courses.length)) * 2);
  const items = Array.from({ length: copies }, (_, i) => courses.map((c) => ({ c, key: `${i}-${c.id}` }))).flat();
  return (
    <section
      aria-label={t`Courses`}
      className="group overflow-hidden motion-reduce:overflow-x-auto"
      aria-roledescription={t`carousel`}
    >
      <ul
        className="flex w-max gap-4 py-2 [animation:course-marquee_var(--loop)_linear_infinite] group-hover:[animation-play-state:paused] group-focus-within:[animation-play-state:paused] motion-reduce:[animation:none]"
        style={{ "--loop": `${WELLNESS.carouselMs}ms` } as React.CSSProperties}
      >
        {items.map(({ c, key }, i) => (
          // Copies after the first set are for the loop only: hidden from assistive tech and the tab order.
          <li key={key} className="w-[440px] shrink-0" aria-hidden={i >= courses.length || undefined}>
            <CourseCard course={c} {...(i >= courses.length ? { tabIndex: -1 } : {})} />
          </li>
        ))}
      </ul>
    </section>
  );
}
