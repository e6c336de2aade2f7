import { Trans, useLingui } from "@lingui/react/macro";
import type { CareHomework } from "@saathi/contract/care-plan";
import { useState } from "react";
import { Link } from "react-router";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { TextAreaField } from "../../../components/ui/text-area-field.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { formatDate } from "../../../lib/i18n/format.ts";
import { tx } from "../../../lib/i18n/translate.ts";
import { useAnswerHomework } from "../api/answer-homework.ts";
import { HOMEWORK_KIND_LABEL, HOMEWORK_STATUS_LABEL } from "./labels.ts";
import { LessonName } from "./lesson-picker.tsx";

/** One piece of homework for the member: what and by when, where to do it, and their answer with a note. */
export function MemberHomework({ item }: { item: CareHomework }) {
  const { t, i18n } = useLingui();
  const answer = useAnswerHomework(item.linkId);
  const [note, setNote] = useState(item.memberNote ?? "");
  const send = (status: "done" | "not_done") =>
    answer.mutate({ homeworkId: item.id, status, note: note.trim() || null });
  const error =
    answer.error instanceof ApiError ? answer.error.message : answer.error ? t`Could not save. Try again.` : null;
  return (
    <li className="flex flex-col gap-2 rounded-2xl border border-slate-200 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-2">
        <span className="font-medium text-ink">{i18n._(HOMEWORK_KIND_LABEL[item.kind])}</span>
        <span className="text-xs text-muted">
          {t`Due ${formatDate(item.dueDate)}`} · {i18n._(HOMEWORK_STATUS_LABEL[item.status])}
        </span>
      </div>
      {item.instructions ? <p className="whitespace-pre-wrap text-sm text-ink">{item.instructions}</p> : null}
      {item.kind === "journal_prompt" && item.ref ? <p className="text-sm italic text-ink">“{item.ref}”</p> : null}
      {item.kind === "course_lesson" && item.ref ? <LessonName value={item.ref} /> : null}
      {item.open ? (
        <Link to={item.open} className={`${buttonClasses("secondary")} self-start`}>
          <Trans>Do it now</Trans>
        </Link>
      ) : null}
      <TextAreaField
        label={t`A note for your counsellor (optional)`}
        rows={2}
        maxLength={1000}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <Button busy={answer.isPending && answer.variables?.status === "done"} onClick={() => send("done")}>
          <Trans>Mark done</Trans>
        </Button>
        <Button
          variant="secondary"
          busy={answer.isPending && answer.variables?.status === "not_done"}
          onClick={() => send("not_done")}
        >
          <Trans>Not done</Trans>
        </Button>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {tx(error)}
        </p>
      ) : null}
    </li>
  );
}
