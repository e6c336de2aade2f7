// The course editor: the course's fields, thumbnail, publish switch, and its modules and lessons.
import type { AdminModuleInput } from "@saathi/contract/admin-courses";
import { type FormEvent, useState } from "react";
import { useParams } from "react-router";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { toast } from "../../components/ui/toaster.tsx";
import { errorMessage } from "../shell/admin-api.ts";
import { formatPaise } from "../shell/format.ts";
import { PageHeader } from "../shell/page-header.tsx";
import { useAddModule } from "./api/add-module.ts";
import { useCourse } from "./api/get-course.ts";
import { useSetCoursePublished } from "./api/set-course-published.ts";
import { useUpdateCourse } from "./api/update-course.ts";
import { useUploadCourseThumbnail } from "./api/upload-course-thumbnail.ts";
import { CourseFieldsForm } from "./course-fields-form.tsx";
import { ModuleEditor } from "./module-editor.tsx";
import { UploadField } from "./upload-field.tsx";

const back = { to: "/admin/courses", label: "All courses" };

export function CourseEditorPage() {
  const { courseId = "" } = useParams();
  const course = useCourse(courseId);
  const update = useUpdateCourse(courseId);
  const publish = useSetCoursePublished(courseId);
  const thumbnail = useUploadCourseThumbnail(courseId);
  const addModule = useAddModule(courseId);
  const [moduleTitle, setModuleTitle] = useState("");
  const [error, setError] = useState("");

  if (course.isPending) return <p role="status">Loading the course…</p>;
  if (course.isError)
    return (
      <>
        <PageHeader title="Course" back={back} />
        <Alert>{errorMessage(course.error)}</Alert>
        <Button variant="secondary" className="mt-3" onClick={() => course.refetch()}>
          Try again
        </Button>
      </>
    );
  const c = course.data;
  const submitModule = async (e: FormEvent) => {
    e.preventDefault();
    const input: AdminModuleInput = { title: moduleTitle };
    if (!moduleTitle.trim()) return setError("Please enter a title");
    setError("");
    await addModule
      .mutateAsync(input)
      .then(() => setModuleTitle(""))
      .catch((err) => setError(errorMessage(err)));
  };

  return (
    <>
      <PageHeader
        title={c.name}
        description={`${c.isPublished ? "Published" : "Draft: members cannot see it"} · ${c.isPaid ? formatPaise(c.price) : "Free"}`}
        back={back}
        actions={
          <Button
            variant={c.isPublished ? "secondary" : "primary"}
            busy={publish.isPending}
            busyText={c.isPublished ? "Unpublishing…" : "Publishing…"}
            onClick={() =>
              publish
                .mutateAsync(!c.isPublished)
                .then((next) => toast(next.isPublished ? "Course published" : "Course unpublished"))
                .catch((err) => setError(errorMessage(err)))
            }
          >
            {c.isPublished ? "Unpublish" : "Publish"}
          </Button>
        }
      />
      {error ? <Alert>{error}</Alert> : null}
      <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
        <section aria-label="Course details" className="rounded-2xl bg-white p-4 shadow-sm">
          <h2 className="mb-3 text-lg font-semibold text-ink">Details</h2>
          <CourseFieldsForm
            key={c.updatedAt}
            initial={c}
            categories={c.categories}
            submitLabel="Save details"
            busyLabel="Saving…"
            onSubmit={async (input) => {
              await update.mutateAsync(input);
              toast("Course saved");
            }}
          />
        </section>
        <section aria-label="Thumbnail" className="rounded-2xl bg-white p-4 shadow-sm">
          <h2 className="mb-3 text-lg font-semibold text-ink">Thumbnail</h2>
          {c.thumbnailUrl ? (
            <img
              src={c.thumbnailUrl}
              alt={`Thumbnail of ${c.name}`}
              className="mb-3 aspect-video w-full rounded-xl object-cover"
            />
          ) : (
            <p className="mb-3 text-sm text-muted">No thumbnail yet.</p>
          )}
          <UploadField
            label="Upload a thumbnail"
            accept="image/jpeg,image/png,image/webp"
            hint="JPEG, PNG or WebP, up to 5 MB. Shown on the course card to everyone."
            upload={(file, onProgress) => thumbnail.mutateAsync({ file, onProgress })}
          />
        </section>
      </div>
      <h2 className="mt-6 mb-3 text-lg font-semibold text-ink">Modules and lessons</h2>
      <div className="flex flex-col gap-4">
        {c.modules.length === 0 ? <p className="text-sm text-muted">No modules yet. Add the first one below.</p> : null}
        {c.modules.map((m) => (
          <ModuleEditor key={`${m.id}-${m.position}`} module={m} count={c.modules.length} />
        ))}
        <form
          onSubmit={submitModule}
          noValidate
          className="flex flex-col gap-2 rounded-2xl bg-white p-4 shadow-sm sm:flex-row sm:items-end"
        >
          <div className="flex-1">
            <TextField label="New module title" value={moduleTitle} onChange={(e) => setModuleTitle(e.target.value)} />
          </div>
          <Button type="submit" busy={addModule.isPending} busyText="Adding…">
            Add module
          </Button>
        </form>
      </div>
    </>
  );
}
