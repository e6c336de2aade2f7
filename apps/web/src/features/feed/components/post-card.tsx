import { useLingui } from "@lingui/react/macro";
import { formatCount, previewText } from "@saathi/contract/post-text";
import type { Post } from "@saathi/contract/posts";
import { useQueryClient } from "@tanstack/react-query";
import { MessageCircle, Share2 } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { ModerationMark, SensitiveThemeGate } from "../../../components/safety/content-marks.tsx";
import { SafetyMenu } from "../../../components/safety/safety-menu.tsx";
import { Avatar } from "../../../components/ui/avatar.tsx";
import { toast } from "../../../components/ui/toaster.tsx";
import { follow } from "../../../lib/api/follows/follow.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { formatStamp } from "../../../lib/date-stamp.ts";
import { tx } from "../../../lib/i18n/translate.ts";
import { feedKeys } from "../api/feed-keys.ts";
import { updateCachedPost } from "../api/get-feed.ts";
import { setPostHelpful } from "../api/set-post-helpful.ts";
import { setPostLike } from "../api/set-post-like.ts";
import { HelpfulButton } from "./helpful-button.tsx";
import { LikeButton } from "./like-button.tsx";

// Comments (their list, form and crisis check) load when first opened, not with the feed.
const CommentsSection = lazy(async () => ({ default: (await import("./comments-section.tsx")).CommentsSection }));

