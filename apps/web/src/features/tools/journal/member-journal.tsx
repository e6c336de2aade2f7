import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { JournalEntryInput } from "@saathi/contract/journal";
import { useRef, useState } from "react";
import { SensitiveConsentPrompt } from "../../../components/consent/sensitive-consent-prompt.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { isConsentRequired } from "../../../lib/consent/give-consent.ts";
import { useSensitiveConsent } from "../../../lib/consent/use-sensitive-consent.ts";
import { tx } from "../../../lib/i18n/translate.ts";
import { LiveStatus } from "../shared/live-status.tsx";
import { useCreateJournalEntry } from "./api/create-journal-entry.ts";
import { useDeleteJournalEntry } from "./api/delete-journal-entry.ts";
import { useJournal } from "./api/get-journal.ts";
import { JournalEntryList } from "./journal-entry-list.tsx";
import { JournalForm } from "./journal-form.tsx";
import { movedMessage, useImportLocalJournal } from "./use-import-local-journal.ts";

/** A member's journal, kept in their account; entries written here as a visitor move in first. */
export function MemberJournal({ prompt }: { prompt: string }) {
  const { t } = useLingui();
  const journal = useJournal(true);
  const create = useCreateJournalEntry();
  const remove = useDeleteJournalEntry();
  // Issue 17: the first save (or the move from this browser) asks for consent to keep entries here.
  const consent = useSensitiveConsent();
  const { state: moving, retry } = useImportLocalJournal(true, consent.guard);
  const [status, setStatus] = useState<string | null>(null);
  // The same id on a retry of the same words, so a lost answer never makes two entries.
  const pending = useRef<JournalEntryInput | null>(null);

  return (
    <>
      <p className="mb-4 text-sm text-muted">
        <Trans>Your entries are saved privately in your account.</Trans>
      </p>
      {moving.status === "done" ? (
        <div className="mb-4">
          <Alert tone="success">{movedMessage(moving.moved)}</Alert>
        </div>
      ) : null}
      {moving.status === "failed" ? (
        <div className="mb-4 flex flex-col gap-2">
          <Alert>
            {plural(moving.left, {
              one: `We could not move # entry from this browser yet: ${moving.message} It is still safe here.`,
              other: `We could not move # entries from this browser yet: ${moving.message} They are still safe here.`,
            })}
          </Alert>
          <Button variant="secondary" className="self-start" onClick={() => void retry()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : null}
      <SensitiveConsentPrompt ask={consent.ask} what={t`your journal`} />
      <JournalForm
        prompt={prompt}
        busy={create.isPending}
        error={create.error && !isConsentRequired(create.error) ? tx(create.error.message) : null}
        onSave={async (body) => {
          if (pending.current?.body !== body) {
            pending.current = { clientId: crypto.randomUUID(), body, createdAt: new Date().toISOString() };
          }
          try {
            const entry = pending.current;
            if ((await consent.guard(() => create.mutateAsync(entry))) === null) {
              setStatus(t`Not saved. Your words are still in the box.`);
              return false;
            }
            pending.current = null;
            setStatus(t`Saved to your account. Thank you for taking a moment for yourself.`);
            return true;
          } catch {
            return false;
          }
        }}
      />
      <LiveStatus className="mt-3">{status}</LiveStatus>
      {journal.isPending ? (
        <p className="mt-8 text-sm text-muted">
          <Trans>Loading your entries...</Trans>
        </p>
      ) : journal.isError ? (
        <div className="mt-8 flex flex-col gap-2">
          <Alert>{tx(journal.error.message)}</Alert>
          <Button variant="secondary" className="self-start" onClick={() => void journal.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : (
        <>
          {remove.error ? (
            <div className="mt-4">
              <Alert>{tx(remove.error.message)}</Alert>
            </div>
          ) : null}
          <JournalEntryList
            entries={journal.data.entries.map((e) => ({ key: e.id, body: e.body, createdAt: e.createdAt }))}
            deleting={remove.isPending ? (remove.variables ?? null) : null}
            onDelete={(id) =>
              remove.mutate(id, {
                onSuccess: () => setStatus(t`Entry deleted.`),
              })
            }
          />
        </>
      )}
    </>
  );
}
