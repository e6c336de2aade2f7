// Reads and writes members' push subscriptions, and what a push needs to know about its
// recipient: whether a socket is open now, and the actor's name fields.
import { and, desc, eq, notInArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../platform/db/client.ts";
import { type PersonRow, personById, personRow } from "../../platform/db/person-columns.ts";
import { preparedStatement } from "../../platform/db/prepared.ts";
import { userProfiles } from "../../platform/db/schema/profiles.ts";
import { pushSubscriptions } from "../../platform/db/schema/push.ts";
import { queryRows } from "../../platform/db/typed-query.ts";

export interface SubscriptionRow {
  id: string;
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

const columns = {
  id: pushSubscriptions.id,
  userId: pushSubscriptions.userId,
  endpoint: pushSubscriptions.endpoint,
  p256dh: pushSubscriptions.p256dh,
  auth: pushSubscriptions.auth,
};

/** A member's subscriptions: every chat message to someone asks (prepared). */
const subscriptionsOf = preparedStatement<SubscriptionRow>(
  "push_subscriptions_of",
  sql`select id, user_id as "userId", endpoint, p256dh, auth from push_subscriptions
    where user_id = ${sql.placeholder("userId")}::uuid`,
);

export function createPushRepository(db: Db) {
  return {
    /**
     * Saves the browser's subscription for the member (a browser that another account subscribed
     * before now belongs to this one), then keeps only the member's `keep` newest.
     */
    async save(userId: string, s: { endpoint: string; p256dh: string; auth: string }, keep: number) {
      await db.transaction(async (tx) => {
        await tx
          .insert(pushSubscriptions)
          .values({ userId, ...s })
          .onConflictDoUpdate({
            target: pushSubscriptions.endpoint,
            set: { userId, p256dh: s.p256dh, auth: s.auth, updatedAt: sql`now()` },
          });
        const newest = tx
          .select({ id: pushSubscriptions.id })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, userId))
          .orderBy(desc(pushSubscriptions.updatedAt))
          .limit(keep);
        await tx
          .delete(pushSubscriptions)
          .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)));
      });
    },
    async byEndpoint(endpoint: string): Promise<SubscriptionRow | null> {
      const [row] = await db.select(columns).from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
      return row ?? null;
    },
    forUser: (userId: string): Promise<SubscriptionRow[]> => subscriptionsOf(db, { userId }),
    /** Removes one subscription; `userId` makes sure it is still that member's. */
    async remove(id: string, userId: string): Promise<boolean> {
      const gone = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
        .returning({ id: pushSubscriptions.id });
      return gone.length > 0;
    },
    /** Whether the member has a realtime socket open now (best effort across servers: the hub's flag). */
    async isOnline(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ online: userProfiles.isOnline })
        .from(userProfiles)
        .where(eq(userProfiles.userId, userId));
      return row?.online ?? false;
    },
    /** The person a push names ('Kavya is calling you'); the presenter applies hide-name. */
    async actor(userId: string): Promise<PersonRow | null> {
      const rows = await queryRows(
        db,
        z.object({ person: personRow.nullable() }),
        sql`select ${personById(sql`${userId}::uuid`)} as person`,
      );
      return rows[0]?.person ?? null;
    },
  };
}

export type PushRepository = ReturnType<typeof createPushRepository>;
