import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { useCourses } from "../../../lib/api/courses/get-courses.ts";
import { courseCategoryName } from "../../../lib/i18n/course-category.ts";
import { CourseCard, CourseCardSkeleton } from "./course-card.tsx";
import { WellnessPage } from "./wellness-page.tsx";

/** /wellness/wellnessList: every course, filterable by category. */
export function CourseListPage() {
  const { t } = useLingui();
  const { data, isPending, isError, refetch } = useCourses();
  const [category, setCategory] = useState<string | null>(null);
  const courses = (data?.courses ?? []).filter((c) => !category || c.categoryId === category);
  return (
    <WellnessPage title={t`Courses`} back="/wellness">
      {data && data.categories.length > 0 ? (
        <fieldset className="mb-4 flex flex-wrap gap-2">
          <legend className="sr-only">
            <Trans>Category</Trans>
          </legend>
          {[
            { id: null, name: t`All` },
            ...data.categories.map((c) => ({ id: c.id, name: courseCategoryName(c.name) })),
          ].map((c) => (
            <button
              key={c.id ?? "all"}
              type="button"
              aria-pressed={category === c.id}
              onClick={() => setCategory(c.id)}
              className={`min-h-11 rounded-full border px-4 text-sm ${category === c.id ? "border-brand-700 bg-brand-700 text-white" : "border-brand-200 bg-white text-ink"}`}
            >
              {c.name}
            </button>
          ))}
        </fieldset>
      ) : null}
      {isError ? (
        <Alert>
          <Trans>Could not load courses.</Trans>{" "}
          <Button variant="ghost" onClick={() => void refetch()}>
            <Trans>Retry</Trans>
          </Button>
        </Alert>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {isPending
            ? [0, 1, 2].map((i) => (
                <li key={i}>
                  <CourseCardSkeleton />
                </li>
              ))
            : courses.map((c) => (
                <li key={c.id}>
                  <CourseCard course={c} />
                </li>
              ))}
        </ul>
      )}
      {data && courses.length === 0 ? (
        <p className="text-muted">
          <Trans>No courses in this category yet.</Trans>
        </p>
      ) : null}
    </WellnessPage>
  );
}
