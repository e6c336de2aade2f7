// Courses: every course, published or not, and a form to add one (it starts unpublished).
import type { AdminCourseRow } from "@saathi/contract/admin-courses";
import { useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { type DataColumn, DataTable, tableUrlProps } from "../shell/data-table.tsx";
import { formatDate, formatPaise } from "../shell/format.ts";
import { PageHeader } from "../shell/page-header.tsx";
import { useTableUrlState } from "../shell/use-table-url-state.ts";
import { useCreateCourse } from "./api/create-course.ts";
import { useCourses } from "./api/get-courses.ts";
import { CourseFieldsForm } from "./course-fields-form.tsx";

const columns: DataColumn<AdminCourseRow>[] = [
  {
    id: "name",
    header: "Course",
    cell: (c) => (
      <Link to={`/admin/courses/${c.id}`} className="font-medium text-brand-700 underline-offset-4 hover:underline">
        {c.name}
      </Link>
    ),
  },
  { id: "category", header: "Category", cell: (c) => c.category ?? "—" },
  { id: "price", header: "Price", cell: (c) => (c.isPaid ? formatPaise(c.price) : "Free") },
  { id: "lessons", header: "Lessons", cell: (c) => c.lessonCount },
  {
    id: "status",
    header: "Status",
    cell: (c) =>
      c.isPublished ? (
        <span className="rounded-full bg-green-50 px-2 py-0.5 text-xs font-semibold text-green-800">Published</span>
      ) : (
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">Draft</span>
      ),
  },
  { id: "updatedAt", header: "Updated", sortable: true, cell: (c) => formatDate(c.updatedAt) },
];

export function CoursesPage() {
  const state = useTableUrlState({ filters: ["published"] as const, defaultSort: "updatedAt" });
  const result = useCourses(state.query);
  const create = useCreateCourse();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const filterId = useId();
  return (
    <>
      <PageHeader
        title="Courses"
        description="Members see published courses. A member who bought a course keeps it if you unpublish it."
        actions={
          <Button variant={adding ? "ghost" : "primary"} onClick={() => setAdding((a) => !a)} aria-expanded={adding}>
            {adding ? "Cancel" : "New course"}
          </Button>
        }
      />
      {adding ? (
        <section aria-label="New course" className="mb-6 rounded-2xl bg-white p-4 shadow-sm">
          <h2 className="mb-3 text-lg font-semibold text-ink">New course</h2>
          <CourseFieldsForm
            categories={[]}
            submitLabel="Create course"
            busyLabel="Creating…"
            onSubmit={async (input) => {
              const course = await create.mutateAsync(input);
              navigate(`/admin/courses/${course.id}`);
            }}
          />
        </section>
      ) : null}
      <DataTable
        caption="Courses"
        columns={columns}
        result={result}
        rowKey={(c) => c.id}
        {...tableUrlProps(state, "Search courses")}
        emptyMessage="No courses yet. Add one with “New course”."
        toolbar={
          <div className="flex flex-col gap-1">
            <label htmlFor={filterId} className="text-sm font-medium text-ink">
              Status
            </label>
            <select
              id={filterId}
              value={state.filters.published ?? ""}
              onChange={(e) => state.setFilter("published", e.target.value || undefined)}
              className="min-h-11 rounded-xl border border-slate-300 bg-white px-3 text-base text-ink"
            >
              <option value="">All</option>
              <option value="true">Published</option>
              <option value="false">Drafts</option>
            </select>
          </div>
        }
      />
    </>
  );
}
