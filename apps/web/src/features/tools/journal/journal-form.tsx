import { Trans, useLingui } from "@lingui/react/macro";
import type { SafetyCheckResult } from "@saathi/contract/crisis";
import { JOURNAL_BODY_MAX } from "@saathi/contract/journal";
import { type FormEvent, useId, useState } from "react";
import { CrisisCard, showsCrisisCard } from "../../../components/safety/crisis-card.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { checkText, NO_CRISIS } from "../../../lib/api/crisis/check-text.ts";
import { tx } from "../../../lib/i18n/translate.ts";
import type { JournalPrompt } from "./journal-prompts.ts";
import { checkBody } from "./journal-store.ts";

/** The writing box with today's prompt (or the one a link named); `onSave` resolves true when the entry is kept. */
export function JournalForm({
  prompt,
  busy = false,
  error = null,
  onSave,
}: {
  prompt: JournalPrompt;
  busy?: boolean;
  error?: string | null;
  onSave(body: string): Promise<boolean> | boolean;
}) {
  const { t } = useLingui();
  const id = useId();
  const [body, setBody] = useState("");
  const [invalid, setInvalid] = useState<string | null>(null);
  const shown = invalid ?? error;
  // After saving, the same crisis check as posts, only to offer the writer help.
  const [crisis, setCrisis] = useState<SafetyCheckResult>(NO_CRISIS);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const checked = checkBody(body);
    if (!checked.ok) {
      setInvalid(checked.message);
      document.getElementById(`${id}-body`)?.focus();
      return;
    }
    setInvalid(null);
    if (await onSave(checked.body)) {
      setBody("");
      setCrisis(await checkText(checked.body));
    }
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3 rounded-3xl border border-brand-100 bg-white p-4">
      <label htmlFor={`${id}-body`} className="text-base font-semibold text-ink">
        <Trans>Today's reflection</Trans>
      </label>
      <p id={`${id}-prompt`} className="text-sm text-muted">
        <span className="font-medium text-brand-800">
          {prompt.linked ? <Trans>Your prompt:</Trans> : <Trans>Today's prompt:</Trans>}{" "}
        </span>
        {/* Text only: a prompt from a link is never read as HTML. */}
        <span className="break-words">{prompt.text}</span>
      </p>
      <textarea
        id={`${id}-body`}
        rows={6}
        value={body}
        maxLength={JOURNAL_BODY_MAX}
        onChange={(e) => setBody(e.target.value)}
        aria-invalid={shown ? true : undefined}
        aria-describedby={`${id}-prompt ${id}-count${shown ? ` ${id}-error` : ""}`}
        className={`w-full rounded-xl border p-3 text-base text-ink ${shown ? "border-red-500" : "border-slate-300"}`}
        placeholder={t`Write as much or as little as you like.`}
      />
      <p id={`${id}-count`} className="text-xs text-muted">
        {t`${body.length} of ${JOURNAL_BODY_MAX} characters`}
      </p>
      {shown ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {tx(shown)}
        </p>
      ) : null}
      <Button type="submit" busy={busy} busyText={t`Saving...`} className="self-start">
        <Trans>Save</Trans>
      </Button>
      {showsCrisisCard(crisis.level) ? (
        <CrisisCard level={crisis.level} othersDanger={crisis.othersDanger} onDismiss={() => setCrisis(NO_CRISIS)} />
      ) : null}
    </form>
  );
}