/** One post: author, follow, text (80 characters, more/less), images, like, helpful, comments, share. */
/** `priority`: the first image the feed shows, likely its largest paint: fetched at once, first. */
export function PostCard({ post, priority = false }: { post: Post; priority?: boolean }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [expanded, setExpanded] = useState(false);
  const [showComments, setShowComments] = useState(false);
  const [failedImages, setFailedImages] = useState<string[]>([]);
  const preview = previewText(post.content);
  const own = post.authorRelationship.isSelf;
  const authorName = post.author.displayName;
  const profileHref = post.author.username ? `/profile/@${post.author.username}` : `/profile/${post.author.userId}`;

  const comments = formatCount(post.commentCount);
  const share = async () => {
    const url = `${location.origin}${profileHref}`;
    try {
      if (navigator.share) await navigator.share({ title: "Saathi", text: preview.text, url });
      else {
        await navigator.clipboard.writeText(url);
        toast(t`Link copied`);
      }
    } catch {
      /* the member closed the share sheet */
    }
  };

  return (
    <article
      className="overflow-hidden rounded-3xl border border-slate-200 bg-white"
      aria-label={t`Post by ${authorName}`}
    >
      <header className="flex items-center gap-3 px-4 pt-4">
        {own ? (
          <Avatar name={post.author.displayName} url={post.author.avatarUrl} />
        ) : (
          // A second way to the profile for pointers; the name link beside it is the one for everyone else
          // (a name here would not contain the initials shown, WCAG 2.5.3).
          <Link to={profileHref} tabIndex={-1} aria-hidden="true">
            <Avatar name={post.author.displayName} url={post.author.avatarUrl} />
          </Link>
        )}
        <div className="min-w-0 flex-1">
          {own ? (
            <p className="break-words font-semibold text-ink">{post.author.displayName}</p>
          ) : (
            <Link to={profileHref} className="block break-words font-semibold text-ink hover:underline">
              {post.author.displayName}
            </Link>
          )}
          <p className="text-xs text-muted">
            {formatStamp(post.createdAt, "d MMM yyyy, h:mm a", {
              day: "numeric",
              month: "short",
              year: "numeric",
              hour: "numeric",
              minute: "2-digit",
              hour12: true,
            })}
          </p>
        </div>
        {!own ? <CardFollowButton post={post} /> : null}
        {!own ? (
          <SafetyMenu
            target={{ type: "post", id: post.id }}
            person={{ userId: post.author.userId, name: post.author.displayName }}
            className="-mr-2"
          />
        ) : null}
      </header>
      <ModerationMark mark={post.moderation} />
      <SensitiveThemeGate theme={post.collapsedTheme}>
        {post.content ? (
          <p className="whitespace-pre-wrap break-words px-4 pt-3 text-[15px] leading-relaxed text-ink">
            {expanded ? post.content : preview.text}{" "}
            {preview.truncated ? (
              <button
                type="button"
                onClick={() => setExpanded((e) => !e)}
                className="text-sm font-semibold text-brand-700"
              >
                {expanded ? t`less` : t`more`}
              </button>
            ) : null}
          </p>
        ) : null}
        {post.mediaUrls.length ? (
          <div className={`mt-3 grid gap-1 ${post.mediaUrls.length > 1 ? "grid-cols-2" : "grid-cols-1"}`}>
            {post.mediaUrls
              .filter((u) => !failedImages.includes(u))
              .map((u, i, shown) => {
                const n = i + 1;
                const total = shown.length;
                return (
                  <img
                    key={u}
                    src={u}
                    alt={t`Shared by ${authorName} (${n} of ${total})`}
                    loading={priority && i === 0 ? "eager" : "lazy"}
                    fetchPriority={priority && i === 0 ? "high" : undefined}
                    onError={() => setFailedImages((f) => [...f, u])}
                    className="aspect-[4/3] w-full bg-slate-100 object-cover"
                  />
                );
              })}
          </div>
        ) : null}
      </SensitiveThemeGate>
      <footer className="flex items-center gap-1 px-2 py-2">
        <LikeButton
          liked={post.likedByMe}
          count={post.likeCount}
          onToggle={async (next) => {
            const r = await setPostLike(post.id, next);
            updateCachedPost(queryClient, post.id, (p) => ({ ...p, likedByMe: r.liked, likeCount: r.likeCount }));
            return r;
          }}
        />
        <HelpfulButton
          marked={post.markedHelpful}
          count={post.helpfulCount}
          own={own}
          onToggle={async (next) => {
            const r = await setPostHelpful(post.id, next);
            updateCachedPost(queryClient, post.id, (p) => ({ ...p, ...r }));
            return r;
          }}
        />
        <button
          type="button"
          onClick={() => setShowComments((s) => !s)}
          aria-expanded={showComments}
          aria-label={t`Comments, ${comments}`}
          className="inline-flex min-h-11 min-w-11 items-center gap-1.5 rounded-lg px-2 text-sm text-muted hover:bg-brand-50"
        >
          <MessageCircle size={18} aria-hidden="true" />
          <span>{formatCount(post.commentCount)}</span>
        </button>
        <button
          type="button"
          onClick={share}
          aria-label={t`Share`}
          className="ml-auto inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-2 text-muted hover:bg-brand-50"
        >
          <Share2 size={18} aria-hidden="true" />
        </button>
      </footer>
      {showComments ? (
        <Suspense fallback={null}>
          <CommentsSection postId={post.id} />
        </Suspense>
      ) : null}
    </article>
  );
}

function CardFollowButton({ post }: { post: Post }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const r = post.authorRelationship;
  const [busy, setBusy] = useState(false);
  const label = r.isFollowing ? t`Following` : r.requestSent ? t`Requested` : t`Add as Buddy`;
  const done = r.isFollowing || r.requestSent;
  const click = async () => {
    setBusy(true);
    try {
      const state = await follow(post.author.userId);
      for (const key of [feedKeys.all, feedKeys.profilePostsAll]) void queryClient.invalidateQueries({ queryKey: key });
      updateCachedPost(queryClient, post.id, (p) => ({
        ...p,
        authorRelationship: {
          ...p.authorRelationship,
          isFollowing: state.status === "following",
          requestSent: state.status === "requested",
        },
      }));
    } catch (err) {
      toast(err instanceof ApiError ? tx(err.message) : t`follow failed`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      onClick={click}
      disabled={done || busy}
      className="min-h-11 shrink-0 rounded-full border border-brand-700 px-3 py-1 text-xs font-semibold text-brand-700 disabled:border-slate-300 disabled:text-muted"
    >
      {label}
    </button>
  );
}
