import { Trans, useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { commentsQueryOptions, useComments } from "../api/get-comments.ts";
import { updateCachedPost } from "../api/get-feed.ts";
import { CommentInput } from "./comment-input.tsx";
import { CommentItem } from "./comment-item.tsx";

/** The comments under a post: newest first, 10 at a time, and a box to add one. */
export function CommentsSection({ postId }: { postId: string }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const comments = useComments(postId);
  const all = comments.data?.pages.flat() ?? [];
  return (
    <div className="border-t border-slate-100 px-4 pb-4 pt-2">
      <CommentInput
        postId={postId}
        onAdded={() => {
          updateCachedPost(queryClient, postId, (p) => ({ ...p, commentCount: p.commentCount + 1 }));
          void queryClient.invalidateQueries({ queryKey: commentsQueryOptions(postId).queryKey });
        }}
      />
      {comments.isLoading ? (
        <p className="mt-2 text-sm text-muted">
          <Trans>Loading comments...</Trans>
        </p>
      ) : null}
      <ul className="mt-3 flex flex-col gap-3">
        {all.map((c) => (
          <CommentItem key={c.id} comment={c} postId={postId} />
        ))}
      </ul>
      {comments.hasNextPage ? (
        <button
          type="button"
          onClick={() => comments.fetchNextPage()}
          disabled={comments.isFetchingNextPage}
          className="mt-3 text-sm font-semibold text-brand-700"
        >
          {comments.isFetchingNextPage ? t`Loading...` : t`Load more comments`}
        </button>
      ) : null}
    </div>
  );
}
