import { type FormEvent, useState } from "react";
import { useSearchParams } from "react-router";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useClientConfig } from "../../../lib/session/get-config.ts";
import { useOutbox } from "../api/get-outbox.ts";

/** /dev/outbox: emails and SMS the server kept instead of sending (development only). */
export function OutboxPage() {
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
      <h1 className="text-2xl font-bold text-ink">Dev outbox</h1>
      <p className="text-sm text-muted">
        Emails and SMS codes are kept here on development machines instead of being sent.
      </p>
      {config.data && !config.data.devOutbox ? <Alert>The dev outbox is off on this server.</Alert> : null}
      <form onSubmit={submit} className="flex items-end gap-2">
        <div className="flex-1">
          <TextField
            label="Email or phone"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            placeholder="you@example.com"
          />
        </div>
        <Button type="submit">Show</Button>
      </form>
      {messages.isLoading ? <p className="text-muted">Loading messages...</p> : null}
      {messages.isError ? <Alert>{(messages.error as Error).message}</Alert> : null}
      {to && messages.data?.length === 0 ? <p className="text-muted">No messages for {to} yet.</p> : null}
      <ul className="flex flex-col gap-3">
        {messages.data?.map((m) => (
          <li key={`${m.createdAt}-${m.subject}`} className="rounded-2xl border border-slate-200 bg-white p-4">
            <p className="text-xs text-muted">{new Date(m.createdAt).toLocaleString()}</p>
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
