import { Trans, useLingui } from "@lingui/react/macro";
import { useInfiniteQuery } from "@tanstack/react-query";
import { Button } from "../../../components/ui/button.tsx";
import { profilePostsQueryOptions } from "../api/get-profile-posts.ts";
import { PostCard } from "./post-card.tsx";
import { PostSkeleton } from "./post-skeleton.tsx";

/** One person's posts on their profile, with 'Show more posts' (app/screens/profile-screen.tsx puts it there). */
export function ProfilePosts({ handle }: { handle: string }) {
  const { t } = useLingui();
  const posts = useInfiniteQuery(profilePostsQueryOptions(handle));
  const list = posts.data?.pages.flatMap((pg) => pg.items) ?? [];
  return (
    <>
      <h2 className="px-1 font-semibold text-ink">
        <Trans>Posts</Trans>
      </h2>
      {posts.isLoading ? <PostSkeleton /> : null}
      {posts.isSuccess && list.length === 0 ? (
        <p className="px-1 text-sm text-muted">
          <Trans>No posts yet.</Trans>
        </p>
      ) : null}
      {list.map((post) => (
        <PostCard key={post.id} post={post} />
      ))}
      {posts.hasNextPage ? (
        <Button
          variant="ghost"
          onClick={() => posts.fetchNextPage()}
          busy={posts.isFetchingNextPage}
          busyText={t`Loading...`}
        >
          <Trans>Show more posts</Trans>
        </Button>
      ) : null}
    </>
  );
}
