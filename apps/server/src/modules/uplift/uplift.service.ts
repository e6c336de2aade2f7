// The Uplift Feed: the ranking (the costly part) is shared and rebuilt at most once a minute;
// each request then reads those posts as they are now, for this viewer, so a post hidden by a moderator,
// an author who turned private or hid their name, or someone the viewer blocked drops out at once.
import { UPLIFT_LIMIT, type UpliftFeed, type UpliftPost } from "@saathi/contract/uplift";
import { presentPerson } from "../../platform/presenters/person.presenter.ts";
import { isFresh, mayName } from "./uplift.policy.ts";
import type { UpliftRepository, UpliftRow } from "./uplift.repository.ts";

/** Ranked beyond the page so a viewer who hides a few authors still gets a full page. */
const POOL = UPLIFT_LIMIT * 3;

/** The person as anyone may see them (the presenter's one spelling). */
const author = (r: UpliftRow) => {
  const p = presentPerson(r.person);
  return { name: p.displayName, username: p.username, avatarUrl: p.avatarUrl };
};

const present = (r: UpliftRow): UpliftPost => ({
  id: r.id,
  content: r.content,
  createdAt: new Date(r.created_at).toISOString(),
  author: mayName(r.person) ? author(r) : null,
  likeCount: r.like_count,
  helpfulCount: r.helpful_count,
  commentCount: r.comment_count,
});

export function createUpliftService(d: { repo: UpliftRepository; now?: () => number }) {
  const now = d.now ?? Date.now;
  let cache: { builtAt: number; ids: Promise<string[]> } | null = null;

  const ranking = (): Promise<string[]> => {
    if (!cache || !isFresh(cache.builtAt, now())) {
      const ids = d.repo.ranking(POOL);
      const built = { builtAt: now(), ids };
      cache = built;
      // A failed build is not kept: the next request tries again.
      ids.catch(() => {
        if (cache === built) cache = null;
      });
    }
    return cache.ids;
  };

  return {
    async feed(viewerId: string | null): Promise<UpliftFeed> {
      const ids = await ranking();
      const rows = new Map((await d.repo.current(ids, viewerId)).map((r) => [r.id, r]));
      const posts = ids.flatMap((id) => {
        const r = rows.get(id);
        return r ? [present(r)] : [];
      });
      return { posts: posts.slice(0, UPLIFT_LIMIT) };
    },
    /** Forget the ranking now (tests). */
    forget() {
      cache = null;
    },
  };
}

export type UpliftService = ReturnType<typeof createUpliftService>;
