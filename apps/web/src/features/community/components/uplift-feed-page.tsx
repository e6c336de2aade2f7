// /uplift-feed: the most uplifting public posts of the community, readable by visitors.
// Names only of public members who show them; everyone else is "A Saathi member".
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { UpliftPost } from "@saathi/contract/uplift";
import { Link } from "react-router";
import { PublicPage } from "../../../components/layout/public-page.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { useMe } from "../../../lib/api/session/get-me.ts";
import { formatRelative } from "../../../lib/i18n/format.ts";
import { useUpliftFeed } from "../api/get-uplift-feed.ts";

function UpliftCard({ post }: { post: UpliftPost }) {
  const { t } = useLingui();
  const name = post.author?.name ?? t`A Saathi member`;
  const likes = post.likeCount;
  const helpful = post.helpfulCount;
  const comments = post.commentCount;
  return (
    <li>
      <article aria-label={t`Post by ${name}`} className="rounded-2xl border border-slate-200 bg-white p-4">
        <header className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className="font-semibold text-ink">{name}</span>
          <time dateTime={post.createdAt} className="text-xs text-muted">
            {formatRelative(post.createdAt, t`just now`)}
          </time>
        </header>
        <p className="mt-2 whitespace-pre-line break-words leading-relaxed text-ink">{post.content}</p>
        <p className="mt-3 text-xs text-muted">
          <Plural value={likes} one="# like" other="# likes" /> ·{" "}
          <Plural value={helpful} one="# found it helpful" other="# found it helpful" /> ·{" "}
          <Plural value={comments} one="# kind word" other="# kind words" />
        </p>
      </article>
    </li>
  );
}

export function UpliftFeedPage() {
  const { t } = useLingui();
  const me = useMe();
  const viewer = me.data?.user?.id ?? null;
  const feed = useUpliftFeed(viewer);
  return (
    <PublicPage
      title={t`Uplift Feed`}
      intro={
        <Trans>
          Small wins and kind words from our community: the public posts members liked, found helpful and answered most
          this month.
        </Trans>
      }
    >
      {feed.isPending ? (
        <p role="status">
          <Trans>Loading uplifting posts…</Trans>
        </p>
      ) : null}
      {feed.isError ? <Alert>{t`We could not load the Uplift Feed. Please try again.`}</Alert> : null}
      {feed.data && feed.data.posts.length === 0 ? (
        <p className="text-muted">
          <Trans>Nothing here yet this month. Kind words are on their way.</Trans>
        </p>
      ) : null}
      <ul className="flex flex-col gap-3">
        {feed.data?.posts.map((p) => (
          <UpliftCard key={p.id} post={p} />
        ))}
      </ul>
      <div className="mt-8 rounded-2xl bg-brand-50 p-4 text-sm text-brand-800">
        {viewer ? (
          <Link to="/feed" className={buttonClasses("secondary")}>
            <Trans>Share something on your feed</Trans>
          </Link>
        ) : (
          <>
            <p>
              <Trans>Join Saathi to share your own small wins and cheer others on.</Trans>
            </p>
            <Link to="/auth?mode=signup" className={`${buttonClasses()} mt-3`}>
              <Trans>Join Saathi</Trans>
            </Link>
          </>
        )}
      </div>
    </PublicPage>
  );
}
