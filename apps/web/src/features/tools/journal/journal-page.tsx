import type { MessageDescriptor } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { PublicPage } from "../../../components/layout/public-page.tsx";
import { useMe } from "../../../lib/api/session/get-me.ts";
import { promptForDay, promptFromLink } from "./journal-prompts.ts";
import { MemberJournal } from "./member-journal.tsx";
import { VisitorJournal } from "./visitor-journal.tsx";

/**
 * /daily-journal: a private space to write; in the browser for visitors, in the account for members.
 * `?prompt=` (a counsellor's journal homework) shows that prompt instead of today's.
 */
export function JournalPage() {
  const { t, i18n } = useLingui();
  const me = useMe();
  const [promptMsg] = useState<MessageDescriptor>(() => promptForDay(new Date()));
  const [params] = useSearchParams();
  const linked = promptFromLink(params.get("prompt"));
  const prompt = linked ? { text: linked, linked: true } : { text: i18n._(promptMsg), linked: false };
  return (
    <PublicPage
      title={t`Daily Reflection Journal`}
      intro={t`A quiet place to put your thoughts into words. There is no right way to do it.`}
    >
      {me.isPending ? (
        <p className="text-sm text-muted">
          <Trans>Opening your journal...</Trans>
        </p>
      ) : me.data?.user ? (
        <MemberJournal prompt={prompt} />
      ) : (
        <VisitorJournal prompt={prompt} />
      )}
    </PublicPage>
  );
}
