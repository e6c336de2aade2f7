// One module in the editor: title, description, place, its lessons, a new lesson, delete.
import { type AdminModule, adminModuleInputSchema } from "@saathi/contract/admin-courses";
import { type FormEvent, useState } from "react";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { errorMessage } from "../shell/admin-api.ts";
import { useAddLesson } from "./api/add-lesson.ts";
import { useDeleteModule } from "./api/delete-module.ts";
import { useUpdateModule } from "./api/update-module.ts";
import { LessonEditor } from "./lesson-editor.tsx";

export function ModuleEditor({ module: m, count }: { module: AdminModule; count: number }) {
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
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? "Check the module");
    setError("");
    await update.mutateAsync(parsed.data).catch((err) => setError(errorMessage(err)));
  };
  const addLesson = async (e: FormEvent) => {
    e.preventDefault();
    if (!lessonName.trim()) return setError("Please enter a name");
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

  return (
    <section aria-label={`Module ${m.position}: ${m.title}`} className="rounded-2xl bg-white p-4 shadow-sm">
      <h3 className="mb-2 font-semibold text-ink">
        Module {m.position}: {m.title}
      </h3>
      <form onSubmit={save} noValidate className="flex flex-col gap-2">
        <TextField label="Module title" value={title} onChange={(e) => setTitle(e.target.value)} maxLength={120} />
        <TextField
          label="Module description"
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          maxLength={120}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="secondary" busy={update.isPending} busyText="Saving…">
            Save module
          </Button>
          <Button variant="ghost" disabled={m.position <= 1} onClick={() => move(m.position - 1)}>
            Move up
          </Button>
          <Button variant="ghost" disabled={m.position >= count} onClick={() => move(m.position + 1)}>
            Move down
          </Button>
          <Button
            variant="ghost"
            className="text-red-700"
            onClick={() => {
              if (window.confirm(`Delete the module “${m.title}” with its ${m.lessons.length} lessons?`))
                remove.mutateAsync(m.id).catch((err) => setError(errorMessage(err)));
            }}
          >
            Delete module
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
          <TextField label="New lesson name" value={lessonName} onChange={(e) => setLessonName(e.target.value)} />
        </div>
        <Button type="submit" busy={add.isPending} busyText="Adding…">
          Add lesson
        </Button>
      </form>
    </section>
  );
}
