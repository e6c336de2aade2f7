// Daily wellness (admins only): write and schedule the Daily Wellness Broadcast, one piece a
// day in English and Hindi with an optional audio practice. A piece goes out on its day (India time).
import { Trans, useLingui } from "@lingui/react/macro";
import {
  DAILY_WELLNESS_AUDIO,
  DAILY_WELLNESS_BODY_MAX,
  DAILY_WELLNESS_TITLE_MAX,
  type DailyWellnessInput,
  dailyWellnessInputSchema,
} from "@saathi/contract/daily-wellness";
import { type FormEvent, useId, useState } from "react";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { toast } from "../../components/ui/toaster.tsx";
import { tx } from "../../lib/i18n/translate.ts";
import { errorMessage } from "../shell/admin-api.ts";
import { PageHeader } from "../shell/page-header.tsx";
import { useDeleteDailyWellnessPiece } from "./api/delete-daily-wellness-piece.ts";
import { useDailyWellnessPieces } from "./api/get-daily-wellness-pieces.ts";
import { useSaveDailyWellnessPiece } from "./api/save-daily-wellness-piece.ts";

type Draft = Omit<DailyWellnessInput, "audioUrl"> & { audioUrl: string };
const EMPTY = (day: string): Draft => ({ day, titleEn: "", bodyEn: "", titleHi: "", bodyHi: "", audioUrl: "" });
const inputClass = "min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-base text-ink";

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function PieceForm({ editing, draft, onDone }: { editing: string | null; draft: Draft; onDone(): void }) {
  const { t } = useLingui();
  const ids = useId();
  const save = useSaveDailyWellnessPiece();
  const [value, setValue] = useState<Draft>(draft);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (k: keyof Draft) => (e: { target: { value: string } }) => setValue({ ...value, [k]: e.target.value });
  const describedBy = (k: string) => (errors[k] ? `${ids}-${k}-error` : undefined);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = dailyWellnessInputSchema.safeParse({ ...value, audioUrl: value.audioUrl || null });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= tx(issue.message);
      return setErrors(found);
    }
    setErrors({});
    save.mutate(
      { id: editing, input: parsed.data },
      {
        onSuccess: () => {
          toast(editing ? t`Piece saved` : t`Piece scheduled`);
          onDone();
        },
      },
    );
  };

  const text = (k: "titleEn" | "titleHi", label: string) => (
    <Field id={`${ids}-${k}`} label={label} error={errors[k]}>
      <input
        id={`${ids}-${k}`}
        value={value[k]}
        onChange={set(k)}
        maxLength={DAILY_WELLNESS_TITLE_MAX}
        aria-invalid={errors[k] ? true : undefined}
        aria-describedby={describedBy(k)}
        className={inputClass}
      />
    </Field>
  );
  const body = (k: "bodyEn" | "bodyHi", label: string) => (
    <Field id={`${ids}-${k}`} label={label} error={errors[k]}>
      <textarea
        id={`${ids}-${k}`}
        value={value[k]}
        onChange={set(k)}
        rows={4}
        maxLength={DAILY_WELLNESS_BODY_MAX}
        aria-invalid={errors[k] ? true : undefined}
        aria-describedby={describedBy(k)}
        className={`${inputClass} py-2`}
      />
    </Field>
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4">
      <h2 className="font-semibold text-ink">{editing ? t`Edit piece` : t`New piece`}</h2>
      <Field id={`${ids}-day`} label={t`Day`} error={errors.day}>
        <input
          id={`${ids}-day`}
          type="date"
          value={value.day}
          onChange={set("day")}
          aria-invalid={errors.day ? true : undefined}
          aria-describedby={describedBy("day")}
          className={inputClass}
        />
      </Field>
      {text("titleEn", t`Title (English)`)}
      {body("bodyEn", t`Piece (English)`)}
      {text("titleHi", t`Title (Hindi)`)}
      {body("bodyHi", t`Piece (Hindi)`)}
      <Field id={`${ids}-audio`} label={t`Audio practice`} error={errors.audioUrl}>
        <select id={`${ids}-audio`} value={value.audioUrl} onChange={set("audioUrl")} className={inputClass}>
          <option value="">{t`No audio`}</option>
          {DAILY_WELLNESS_AUDIO.map((a) => (
            <option key={a} value={a}>
              {a.replace("/demo-media/", "")}
            </option>
          ))}
        </select>
      </Field>
      {save.isError ? <Alert>{errorMessage(save.error)}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={save.isPending} busyText={t`Saving…`}>
          {editing ? <Trans>Save piece</Trans> : <Trans>Schedule piece</Trans>}
        </Button>
        {editing ? (
          <Button variant="ghost" onClick={onDone}>
            <Trans>Cancel</Trans>
          </Button>
        ) : null}
      </div>
    </form>
  );
}

export function DailyWellnessAdminPage() {
  const { t } = useLingui();
  const pieces = useDailyWellnessPieces();
  const remove = useDeleteDailyWellnessPiece();
  const [editing, setEditing] = useState<{ id: string | null; draft: Draft; key: number } | null>(null);
  const today = pieces.data?.today ?? "";
  const form = editing ?? { id: null, draft: EMPTY(today), key: 0 };
  return (
    <>
      <PageHeader
        title={t`Daily wellness`}
        description={t`One short piece a day, in English and Hindi. A piece goes out on its day (India time).`}
      />
      {pieces.data ? (
        <PieceForm
          key={`${form.id ?? "new"}-${form.key}`}
          editing={form.id}
          draft={form.draft}
          onDone={() => setEditing({ id: null, draft: EMPTY(today), key: Date.now() })}
        />
      ) : null}
      <section aria-label={t`Pieces`} className="mt-6">
        {pieces.isPending ? (
          <p role="status">
            <Trans>Loading pieces…</Trans>
          </p>
        ) : null}
        {pieces.isError ? <Alert>{errorMessage(pieces.error)}</Alert> : null}
        {remove.isError ? <Alert>{errorMessage(remove.error)}</Alert> : null}
        {pieces.data && pieces.data.pieces.length === 0 ? (
          <p className="text-muted">
            <Trans>No pieces yet. Write the first one above.</Trans>
          </p>
        ) : null}
        <ul className="flex flex-col gap-2">
          {pieces.data?.pieces.map((p) => (
            <li
              key={p.id}
              className="flex flex-wrap items-center gap-3 rounded-2xl border border-slate-200 bg-white p-3"
            >
              <span className="min-w-0 flex-1">
                <span className="block text-xs text-muted">
                  {p.day} · {p.published ? <Trans>Published</Trans> : <Trans>Scheduled</Trans>}
                </span>
                <span className="block break-words font-medium text-ink">{p.en.title}</span>
                <span className="block break-words text-sm text-muted" lang="hi">
                  {p.hi.title}
                </span>
              </span>
              <Button
                variant="secondary"
                onClick={() =>
                  setEditing({
                    id: p.id,
                    key: Date.now(),
                    draft: {
                      day: p.day,
                      titleEn: p.en.title,
                      bodyEn: p.en.body,
                      titleHi: p.hi.title,
                      bodyHi: p.hi.body,
                      audioUrl: p.audioUrl ?? "",
                    },
                  })
                }
              >
                <Trans>Edit</Trans>
                <span className="sr-only"> {p.en.title}</span>
              </Button>
              <Button
                variant="ghost"
                busy={remove.isPending && remove.variables === p.id}
                busyText={t`Removing…`}
                onClick={() => remove.mutate(p.id)}
              >
                <Trans>Delete</Trans>
                <span className="sr-only"> {p.en.title}</span>
              </Button>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
