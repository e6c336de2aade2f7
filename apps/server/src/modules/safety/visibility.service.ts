// Block, mute and sensitive themes. Blocking is silent: the blocked person is never
// told, and every feature answers them as if the blocker were not there. Other modules ask
// `hiddenBetween` / `mutedBy` here (features' SQL uses platform/db/visibility.ts instead).
// A block ends what still binds the pair: once it has committed, the "block.made" domain event lets
// bookings cancel their sessions to come and calls end a ringing or live call (block first, then react).

import { MSG } from "@saathi/contract/messages";
import type { MuteDuration } from "@saathi/contract/safety";
import type { BlockedEntry, MutedEntry, MutedPerson } from "@saathi/contract/safety-visibility";
import type { Logger } from "pino";
import { AppError } from "../../platform/http/errors.ts";
import type { DomainEventBus } from "../../platform/modules/domain-events.ts";
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
  /** Tells the modules that end what binds a blocked pair (sessions, calls), after the block committed. */
  events?: Pick<DomainEventBus, "emit">;
  log?: Pick<Logger, "error">;
  now?: () => number;
}

const iso = (d: Date | string) => new Date(d).toISOString();
const isoOrNull = (d: Date | string | null) => (d ? iso(d) : null);
/** Newest first by an ISO time (ISO strings sort as times do). */
const newestFirst = <T>(items: T[], at: (item: T) => string): T[] => items.sort((a, b) => at(b).localeCompare(at(a)));

const notFound = () => new AppError(404, "USER_NOT_FOUND", MSG.userNotFound);

export function createVisibilityService({ repo, profiles, events, log, now = Date.now }: VisibilityDeps) {
  const target = async (viewerId: string, targetId: string) => {
    if (!mayBlock(viewerId, targetId)) throw new AppError(400, "SELF", SAFETY_SERVER_MSG.youCannotDoThisTo);
    if (!(await profiles.findByUserId(targetId))) throw notFound();
  };
  /**
   * After the block committed: sessions to come between the pair are cancelled and a ringing or live call
   * ends (bookings and calls react). The block stands whatever happens there: a failure is logged, never
   * answered to the member, and the reacting modules' minute sweeps finish the work. A block repeated
   * (the same source again, or a second source) reacts again; the reactions are idempotent.
   */
  const blockMade = async (blockerId: string, blockedId: string) => {
    try {
      await events?.emit("block.made", { blockerId, blockedId });
    } catch (err) {
      log?.error({ err }, "ending sessions and calls after a block failed; the minute sweeps will finish it");
    }
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
    /**
     * Blocks silently; follows and requests both ways end in the same transaction. Then sessions to come
     * and calls between the two end (`blockMade`).
     */
    async block(viewerId: string, targetId: string): Promise<void> {
      await target(viewerId, targetId);
      await repo.block(viewerId, targetId);
      await blockMade(viewerId, targetId);
    },
    /**
     * Blocks the member behind a support-circle nickname: the same block everywhere, but the block list
     * names them by that nickname alone (circles promise nicknames only).
     */
    async blockFromCircle(viewerId: string, targetId: string, nickname: string): Promise<void> {
      await target(viewerId, targetId);
      await repo.block(viewerId, targetId, nickname);
      await blockMade(viewerId, targetId);
    },
    /** Ends the direct block (a block made from a circle room stays until its own entry is undone). */
    async unblock(viewerId: string, targetId: string): Promise<void> {
      if (!mayBlock(viewerId, targetId)) throw new AppError(400, "SELF", SAFETY_SERVER_MSG.youCannotDoThisTo);
      await repo.unblock(viewerId, targetId);
    },
    /** Ends a block made from a circle room, by its entry (quietly nothing when it is not the viewer's). */
    async unblockEntry(viewerId: string, entryId: string): Promise<void> {
      await repo.unblockEntry(viewerId, entryId);
    },
    async blocked(viewerId: string): Promise<{ items: BlockedEntry[] }> {
      const [rows, circle] = await Promise.all([repo.listBlocked(viewerId), repo.listCircleSources(viewerId, "block")]);
      const items: BlockedEntry[] = [
        ...rows.flatMap((r) => (r.person ? [{ person: presentPerson(r.person), blockedAt: iso(r.createdAt) }] : [])),
        ...circle.map((c) => ({ circle: { entryId: c.id, nickname: c.nickname ?? "" }, blockedAt: iso(c.createdAt) })),
      ];
      return { items: newestFirst(items, (i) => i.blockedAt) };
    },
    async mute(viewerId: string, targetId: string, duration: MuteDuration): Promise<MutedPerson> {
      await target(viewerId, targetId);
      await repo.mute(viewerId, targetId, muteUntil(duration, now()));
      const item = (await this.muted(viewerId)).items.find((m) => m.person.userId === targetId);
      if (!item) throw new Error("mute vanished after insert");
      return item;
    },
    /** Mutes the member behind a support-circle nickname: the mute list names them by that nickname alone. */
    async muteFromCircle(viewerId: string, targetId: string, nickname: string, duration: MuteDuration): Promise<void> {
      await target(viewerId, targetId);
      await repo.mute(viewerId, targetId, muteUntil(duration, now()), nickname);
    },
    /** Ends the direct mute (a mute made from a circle room stays until its own entry is undone). */
    async unmute(viewerId: string, targetId: string): Promise<void> {
      if (!mayBlock(viewerId, targetId)) throw new AppError(400, "SELF", SAFETY_SERVER_MSG.youCannotDoThisTo);
      await repo.unmute(viewerId, targetId);
    },
    /** Ends a mute made from a circle room, by its entry (quietly nothing when it is not the viewer's). */
    async unmuteEntry(viewerId: string, entryId: string): Promise<void> {
      await repo.unmuteEntry(viewerId, entryId);
    },
    async muted(viewerId: string): Promise<{ items: MutedPerson[] }> {
      const rows = await repo.listMuted(viewerId);
      return {
        items: rows.flatMap((r) =>
          r.person ? [{ person: presentPerson(r.person), until: isoOrNull(r.until), mutedAt: iso(r.createdAt) }] : [],
        ),
      };
    },
    /** Direct mutes and circle ones (the latter named by nickname only), newest first. */
    async mutedAll(viewerId: string): Promise<{ items: MutedEntry[] }> {
      const [direct, circle] = await Promise.all([this.muted(viewerId), repo.listCircleSources(viewerId, "mute")]);
      const items: MutedEntry[] = [
        ...direct.items,
        ...circle.map((c) => ({
          circle: { entryId: c.id, nickname: c.nickname ?? "" },
          until: isoOrNull(c.until),
          mutedAt: iso(c.createdAt),
        })),
      ];
      return { items: newestFirst(items, (i) => i.mutedAt) };
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
