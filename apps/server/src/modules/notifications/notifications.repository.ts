import type { NotificationType } from "@saathi/contract/notifications";
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { type PersonRow, personById } from "../../platform/db/person-columns.ts";
import { userProfiles } from "../../platform/db/schema/profiles.ts";
import { notifications } from "../../platform/db/schema/social.ts";
import { notBlockedBetween, notMutedBy } from "../../platform/db/visibility.ts";
import { MEMBER_NOTIFICATION_TYPES } from "../safety/visibility.policy.ts";

/** Notifications from someone blocked either way or muted by the member stay out of sight (issue 16). */
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
    async insert(userId: string, type: NotificationType, data: Record<string, string>): Promise<string> {
      const [row] = await db.insert(notifications).values({ userId, type, data }).returning({ id: notifications.id });
      if (!row) throw new Error("notification insert returned nothing");
      return row.id;
    },
    async findOne(id: string) {
      const rows = await withActor().where(eq(notifications.id, id)).limit(1);
      return rows[0] ?? null;
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
    /** Whether the member has an unread notification of this type from this actor. */
    async hasUnreadFrom(userId: string, type: NotificationType, actorId: string): Promise<boolean> {
      const rows = await db
        .select({ one: sql<number>`1` })
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, userId),
            eq(notifications.type, type),
            eq(notifications.isRead, false),
            sql`${notifications.data}->>'actor_id' = ${actorId}`,
          ),
        )
        .limit(1);
      return rows.length > 0;
    },
    /** The person who acted, for an email's sentence (null when their profile is gone). */
    async actor(actorId: string) {
      const { rows } = await db.execute<{ person: PersonRow | null }>(
        sql`select ${personById(sql`${actorId}::uuid`)} as person`,
      );
      return rows[0]?.person ?? null;
    },
    /** The language the member reads Saathi in (issue 18): null when not chosen. */
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
export type NotificationRow = NonNullable<Awaited<ReturnType<NotificationsRepository["findOne"]>>>;
