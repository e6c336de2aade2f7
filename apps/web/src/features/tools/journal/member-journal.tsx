import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { JOURNAL_ERROR, type JournalEntryInput } from "@saathi/contract/journal";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { SensitiveConsentPrompt } from "../../../components/consent/sensitive-consent-prompt.tsx";
import { OfflineNotice } from "../../../components/offline/offline-notice.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { GuardianWaitNotice } from "../../../components/young-people/guardian-wait-notice.tsx";
import { isConsentRequired } from "../../../lib/api/consent/give-consent.ts";
import { createJournalEntry } from "../../../lib/api/journal/create-journal-entry.ts";
import { useMe } from "../../../lib/api/session/get-me.ts";
import { useGuardianWait } from "../../../lib/api/young-people/get-youth-status.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { useSensitiveConsent } from "../../../lib/consent/use-sensitive-consent.ts";
import { tx } from "../../../lib/i18n/translate.ts";
import { isOnline, useNetworkStatus } from "../../../lib/offline/network-status.ts";
import { journalSendId, outbox, type QueuedJournal, useOutbox } from "../../../lib/offline/outbox.ts";
import { LiveStatus } from "../shared/live-status.tsx";
import { useCreateJournalEntry } from "./api/create-journal-entry.ts";
import { useDeleteJournalEntry } from "./api/delete-journal-entry.ts";
import { useJournal } from "./api/get-journal.ts";
import { journalKeys } from "./api/journal-keys.ts";
import { JournalEntryList } from "./journal-entry-list.tsx";
import { JournalForm } from "./journal-form.tsx";
import type { JournalPrompt } from "./journal-prompts.ts";
import { shownEntries } from "./shown-entries.ts";
import { movedMessage, useImportLocalJournal } from "./use-import-local-journal.ts";

/** A member's journal, kept in their account; entries written here as a visitor move in first. */
export function MemberJournal({ prompt }: { prompt: JournalPrompt }) {
  const { t } = useLingui();
  const journal = useJournal(true);
  const create = useCreateJournalEntry();
  const remove = useDeleteJournalEntry();
  // The first save (or the move from this browser) asks for consent to keep entries here.
  const consent = useSensitiveConsent();
  const { state: moving, retry } = useImportLocalJournal(true, consent.guard);
  const [status, setStatus] = useState<string | null>(null);
  // The same id on a retry of the same words, so a lost answer never makes two entries.
  const pending = useRef<JournalEntryInput | null>(null);
  // An entry written offline waits on this phone (the outbox) and is saved once when back.
  const me = useMe().data?.user?.id ?? null;
  const queued = useOutbox(me).filter((i): i is QueuedJournal => i.kind === "journal");
  const online = useNetworkStatus().online;
  const queryClient = useQueryClient();
  const { refetch, dataUpdatedAt } = journal;
  // A member under 18 waiting for their guardian's consent: the server would refuse the entry, so no box.
  const guardianWait = useGuardianWait();

  // Sent from the outbox (here or while this page was closed): the list reads the account again.
  useEffect(() => {
    if (outbox.lastSentAt("journal") > dataUpdatedAt && dataUpdatedAt > 0) void refetch();
    return outbox.onSent(({ item }) => {
      if (item.kind !== "journal" || item.ownerId !== me) return;
      void queryClient.invalidateQueries({ queryKey: journalKeys.all });
      setStatus(t`Your entry written offline is now saved to your account.`);
    });
  }, [me, queryClient, refetch, dataUpdatedAt, t]);

  // Written offline before any consent to keep entries: back online, the same question as a save.
  const keepWithConsent = async (item: QueuedJournal) => {
    try {
      const input = { clientId: journalSendId(item), body: item.body, createdAt: item.createdAt };
      if ((await consent.guard(() => createJournalEntry(input))) === null) {
        setStatus(t`Not saved yet. It waits on this phone until you agree to keep entries in your account.`);
        return;
      }
      await outbox.remove(item.clientId);
      void queryClient.invalidateQueries({ queryKey: journalKeys.all });
      if (me) void outbox.resume(me);
      setStatus(t`Saved to your account. Thank you for taking a moment for yourself.`);
    } catch (err) {
      // Its id is another entry's (consent was given by then): the outbox sends the words under a new id.
      if (err instanceof ApiError && err.code === JOURNAL_ERROR.clientIdReused) {
        await outbox.sendUnderNewId(item.clientId);
        if (me) void outbox.resume(me);
        return;
      }
      // No network again: it keeps waiting. Refused for another reason: it stays listed, with why.
      if (err instanceof ApiError && err.status !== 0) setStatus(tx(err.message));
    }
  };
  const needsConsent = queued.find((i) => i.state === "consent");
  const asked = useRef(new Set<string>());
  useEffect(() => {
    if (!needsConsent || !online || asked.current.has(needsConsent.clientId)) return;
    asked.current.add(needsConsent.clientId);
    void keepWithConsent(needsConsent);
  });

  const queue = async (entry: JournalEntryInput) => {
    if (!me) return false;
    await outbox.add({ kind: "journal", ownerId: me, ...entry });
    pending.current = null;
    create.reset();
    setStatus(t`Kept on this phone. It will be saved to your account once you are back online.`);
    return true;
  };

  return (
    <>
      <OfflineNotice source="/api/journal" className="mb-3" />
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
      {guardianWait ? (
        <GuardianWaitNotice status={guardianWait} />
      ) : (
        <JournalForm
          prompt={prompt}
          busy={create.isPending}
          error={create.error && !isConsentRequired(create.error) ? tx(create.error.message) : null}
          onSave={async (body) => {
            if (pending.current?.body !== body) {
              pending.current = { clientId: crypto.randomUUID(), body, createdAt: new Date().toISOString() };
            }
            const entry = pending.current;
            if (!isOnline()) return queue(entry);
            try {
              if ((await consent.guard(() => create.mutateAsync(entry))) === null) {
                setStatus(t`Not saved. Your words are still in the box.`);
                return false;
              }
              pending.current = null;
              setStatus(t`Saved to your account. Thank you for taking a moment for yourself.`);
              return true;
            } catch (err) {
              // No network after all (or the answer was lost): it waits here, with the same id.
              if (err instanceof ApiError && err.status === 0) return queue(entry);
              // The id belongs to another entry of this member: the words stay in the box and the next
              // Save sends them under a new id (the same one would be refused again).
              if (err instanceof ApiError && err.code === JOURNAL_ERROR.clientIdReused) pending.current = null;
              return false;
            }
          }}
        />
      )}
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
            entries={shownEntries(journal.data.entries, queued)}
            onKeep={(key) => {
              const item = queued.find((i) => i.clientId === key);
              if (item) void keepWithConsent(item);
            }}
            onRetry={(key) => void outbox.retry(key)}
            deleting={remove.isPending ? (remove.variables ?? null) : null}
            onDelete={(id) =>
              queued.some((i) => i.clientId === id)
                ? void outbox.remove(id).then(() => setStatus(t`Entry deleted.`))
                : remove.mutate(id, {
                    onSuccess: () => setStatus(t`Entry deleted.`),
                  })
            }
          />
        </>
      )}
    </>
  );
}
