// Report a post, comment, chat message, profile or expert review: a reason, optional words,
// and at once a thank-you. Only moderators see the report; the person reported is not told who sent it.
// Other features open it from their "Report" menu items with the content's type and id; content stored
// nowhere (a live room's side-chat line) hands in `sendWith`, which reports it with its own proof.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  HELPLINES,
  REPORT_DETAILS_MAX,
  REPORT_REASON_LABEL,
  REPORT_REASONS,
  type ReportAnswer,
  type ReportInput,
  type ReportReason,
  reportInputSchema,
  SAFETY_TARGET_LABEL,
  type SafetyTarget,
} from "@saathi/contract/safety";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Dialog } from "radix-ui";
import { type FormEvent, useId, useState } from "react";
import { reportContent } from "../../lib/api/safety/report-content.ts";
import { safetyKeys } from "../../lib/api/safety/safety-keys.ts";
import { ApiError } from "../../lib/api-client.ts";
import { tx } from "../../lib/i18n/translate.ts";
import { Alert } from "../ui/alert.tsx";
import { Button } from "../ui/button.tsx";
import { DialogContent } from "../ui/dialog.tsx";

export interface ReportDialogProps {
  target: { type: SafetyTarget; id: string };
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Sends the report another way than the usual endpoint (its reason and words are checked here first). */
  sendWith?: (input: ReportInput) => Promise<ReportAnswer>;
}

const TITLE: Record<SafetyTarget, MessageDescriptor> = {
  post: msg`Report this post`,
  comment: msg`Report this comment`,
  message: msg`Report this message`,
  profile: msg`Report this profile`,
  review: msg`Report this review`,
  // A peer circle's message is a message to the one who reports it.
  circle_message: msg`Report this message`,
  circle_review: msg`Report this review`,
  circle_room_line: msg`Report this message`,
};

export function ReportDialog({ target, open, onOpenChange, sendWith }: ReportDialogProps) {
  const { t, i18n } = useLingui();
  const ids = useId();
  const qc = useQueryClient();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState("");
  const [reasonError, setReasonError] = useState<string>();
  const send = useMutation({
    mutationFn: sendWith ?? reportContent,
    onSuccess: () => void qc.invalidateQueries({ queryKey: safetyKeys.myReports() }),
  });

  const change = (next: boolean) => {
    if (send.isPending) return;
    if (!next) {
      setReason(null);
      setDetails("");
      setReasonError(undefined);
      send.reset();
    }
    onOpenChange(next);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = reportInputSchema.safeParse({
      targetType: target.type,
      targetId: target.id,
      reason: reason ?? undefined,
      details: details.trim() || undefined,
    });
    if (!parsed.success) {
      setReasonError(reason ? t`Please check what you wrote` : t`Please choose a reason`);
      return;
    }
    setReasonError(undefined);
    send.mutate(parsed.data);
  };

  const what = tx(SAFETY_TARGET_LABEL[target.type]);
  const errorText = (err: unknown) =>
    err instanceof ApiError ? tx(err.message) : t`We couldn't send your report. Check your connection and try again.`;
  const [first, second] = HELPLINES;
  return (
    <Dialog.Root open={open} onOpenChange={change}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
        <DialogContent className="fixed inset-x-3 top-1/2 z-50 max-h-[90dvh] -translate-y-1/2 overflow-y-auto rounded-3xl bg-white p-5 shadow-xl sm:left-1/2 sm:w-full sm:max-w-md sm:-translate-x-1/2">
          <Dialog.Title className="text-lg font-semibold text-ink">
            {send.isSuccess ? t`Thank you` : i18n._(TITLE[target.type])}
          </Dialog.Title>
          {send.isSuccess ? (
            <div className="mt-3 flex flex-col gap-4">
              <Dialog.Description asChild>
                <p role="status" className="text-ink">
                  {tx(send.data.message)}
                </p>
              </Dialog.Description>
              <Button onClick={() => change(false)}>
                <Trans>Done</Trans>
              </Button>
            </div>
          ) : (
            <>
              <Dialog.Description className="mt-1 text-sm text-muted">
                <Trans>Only Saathi's moderators see your report. We never tell anyone who reported their {what}.</Trans>
              </Dialog.Description>
              <form className="mt-4 flex flex-col gap-4" onSubmit={submit} noValidate>
                <fieldset
                  className="flex flex-col gap-1"
                  aria-invalid={reasonError ? true : undefined}
                  aria-describedby={reasonError ? `${ids}-reason-error` : undefined}
                >
                  <legend className="mb-1 text-sm font-medium text-ink">
                    <Trans>What is wrong?</Trans>
                  </legend>
                  {REPORT_REASONS.map((r) => (
                    <label
                      key={r}
                      className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-2 text-base text-ink hover:bg-slate-50"
                    >
                      <input
                        type="radio"
                        name={`${ids}-reason`}
                        value={r}
                        checked={reason === r}
                        onChange={() => {
                          setReason(r);
                          setReasonError(undefined);
                        }}
                        className="size-5 accent-brand-700"
                      />
                      {tx(REPORT_REASON_LABEL[r])}
                    </label>
                  ))}
                  {reasonError ? (
                    <p id={`${ids}-reason-error`} role="alert" className="text-sm text-red-700">
                      {reasonError}
                    </p>
                  ) : null}
                </fieldset>
                {reason === "self_harm" ? (
                  <Alert tone="info">
                    <Trans>
                      If someone is in danger right now, call {first.name} on {first.numbers[0]} or {second.name} on{" "}
                      {second.numbers[0]} (free, 24×7).
                    </Trans>
                  </Alert>
                ) : null}
                <div className="flex flex-col gap-1">
                  <label htmlFor={`${ids}-details`} className="text-sm font-medium text-ink">
                    <Trans>Anything else we should know? (optional)</Trans>
                  </label>
                  <textarea
                    id={`${ids}-details`}
                    value={details}
                    onChange={(e) => setDetails(e.target.value)}
                    rows={3}
                    maxLength={REPORT_DETAILS_MAX}
                    aria-describedby={`${ids}-count`}
                    className="rounded-xl border border-slate-300 bg-white px-3 py-2 text-base text-ink"
                  />
                  <p id={`${ids}-count`} className="text-right text-xs text-muted">
                    {details.length}/{REPORT_DETAILS_MAX}
                  </p>
                </div>
                {send.isError ? <Alert>{errorText(send.error)}</Alert> : null}
                <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                  <Button variant="ghost" onClick={() => change(false)} disabled={send.isPending}>
                    <Trans>Cancel</Trans>
                  </Button>
                  <Button type="submit" busy={send.isPending} busyText={t`Sending…`}>
                    <Trans>Send report</Trans>
                  </Button>
                </div>
              </form>
            </>
          )}
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
