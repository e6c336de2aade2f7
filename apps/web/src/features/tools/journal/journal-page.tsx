import { useState } from "react";
import { PublicPage } from "../../../components/layout/public-page.tsx";
import { useMe } from "../../../lib/session/get-me.ts";
import { promptForDay } from "./journal-prompts.ts";
import { MemberJournal } from "./member-journal.tsx";
import { VisitorJournal } from "./visitor-journal.tsx";

/** /daily-journal: a private space to write; in the browser for visitors, in the account for members. */
export function JournalPage() {
  const me = useMe();
  const [prompt] = useState(() => promptForDay(new Date()));
  return (
    <PublicPage
      title="Daily Reflection Journal"
      intro="A quiet place to put your thoughts into words. There is no right way to do it."
    >
      {me.isPending ? (
        <p className="text-sm text-muted">Opening your journal...</p>
      ) : me.data?.user ? (
        <MemberJournal prompt={prompt} />
      ) : (
        <VisitorJournal prompt={prompt} />
      )}
    </PublicPage>
  );
}
