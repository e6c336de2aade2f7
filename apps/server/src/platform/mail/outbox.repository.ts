import { desc, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { devOutbox } from "../db/schema/platform.ts";
import type { OutgoingMessage } from "./outgoing-message.ts";

/** The dev outbox table: messages kept instead of sent when no transport is configured. */
export function createOutbox(db: Db) {
  return {
    async add(message: OutgoingMessage): Promise<void> {
      await db.insert(devOutbox).values({
        to: message.to.toLowerCase(),
        subject: message.subject,
        text: message.text,
        code: message.code ?? null,
      });
    },
    /** Messages to one address or phone, newest first (at most 50). */
    async listFor(to: string) {
      return db
        .select()
        .from(devOutbox)
        .where(eq(devOutbox.to, to.trim().toLowerCase()))
        .orderBy(desc(devOutbox.createdAt), desc(devOutbox.id))
        .limit(50);
    },
  };
}
