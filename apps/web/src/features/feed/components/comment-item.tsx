import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { Comment } from "@saathi/contract/comments";
import type { MeResponse } from "@saathi/contract/session";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ModerationMark } from "../../../components/safety/content-marks.tsx";
import { SafetyMenu } from "../../../components/safety/safety-menu.tsx";
import { Avatar } from "../../../components/ui/avatar.tsx";
import { meQueryKey } from "../../../lib/api/session/get-me.ts";
import { timeAgo } from "../../../lib/time-ago.ts";
import { repliesQueryOptions, useReplies } from "../api/get-replies.ts";
import { setCommentLike } from "../api/set-comment-like.ts";
import { CommentInput } from "./comment-input.tsx";

/** One comment with its like toggle, reply box and replies (shown on demand). */
export function CommentItem({ comment, postId }: { comment: Comment; postId: string }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [liked, setLiked] = useState({ on: comment.isLikedByUser, count: comment.likesCount });
  const [replying, setReplying] = useState(false);
  const [showReplies, setShowReplies] = useState(false);
  const [replyCount, setReplyCount] = useState(comment.replyCount);
  const replies = useReplies(comment.id, showReplies);
  // The session is already loaded by the app shell; reading the cache asks the server nothing.
  const authorName = comment.author.displayName;
  const own = queryClient.getQueryData<MeResponse>(meQueryKey)?.user?.id === comment.userId;

  const toggleLike = async () => {
    const before = liked;
    setLiked({ on: !liked.on, count: liked.count + (liked.on ? -1 : 1) });
    try {
      const r = await setCommentLike(comment.id, !before.on);
      setLiked({ on: r.liked, count: r.likeCount });
    } catch {
      setLiked(before);
    }
  };

  return (
    <li className="flex gap-2">
      <Avatar name={comment.author.displayName} url={comment.author.avatarUrl} size="sm" />
      <div className="min-w-0 flex-1">
        <div className="flex items-start gap-1">
          <div className="min-w-0 flex-1 rounded-2xl bg-slate-50 px-3 py-2">
            <p className="text-sm font-semibold text-ink">{comment.author.displayName}</p>
            <p className="whitespace-pre-wrap break-words text-sm text-ink">{comment.content}</p>
          </div>
          {!own ? (
            <SafetyMenu
              target={{ type: "comment", id: comment.id }}
              person={{ userId: comment.userId, name: comment.author.displayName }}
            />
          ) : null}
        </div>
        <ModerationMark mark={comment.moderation} />
        <div className="mt-1 flex flex-wrap items-center gap-3 px-2 text-xs text-muted">
          <time dateTime={comment.createdAt}>{timeAgo(comment.createdAt)}</time>
          <button type="button" onClick={toggleLike} aria-pressed={liked.on} className="font-semibold hover:text-ink">
            {liked.on ? t`Unlike` : t`Like`}
            {liked.count ? ` · ${liked.count}` : ""}
          </button>
          {!comment.parentCommentId ? (
            <button type="button" onClick={() => setReplying((r) => !r)} className="font-semibold hover:text-ink">
              <Trans>Reply</Trans>
            </button>
          ) : null}
          {replyCount > 0 && !comment.parentCommentId ? (
            <button type="button" onClick={() => setShowReplies((s) => !s)} className="font-semibold text-brand-700">
              {showReplies ? t`Hide replies` : <Plural value={replyCount} one="View # reply" other="View # replies" />}
            </button>
          ) : null}
        </div>
        {replying ? (
          <CommentInput
            postId={postId}
            parentCommentId={comment.id}
            placeholder={t`Reply to ${authorName}...`}
            onAdded={() => {
              setReplying(false);
              setReplyCount((n) => n + 1);
              setShowReplies(true);
              void queryClient.invalidateQueries({ queryKey: repliesQueryOptions(comment.id).queryKey });
            }}
          />
        ) : null}
        {showReplies ? (
          <ul className="mt-2 flex flex-col gap-2">
            {replies.data?.map((r) => (
              <CommentItem key={r.id} comment={r} postId={postId} />
            ))}
          </ul>
        ) : null}
      </div>
    </li>
  );
}
