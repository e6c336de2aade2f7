// Appeal a moderators' decision about my content, once: a few words, then the answer.
import { Trans, useLingui } from "@lingui/react/macro";
import { appealInputSchema, REPORT_DETAILS_MAX } from "@saathi/contract/safety";
import { useMutation } from "@tanstack/react-query";
import { Dialog } from "radix-ui";
import { type FormEvent, useId, useState } from "react";
import { appealDecision } from "../../lib/api/safety/appeal-decision.ts";
import { ApiError } from "../../lib/api-client.ts";
import { tx } from "../../lib/i18n/translate.ts";
import { Alert } from "../ui/alert.tsx";
import { Button } from "../ui/button.tsx";
import { DialogContent } from "../ui/dialog.tsx";

export function AppealDialog(p: { itemId: string; open: boolean; onOpenChange(open: boolean): void }) {
  const { t } = useLingui();
  const id = useId();
  const [text, setText] = useState("");
  const [fieldError, setFieldError] = useState<string>();
  const send = useMutation({ mutationFn: (t: string) => appealDecision(p.itemId, { text: t }) });
  const change = (open: boolean) => {
    if (send.isPending) return;
    if (!open) {
      setText("");
      setFieldError(undefined);
      send.reset();
    }
    p.onOpenChange(open);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = appealInputSchema.safeParse({ text });
    if (!parsed.success) return setFieldError(parsed.error.issues[0]?.message ?? t`Please tell us why`);
    setFieldError(undefined);
    send.mutate(parsed.data.text);
  };
  return (
    <Dialog.Root open={p.open} onOpenChange={change}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
        <DialogContent className="fixed inset-x-3 top-1/2 z-50 max-h-[90dvh] -translate-y-1/2 overflow-y-auto rounded-3xl bg-white p-5 shadow-xl sm:left-1/2 sm:w-full sm:max-w-md sm:-translate-x-1/2">
          <Dialog.Title className="text-lg font-semibold text-ink">
            <Trans>Appeal this decision</Trans>
          </Dialog.Title>
          {send.isSuccess ? (
            <div className="mt-3 flex flex-col gap-4">
              <Dialog.Description asChild>
                <p role="status">{tx(send.data.message)}</p>
              </Dialog.Description>
              <Button onClick={() => change(false)}>
                <Trans>Done</Trans>
              </Button>
            </div>
          ) : (
            <>
              <Dialog.Description className="mt-1 text-sm text-muted">
                <Trans>A different moderator will look at it again. You can appeal once.</Trans>
              </Dialog.Description>
              <form className="mt-4 flex flex-col gap-3" onSubmit={submit} noValidate>
                <label htmlFor={id} className="text-sm font-medium text-ink">
                  <Trans>Why should we look again?</Trans>
                </label>
                <textarea
                  id={id}
                  value={text}
                  onChange={(e) => setText(e.target.value)}
                  rows={4}
                  maxLength={REPORT_DETAILS_MAX}
                  aria-invalid={fieldError ? true : undefined}
                  aria-describedby={fieldError ? `${id}-error` : undefined}
                  className="rounded-xl border border-slate-300 bg-white px-3 py-2 text-base text-ink"
                />
                {fieldError ? (
                  <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
                    {tx(fieldError)}
                  </p>
                ) : null}
                {send.isError ? (
                  <Alert>
                    {send.error instanceof ApiError
                      ? tx(send.error.message)
                      : t`We couldn't send it. Please try again.`}
                  </Alert>
                ) : null}
                <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                  <Button variant="ghost" onClick={() => change(false)} disabled={send.isPending}>
                    <Trans>Cancel</Trans>
                  </Button>
                  <Button type="submit" busy={send.isPending} busyText={t`Sending…`}>
                    <Trans>Send appeal</Trans>
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
