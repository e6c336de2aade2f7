import { useLingui } from "@lingui/react/macro";
import { HEALTHBOT_TEXT_MAX } from "@saathi/contract/healthbot";
import { SendHorizontal } from "lucide-react";
import { type FormEvent, useState } from "react";

/** Typed words: an answer when the bot asks for one, otherwise anything (the server understands what it can). */
export function HealthbotComposer({
  busy,
  asking,
  onSend,
}: {
  busy: boolean;
  asking: boolean;
  onSend(text: string): Promise<boolean>;
}) {
  const { t } = useLingui();
  const [text, setText] = useState("");
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const words = text.trim();
    if (!words || busy) return;
    // The words come back to the input if sending fails.
    setText("");
    if (!(await onSend(words))) setText(words);
  };
  return (
    <form onSubmit={submit} className="flex items-center gap-2">
      <input
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={asking ? t`Type your answer...` : t`Type a message...`}
        aria-label={asking ? t`Your answer` : t`Message to Health Bot`}
        maxLength={HEALTHBOT_TEXT_MAX}
        className="min-h-11 min-w-0 flex-1 rounded-full border border-slate-300 px-4 text-sm"
      />
      <button
        type="submit"
        aria-label={t`Send`}
        disabled={!text.trim() || busy}
        className="rounded-full bg-brand-700 p-3 text-white disabled:opacity-50"
      >
        <SendHorizontal size={18} aria-hidden="true" />
      </button>
    </form>
  );
}
