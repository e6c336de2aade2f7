// What became of the last change in a settings section: "Saved" read out politely, or the failure as
// an alert. The status line is always there (empty between changes), so screen readers hear it change.
import { Trans } from "@lingui/react/macro";
import { tx } from "../../../lib/i18n/translate.ts";

export function SaveStatus({ saved, error }: { saved: boolean; error: string | null }) {
  return (
    <>
      <p role="status" aria-live="polite" className="mt-3 text-sm text-brand-700 empty:mt-0">
        {saved && !error ? <Trans>Saved</Trans> : null}
      </p>
      {error ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {tx(error)}
        </p>
      ) : null}
    </>
  );
}
