import { useLingui } from "@lingui/react/macro";
import type { CrisisLevelName } from "@saathi/contract/crisis";
import { type FormEvent, useState } from "react";
import { showsCrisisCard, WriteCrisisCard } from "../../../components/safety/crisis-card.tsx";
import { GuardianWaitNotice } from "../../../components/young-people/guardian-wait-notice.tsx";
import { checkText } from "../../../lib/api/crisis/check-text.ts";
import { useGuardianWait } from "../../../lib/api/young-people/get-youth-status.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { tx } from "../../../lib/i18n/translate.ts";
import { addComment } from "../api/add-comment.ts";

/** A one-line comment or reply box: Enter sends, nothing while a send is on its way. */
export function CommentInput({
  postId,
  parentCommentId,
  placeholder,
  onAdded,
}: {
  postId: string;
  parentCommentId?: string;
  placeholder?: string;
  onAdded(): void;
}) {
  const { t } = useLingui();
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  // The writer's crisis card (and a note when the comment waits for review).
  const [crisis, setCrisis] = useState<{ level: CrisisLevelName; held: boolean; othersDanger?: boolean } | null>(null);
  // A member under 18 waiting for their guardian's consent: the server would refuse the comment.
  const guardianWait = useGuardianWait();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const content = text.trim();
    if (!content || busy) return;
    setBusy(true);
    setError("");
    try {
      const saved = await addComment(postId, content, parentCommentId);
      setText("");
      if (saved.crisis && showsCrisisCard(saved.crisis.level))
        setCrisis({ level: saved.crisis.level, held: !!saved.held, othersDanger: saved.crisis.othersDanger });
      onAdded();
    } catch (err) {
      setError(err instanceof ApiError ? tx(err.message) : t`Could not send your comment. Please try again.`);
      // Refused before the crisis check read it (a young person awaiting consent): read on its own.
      if (err instanceof ApiError && err.status === 403) {
        const read = await checkText(content);
        if (showsCrisisCard(read.level)) setCrisis({ level: read.level, held: false, othersDanger: read.othersDanger });
      }
    } finally {
      setBusy(false);
    }
  };
  if (guardianWait)
    return (
      <div className="mt-2">
        <GuardianWaitNotice status={guardianWait} compact />
      </div>
    );
  return (
    <form onSubmit={submit} className="mt-2 flex flex-col gap-1">
      <div className="flex gap-2">
        <input
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={placeholder ?? t`Write a comment...`}
          aria-label={parentCommentId ? t`Reply` : t`Comment`}
          maxLength={2000}
          className="min-h-10 flex-1 rounded-full border border-slate-300 bg-white px-4 text-sm"
        />
        <button
          type="submit"
          disabled={busy || !text.trim()}
          className="rounded-full bg-brand-700 px-4 text-sm font-semibold text-white disabled:opacity-50"
        >
          {busy ? t`Sending...` : parentCommentId ? t`Reply` : t`Send`}
        </button>
      </div>
      {error ? (
        <p role="alert" className="text-xs text-red-700">
          {error}
        </p>
      ) : null}
      <WriteCrisisCard crisis={crisis} onDismiss={() => setCrisis(null)} />
    </form>
  );
}
