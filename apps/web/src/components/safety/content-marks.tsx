// What a member sees on moderated or sensitive content: their own held or hidden content
// marked, and a post about a theme they chose collapsed behind a gentle warning until they tap.
import { Trans, useLingui } from "@lingui/react/macro";
import type { ModerationMark as Mark } from "@saathi/contract/safety-visibility";
import { SENSITIVE_THEME_LABEL, type SensitiveTheme } from "@saathi/contract/sensitive-themes";
import { VISIBILITY_MSG } from "@saathi/contract/visibility-text";
import { EyeOff } from "lucide-react";
import { type ReactNode, useState } from "react";
import { tx } from "../../lib/i18n/translate.ts";

/** "Waiting for review" / "Hidden by moderators: reason" on the author's own content. */
export function ModerationMark({ mark }: { mark: Mark | undefined }) {
  if (!mark) return null;
  const text =
    mark.state === "held"
      ? tx(VISIBILITY_MSG.held)
      : `${tx(VISIBILITY_MSG.hiddenPrefix)}${mark.reason ? `: ${tx(mark.reason)}` : ""}`;
  return (
    <p role="note" className="mx-4 mt-2 rounded-lg bg-amber-50 px-3 py-1.5 text-xs font-medium text-amber-900">
      {text}
    </p>
  );
}

/** The children, or, for a post about a theme the member chose, a warning with a button to show it. */
export function SensitiveThemeGate({
  theme,
  children,
}: {
  theme: SensitiveTheme | null | undefined;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const [shown, setShown] = useState(false);
  if (!theme || shown) return <>{children}</>;
  const topic = tx(SENSITIVE_THEME_LABEL[theme]).toLowerCase();
  return (
    <div className="mx-4 mt-3 flex flex-col items-start gap-2 rounded-2xl bg-slate-50 p-4 text-sm text-ink">
      <p className="flex items-center gap-2">
        <EyeOff size={16} aria-hidden="true" className="text-muted" />
        {t`This post talks about ${topic}. Show it?`}
      </p>
      <button
        type="button"
        onClick={() => setShown(true)}
        className="min-h-11 rounded-xl px-3 font-semibold text-brand-700 hover:bg-brand-50"
      >
        <Trans>Show post</Trans>
      </button>
    </div>
  );
}
