import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import type { ConsentAsk } from "../../lib/consent/use-sensitive-consent.ts";
import { tx } from "../../lib/i18n/translate.ts";
import { Alert } from "../ui/alert.tsx";
import { Button } from "../ui/button.tsx";
import { useFocusReturn } from "../ui/dialog.tsx";

/**
 * The kind question asked the first time a member stores a journal entry or a test result:
 * what keeping them means, 'I agree' or 'Not now'. Focus moves to it so a screen reader hears it.
 */
export function SensitiveConsentPrompt({ ask, what }: { ask: ConsentAsk; what: string }) {
  const { t } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (ask.asking) heading.current?.focus();
  }, [ask.asking]);
  // Answered: the focus goes back to what asked (the save button), not to the page.
  useFocusReturn(ask.asking);
  if (!ask.asking) return null;
  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby="sensitive-consent-title"
      className="my-4 flex flex-col gap-3 rounded-3xl border border-brand-200 bg-brand-50 p-4"
    >
      <h2 id="sensitive-consent-title" ref={heading} tabIndex={-1} className="text-lg font-semibold text-ink">
        <Trans>Keep your journal and test results in your account?</Trans>
      </h2>
      <p className="text-sm text-ink">
        <Trans>
          To save {what}, Saathi keeps your journal entries and test results in your account, so you can see them on any
          device. They are private to you: no one else, not experts and not our staff, reads them.
        </Trans>
      </p>
      <p className="text-sm text-muted">
        <Trans>You can change your mind any time in Settings, under Consents: withdrawing deletes them at once.</Trans>
      </p>
      {ask.error ? <Alert>{tx(ask.error)}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void ask.agree()} busy={ask.busy} busyText={t`Saving…`}>
          <Trans>I agree</Trans>
        </Button>
        <Button variant="secondary" onClick={ask.notNow} disabled={ask.busy}>
          <Trans>Not now</Trans>
        </Button>
      </div>
    </section>
  );
}
