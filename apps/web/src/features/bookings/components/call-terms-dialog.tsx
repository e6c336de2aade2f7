import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { tx } from "../../../lib/i18n/translate.ts";
import { SmallDialog } from "./confirm-dialog.tsx";

export const CALL_TERMS: readonly MessageDescriptor[] = [
  msg`I am in a quiet, private place for this session.`,
  msg`I will keep everything shared in this session confidential.`,
  msg`I agree to the session terms and the Privacy Policy.`,
];

/** Start Call: three ticks, then Done starts the call ('Starting...' meanwhile; errors stay shown). */
export function CallTermsDialog({
  open,
  onClose,
  onDone,
  starting = false,
  error = null,
}: {
  open: boolean;
  onClose(): void;
  onDone(): void;
  starting?: boolean;
  error?: string | null;
}) {
  const { t, i18n } = useLingui();
  const [ticked, setTicked] = useState<boolean[]>(CALL_TERMS.map(() => false));
  const close = () => {
    setTicked(CALL_TERMS.map(() => false));
    onClose();
  };
  return (
    <SmallDialog open={open} onOpenChange={(o) => !o && !starting && close()} title={t`Before you start the call`}>
      <div className="flex flex-col gap-3">
        {CALL_TERMS.map((term, i) => (
          <label key={term.id} className="flex items-start gap-2 text-sm text-ink">
            <input
              type="checkbox"
              className="mt-1"
              checked={ticked[i] ?? false}
              onChange={(e) => setTicked((prev) => prev.map((v, j) => (j === i ? e.target.checked : v)))}
            />
            {i18n._(term)}
          </label>
        ))}
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            {tx(error)}
          </p>
        ) : null}
        <Button disabled={!ticked.every(Boolean)} busy={starting} busyText={t`Starting...`} onClick={onDone}>
          <Trans>Done</Trans>
        </Button>
      </div>
    </SmallDialog>
  );
}
