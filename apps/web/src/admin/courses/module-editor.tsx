// One module in the editor: title, description, place, its lessons, a new lesson, delete.
import { Trans, useLingui } from "@lingui/react/macro";
import { type AdminModule, adminModuleInputSchema } from "@saathi/contract/admin-courses";
import { type FormEvent, useState } from "react";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { tx } from "../../lib/i18n/translate.ts";
import { errorMessage } from "../shell/admin-api.ts";
import { useAddLesson } from "./api/add-lesson.ts";
import { useDeleteModule } from "./api/delete-module.ts";
import { useUpdateModule } from "./api/update-module.ts";
import { LessonEditor } from "./lesson-editor.tsx";

export function ModuleEditor({ module: m, count }: { module: AdminModule; count: number }) {
  const { t } = useLingui();
  const update = useUpdateModule(m.id);
  const remove = useDeleteModule();
  const add = useAddLesson(m.id);
  const [title, setTitle] = useState(m.title);
  const [description, setDescription] = useState(m.description);
  const [lessonName, setLessonName] = useState("");
  const [error, setError] = useState("");

  const save = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = adminModuleInputSchema.safeParse({ title, description });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]?.message;
      return setError(issue ? tx(issue) : t`Check the module`);
    }
    setError("");
    await update.mutateAsync(parsed.data).catch((err) => setError(errorMessage(err)));
  };
  const addLesson = async (e: FormEvent) => {
    e.preventDefault();
    if (!lessonName.trim()) return setError(t`Please enter a name`);
    setError("");
    await add
      .mutateAsync({ name: lessonName })
      .then(() => setLessonName(""))
      .catch((err) => setError(errorMessage(err)));
  };
  const move = (position: number) =>
    update
      .mutateAsync({ title: m.title, description: m.description, position })
      .catch((err) => setError(errorMessage(err)));

  const position = m.position;
  const moduleTitle = m.title;
  const lessons = m.lessons.length;
  return (
    <section aria-label={t`Module ${position}: ${moduleTitle}`} className="rounded-2xl bg-white p-4 shadow-sm">
      <h3 className="mb-2 font-semibold text-ink">{t`Module ${position}: ${moduleTitle}`}</h3>
      <form onSubmit={save} noValidate className="flex flex-col gap-2">
        <TextField label={t`Module title`} value={title} onChange={(e) => setTitle(e.target.value)} maxLength={120} />
        <TextField
          label={t`Module description`}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          maxLength={120}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="secondary" busy={update.isPending} busyText={t`Saving…`}>
            <Trans>Save module</Trans>
          </Button>
          <Button variant="ghost" disabled={m.position <= 1} onClick={() => move(m.position - 1)}>
            <Trans>Move up</Trans>
          </Button>
          <Button variant="ghost" disabled={m.position >= count} onClick={() => move(m.position + 1)}>
            <Trans>Move down</Trans>
          </Button>
          <Button
            variant="ghost"
            className="text-red-700"
            onClick={() => {
              if (window.confirm(t`Delete the module “${moduleTitle}” with its ${lessons} lessons?`))
                remove.mutateAsync(m.id).catch((err) => setError(errorMessage(err)));
            }}
          >
            <Trans>Delete module</Trans>
          </Button>
        </div>
      </form>
      {error ? <Alert>{error}</Alert> : null}
      <ul className="mt-3 flex flex-col gap-2">
        {m.lessons.map((l) => (
          <LessonEditor key={`${l.id}-${l.position}`} lesson={l} count={m.lessons.length} />
        ))}
      </ul>
      <form onSubmit={addLesson} noValidate className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1">
          <TextField label={t`New lesson name`} value={lessonName} onChange={(e) => setLessonName(e.target.value)} />
        </div>
        <Button type="submit" busy={add.isPending} busyText={t`Adding…`}>
          <Trans>Add lesson</Trans>
        </Button>
      </form>
    </section>
  );
}
