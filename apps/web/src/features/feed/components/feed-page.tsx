import { Trans } from "@lingui/react/macro";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from "react";
import { OfflineNotice } from "../../../components/offline/offline-notice.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { Avatar } from "../../../components/ui/avatar.tsx";
import { GuardianWaitNotice } from "../../../components/young-people/guardian-wait-notice.tsx";
import { useMe } from "../../../lib/api/session/get-me.ts";
import { useGuardianWait } from "../../../lib/api/young-people/get-youth-status.ts";
import { feedKeys } from "../api/feed-keys.ts";
import { useFeed } from "../api/get-feed.ts";
import { NewsCard } from "./feed-side-cards.tsx";
import { PostCard } from "./post-card.tsx";
import { PostSkeleton } from "./post-skeleton.tsx";

// The composer (its form machinery) loads on the first tap of 'Share your thoughts...', not with the feed.
const ComposeDialog = lazy(async () => ({ default: (await import("./compose-dialog.tsx")).ComposeDialog }));

/**
 * /feed: search, the composer prompt, and posts newest first with endless scrolling. The search box
 * is a slot (app/screens/feed-screen.tsx passes search's UserSearch), so feed does not import search;
 * the profile card is one too (app/screens/feed-profile-card.tsx), as its counts and Logout belong to
 * the signed-in frame in app/.
 */
export function FeedPage({
  search,
  banner,
  profileCard,
}: {
  search?: ReactNode;
  banner?: ReactNode;
  profileCard?: ReactNode;
}) {
  const me = useMe();
  const feed = useFeed();
  const queryClient = useQueryClient();
  const [composing, setComposing] = useState(false);
  const [composerWanted, setComposerWanted] = useState(false);
  const sentinel = useRef<HTMLDivElement>(null);
  const composePrompt = useRef<HTMLButtonElement>(null);
  // A member under 18 waiting for their guardian's consent cannot post yet: no composer, a notice instead.
  const guardianWait = useGuardianWait();
  const newPosts = useQuery({
    queryKey: feedKeys.newPosts(),
    queryFn: () => 0,
    initialData: 0,
    staleTime: Number.POSITIVE_INFINITY,
  });

  useEffect(() => {
    const el = sentinel.current;
    if (!el) return;
    const io = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting && feed.hasNextPage && !feed.isFetchingNextPage) void feed.fetchNextPage();
      },
      { rootMargin: "600px" },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [feed.hasNextPage, feed.isFetchingNextPage, feed.fetchNextPage]);

  useEffect(() => {
    document.body.dataset.composing = composing ? "true" : "";
  }, [composing]);

  // An expert lacking a display name, username or bio belongs in onboarding (a full page load, spec §2).
  const profile = me.data?.profile;
  useEffect(() => {
    if (
      profile?.role === "expert" &&
      (!profile.displayName?.trim() || !profile.username?.trim() || !profile.bio?.trim())
    ) {
      window.location.assign("/expert/onBoarding");
    }
  }, [profile]);

  const posts = feed.data?.pages.flatMap((p) => p.items) ?? [];
  const firstWithImage = posts.find((p) => p.mediaUrls.length > 0)?.id;
  const name = me.data?.profile?.displayName ?? me.data?.user?.name ?? "";

  return (
    <div className="mx-auto flex max-w-7xl justify-center gap-6 lg:px-6">
      <div className="w-64 shrink-0 py-4 max-lg:hidden">{profileCard}</div>
      <div className="flex w-full max-w-[569px] flex-col gap-4 px-3 py-4">
        <h1 className="sr-only">
          <Trans>Feed</Trans>
        </h1>
        {/* On every width: the desktop header has no member search of its own. */}
        {search}
        {banner}
        <OfflineNotice source="/api/feed" />
        {guardianWait ? (
          <GuardianWaitNotice status={guardianWait} />
        ) : (
          <button
            ref={composePrompt}
            type="button"
            onClick={() => {
              setComposerWanted(true);
              setComposing(true);
            }}
            className="flex items-center gap-3 rounded-3xl border border-slate-200 bg-white p-3 text-left"
          >
            <Avatar name={name} url={me.data?.profile?.avatarUrl} />
            <span className="flex-1 rounded-full bg-slate-50 px-4 py-2.5 text-sm text-muted">
              <Trans>Share your thoughts...</Trans>
            </span>
          </button>
        )}
        {newPosts.data > 0 ? (
          <button
            type="button"
            onClick={() => {
              queryClient.setQueryData(feedKeys.newPosts(), 0);
              void queryClient.resetQueries({ queryKey: feedKeys.all });
            }}
            className="sticky top-20 z-10 mx-auto rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow"
          >
            <Trans>New posts from your buddies</Trans>
          </button>
        ) : null}
        {feed.isLoading ? (
          <>
            <PostSkeleton />
            <PostSkeleton />
            <PostSkeleton />
          </>
        ) : null}
        {feed.isError ? (
          <Alert>
            <Trans>We could not load the feed.</Trans>{" "}
            <button type="button" className="font-semibold underline" onClick={() => feed.refetch()}>
              <Trans>Try again</Trans>
            </button>
          </Alert>
        ) : null}
        {feed.isSuccess && posts.length === 0 ? (
          <p className="rounded-3xl border border-dashed border-slate-300 p-6 text-center text-muted">
            <Trans>No posts yet. Share how you are feeling, or find buddies with the search.</Trans>
          </p>
        ) : null}
        {posts.map((p) => (
          <PostCard key={p.id} post={p} priority={p.id === firstWithImage} />
        ))}
        <div ref={sentinel} aria-hidden="true" />
        {feed.isFetchingNextPage ? <PostSkeleton /> : null}
        {composerWanted ? (
          <Suspense fallback={null}>
            <ComposeDialog open={composing} onOpenChange={setComposing} returnFocusTo={composePrompt} />
          </Suspense>
        ) : null}
      </div>
      <div className="w-72 shrink-0 py-4 max-xl:hidden">
        <NewsCard />
      </div>
    </div>
  );
}
