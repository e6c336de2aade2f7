import { Trans, useLingui } from "@lingui/react/macro";
import type { CareSession, SessionSummary } from "@saathi/contract/care-plan";
import { useEffect, useId, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { TextAreaField } from "../../../components/ui/text-area-field.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { formatDate, formatTime } from "../../../lib/i18n/format.ts";
import { tx } from "../../../lib/i18n/translate.ts";
import { useSessionNotes } from "../api/get-session-notes.ts";
import { useSaveSessionNotes } from "../api/save-session-notes.ts";
import { useSaveSummary } from "../api/save-summary.ts";

const problem = (e: unknown, fallback: string) => (e instanceof ApiError ? tx(e.message) : e ? fallback : null);

/** One held session: the summary the member sees once saved, and the expert's private notes. */
export function SessionWriting({
  linkId,
  session,
  summary,
  canWrite,
}: {
  linkId: string;
  session: CareSession;
  summary: SessionSummary | undefined;
  canWrite: boolean;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const saveSummary = useSaveSummary(linkId);
  const saveNotes = useSaveSessionNotes(linkId);
  const notes = useSessionNotes(linkId, session.bookingId, open);
  const [summaryText, setSummaryText] = useState(summary?.text ?? "");
  const [notesText, setNotesText] = useState("");
  const notesHint = useId();
  useEffect(() => {
    if (notes.data) setNotesText(notes.data.text);
  }, [notes.data]);
  const when = `${formatDate(session.startsAt, { weekday: "short", day: "numeric", month: "short" })}, ${formatTime(session.startsAt)}`;
  return (
    <details
      className="rounded-2xl border border-slate-200 p-4"
      onToggle={(e) => setOpen((e.target as HTMLDetailsElement).open)}
    >
      <summary className="min-h-11 cursor-pointer py-2 font-medium text-ink">
        {t`Session of ${when}`}
        <span className="ml-2 text-xs text-muted">{session.hasSummary ? t`Summary shared` : t`No summary yet`}</span>
      </summary>
      <div className="mt-3 flex flex-col gap-4">
        <div className="flex flex-col gap-2">
          <TextAreaField
            label={t`Shared summary (the member sees it once you save)`}
            rows={4}
            maxLength={4000}
            readOnly={!canWrite}
            value={summaryText}
            onChange={(e) => setSummaryText(e.target.value)}
          />
          {canWrite ? (
            <Button
              className="self-start"
              busy={saveSummary.isPending}
              disabled={!summaryText.trim()}
              onClick={() => saveSummary.mutate({ bookingId: session.bookingId, text: summaryText })}
            >
              <Trans>Save summary</Trans>
            </Button>
          ) : null}
          {saveSummary.isSuccess ? (
            <p role="status" className="text-sm text-green-700">
              <Trans>Summary saved: the member can see it now.</Trans>
            </p>
          ) : null}
          {saveSummary.error ? (
            <p role="alert" className="text-sm text-red-700">
              {problem(saveSummary.error, t`Could not save. Try again.`)}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col gap-2 rounded-2xl bg-amber-50 p-3">
          <p id={notesHint} className="text-sm font-semibold text-amber-900">
            <Trans>Only you can see these notes</Trans>
          </p>
          {notes.isPending && open ? (
            <p role="status" className="text-sm text-muted">
              <Trans>Loading notes…</Trans>
            </p>
          ) : notes.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {problem(notes.error, t`Could not load your notes.`)}
            </p>
          ) : (
            <>
              <TextAreaField
                label={t`Private notes`}
                aria-describedby={notesHint}
                rows={5}
                maxLength={20000}
                readOnly={!canWrite}
                value={notesText}
                onChange={(e) => setNotesText(e.target.value)}
              />
              {canWrite ? (
                <Button
                  variant="secondary"
                  className="self-start"
                  busy={saveNotes.isPending}
                  onClick={() => saveNotes.mutate({ bookingId: session.bookingId, text: notesText })}
                >
                  <Trans>Save notes</Trans>
                </Button>
              ) : null}
              {saveNotes.isSuccess ? (
                <p role="status" className="text-sm text-green-700">
                  <Trans>Notes saved.</Trans>
                </p>
              ) : null}
              {saveNotes.error ? (
                <p role="alert" className="text-sm text-red-700">
                  {problem(saveNotes.error, t`Could not save. Try again.`)}
                </p>
              ) : null}
            </>
          )}
        </div>
      </div>
    </details>
  );
}
