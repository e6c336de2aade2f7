// Moderation test helpers: a moderator with the second factor, content to report, and
// reading what members were told.
import { eq, sql } from "drizzle-orm";
import { user } from "../src/platform/db/schema/auth.ts";
import { userProfiles } from "../src/platform/db/schema/profiles.ts";
import { markSecondFactor } from "./admin-helpers.ts";
import { type Harness, type Member, ORIGIN } from "./harness.ts";

/** Makes an account a moderator, as `npm run admin -- grant --role moderator EMAIL` would. */
export async function makeModerator(h: Harness, m: Member): Promise<void> {
  await h.database.db.update(user).set({ role: "moderator" }).where(eq(user.id, m.id));
  await h.database.db.update(userProfiles).set({ role: "moderator" }).where(eq(userProfiles.userId, m.id));
}

/** A signed-in moderator whose session proved the second factor. */
export async function moderatorMember(h: Harness, opts: { secondFactor?: boolean } = {}): Promise<Member> {
  const m = await h.member();
  await makeModerator(h, m);
  if (opts.secondFactor !== false) await markSecondFactor(h, m);
  return m;
}

/** Any request as this member (JSON body when given). */
export const call = (h: Harness, m: Member | null, method: string, url: string, payload?: object) =>
  h.app.inject({
    method: method as "GET",
    url,
    headers: { origin: ORIGIN, ...(m ? { cookie: m.cookie } : {}) },
    ...(payload ? { payload } : {}),
  });

/** The member's moderation notifications' sentences, newest first. */
export async function moderationNotes(h: Harness, m: Member): Promise<string[]> {
  const list = (await call(h, m, "GET", "/api/notifications")).json() as {
    items: { type: string; data: { message?: string } }[];
  };
  return list.items.filter((n) => n.type === "moderation").map((n) => n.data.message ?? "");
}

/** Emails sent to this address (the dev outbox). */
export async function mailTo(h: Harness, email: string): Promise<{ subject: string; text: string }[]> {
  return (await h.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(email)}` })).json();
}

/** Audit actions written about one target, oldest first. */
export async function auditOf(h: Harness, targetId: string) {
  const { rows } = await h.database.db.execute<{ action: string; reason: string | null; actor_id: string | null }>(
    sql`select action, reason, actor_id from audit_log where target_id = ${targetId} order by id`,
  );
  return rows;
}

/** A content row's moderation state. */
export async function stateOf(h: Harness, table: "posts" | "post_comments" | "chat_messages", id: string) {
  const { rows } = await h.database.db.execute<{ s: string }>(
    sql`select moderation_state as s from ${sql.raw(table)} where id = ${id}`,
  );
  return rows[0]?.s;
}
