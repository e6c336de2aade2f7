import type { NotificationType } from "@saathi/contract/notifications";
import { and, count, desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../platform/db/client.ts";
import { type PersonRow, personById, personRow } from "../../platform/db/person-columns.ts";
import { preparedStatement } from "../../platform/db/prepared.ts";
import { userProfiles } from "../../platform/db/schema/profiles.ts";
import { notifications } from "../../platform/db/schema/social.ts";
import { queryRows } from "../../platform/db/typed-query.ts";
import { notBlockedBetween, notMutedBy } from "../../platform/db/visibility.ts";
import { MEMBER_NOTIFICATION_TYPES } from "./notifications.policy.ts";

/** Notifications from someone blocked either way or muted by the member stay out of sight. */
const fromVisibleActor = (userId: string) => {
  const actor = sql`(${notifications.data}->>'actor_id')::uuid`;
  const memberTypes = sql.join(
    MEMBER_NOTIFICATION_TYPES.map((t) => sql`${t}`),
    sql`, `,
  );
  // Only what members send each other; Saathi's own notices (moderation, bookings) always show.
  return sql`(${notifications.type} not in (${memberTypes}) or ${notifications.data}->>'actor_id' is null
    or (${notBlockedBetween(userId, actor)} and ${notMutedBy(userId, actor)}))`;
};

const userId = sql.placeholder("userId");
const actorId = sql.placeholder("actorId");
const type = sql.placeholder("type");

/**
 * Before a notification from a member in one round trip: has the member an unread one of
 * this type from the actor already, and is the actor hidden from them (blocked either way, or muted).
 * Prepared: every chat message runs it.
 */
const gateStatement = preparedStatement<{ unread: boolean; hidden: boolean }>(
  "notification_gate",
  sql`
    select exists (select 1 from notifications n where n.user_id = ${userId}::uuid and n.type = ${type}
        and n.is_read = false and n.data->>'actor_id' = ${actorId}::text) as unread,
      not (${notBlockedBetween(userId, sql`${actorId}::uuid`)} and ${notMutedBy(userId, sql`${actorId}::uuid`)}) as hidden`,
);

/**
 * Stores a notification and reads it back as the list shows it, with the member's language: one round
 * trip. Its commit does not wait for the WAL flush (synchronous_commit off for this one transaction:
 * set_config's third argument): a notification is news about something stored durably elsewhere (the
 * message, the booking), and a database crash in the next fraction of a second could lose only the
 * news, never the thing. Each flush it saves was one of two per chat message.
 */
const insertStatement = preparedStatement<{
  id: string;
  type: string;
  is_read: boolean;
  created_at: Date;
  data: unknown;
  actor: PersonRow | null;
  locale: string | null;
}>(
  "notification_insert",
  sql`
    with ins as (
      insert into notifications (user_id, type, data)
      select ${userId}::uuid, ${type}, ${sql.placeholder("data")}::jsonb
      from (select set_config('synchronous_commit', 'off', true)) as relaxed
      returning id, type, is_read, created_at, data)
    select ins.id, ins.type, ins.is_read, ins.created_at, ins.data,
      ${personById(sql`(ins.data->>'actor_id')::uuid`)} as actor,
      (select up.locale from user_profiles up where up.user_id = ${userId}::uuid) as locale
    from ins`,
);

/** Notification rows with the actor (data->>'actor_id') as a person. */
export function createNotificationsRepository(db: Db) {
  const withActor = () =>
    db
      .select({
        id: notifications.id,
        type: notifications.type,
        isRead: notifications.isRead,
        createdAt: notifications.createdAt,
        data: notifications.data,
        actor: personById(sql`(${notifications.data}->>'actor_id')::uuid`),
      })
      .from(notifications);

  return {
    /** Whether `userId` already has an unread one of `type` from `actorId`, and whether the actor is hidden from them. */
    async gate(userId: string, type: NotificationType, actorId: string) {
      const [row] = await gateStatement(db, { userId, type, actorId });
      return { unread: row?.unread ?? false, hidden: row?.hidden ?? false };
    },
    /** Stores a notification; answers it as `list` shows it, with the member's language. */
    async insertPresented(userId: string, type: NotificationType, data: Record<string, string>) {
      const [r] = await insertStatement(db, { userId, type, data: JSON.stringify(data) });
      if (!r) throw new Error("notification insert returned nothing");
      const row = { id: r.id, type: r.type, isRead: r.is_read, createdAt: r.created_at, data: r.data, actor: r.actor };
      return { row, locale: r.locale };
    },
    /** The member's newest notifications. */
    list(userId: string, limit: number) {
      return withActor()
        .where(and(eq(notifications.userId, userId), fromVisibleActor(userId)))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit);
    },
    async unreadCount(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false), fromVisibleActor(userId)));
      return row?.n ?? 0;
    },
    /** Marks one of the member's own notifications read; false when it is not theirs or not there. */
    async markRead(id: string, userId: string): Promise<boolean> {
      const rows = await db
        .update(notifications)
        .set({ isRead: true })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
        .returning({ id: notifications.id });
      return rows.length > 0;
    },
    /** The person who acted, for an email's sentence (null when their profile is gone). */
    async actor(actorId: string) {
      const rows = await queryRows(
        db,
        z.object({ person: personRow.nullable() }),
        sql`select ${personById(sql`${actorId}::uuid`)} as person`,
      );
      return rows[0]?.person ?? null;
    },
    /** The language the member reads Saathi in: null when not chosen. */
    async localeOf(userId: string): Promise<string | null> {
      const rows = await db
        .select({ locale: userProfiles.locale })
        .from(userProfiles)
        .where(eq(userProfiles.userId, userId))
        .limit(1);
      return rows[0]?.locale ?? null;
    },
    /** Removes a pending follow request's notification once it is answered or withdrawn. */
    async deleteFollowRequest(ownerId: string, requesterId: string): Promise<void> {
      await db
        .delete(notifications)
        .where(
          and(
            eq(notifications.userId, ownerId),
            eq(notifications.type, "follow_request"),
            sql`${notifications.data}->>'actor_id' = ${requesterId}`,
          ),
        );
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
export type NotificationRow = Awaited<ReturnType<NotificationsRepository["list"]>>[number];
