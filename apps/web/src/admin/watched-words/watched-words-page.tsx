// Watched words (admins only): words or phrases that block a post outright, hold it for a
// moderator's approval, or flag it to the queue. Matching happens when members write.
import { Trans, useLingui } from "@lingui/react/macro";
import {
  WATCHED_WORD_ACTION_LABEL,
  type WatchedWordInput,
  watchedWordInputSchema,
} from "@saathi/contract/admin-moderation";
import { WATCHED_WORD_ACTIONS, type WatchedWordAction } from "@saathi/contract/safety";
import { type FormEvent, useId, useState } from "react";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { toast } from "../../components/ui/toaster.tsx";
import { tx } from "../../lib/i18n/translate.ts";
import { errorMessage } from "../shell/admin-api.ts";
import { formatDate } from "../shell/format.ts";
import { PageHeader } from "../shell/page-header.tsx";
import { useAddWatchedWord } from "./api/add-watched-word.ts";
import { useWatchedWords } from "./api/get-watched-words.ts";
import { useRemoveWatchedWord } from "./api/remove-watched-word.ts";

function AddWordForm() {
  const { t } = useLingui();
  const ids = useId();
  const add = useAddWatchedWord();
  const [phrase, setPhrase] = useState("");
  const [action, setAction] = useState<WatchedWordAction>("flag");
  const [fieldError, setFieldError] = useState<string>();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = watchedWordInputSchema.safeParse({ phrase, action });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]?.message;
      return setFieldError(issue ? tx(issue) : undefined);
    }
    setFieldError(undefined);
    add.mutate(parsed.data satisfies WatchedWordInput, {
      onSuccess: (w) => {
        const phrase = w.phrase;
        setPhrase("");
        toast(t`Now watching “${phrase}”`);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4">
      <div className="flex flex-col gap-1">
        <label htmlFor={`${ids}-phrase`} className="text-sm font-medium text-ink">
          <Trans>Word or phrase</Trans>
        </label>
        <input
          id={`${ids}-phrase`}
          value={phrase}
          onChange={(e) => setPhrase(e.target.value)}
          maxLength={60}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${ids}-error` : undefined}
          className="min-h-11 rounded-xl border border-slate-300 bg-white px-3 text-base text-ink"
        />
        {fieldError ? (
          <p id={`${ids}-error`} role="alert" className="text-sm text-red-700">
            {fieldError}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${ids}-action`} className="text-sm font-medium text-ink">
          <Trans>What happens</Trans>
        </label>
        <select
          id={`${ids}-action`}
          value={action}
          onChange={(e) => setAction(e.target.value as WatchedWordAction)}
          className="min-h-11 rounded-xl border border-slate-300 bg-white px-3 text-base text-ink"
        >
          {WATCHED_WORD_ACTIONS.map((a) => (
            <option key={a} value={a}>
              {tx(WATCHED_WORD_ACTION_LABEL[a])}
            </option>
          ))}
        </select>
      </div>
      {add.isError ? <Alert>{errorMessage(add.error)}</Alert> : null}
      <Button type="submit" busy={add.isPending} busyText={t`Adding…`} className="self-start">
        <Trans>Add word</Trans>
      </Button>
    </form>
  );
}

export function WatchedWordsPage() {
  const { t } = useLingui();
  const words = useWatchedWords();
  const remove = useRemoveWatchedWord();
  return (
    <>
      <PageHeader
        title={t`Watched words`}
        description={t`Block a post outright, hold it until a moderator approves it, or flag it to the queue.`}
      />
      <AddWordForm />
      <section aria-label={t`Watched words`} className="mt-6">
        {words.isPending ? (
          <p role="status">
            <Trans>Loading watched words…</Trans>
          </p>
        ) : null}
        {words.isError ? (
          <>
            <Alert>{errorMessage(words.error)}</Alert>
            <Button variant="secondary" className="mt-3" onClick={() => words.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </>
        ) : null}
        {words.data && words.data.items.length === 0 ? (
          <p className="text-muted">
            <Trans>No watched words yet. Add one above.</Trans>
          </p>
        ) : null}
        {remove.isError ? <Alert>{errorMessage(remove.error)}</Alert> : null}
        <ul className="flex flex-col gap-2">
          {words.data?.items.map((w) => {
            const action = tx(WATCHED_WORD_ACTION_LABEL[w.action]);
            const since = formatDate(w.createdAt);
            return (
              <li key={w.id} className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-3">
                <span className="min-w-0 flex-1">
                  <span className="block break-words font-medium text-ink">{w.phrase}</span>
                  <span className="text-xs text-muted">{t`${action} · since ${since}`}</span>
                </span>
                <Button
                  variant="ghost"
                  busy={remove.isPending && remove.variables === w.id}
                  busyText={t`Removing…`}
                  onClick={() => remove.mutate(w.id)}
                >
                  <Trans>Remove</Trans>
                  <span className="sr-only"> “{w.phrase}”</span>
                </Button>
              </li>
            );
          })}
        </ul>
      </section>
    </>
  );
}
