import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Link } from "react-router";
import { OfflineNotice } from "../../../components/offline/offline-notice.tsx";
import { LiveStatus } from "../shared/live-status.tsx";
import { browserStorage } from "../shared/local-list.ts";
import { JournalEntryList } from "./journal-entry-list.tsx";
import { JournalForm } from "./journal-form.tsx";
import type { JournalPrompt } from "./journal-prompts.ts";
import { addLocalEntry, loadLocalEntries, removeLocalEntries } from "./journal-store.ts";

/** A visitor's journal: everything stays in this browser until they sign in. */
export function VisitorJournal({ prompt }: { prompt: JournalPrompt }) {
  const { t } = useLingui();
  const storage = browserStorage();
  const [entries, setEntries] = useState(() => loadLocalEntries(storage));
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  return (
    <>
      <OfflineNotice works className="mb-4" />
      <p className="mb-4 rounded-2xl border border-brand-100 bg-brand-50 p-3 text-sm text-ink">
        <Trans>
          Your entries stay only in this browser on this device, and nobody else can read them.{" "}
          <Link to="/auth" className="font-semibold text-brand-800 underline underline-offset-2">
            Sign in to keep them safely in your account
          </Link>
          .
        </Trans>
      </p>
      <JournalForm
        prompt={prompt}
        error={error}
        onSave={(body) => {
          const saved = addLocalEntry(storage, body);
          if (!saved) {
            setError(
              t`This browser would not keep your entry (its storage may be full or turned off). Please copy your words somewhere safe.`,
            );
            return false;
          }
          setError(null);
          setEntries(loadLocalEntries(storage));
          setStatus(t`Saved in this browser. Thank you for taking a moment for yourself.`);
          return true;
        }}
      />
      <LiveStatus className="mt-3">{status}</LiveStatus>
      <JournalEntryList
        entries={entries.map((e) => ({ key: e.clientId, body: e.body, createdAt: e.createdAt }))}
        onDelete={(key) => {
          removeLocalEntries(storage, [key]);
          setEntries(loadLocalEntries(storage));
          setStatus(t`Entry deleted.`);
        }}
      />
    </>
  );
}
