import { suspensionActive } from "@saathi/contract/account-status";
import { resolveRole } from "@saathi/contract/auth";
import { MSG } from "@saathi/contract/messages";
import { parseProfileIdentifier } from "@saathi/contract/profile";
import type { PublicProfile, UserSummary } from "@saathi/contract/public-profile";
import { AppError } from "../../platform/http/errors.ts";
import { presentUserSummary } from "../../platform/presenters/person.presenter.ts";
import type { FollowsService } from "../follows/follows.service.ts";
import { canSeeContent } from "../follows/index.ts";
import type { VisibilityService } from "../safety/visibility.service.ts";
import { PROFILES_SERVER_MSG } from "./profiles.messages.ts";
import type { ProfileQueries } from "./profiles.queries.ts";
import type { ProfileRow, ProfilesRepository } from "./profiles.repository.ts";

const LIST_LIMIT = 100;

export interface PublicProfileDeps {
  profiles: ProfilesRepository;
  queries: ProfileQueries;
  follows: Pick<FollowsService, "find" | "counts" | "listIds">;
  visibility: Pick<VisibilityService, "hiddenBetween">;
}

/** get_full_profile, follower lists and member search: what one member may see of another. */
export function createPublicProfileService({ profiles, queries, follows, visibility }: PublicProfileDeps) {
  const resolve = async (identifier: string): Promise<ProfileRow> => {
    const parsed = parseProfileIdentifier(identifier);
    if (!parsed) throw new AppError(400, "IDENTIFIER_REQUIRED", PROFILES_SERVER_MSG.userIdentifierIsRequired);
    const row =
      parsed.kind === "id" ? await profiles.findByUserId(parsed.id) : await queries.findByUsername(parsed.username);
    // A suspended member's profile is hidden from others as if it did not exist.
    if (!row || suspensionActive(row)) throw new AppError(404, "USER_NOT_FOUND", MSG.userNotFound);
    return row;
  };
  /** Like `resolve`, but a member blocked either way does not exist for the viewer (silent). */
  const resolveFor = async (viewerId: string, identifier: string): Promise<ProfileRow> => {
    const row = await resolve(identifier);
    if (await visibility.hiddenBetween(viewerId, row.userId))
      throw new AppError(404, "USER_NOT_FOUND", MSG.userNotFound);
    return row;
  };

  return {
    resolve,
    resolveFor,
    async get(viewerId: string, identifier: string): Promise<PublicProfile> {
      const row = await resolveFor(viewerId, identifier);
      const [viewerFollow, ownerFollowsViewer, counts, cats, postCount] = await Promise.all([
        follows.find(viewerId, row.userId),
        follows.find(row.userId, viewerId),
        follows.counts(row.userId),
        queries.categoriesOf(row.userId),
        queries.postCount(row.userId),
      ]);
      const visible = canSeeContent(viewerId, row, viewerFollow);
      const isSelf = viewerId === row.userId;
      return {
        ...presentUserSummary(row),
        firstName: row.isHideName && !isSelf ? null : row.firstName,
        lastName: row.isHideName && !isSelf ? null : row.lastName,
        location: row.location,
        role: resolveRole(row.role),
        isOnline: row.isOnline,
        languages: row.languages,
        categories: cats,
        story: visible ? row.story : null,
        stats: { followers: counts.followers, following: counts.following, posts: visible ? postCount : 0 },
        relationship: {
          isSelf,
          isFollowing: viewerFollow === "accepted",
          requestSent: viewerFollow === "pending",
          requestReceived: ownerFollowsViewer === "pending",
        },
        canSeeContent: visible,
      };
    },
    /** A member's followers or followings; a private member's only for the owner and followers. */
    async list(viewerId: string, identifier: string, direction: "followers" | "following"): Promise<UserSummary[]> {
      const row = await resolveFor(viewerId, identifier);
      if (!canSeeContent(viewerId, row, await follows.find(viewerId, row.userId))) {
        throw new AppError(403, "PRIVATE_ACCOUNT", PROFILES_SERVER_MSG.thisAccountIsPrivateFollow);
      }
      const ids = await follows.listIds(row.userId, direction, LIST_LIMIT);
      const rows = await queries.summariesByIds(ids, viewerId);
      const byId = new Map(rows.map((r) => [r.userId, r]));
      return ids.flatMap((id) => {
        const r = byId.get(id);
        return r ? [presentUserSummary(r)] : [];
      });
    },
    async search(viewerId: string, q: string, limit: number): Promise<UserSummary[]> {
      return (await queries.search(q, viewerId, limit)).map(presentUserSummary);
    },
  };
}

export type PublicProfileService = ReturnType<typeof createPublicProfileService>;
