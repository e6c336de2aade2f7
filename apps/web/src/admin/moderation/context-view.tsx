// The reported content in its immediate context, exactly as snapshotted when it was flagged: a comment
// under the post's first lines and its parent; a message after the few before it. Nothing more exists
// to show: the server keeps no more than this for moderators.
import { t as globalT } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { ContextEntry, ModerationContext } from "@saathi/contract/admin-moderation";
import { formatDateTime } from "../shell/format.ts";

function Entry({ e, label, reported }: { e: ContextEntry; label?: string; reported?: boolean }) {
  const { t } = useLingui();
  return (
    <div
      className={`rounded-2xl border p-3 ${reported ? "border-red-300 bg-red-50" : "border-slate-200 bg-white text-muted"}`}
    >
      <p className="text-xs font-medium text-muted">
        {label ? `${label} · ` : ""}
        {e.authorName ?? t`Unknown`}
        {e.at ? ` · ${formatDateTime(e.at)}` : ""}
      </p>
      <p className={`mt-1 whitespace-pre-wrap break-words ${reported ? "text-ink" : ""}`}>{e.text || t`(empty)`}</p>
    </div>
  );
}

export function ContextView({ context }: { context: ModerationContext }) {
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-2">
      {context.post ? <Entry e={context.post} label={t`On the post`} /> : null}
      {context.parent ? <Entry e={context.parent} label={t`Replying to`} /> : null}
      {context.before?.map((e, i) => (
        <Entry key={e.id ?? i} e={e} label={t`Earlier in the chat`} />
      ))}
      {context.content ? (
        <Entry e={context.content} label={t`Reported`} reported />
      ) : (
        <p className="text-muted">{t`No content was kept for this item.`}</p>
      )}
    </div>
  );
}

/** A short line of the reported text for the queue's table. */
export const excerpt = (c: ModerationContext, max = 120) => {
  const text = c.content?.text ?? "";
  return text.length > max ? `${text.slice(0, max - 1)}…` : text || globalT`(no text)`;
};
