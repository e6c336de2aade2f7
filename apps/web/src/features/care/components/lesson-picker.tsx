import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { courseQueryOptions } from "../../../lib/api/courses/get-course.ts";
import { useCourses } from "../../../lib/api/courses/get-courses.ts";

const select = "min-h-11 w-full min-w-0 rounded-xl border border-slate-300 bg-white px-3 disabled:opacity-60";

/** A homework reference to a course lesson, "courseId:lessonId" (what the server checks and links to). */
export const lessonRef = (courseId: string, lessonId: string) =>
  courseId && lessonId ? `${courseId}:${lessonId}` : "";
const parts = (ref: string) => {
  const [courseId = "", lessonId = ""] = ref.split(":");
  return { courseId, lessonId };
};

/**
 * The counsellor picks a lesson for homework: a course from the course list, then one of its lessons
 * (grouped by module). Both are native selects with labels, so a keyboard and a screen reader work
 * them as any form field; `value` and `onChange` carry "courseId:lessonId" ("" until both are chosen).
 */
export function LessonPicker({ value, onChange }: { value: string; onChange(ref: string): void }) {
  const { t } = useLingui();
  const id = useId();
  const { courseId, lessonId } = parts(value);
  const courses = useCourses();
  const course = useQuery({ ...courseQueryOptions(courseId), enabled: !!courseId });
  // The course is chosen before its lessons arrive: keep it, with no lesson yet.
  const chooseCourse = (next: string) => onChange(next ? `${next}:` : "");

  if (courses.isPending)
    return (
      <p role="status" className="text-sm text-muted">
        <Trans>Loading courses...</Trans>
      </p>
    );
  if (courses.isError)
    return (
      <div className="flex flex-col gap-2">
        <p role="alert" className="text-sm text-red-700">
          <Trans>Could not load the courses.</Trans>
        </p>
        <Button variant="secondary" className="self-start" onClick={() => void courses.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  if (courses.data.courses.length === 0)
    return (
      <p className="text-sm text-muted">
        <Trans>There are no courses yet, so a lesson cannot be chosen.</Trans>
      </p>
    );

  const modules = course.data?.modules ?? [];
  const lessons = modules.reduce((n, m) => n + m.lessons.length, 0);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        {/* A label of its own (not around the select), so the field's name is only its label. */}
        <label htmlFor={`${id}-course`} className="text-sm font-medium text-ink">
          <Trans>Course</Trans>
        </label>
        <select
          id={`${id}-course`}
          className={select}
          required
          value={courseId}
          onChange={(e) => chooseCourse(e.target.value)}
        >
          <option value="">{t`Choose a course`}</option>
          {courses.data.courses.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-lesson`} className="text-sm font-medium text-ink">
          <Trans>Lesson</Trans>
        </label>
        <select
          id={`${id}-lesson`}
          className={select}
          required
          disabled={!courseId || !course.data || lessons === 0}
          aria-describedby={`${id}-lessons`}
          value={lessonId}
          onChange={(e) => onChange(lessonRef(courseId, e.target.value))}
        >
          <option value="">{t`Choose a lesson`}</option>
          {modules.map((m, i) => {
            const number = i + 1;
            const title = m.title;
            return m.lessons.length ? (
              <optgroup key={m.id} label={t`Module ${number}: ${title}`}>
                {m.lessons.map((l, j) => {
                  const lesson = j + 1;
                  const name = l.name;
                  return (
                    <option key={l.id} value={l.id}>
                      {t`Lesson ${lesson} · ${name}`}
                    </option>
                  );
                })}
              </optgroup>
            ) : null;
          })}
        </select>
      </div>
      <p id={`${id}-lessons`} className="text-xs text-muted" aria-live="polite">
        {!courseId ? (
          <Trans>Choose a course first.</Trans>
        ) : course.isPending ? (
          <Trans>Loading lessons...</Trans>
        ) : course.isError ? (
          <Trans>Could not load this course's lessons.</Trans>
        ) : lessons === 0 ? (
          <Trans>This course has no lessons yet.</Trans>
        ) : null}
      </p>
    </div>
  );
}

/** The course and lesson a "courseId:lessonId" reference names, read from the course (nothing until it loads). */
export function LessonName({ value }: { value: string }) {
  const { courseId, lessonId } = parts(value);
  const course = useQuery({ ...courseQueryOptions(courseId), enabled: !!courseId });
  const lesson = course.data?.modules.flatMap((m) => m.lessons).find((l) => l.id === lessonId);
  if (!course.data || !lesson) return null;
  return (
    <p className="text-sm text-muted">
      {course.data.name} · {lesson.name}
    </p>
  );
}
