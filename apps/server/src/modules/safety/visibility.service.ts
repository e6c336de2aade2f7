// Block, mute and sensitive themes. Blocking is silent: the blocked person is never
// told, and every feature answers them as if the blocker were not there. Other modules ask
// `hiddenBetween` / `mutedBy` here (features' SQL uses platform/db/visibility.ts instead).

import { MSG } from "@saathi/contract/messages";
import type { MuteDuration } from "@saathi/contract/safety";
import type { BlockedPerson, MutedPerson } from "@saathi/contract/safety-visibility";
import { AppError } from "../../platform/http/errors.ts";
import { presentPerson } from "../../platform/presenters/person.presenter.ts";
import { SAFETY_SERVER_MSG } from "./safety.messages.ts";
import { blockedEitherWay, mayBlock, muteActive, muteUntil } from "./visibility.policy.ts";
import type { VisibilityRepository } from "./visibility.repository.ts";

export interface VisibilityDeps {
  repo: VisibilityRepository;
  /**
   * Whether a member exists. A port, not the profiles service's type: profiles asks visibility who
   * may see a profile, so safety must not depend on profiles back; the profiles service fits it as it is.
   */
  profiles: { findByUserId(userId: string): Promise<object | null> };
  now?: () => number;
}

const notFound = () => new AppError(404, "USER_NOT_FOUND", MSG.userNotFound);

export function createVisibilityService({ repo, profiles, now = Date.now }: VisibilityDeps) {
  const target = async (viewerId: string, targetId: string) => {
    if (!mayBlock(viewerId, targetId)) throw new AppError(400, "SELF", SAFETY_SERVER_MSG.youCannotDoThisTo);
    if (!(await profiles.findByUserId(targetId))) throw notFound();
  };
  return {
    /** Either has blocked the other: each is invisible to the other. */
    async hiddenBetween(a: string, b: string): Promise<boolean> {
      return blockedEitherWay(await repo.between(a, b), a, b);
    },
    /** The viewer has muted this person (and the mute has not run out). */
    async mutedBy(viewerId: string, otherId: string): Promise<boolean> {
      const m = await repo.mutedUntil(viewerId, otherId);
      return m !== null && muteActive(m.until, now());
    },
    /** Blocks silently; follows and requests both ways end in the same transaction. */
    async block(viewerId: string, targetId: string): Promise<void> {
      await target(viewerId, targetId);
      await repo.block(viewerId, targetId);
    },
    async unblock(viewerId: string, targetId: string): Promise<void> {
      if (!mayBlock(viewerId, targetId)) throw new AppError(400, "SELF", SAFETY_SERVER_MSG.youCannotDoThisTo);
      await repo.unblock(viewerId, targetId);
    },
    async blocked(viewerId: string): Promise<{ items: BlockedPerson[] }> {
      const rows = await repo.listBlocked(viewerId);
      return {
        items: rows.flatMap((r) =>
          r.person ? [{ person: presentPerson(r.person), blockedAt: new Date(r.createdAt).toISOString() }] : [],
        ),
      };
    },
    async mute(viewerId: string, targetId: string, duration: MuteDuration): Promise<MutedPerson> {
      await target(viewerId, targetId);
      await repo.mute(viewerId, targetId, muteUntil(duration, now()));
      const item = (await this.muted(viewerId)).items.find((m) => m.person.userId === targetId);
      if (!item) throw new Error("mute vanished after insert");
      return item;
    },
    async unmute(viewerId: string, targetId: string): Promise<void> {
      if (!mayBlock(viewerId, targetId)) throw new AppError(400, "SELF", SAFETY_SERVER_MSG.youCannotDoThisTo);
      await repo.unmute(viewerId, targetId);
    },
    async muted(viewerId: string): Promise<{ items: MutedPerson[] }> {
      const rows = await repo.listMuted(viewerId);
      return {
        items: rows.flatMap((r) =>
          r.person
            ? [
                {
                  person: presentPerson(r.person),
                  until: r.until ? new Date(r.until).toISOString() : null,
                  mutedAt: new Date(r.createdAt).toISOString(),
                },
              ]
            : [],
        ),
      };
    },
    async themes(viewerId: string) {
      return { themes: (await repo.sensitiveThemes(viewerId)) as never[] };
    },
    async setThemes(viewerId: string, themes: readonly string[]) {
      await repo.setSensitiveThemes(viewerId, [...new Set(themes)]);
      return this.themes(viewerId);
    },
  };
}

export type VisibilityService = ReturnType<typeof createVisibilityService>;
