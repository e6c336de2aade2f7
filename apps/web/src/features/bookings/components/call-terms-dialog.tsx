import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { SmallDialog } from "./confirm-dialog.tsx";

export const CALL_TERMS = [
  "I am in a quiet, private place for this session.",
  "I will keep everything shared in this session confidential.",
  "I agree to the session terms and the Privacy Policy.",
] as const;

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
  const [ticked, setTicked] = useState<boolean[]>(CALL_TERMS.map(() => false));
  const close = () => {
    setTicked(CALL_TERMS.map(() => false));
    onClose();
  };
  return (
    <SmallDialog open={open} onOpenChange={(o) => !o && !starting && close()} title="Before you start the call">
      <div className="flex flex-col gap-3">
        {CALL_TERMS.map((t, i) => (
          <label key={t} className="flex items-start gap-2 text-sm text-ink">
            <input
              type="checkbox"
              className="mt-1"
              checked={ticked[i] ?? false}
              onChange={(e) => setTicked((prev) => prev.map((v, j) => (j === i ? e.target.checked : v)))}
            />
            {t}
          </label>
        ))}
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <Button disabled={!ticked.every(Boolean)} busy={starting} busyText="Starting..." onClick={onDone}>
          Done
        </Button>
      </div>
    </SmallDialog>
  );
}
