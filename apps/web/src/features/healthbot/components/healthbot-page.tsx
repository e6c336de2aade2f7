// /healthbot: Saathi's scripted self-help companion. The conversation lives in the
// member's account (the server runs the flows and the crisis check); this page shows it, offers the
// quick replies and next steps, the helpline card while the safety check is on, and the gentle helpline
// card after a concern reading. A link naming a
// flow (`/healthbot?flow=<id>`, homework from a counsellor) starts that flow once the conversation is open.
import { Trans, useLingui } from "@lingui/react/macro";
import type { HealthbotSend } from "@saathi/contract/healthbot";
import { useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { SensitiveConsentPrompt } from "../../../components/consent/sensitive-consent-prompt.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { useSensitiveConsent } from "../../../lib/consent/use-sensitive-consent.ts";
import { tx } from "../../../lib/i18n/translate.ts";
import { useClearHealthbotHistory } from "../api/clear-healthbot-history.ts";
import { useHealthbot } from "../api/get-healthbot.ts";
import { useSendHealthbotMessage } from "../api/send-healthbot-message.ts";
import { HealthbotComposer } from "./healthbot-composer.tsx";
import { HealthbotDanger } from "./healthbot-danger.tsx";
import { HealthbotGentle } from "./healthbot-gentle.tsx";
import { HealthbotMessages } from "./healthbot-messages.tsx";
import { HealthbotPersonOffer } from "./healthbot-person-offer.tsx";
import { HealthbotSafety } from "./healthbot-safety.tsx";

export function HealthbotPage() {
  const { t } = useLingui();
  const bot = useHealthbot();
  const send = useSendHealthbotMessage();
  const clear = useClearHealthbotHistory();
  const consent = useSensitiveConsent();
  const [error, setError] = useState<string | null>(null);
  const [confirmClear, setConfirmClear] = useState(false);
  const replies = useRef<HTMLDivElement>(null);
  // A pressed reply is disabled while sending and then replaced, so the focus falls to the page: after
  // the answer has rendered, the first new reply takes it (unless something, e.g. the crisis card's
  // title, took it already).
  const [focusReplies, setFocusReplies] = useState(0);
  useEffect(() => {
    if (!focusReplies) return;
    const now = document.activeElement;
    if (now && now !== document.body) return;
    replies.current?.querySelector<HTMLElement>("button:not(:disabled), a, input")?.focus();
  }, [focusReplies]);
  const view = bot.data;

  const say = async (body: HealthbotSend) => {
    setError(null);
    try {
      // Saving a thought record needs the sensitive-processing consent: asked, then retried.
      const done = await consent.guard(() => send.mutateAsync(body));
      if (done) setFocusReplies((n) => n + 1);
      return !!done;
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t`Something went wrong. Please try again.`);
      return false;
    }
  };

  // A link naming a flow starts it once (the address then forgets it, so a reload does not start it
  // again). The server refuses an unknown flow with a kind note, and never leaves the safety check.
  const [params, setParams] = useSearchParams();
  const linked = params.get("flow")?.trim().slice(0, 64) ?? "";
  const started = useRef(false);
  const loaded = !!view;
  const startLinked = useRef(say);
  startLinked.current = say;
  useEffect(() => {
    if (!linked || !loaded || started.current) return;
    started.current = true;
    setParams(
      (p) => {
        p.delete("flow");
        return p;
      },
      { replace: true },
    );
    void startLinked.current({ type: "start", flow: linked });
  }, [linked, loaded, setParams]);

  // Keep the newest message in view.
  const count = view?.messages.length ?? 0;
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (count) end.current?.scrollIntoView?.({ block: "end" });
  }, [count]);

  return (
    <section className="mx-auto flex w-full max-w-[569px] flex-col gap-3 px-4 py-6">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-bold text-ink">
            <Trans>Health Bot</Trans>
          </h1>
          <p className="text-sm text-muted">
            <Trans>A self-help tool written by our team. Not a therapist, and not for emergencies.</Trans>
          </p>
        </div>
        <button
          type="button"
          onClick={() => void say({ type: "help" })}
          disabled={send.isPending || view?.crisis}
          className="min-h-11 rounded-full bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          <Trans>Get help now</Trans>
        </button>
      </header>

      {bot.isPending ? (
        <p className="text-sm text-muted">
          <Trans>Opening your conversation...</Trans>
        </p>
      ) : null}
      {bot.isError ? <Alert>{t`Could not open the Health Bot. Please try again.`}</Alert> : null}

      {view ? (
        <>
          <HealthbotMessages messages={view.messages} />
          {view.crisis ? (
            view.danger ? (
              <HealthbotDanger />
            ) : (
              <HealthbotSafety othersDanger={view.othersDanger} />
            )
          ) : null}
          {!view.crisis && view.care === "gentle" ? <HealthbotGentle /> : null}
          {!view.crisis && view.offer ? <HealthbotPersonOffer offer={view.offer} /> : null}
          <div ref={replies} className="flex flex-col gap-3">
            {view.replies.length > 0 ? (
              <fieldset aria-label={t`Quick replies`} className="flex min-w-0 flex-wrap gap-2">
                {view.replies.map((r) => (
                  <button
                    key={r.id}
                    type="button"
                    disabled={send.isPending}
                    onClick={() => void say({ type: "reply", id: r.id })}
                    className="min-h-11 rounded-full border border-brand-300 bg-white px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60"
                  >
                    {tx(r.label)}
                  </button>
                ))}
              </fieldset>
            ) : null}
            {view.next.length > 0 ? (
              <nav aria-label={t`Next steps`} className="flex flex-wrap gap-2">
                {view.next.map((n) => (
                  <Link
                    key={n.step}
                    to={n.to}
                    className="inline-flex min-h-11 items-center rounded-full bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
                  >
                    {tx(n.label)}
                  </Link>
                ))}
              </nav>
            ) : null}
          </div>
          <SensitiveConsentPrompt ask={consent.ask} what={t`your thought record`} />
          {error ? <Alert>{tx(error)}</Alert> : null}
          <HealthbotComposer busy={send.isPending} asking={view.ask} onSend={(text) => say({ type: "text", text })} />
          <div ref={end} />
          <div className="text-right">
            {confirmClear ? (
              <span className="inline-flex flex-wrap items-center justify-end gap-2 text-sm">
                <span>
                  <Trans>Clear the whole conversation?</Trans>
                </span>
                <button
                  type="button"
                  className="min-h-11 rounded-full border border-red-300 px-3 font-semibold text-red-700"
                  onClick={() => clear.mutate(undefined, { onSettled: () => setConfirmClear(false) })}
                >
                  <Trans>Yes, clear it</Trans>
                </button>
                <button
                  type="button"
                  className="min-h-11 rounded-full border border-slate-300 px-3"
                  onClick={() => setConfirmClear(false)}
                >
                  <Trans>Keep it</Trans>
                </button>
              </span>
            ) : (
              <button
                type="button"
                className="min-h-11 px-2 text-sm text-muted underline"
                onClick={() => setConfirmClear(true)}
              >
                <Trans>Clear history</Trans>
              </button>
            )}
          </div>
        </>
      ) : null}
    </section>
  );
}
