// The course editor: the course's fields, thumbnail, publish switch, and its modules and lessons.
import { Trans, useLingui } from "@lingui/react/macro";
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

export function CourseEditorPage() {
  const { t } = useLingui();
  const back = { to: "/admin/courses", label: t`All courses` };
  const { courseId = "" } = useParams();
  const course = useCourse(courseId);
  const update = useUpdateCourse(courseId);
  const publish = useSetCoursePublished(courseId);
  const thumbnail = useUploadCourseThumbnail(courseId);
  const addModule = useAddModule(courseId);
  const [moduleTitle, setModuleTitle] = useState("");
  const [error, setError] = useState("");

  if (course.isPending)
    return (
      <p role="status">
        <Trans>Loading the course…</Trans>
      </p>
    );
  if (course.isError)
    return (
      <>
        <PageHeader title={t`Course`} back={back} />
        <Alert>{errorMessage(course.error)}</Alert>
        <Button variant="secondary" className="mt-3" onClick={() => course.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </>
    );
  const c = course.data;
  const name = c.name;
  const submitModule = async (e: FormEvent) => {
    e.preventDefault();
    const input: AdminModuleInput = { title: moduleTitle };
    if (!moduleTitle.trim()) return setError(t`Please enter a title`);
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
        description={`${c.isPublished ? t`Published` : t`Draft: members cannot see it`} · ${c.isPaid ? formatPaise(c.price) : t`Free`}`}
        back={back}
        actions={
          <Button
            variant={c.isPublished ? "secondary" : "primary"}
            busy={publish.isPending}
            busyText={c.isPublished ? t`Unpublishing…` : t`Publishing…`}
            onClick={() =>
              publish
                .mutateAsync(!c.isPublished)
                .then((next) => toast(next.isPublished ? t`Course published` : t`Course unpublished`))
                .catch((err) => setError(errorMessage(err)))
            }
          >
            {c.isPublished ? t`Unpublish` : t`Publish`}
          </Button>
        }
      />
      {error ? <Alert>{error}</Alert> : null}
      <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
        <section aria-label={t`Course details`} className="rounded-2xl bg-white p-4 shadow-sm">
          <h2 className="mb-3 text-lg font-semibold text-ink">
            <Trans>Details</Trans>
          </h2>
          <CourseFieldsForm
            key={c.updatedAt}
            initial={c}
            categories={c.categories}
            submitLabel={t`Save details`}
            busyLabel={t`Saving…`}
            onSubmit={async (input) => {
              await update.mutateAsync(input);
              toast(t`Course saved`);
            }}
          />
        </section>
        <section aria-label={t`Thumbnail`} className="rounded-2xl bg-white p-4 shadow-sm">
          <h2 className="mb-3 text-lg font-semibold text-ink">
            <Trans>Thumbnail</Trans>
          </h2>
          {c.thumbnailUrl ? (
            <img
              src={c.thumbnailUrl}
              alt={t`Thumbnail of ${name}`}
              className="mb-3 aspect-video w-full rounded-xl object-cover"
            />
          ) : (
            <p className="mb-3 text-sm text-muted">
              <Trans>No thumbnail yet.</Trans>
            </p>
          )}
          <UploadField
            label={t`Upload a thumbnail`}
            accept="image/jpeg,image/png,image/webp"
            hint={t`JPEG, PNG or WebP, up to 5 MB. Shown on the course card to everyone.`}
            upload={(file, onProgress) => thumbnail.mutateAsync({ file, onProgress })}
          />
        </section>
      </div>
      <h2 className="mt-6 mb-3 text-lg font-semibold text-ink">
        <Trans>Modules and lessons</Trans>
      </h2>
      <div className="flex flex-col gap-4">
        {c.modules.length === 0 ? (
          <p className="text-sm text-muted">
            <Trans>No modules yet. Add the first one below.</Trans>
          </p>
        ) : null}
        {c.modules.map((m) => (
          <ModuleEditor key={`${m.id}-${m.position}`} module={m} count={c.modules.length} />
        ))}
        <form
          onSubmit={submitModule}
          noValidate
          className="flex flex-col gap-2 rounded-2xl bg-white p-4 shadow-sm sm:flex-row sm:items-end"
        >
          <div className="flex-1">
            <TextField
              label={t`New module title`}
              value={moduleTitle}
              onChange={(e) => setModuleTitle(e.target.value)}
            />
          </div>
          <Button type="submit" busy={addModule.isPending} busyText={t`Adding…`}>
            <Trans>Add module</Trans>
          </Button>
        </form>
      </div>
    </>
  );
}
