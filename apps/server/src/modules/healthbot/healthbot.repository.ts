// Reads and writes a member's Health Bot conversation: where it stands and its messages.
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { healthbotConversations, healthbotMessages } from "../../platform/db/schema/healthbot.ts";

export type ConversationRow = typeof healthbotConversations.$inferSelect;
export type MessageRow = typeof healthbotMessages.$inferSelect;
export interface NewMessage {
  sender: "bot" | "member";
  text: string;
  catalog: boolean;
  values: Record<string, string> | null;
}
export interface ConversationState {
  flow: string;
  node: string;
  answers: Record<string, string>;
  plan: string | null;
  planAt: Date | null;
}

export function createHealthbotRepository(db: Db) {
  return {
    async conversation(userId: string): Promise<ConversationRow | null> {
      const [row] = await db.select().from(healthbotConversations).where(eq(healthbotConversations.userId, userId));
      return row ?? null;
    },

    /** The newest `limit` messages, oldest first. */
    async messages(userId: string, limit: number): Promise<MessageRow[]> {
      const rows = await db
        .select()
        .from(healthbotMessages)
        .where(eq(healthbotMessages.userId, userId))
        .orderBy(desc(healthbotMessages.seq))
        .limit(limit);
      return rows.reverse();
    },

    /**
     * One turn: the new position and the turn's messages, together, only if the conversation is still where
     * the turn read it (`read`: the row's updatedAt, or null when there was none). false, nothing written,
     * when another turn got there first: two turns at once never overwrite each other's position.
     */
    async saveTurn(
      userId: string,
      state: ConversationState,
      messages: NewMessage[],
      read: Date | null,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const values = { ...state, userId, updatedAt: new Date() };
        const t = healthbotConversations;
        // The stored time to the millisecond the driver gives back (microseconds are not carried).
        const unchanged =
          read &&
          sql`${t.updatedAt} > ${new Date(read.getTime() - 1)} and ${t.updatedAt} < ${new Date(read.getTime() + 1)}`;
        const written = unchanged
          ? await tx
              .update(t)
              .set(values)
              .where(and(eq(t.userId, userId), unchanged))
              .returning({ userId: t.userId })
          : await tx.insert(t).values(values).onConflictDoNothing({ target: t.userId }).returning({ userId: t.userId });
        if (written.length === 0) return false;
        if (messages.length > 0) await tx.insert(healthbotMessages).values(messages.map((m) => ({ ...m, userId })));
        return true;
      });
    },

    /** 'Clear history': the messages and the position. */
    async clear(userId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(healthbotMessages).where(eq(healthbotMessages.userId, userId));
        await tx.delete(healthbotConversations).where(eq(healthbotConversations.userId, userId));
      });
    },
  };
}

export type HealthbotRepository = ReturnType<typeof createHealthbotRepository>;
