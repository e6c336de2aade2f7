import { Trans } from "@lingui/react/macro";
import { COURSE_CARD_DESCRIPTION_MAX, type CourseCard as Course, truncate } from "@saathi/contract/courses";
import { Link } from "react-router";
import { CoursePrice } from "./course-price.tsx";
import { HideBrokenImage } from "./hide-broken-image.tsx";

/** Name, description (80 chars), image (hidden if broken), price with the rupee sign or 'Free'. */
export function CourseCard({
  course,
  className = "",
  tabIndex,
}: {
  course: Course;
  className?: string;
  tabIndex?: number;
}) {
  return (
    <Link
      to={`/wellness/wellnessList/${course.id}`}
      tabIndex={tabIndex}
      className={`flex h-full flex-col overflow-hidden rounded-2xl border border-brand-100 bg-white shadow-sm transition-shadow hover:shadow-md ${className}`}
    >
      {course.thumbnailUrl ? (
        <HideBrokenImage src={course.thumbnailUrl} className="aspect-video w-full bg-brand-50 object-cover" />
      ) : null}
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h3 className="font-semibold text-ink">{course.name}</h3>
        <p className="flex-1 text-sm text-muted">{truncate(course.description, COURSE_CARD_DESCRIPTION_MAX)}</p>
        <p className="mt-2 flex items-center justify-between text-sm">
          <span className="font-semibold text-brand-700">
            <CoursePrice course={course} />
          </span>
          {course.isPaid && course.owned ? (
            <span className="text-xs text-muted">
              <Trans>Purchased</Trans>
            </span>
          ) : null}
        </p>
      </div>
    </Link>
  );
}

export function CourseCardSkeleton() {
  return (
    <div aria-hidden className="h-64 animate-pulse overflow-hidden rounded-2xl bg-white">
      <div className="aspect-video bg-brand-50" />
      <div className="m-4 h-4 w-2/3 rounded bg-brand-50" />
      <div className="mx-4 h-3 w-full rounded bg-brand-50" />
    </div>
  );
}
