import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useState } from "react";
import { useSearchParams } from "react-router";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useClientConfig } from "../../../lib/api/session/get-config.ts";
import { formatDate } from "../../../lib/i18n/format.ts";
import { tx } from "../../../lib/i18n/translate.ts";
import { useOutbox } from "../api/get-outbox.ts";

/** /dev/outbox: emails and SMS the server kept instead of sending (development only). */
export function OutboxPage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const to = params.get("to") ?? "";
  const [draft, setDraft] = useState(to);
  const config = useClientConfig();
  const messages = useOutbox(to, Boolean(to) && config.data?.devOutbox === true);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setParams(draft.trim() ? { to: draft.trim() } : {});
  };

  return (
    <main className="mx-auto flex min-h-dvh max-w-2xl flex-col gap-4 px-4 py-8">
      <h1 className="text-2xl font-bold text-ink">
        <Trans>Dev outbox</Trans>
      </h1>
      <p className="text-sm text-muted">
        <Trans>Emails and SMS codes are kept here on development machines instead of being sent.</Trans>
      </p>
      {config.data && !config.data.devOutbox ? (
        <Alert>
          <Trans>The dev outbox is off on this server.</Trans>
        </Alert>
      ) : null}
      <form onSubmit={submit} className="flex items-end gap-2">
        <div className="flex-1">
          <TextField
            label={t`Email or phone`}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            // i18n-ignore: an example address, the same in every language
            placeholder="you@example.com"
          />
        </div>
        <Button type="submit">
          <Trans>Show</Trans>
        </Button>
      </form>
      {messages.isLoading ? (
        <p className="text-muted">
          <Trans>Loading messages...</Trans>
        </p>
      ) : null}
      {messages.isError ? <Alert>{tx((messages.error as Error).message)}</Alert> : null}
      {to && messages.data?.length === 0 ? (
        <p className="text-muted">
          <Trans>No messages for {to} yet.</Trans>
        </p>
      ) : null}
      <ul className="flex flex-col gap-3">
        {messages.data?.map((m) => (
          <li key={`${m.createdAt}-${m.subject}`} className="rounded-2xl border border-slate-200 bg-white p-4">
            <p className="text-xs text-muted">{formatDate(m.createdAt, { dateStyle: "medium", timeStyle: "short" })}</p>
            <p className="font-medium text-ink">{m.subject}</p>
            {m.code ? (
              <p
                className="my-2 font-mono text-3xl font-bold tracking-[0.3em] text-brand-700"
                data-testid="outbox-code"
              >
                {m.code}
              </p>
            ) : null}
            <p className="text-sm text-muted">{m.text}</p>
          </li>
        ))}
      </ul>
    </main>
  );
}
