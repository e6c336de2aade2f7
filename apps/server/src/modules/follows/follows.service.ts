import { FOLLOW_THROTTLE_MS } from "@saathi/contract/constants";
import { FOLLOW_MSG, type FollowState } from "@saathi/contract/follows";
import { MSG } from "@saathi/contract/messages";
import { AppError } from "../../platform/http/errors.ts";
import type { RateLimiter } from "../../platform/http/rate-limit.ts";
import type { NotificationsService } from "../notifications/notifications.service.ts";
import type { PushChannel } from "../push/push.service.ts";
import type { VisibilityService } from "../safety/visibility.service.ts";
import type { YouthChecks } from "../young-people/index.ts";
import { FOLLOWS_SERVER_MSG } from "./follows.messages.ts";
import { followStatusFor, mayFollow } from "./follows.policy.ts";
import type { FollowsRepository } from "./follows.repository.ts";

export interface FollowsDeps {
  follows: FollowsRepository;
  /**
   * The member being followed (null when there is none). A port, not the profiles service's type:
   * profiles shows follows on the public profile, so follows must not depend on profiles back;
   * the profiles service fits it as it is.
   */
  profiles: { findByUserId(userId: string): Promise<{ isPrivate: boolean } | null> };
  notifications: NotificationsService;
  limiter: RateLimiter;
  /** New accounts' hourly follow limit. */
  newAccounts?: { admitFollow(userId: string): Promise<void> };
  visibility: Pick<VisibilityService, "hiddenBetween">;
  /** A follow request is pushed to the member who must answer it. */
  push?: PushChannel;
  /** Minors: an adult they do not follow may not ask to follow them (young-people). */
  youth?: Pick<YouthChecks, "followRefusal">;
}

/** follow, unfollow, accept_follow, decline_follow (spec §7). */
export function createFollowsService({
  follows,
  profiles,
  notifications,
  limiter,
  newAccounts,
  visibility,
  push,
  youth,
}: FollowsDeps) {
  const target = async (userId: string) => {
    const p = await profiles.findByUserId(userId);
    if (!p) throw new AppError(404, "USER_NOT_FOUND", MSG.userNotFound);
    return p;
  };
  /** A member blocked either way does not exist for following (silent, like a missing one). */
  const reachable = async (viewerId: string, userId: string) => {
    const p = await target(userId);
    if (await visibility.hiddenBetween(viewerId, userId)) throw new AppError(404, "USER_NOT_FOUND", MSG.userNotFound);
    return p;
  };
  /** 'Slow down!' for a second follow action on the same member within 2000 ms. */
  const throttle = async (viewerId: string, targetId: string) => {
    const r = await limiter.cooldown(`follow:${viewerId}:${targetId}`, FOLLOW_THROTTLE_MS / 1000);
    if (!r.allowed) throw new AppError(429, "SLOW_DOWN", FOLLOW_MSG.slowDown, { retryAfter: r.retryAfter });
  };
  const state = async (viewerId: string, targetId: string): Promise<FollowState> => {
    const status = await follows.find(viewerId, targetId);
    const { followers } = await follows.counts(targetId);
    return { status: status === "accepted" ? "following" : status === "pending" ? "requested" : "none", followers };
  };

  return {
    /** Reads for other modules' rules (profiles, posts): one follow's status, counts, and ids. */
    find: (followerId: string, followingId: string) => follows.find(followerId, followingId),
    counts: (userId: string) => follows.counts(userId),
    listIds: (...args: Parameters<FollowsRepository["listIds"]>) => follows.listIds(...args),
    /** Public member: following at once. Private member: a request the owner must accept. */
    async follow(viewerId: string, targetId: string): Promise<FollowState> {
      if (!mayFollow(viewerId, targetId)) throw new AppError(400, "SELF_FOLLOW", FOLLOW_MSG.selfFollow);
      const owner = await reachable(viewerId, targetId);
      await youth?.followRefusal(viewerId, targetId, (await follows.find(targetId, viewerId)) === "accepted");
      await throttle(viewerId, targetId);
      await newAccounts?.admitFollow(viewerId);
      const status = followStatusFor(owner);
      if (await follows.insert(viewerId, targetId, status)) {
        await notifications.notify(targetId, status === "pending" ? "follow_request" : "follow", viewerId, {
          [status === "pending" ? "requester_id" : "follower_id"]: viewerId,
        });
        const request = { type: "follow_request", actorId: viewerId, url: "/notification" } as const;
        if (status === "pending") void push?.sendToUser(targetId, "follows", request);
      }
      return state(viewerId, targetId);
    },
    /** Stops following, or withdraws a pending request. */
    async unfollow(viewerId: string, targetId: string): Promise<FollowState> {
      if (!mayFollow(viewerId, targetId)) throw new AppError(400, "SELF_FOLLOW", FOLLOW_MSG.selfFollow);
      await target(targetId);
      await throttle(viewerId, targetId);
      const was = await follows.delete(viewerId, targetId);
      if (was === "pending") await notifications.withdrawFollowRequest(targetId, viewerId);
      return state(viewerId, targetId);
    },
    /** The owner accepts a pending request from `requesterId`. */
    async accept(ownerId: string, requesterId: string): Promise<FollowState> {
      await reachable(ownerId, requesterId);
      if (!(await follows.accept(requesterId, ownerId))) {
        throw new AppError(404, "NO_REQUEST", FOLLOWS_SERVER_MSG.thereIsNoFollowRequest);
      }
      await notifications.withdrawFollowRequest(ownerId, requesterId);
      await notifications.notify(requesterId, "follow_accept", ownerId, { requestee_id: ownerId });
      return state(requesterId, ownerId);
    },
    /** The owner declines a pending request. */
    async decline(ownerId: string, requesterId: string): Promise<FollowState> {
      await target(requesterId);
      if (!(await follows.delete(requesterId, ownerId, "pending"))) {
        throw new AppError(404, "NO_REQUEST", FOLLOWS_SERVER_MSG.thereIsNoFollowRequest);
      }
      await notifications.withdrawFollowRequest(ownerId, requesterId);
      return state(requesterId, ownerId);
    },
  };
}

export type FollowsService = ReturnType<typeof createFollowsService>;
