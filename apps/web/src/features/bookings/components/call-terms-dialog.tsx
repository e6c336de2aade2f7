import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { SmallDialog } from "./confirm-dialog.tsx";

export const CALL_TERMS = [
  "I am in a quiet, private place for this session.",
  "I will keep everything shared in this session confidential.",
  "I agree to the session terms and the Privacy Policy.",
] as const;

/** Start Call: three ticks, then Done (the call itself is wired by the calls feature). */
export function CallTermsDialog({ open, onClose, onDone }: { open: boolean; onClose(): void; onDone(): void }) {
  const [ticked, setTicked] = useState<boolean[]>(CALL_TERMS.map(() => false));
  const close = () => {
    setTicked(CALL_TERMS.map(() => false));
    onClose();
  };
  return (
    <SmallDialog open={open} onOpenChange={(o) => !o && close()} title="Before you start the call">
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
        <Button
          disabled={!ticked.every(Boolean)}
          onClick={() => {
            onDone();
            close();
          }}
        >
          Done
        </Button>
      </div>
    </SmallDialog>
  );
}
