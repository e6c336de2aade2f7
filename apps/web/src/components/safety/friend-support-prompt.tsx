// The receiver's side of a crisis message in a chat: a gentle prompt with the helplines
// and how to support a friend. Shown under the message; it can be put away.
import { Trans, useLingui } from "@lingui/react/macro";
import { CRISIS_MSG } from "@saathi/contract/crisis";
import { useState } from "react";
import { tx } from "../../lib/i18n/translate.ts";
import { HelplineLinks } from "./helpline-links.tsx";

export function FriendSupportPrompt({ name }: { name?: string }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <aside
      aria-label={t`Supporting your friend`}
      data-testid="friend-support-prompt"
      className="flex flex-col gap-2 rounded-2xl border border-brand-200 bg-brand-50 p-3 text-ink"
    >
      <p className="text-sm font-semibold">
        {name ? t`${name} may be going through something hard` : tx(CRISIS_MSG.friendTitle)}
      </p>
      <p className="text-sm">{tx(CRISIS_MSG.friendBody)}</p>
      <HelplineLinks />
      <button
        type="button"
        onClick={() => setOpen(false)}
        className="min-h-11 self-start rounded-full px-3 text-sm font-semibold text-brand-700 underline"
      >
        <Trans>Hide this</Trans>
      </button>
    </aside>
  );
}
