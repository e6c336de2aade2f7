// One lesson in the editor: name, description, place, duration, its media file, delete.
import { Trans, useLingui } from "@lingui/react/macro";
import { type AdminLesson, adminLessonInputSchema, LESSON_MEDIA_ACCEPT } from "@saathi/contract/admin-courses";
import { type FormEvent, useState } from "react";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { tx } from "../../lib/i18n/translate.ts";
import { errorMessage } from "../shell/admin-api.ts";
import { useDeleteLesson } from "./api/delete-lesson.ts";
import { useUpdateLesson } from "./api/update-lesson.ts";
import { useUploadLessonMedia } from "./api/upload-lesson-media.ts";
import { UploadField } from "./upload-field.tsx";

export function LessonEditor({ lesson, count }: { lesson: AdminLesson; count: number }) {
  const { t } = useLingui();
  const update = useUpdateLesson(lesson.id);
  const remove = useDeleteLesson();
  const media = useUploadLessonMedia(lesson.id);
  const [name, setName] = useState(lesson.name);
  const [minutes, setMinutes] = useState(lesson.durationSeconds ? String(Math.round(lesson.durationSeconds / 60)) : "");
  const [error, setError] = useState("");

  const save = async (e: FormEvent) => {
    e.preventDefault();
    const durationSeconds = minutes.trim() ? Math.round(Number(minutes) * 60) : null;
    const parsed = adminLessonInputSchema.safeParse({ name, description: lesson.description, durationSeconds });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]?.message;
      return setError(issue ? tx(issue) : t`Check the lesson`);
    }
    setError("");
    await update.mutateAsync(parsed.data).catch((err) => setError(errorMessage(err)));
  };
  const move = (position: number) =>
    update
      .mutateAsync({ name: lesson.name, description: lesson.description, position })
      .catch((err) => setError(errorMessage(err)));

  const position = lesson.position;
  const lessonName = lesson.name;
  return (
    <li className="rounded-xl border border-slate-200 p-3">
      <form onSubmit={save} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1">
          <TextField label={t`Lesson ${position} name`} value={name} onChange={(e) => setName(e.target.value)} />
        </div>
        <div className="sm:w-32">
          <TextField
            label={t`Minutes`}
            inputMode="numeric"
            value={minutes}
            onChange={(e) => setMinutes(e.target.value)}
          />
        </div>
        <Button type="submit" variant="secondary" busy={update.isPending} busyText={t`Saving…`}>
          <Trans>Save lesson</Trans>
        </Button>
      </form>
      <p className="mt-2 text-sm text-muted">
        {lesson.hasMedia
          ? lesson.mediaKind === "audio"
            ? t`Has audio.`
            : t`Has a video.`
          : t`No media yet: members see nothing to play.`}
      </p>
      <div className="mt-2">
        <UploadField
          label={lesson.hasMedia ? t`Replace media` : t`Upload media`}
          accept={LESSON_MEDIA_ACCEPT}
          hint={t`Video (MP4, WebM) or audio (MP3, M4A, OGG), up to 200 MB. Kept private: only members who may open the course can play it.`}
          upload={(file, onProgress) => media.mutateAsync({ file, onProgress })}
        />
      </div>
      {error ? <Alert>{error}</Alert> : null}
      <div className="mt-2 flex flex-wrap gap-2">
        <Button variant="ghost" disabled={lesson.position <= 1} onClick={() => move(lesson.position - 1)}>
          <Trans>Move up</Trans>
        </Button>
        <Button variant="ghost" disabled={lesson.position >= count} onClick={() => move(lesson.position + 1)}>
          <Trans>Move down</Trans>
        </Button>
        <Button
          variant="ghost"
          className="text-red-700"
          busy={remove.isPending}
          busyText={t`Deleting…`}
          onClick={() => {
            if (window.confirm(t`Delete the lesson “${lessonName}” and its media?`))
              remove.mutateAsync(lesson.id).catch((err) => setError(errorMessage(err)));
          }}
        >
          <Trans>Delete lesson</Trans>
        </Button>
      </div>
    </li>
  );
}
