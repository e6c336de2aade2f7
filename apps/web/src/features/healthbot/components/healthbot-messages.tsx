import { Trans, useLingui } from "@lingui/react/macro";
import type { HealthbotMessage } from "@saathi/contract/healthbot";
import { Bot } from "lucide-react";
import { tx } from "../../../lib/i18n/translate.ts";

/** The conversation: the bot's lines (catalog texts, in the language shown) and the member's words. */
export function HealthbotMessages({ messages }: { messages: HealthbotMessage[] }) {
  const { t } = useLingui();
  return (
    <div role="log" aria-live="polite" aria-label={t`Conversation`}>
      <ol className="flex flex-col gap-2">
        {messages.map((m) => {
          const text = m.catalog ? tx(m.text, m.values ?? undefined) : m.text;
          return m.from === "bot" ? (
            <li key={m.id} className="flex max-w-[85%] items-start gap-2">
              <Bot size={20} aria-hidden="true" className="mt-2 shrink-0 text-brand-700" />
              <p className="rounded-2xl rounded-tl-sm bg-brand-50 px-3 py-2 text-sm text-ink [overflow-wrap:anywhere]">
                <span className="sr-only">
                  <Trans>Health Bot:</Trans>{" "}
                </span>
                {text}
              </p>
            </li>
          ) : (
            <li key={m.id} className="flex justify-end">
              <p className="max-w-[85%] rounded-2xl rounded-tr-sm bg-brand-700 px-3 py-2 text-sm text-white [overflow-wrap:anywhere]">
                <span className="sr-only">
                  <Trans>You:</Trans>{" "}
                </span>
                {text}
              </p>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
