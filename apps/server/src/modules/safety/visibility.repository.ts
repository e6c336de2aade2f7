// Blocks, mutes and sensitive themes: reads and writes only (rules in visibility.policy.ts, checks in visibility.service.ts).
import { and, desc, eq, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { type PersonRow, personById } from "../../platform/db/person-columns.ts";
import { userProfiles } from "../../platform/db/schema/profiles.ts";
import { blocks, mutes, visibilitySources } from "../../platform/db/schema/safety.ts";
import { madeDirectly, muteLive } from "../../platform/db/visibility.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Kind = "block" | "mute";
const src = visibilitySources;
const pairOf = (kind: Kind, ownerId: string, targetId: string) =>
  and(eq(src.kind, kind), eq(src.ownerId, ownerId), eq(src.targetId, targetId));
/** Same source: the direct one (nickname null) or the one under this nickname. */
const sameSource = (nickname: string | null) => (nickname === null ? isNull(src.nickname) : eq(src.nickname, nickname));

/** A pair blocked or muted with no source row (written by SQL before sources existed): it counts as direct. */
async function adoptUnsourced(tx: Tx, kind: Kind, ownerId: string, targetId: string): Promise<void> {
  if (
    (
      await tx
        .select({ id: src.id })
        .from(src)
        .where(pairOf(kind, ownerId, targetId))
        .limit(1)
    ).length > 0
  )
    return;
  if (kind === "block") {
    const [b] = await tx
      .select({ at: blocks.createdAt })
      .from(blocks)
      .where(and(eq(blocks.blockerId, ownerId), eq(blocks.blockedId, targetId)));
    if (b) await tx.insert(src).values({ kind, ownerId, targetId, createdAt: b.at }).onConflictDoNothing();
    return;
  }
  const [m] = await tx
    .select({ until: mutes.until, at: mutes.createdAt })
    .from(mutes)
    .where(and(eq(mutes.muterId, ownerId), eq(mutes.mutedId, targetId), muteLive(mutes.until)));
  if (m)
    await tx.insert(src).values({ kind, ownerId, targetId, until: m.until, createdAt: m.at }).onConflictDoNothing();
}

/** Blocks stay while any source does. */
async function settleBlock(tx: Tx, blockerId: string, blockedId: string): Promise<void> {
  const left = await tx
    .select({ id: src.id })
    .from(src)
    .where(pairOf("block", blockerId, blockedId))
    .limit(1);
  if (left.length === 0)
    await tx.delete(blocks).where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
}

/** A mute lasts as long as its longest live source; run-out sources go. */
async function settleMute(tx: Tx, muterId: string, mutedId: string, at: Date | null): Promise<void> {
  await tx.delete(src).where(and(pairOf("mute", muterId, mutedId), sql`not ${muteLive(src.until)}`));
  const live = await tx
    .select({ until: src.until })
    .from(src)
    .where(pairOf("mute", muterId, mutedId));
  if (live.length === 0) {
    await tx.delete(mutes).where(and(eq(mutes.muterId, muterId), eq(mutes.mutedId, mutedId)));
    return;
  }
  const until = live.some((l) => l.until === null)
    ? null
    : new Date(Math.max(...live.map((l) => (l.until as Date).getTime())));
  const set = at ? { until, createdAt: at } : { until };
  await tx
    .insert(mutes)
    .values({ muterId, mutedId, until })
    .onConflictDoUpdate({ target: [mutes.muterId, mutes.mutedId], set });
}

export function createVisibilityRepository(db: Db) {
  return {
    /** The block rows between two members, either way (zero, one or two). */
    between(a: string, b: string) {
      return db
        .select({ blockerId: blocks.blockerId, blockedId: blocks.blockedId })
        .from(blocks)
        .where(
          or(
            and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)),
            and(eq(blocks.blockerId, b), eq(blocks.blockedId, a)),
          ),
        );
    },
    /**
     * Blocks and ends follows and requests both ways, in one transaction. Returns whether it is new.
     * `nickname`: made from a support-circle room, under that nickname (null: made directly).
     */
    async block(blockerId: string, blockedId: string, nickname: string | null = null): Promise<boolean> {
      return db.transaction(async (tx) => {
        await adoptUnsourced(tx, "block", blockerId, blockedId);
        await tx.delete(src).where(and(pairOf("block", blockerId, blockedId), sameSource(nickname)));
        // Do nothing: a block of the same source at the same moment is already there.
        await tx
          .insert(src)
          .values({ kind: "block", ownerId: blockerId, targetId: blockedId, nickname })
          .onConflictDoNothing();
        const r = await tx.insert(blocks).values({ blockerId, blockedId }).onConflictDoNothing().returning();
        await tx.execute(sql`delete from follows where (follower_id = ${blockerId} and following_id = ${blockedId})
          or (follower_id = ${blockedId} and following_id = ${blockerId})`);
        // Their pending follow-request notifications go too (the request is gone).
        await tx.execute(sql`delete from notifications where type = 'follow_request' and
          ((user_id = ${blockerId} and data->>'actor_id' = ${blockedId}) or (user_id = ${blockedId} and data->>'actor_id' = ${blockerId}))`);
        return r.length > 0;
      });
    },
    /** Ends the direct block; a block made from a circle room stays until its own entry is undone. */
    async unblock(blockerId: string, blockedId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        await adoptUnsourced(tx, "block", blockerId, blockedId);
        const r = await tx
          .delete(src)
          .where(and(pairOf("block", blockerId, blockedId), isNull(src.nickname)))
          .returning();
        await settleBlock(tx, blockerId, blockedId);
        return r.length > 0;
      });
    },
    /** Ends one block made from a circle room, by its source id (the list's `entryId`). */
    async unblockEntry(blockerId: string, entryId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [r] = await tx
          .delete(src)
          .where(and(eq(src.id, entryId), eq(src.kind, "block"), eq(src.ownerId, blockerId), isNotNull(src.nickname)))
          .returning();
        if (r) await settleBlock(tx, blockerId, r.targetId);
        return r !== undefined;
      });
    },
    /** The direct blocks (with no source row, a block counts as direct), newest first. */
    listBlocked(blockerId: string): Promise<{ person: PersonRow | null; createdAt: Date }[]> {
      const at = sql<Date>`coalesce((select max(s.created_at) from visibility_sources s where s.kind = 'block'
        and s.owner_id = ${blocks.blockerId} and s.target_id = ${blocks.blockedId} and s.nickname is null), ${blocks.createdAt})`;
      return db
        .select({ person: personById(sql`${blocks.blockedId}`), createdAt: at.mapWith(blocks.createdAt) })
        .from(blocks)
        .where(and(eq(blocks.blockerId, blockerId), madeDirectly("block", blocks.blockerId, blocks.blockedId)))
        .orderBy(desc(at));
    },
    /** Blocks or mutes (in force) made from circle rooms: the source and its nickname only, never who. */
    listCircleSources(
      ownerId: string,
      kind: Kind,
    ): Promise<{ id: string; nickname: string | null; until: Date | null; createdAt: Date }[]> {
      const live = kind === "mute" ? muteLive(src.until) : sql`true`;
      return db
        .select({ id: src.id, nickname: src.nickname, until: src.until, createdAt: src.createdAt })
        .from(src)
        .where(and(eq(src.kind, kind), eq(src.ownerId, ownerId), isNotNull(src.nickname), live))
        .orderBy(desc(src.createdAt));
    },
    /** Mutes (or mutes again) from one source; `nickname`: from a circle room under it (null: directly). */
    async mute(muterId: string, mutedId: string, until: Date | null, nickname: string | null = null): Promise<void> {
      await db.transaction(async (tx) => {
        await adoptUnsourced(tx, "mute", muterId, mutedId);
        await tx.delete(src).where(and(pairOf("mute", muterId, mutedId), sameSource(nickname)));
        await tx
          .insert(src)
          .values({ kind: "mute", ownerId: muterId, targetId: mutedId, nickname, until })
          .onConflictDoNothing();
        await settleMute(tx, muterId, mutedId, new Date());
      });
    },
    /** Ends the direct mute; a mute made from a circle room stays until its own entry is undone. */
    async unmute(muterId: string, mutedId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        await adoptUnsourced(tx, "mute", muterId, mutedId);
        const r = await tx
          .delete(src)
          .where(and(pairOf("mute", muterId, mutedId), isNull(src.nickname)))
          .returning();
        await settleMute(tx, muterId, mutedId, null);
        return r.length > 0;
      });
    },
    /** Ends one mute made from a circle room, by its source id (the list's `entryId`). */
    async unmuteEntry(muterId: string, entryId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [r] = await tx
          .delete(src)
          .where(and(eq(src.id, entryId), eq(src.kind, "mute"), eq(src.ownerId, muterId), isNotNull(src.nickname)))
          .returning();
        if (r) await settleMute(tx, muterId, r.targetId, null);
        return r !== undefined;
      });
    },
    /**
     * Direct mutes still in force, newest first, with the direct source's own time and end (a mute with no
     * source row counts as direct).
     */
    async listMuted(muterId: string): Promise<{ person: PersonRow | null; until: Date | null; createdAt: Date }[]> {
      const rows = await db
        .select({
          person: personById(sql`${mutes.mutedId}`),
          until: mutes.until,
          createdAt: mutes.createdAt,
          sourced: sql<boolean>`exists (select 1 from visibility_sources s where s.kind = 'mute'
            and s.owner_id = ${mutes.muterId} and s.target_id = ${mutes.mutedId})`,
          direct: src.id,
          directUntil: src.until,
          directAt: src.createdAt,
        })
        .from(mutes)
        .leftJoin(
          src,
          and(
            eq(src.kind, "mute"),
            eq(src.ownerId, mutes.muterId),
            eq(src.targetId, mutes.mutedId),
            isNull(src.nickname),
            muteLive(src.until),
          ),
        )
        .where(and(eq(mutes.muterId, muterId), muteLive(mutes.until)))
        .orderBy(desc(mutes.createdAt));
      return rows
        .flatMap((r) =>
          r.direct !== null
            ? [{ person: r.person, until: r.directUntil, createdAt: r.directAt ?? r.createdAt }]
            : r.sourced
              ? []
              : [{ person: r.person, until: r.until, createdAt: r.createdAt }],
        )
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    },
    async mutedUntil(muterId: string, mutedId: string): Promise<{ until: Date | null } | null> {
      const r = await db
        .select({ until: mutes.until })
        .from(mutes)
        .where(and(eq(mutes.muterId, muterId), eq(mutes.mutedId, mutedId)))
        .limit(1);
      return r[0] ?? null;
    },
    async sensitiveThemes(userId: string): Promise<string[]> {
      const r = await db
        .select({ t: userProfiles.sensitiveThemes })
        .from(userProfiles)
        .where(eq(userProfiles.userId, userId))
        .limit(1);
      return r[0]?.t ?? [];
    },
    async setSensitiveThemes(userId: string, themes: string[]): Promise<void> {
      await db.update(userProfiles).set({ sensitiveThemes: themes }).where(eq(userProfiles.userId, userId));
    },
  };
}

export type VisibilityRepository = ReturnType<typeof createVisibilityRepository>;
