// Courses: every course, published or not, and a form to add one (it starts unpublished).
import { Trans, useLingui } from "@lingui/react/macro";
import type { AdminCourseRow } from "@saathi/contract/admin-courses";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { courseCategoryName } from "../../lib/i18n/course-category.ts";
import { type DataColumn, DataTable, tableUrlProps } from "../shell/data-table.tsx";
import { formatDate, formatPaise } from "../shell/format.ts";
import { PageHeader } from "../shell/page-header.tsx";
import { TableFilter } from "../shell/table-filter.tsx";
import { useTableUrlState } from "../shell/use-table-url-state.ts";
import { useCreateCourse } from "./api/create-course.ts";
import { useCourses } from "./api/get-courses.ts";
import { CourseFieldsForm } from "./course-fields-form.tsx";

function useColumns(): DataColumn<AdminCourseRow>[] {
  const { t } = useLingui();
  return [
    {
      id: "name",
      header: t`Course`,
      cell: (c) => (
        <Link to={`/admin/courses/${c.id}`} className="font-medium text-brand-700 underline-offset-4 hover:underline">
          {c.name}
        </Link>
      ),
    },
    { id: "category", header: t`Category`, cell: (c) => (c.category ? courseCategoryName(c.category) : "—") },
    { id: "price", header: t`Price`, cell: (c) => (c.isPaid ? formatPaise(c.price) : t`Free`) },
    { id: "lessons", header: t`Lessons`, cell: (c) => c.lessonCount },
    {
      id: "status",
      header: t`Status`,
      cell: (c) =>
        c.isPublished ? (
          <span className="rounded-full bg-green-50 px-2 py-0.5 text-xs font-semibold text-green-800">
            <Trans>Published</Trans>
          </span>
        ) : (
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
            <Trans>Draft</Trans>
          </span>
        ),
    },
    { id: "updatedAt", header: t`Updated`, sortable: true, cell: (c) => formatDate(c.updatedAt) },
  ];
}

export function CoursesPage() {
  const { t } = useLingui();
  const columns = useColumns();
  const state = useTableUrlState({ filters: ["published"] as const, defaultSort: "updatedAt" });
  const result = useCourses(state.query);
  const create = useCreateCourse();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  return (
    <>
      <PageHeader
        title={t`Courses`}
        description={t`Members see published courses. A member who bought a course keeps it if you unpublish it.`}
        actions={
          <Button variant={adding ? "ghost" : "primary"} onClick={() => setAdding((a) => !a)} aria-expanded={adding}>
            {adding ? t`Cancel` : t`New course`}
          </Button>
        }
      />
      {adding ? (
        <section aria-label={t`New course`} className="mb-6 rounded-2xl bg-white p-4 shadow-sm">
          <h2 className="mb-3 text-lg font-semibold text-ink">
            <Trans>New course</Trans>
          </h2>
          <CourseFieldsForm
            categories={[]}
            submitLabel={t`Create course`}
            busyLabel={t`Creating…`}
            onSubmit={async (input) => {
              const course = await create.mutateAsync(input);
              navigate(`/admin/courses/${course.id}`);
            }}
          />
        </section>
      ) : null}
      <DataTable
        caption={t`Courses`}
        columns={columns}
        result={result}
        rowKey={(c) => c.id}
        {...tableUrlProps(state, t`Search courses`)}
        emptyMessage={t`No courses yet. Add one with “New course”.`}
        toolbar={
          <TableFilter
            label={<Trans>Status</Trans>}
            value={state.filters.published}
            onChange={(v) => state.setFilter("published", v)}
            options={[
              ["", t`All`],
              ["true", t`Published`],
              ["false", t`Drafts`],
            ]}
          />
        }
      />
    </>
  );
}
