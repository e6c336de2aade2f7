import { Trans, useLingui } from "@lingui/react/macro";
import { Clock, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { formatDate } from "../../../lib/i18n/format.ts";
import { tx } from "../../../lib/i18n/translate.ts";

export interface ShownEntry {
  /** What delete needs: the server id for members, the browser id for visitors. */
  key: string;
  body: string;
  createdAt: string;
  /** Still on this phone: waiting for the network, for the member's consent, or refused. */
  pending?: "waiting" | "consent" | "failed";
  /** Why a refused entry was not saved. */
  error?: string;
}

const when = (iso: string) =>
  formatDate(iso, {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
  });

/** The entries, newest first, each deletable after a confirmation in place. */
export function JournalEntryList({
  entries,
  deleting = null,
  onDelete,
  onKeep,
  onRetry,
}: {
  entries: ShownEntry[];
  deleting?: string | null;
  onDelete(key: string): void;
  /** Asks again for the consent an entry waits for. */
  onKeep?(key: string): void;
  /** Sends a refused entry again (the member's "Try again"). */
  onRetry?(key: string): void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const count = useRef(entries.length);
  useEffect(() => {
    // After a delete the button is gone: put focus somewhere sensible instead of the page top.
    if (entries.length < count.current && document.activeElement === document.body) heading.current?.focus();
    count.current = entries.length;
  }, [entries.length]);

  return (
    <section aria-labelledby="journal-entries-title" className="mt-8">
      <h2 id="journal-entries-title" ref={heading} tabIndex={-1} className="text-lg font-semibold text-ink">
        <Trans>Your entries</Trans>
      </h2>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-muted">
          <Trans>No entries yet. Your first one will appear here.</Trans>
        </p>
      ) : (
        <ol className="mt-3 flex flex-col gap-3">
          {entries.map((e) => (
            <EntryItem
              key={e.key}
              entry={e}
              busy={deleting === e.key}
              onDelete={() => onDelete(e.key)}
              onKeep={() => onKeep?.(e.key)}
              onRetry={onRetry ? () => onRetry(e.key) : undefined}
            />
          ))}
        </ol>
      )}
    </section>
  );
}

function EntryItem({
  entry,
  busy,
  onDelete,
  onKeep,
  onRetry,
}: {
  entry: ShownEntry;
  busy: boolean;
  onDelete(): void;
  onKeep(): void;
  onRetry?: () => void;
}) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    (confirming ? confirmRef : deleteRef).current?.focus();
  }, [confirming]);
  const toggle = (on: boolean) => {
    moved.current = true;
    setConfirming(on);
  };
  const date = when(entry.createdAt);
  const article = useRef<HTMLElement>(null);
  // The Try again button goes while the entry is sent: focus stays on the entry, not the page top.
  const retry = onRetry
    ? () => {
        article.current?.focus();
        onRetry();
      }
    : undefined;

  return (
    <li>
      <article
        ref={article}
        tabIndex={-1}
        aria-label={t`Entry from ${date}`}
        className="rounded-3xl border border-slate-200 bg-white p-4"
      >
        <p className="text-xs font-medium text-muted">
          <time dateTime={entry.createdAt}>{date}</time>
        </p>
        {entry.pending ? <PendingNote entry={entry} date={date} onKeep={onKeep} onRetry={retry} /> : null}
        <p className="mt-2 whitespace-pre-wrap break-words text-ink">{entry.body}</p>
        {confirming ? (
          <div className="mt-3 flex flex-wrap items-center gap-2 rounded-xl bg-red-50 p-3">
            <p className="w-full text-sm text-red-800">
              <Trans>Delete this entry? This cannot be undone.</Trans>
            </p>
            <button
              ref={confirmRef}
              type="button"
              disabled={busy}
              aria-busy={busy || undefined}
              className={buttonClasses("danger")}
              onClick={onDelete}
            >
              {busy ? t`Deleting...` : t`Yes, delete`}
            </button>
            <Button variant="ghost" onClick={() => toggle(false)} disabled={busy}>
              <Trans>Keep it</Trans>
            </Button>
          </div>
        ) : (
          <button
            ref={deleteRef}
            type="button"
            className={`${buttonClasses("ghost")} mt-2 -ml-2`}
            aria-label={t`Delete entry from ${date}`}
            onClick={() => toggle(true)}
          >
            <Trash2 size={16} aria-hidden="true" />
            <Trans>Delete</Trans>
          </button>
        )}
      </article>
    </li>
  );
}

/** An entry not yet in the account says so, and why; a refused one can be tried again. */
function PendingNote({
  entry,
  date,
  onKeep,
  onRetry,
}: {
  entry: ShownEntry;
  date: string;
  onKeep(): void;
  onRetry?: () => void;
}) {
  const { t } = useLingui();
  if (entry.pending === "failed")
    return (
      <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-red-700">
        <p>
          <Trans>Not saved:</Trans> {entry.error ? tx(entry.error) : null}
        </p>
        {onRetry ? (
          <Button variant="secondary" aria-label={t`Try again to save the entry from ${date}`} onClick={onRetry}>
            <Trans>Try again</Trans>
          </Button>
        ) : null}
      </div>
    );
  if (entry.pending === "consent")
    return (
      <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-amber-900">
        <Clock size={14} aria-hidden="true" />
        <span>
          <Trans>On this phone until you agree to keep entries in your account.</Trans>
        </span>
        <Button variant="secondary" onClick={onKeep}>
          <Trans>Save to my account</Trans>
        </Button>
      </div>
    );
  return (
    <p className="mt-1 flex items-center gap-1 text-xs text-amber-900" data-testid="journal-pending">
      <Clock size={14} aria-hidden="true" />
      <Trans>Waiting for connection. It will be saved to your account once you are back online.</Trans>
    </p>
  );
}
