import { Trans, useLingui } from "@lingui/react/macro";
import { Bookmark, Copy, RefreshCw, X } from "lucide-react";
import { useId, useState } from "react";
import { PublicPage } from "../../../components/layout/public-page.tsx";
import { OfflineNotice } from "../../../components/offline/offline-notice.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { LiveStatus } from "../shared/live-status.tsx";
import { browserStorage } from "../shared/local-list.ts";
import {
  AFFIRMATIONS,
  affirmationIndexForDay,
  loadSaved,
  nextAffirmationIndex,
  removeSaved,
  saveAffirmation,
} from "./affirmations.ts";

const canCopy = () => typeof navigator !== "undefined" && typeof navigator.clipboard?.writeText === "function";

/** /affirmations: one gentle sentence a day, more on request, and a list of the ones you keep. */
export function AffirmationsPage() {
  // AFFIRMATIONS reads each text in the language of the moment; useLingui re-renders on a change.
  const { t } = useLingui();
  const storage = browserStorage();
  const id = useId();
  const [todayIndex] = useState(() => affirmationIndexForDay(new Date()));
  const [index, setIndex] = useState(todayIndex);
  const [saved, setSaved] = useState(() => loadSaved(storage));
  const [status, setStatus] = useState<string | null>(null);
  const text = AFFIRMATIONS[index] as string;
  const isSaved = saved.some((s) => s.text === text);

  return (
    <PublicPage
      title={t`Daily Affirmations`}
      intro={t`A kind sentence to carry with you today. Read it slowly, and keep the ones that feel true for you.`}
    >
      <OfflineNotice works className="mb-4" />
      <section aria-labelledby={`${id}-today`} className="rounded-3xl border border-brand-100 bg-white p-5">
        <h2 id={`${id}-today`} className="text-sm font-semibold uppercase tracking-wide text-brand-800">
          {index === todayIndex ? t`Today's affirmation` : t`Another affirmation`}
        </h2>
        <blockquote aria-live="polite" className="mt-3 text-xl font-semibold leading-relaxed text-ink sm:text-2xl">
          {text}
        </blockquote>
        <div className="mt-5 flex flex-wrap gap-2">
          <Button
            variant="secondary"
            onClick={() => {
              setIndex(nextAffirmationIndex(index));
              setStatus(null);
            }}
          >
            <RefreshCw size={16} aria-hidden="true" />
            <Trans>Next</Trans>
          </Button>
          <Button
            onClick={() => {
              if (isSaved) setStatus(t`This one is already in your list.`);
              else if (saveAffirmation(storage, text)) {
                setSaved(loadSaved(storage));
                setStatus(t`Saved to your list.`);
              } else setStatus(t`This browser would not keep it (its storage may be full or turned off).`);
            }}
          >
            <Bookmark size={16} aria-hidden="true" />
            {isSaved ? t`Saved` : t`Save`}
          </Button>
          {canCopy() ? (
            <Button
              variant="ghost"
              onClick={() =>
                navigator.clipboard.writeText(text).then(
                  () => setStatus(t`Copied. You can paste it anywhere.`),
                  () => setStatus(t`Copying did not work here. You can select the text and copy it yourself.`),
                )
              }
            >
              <Copy size={16} aria-hidden="true" />
              <Trans>Copy</Trans>
            </Button>
          ) : null}
        </div>
        <LiveStatus className="mt-3">{status}</LiveStatus>
      </section>

      <section aria-labelledby={`${id}-saved`} className="mt-8">
        <h2 id={`${id}-saved`} tabIndex={-1} className="text-lg font-semibold text-ink">
          <Trans>Your saved affirmations</Trans>
        </h2>
        <p className="mt-1 text-sm text-muted">
          <Trans>Kept only in this browser.</Trans>
        </p>
        {saved.length === 0 ? (
          <p className="mt-3 text-sm text-muted">
            <Trans>Nothing saved yet. Press Save on one you like.</Trans>
          </p>
        ) : (
          <ul className="mt-3 flex flex-col gap-2">
            {saved.map((s) => (
              <li
                key={s.text}
                className="flex items-start justify-between gap-2 rounded-2xl border border-slate-200 bg-white p-3"
              >
                <p className="py-2 text-ink">{s.text}</p>
                <Button
                  variant="ghost"
                  className="shrink-0"
                  aria-label={t`Remove "${s.text}"`}
                  onClick={() => {
                    removeSaved(storage, s.text);
                    setSaved(loadSaved(storage));
                    setStatus(t`Removed from your list.`);
                    document.getElementById(`${id}-saved`)?.focus();
                  }}
                >
                  <X size={16} aria-hidden="true" />
                  <Trans>Remove</Trans>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </PublicPage>
  );
}
