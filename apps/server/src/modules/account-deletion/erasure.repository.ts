// The erasure itself (decision 021), in ONE transaction per account: a pseudonym user
// ('Deleted member') takes over what the law makes Saathi keep (paid bookings with their payments
// and refunds, paid course purchases, payouts, disputes, reviews of an erased expert, the staff audit
// trail) with the person's free text cleared; chat messages stay for the other person with the text
// removed; then the user row is deleted and everything else goes with it (every reference cascades).
// The due row is locked with SKIP LOCKED, so two servers never erase the same account twice.
import { VISIBILITY_MSG } from "@saathi/contract/safety-visibility";
import { type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../platform/db/client.ts";
import { personById, personRow } from "../../platform/db/person-columns.ts";
import { userProfiles } from "../../platform/db/schema/profiles.ts";
import { anyRow, queryRows } from "../../platform/db/typed-query.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface ErasedPerson {
  id: string;
  email: string;
  phone: string | null;
  names: (string | null)[];
  role: string;
  requestedAt: string;
}

export interface ErasureResult {
  pseudonymId: string;
  /** Stored files of the person, removed through the storage interface after the commit. */
  publicKeys: string[];
  privateKeys: string[];
}

/**
 * The words the other side already sees for a removed message (chat.service presentMessage). The
 * moderation state stays as it was: a held message is still never delivered, and a conversation in
 * which only the erased person wrote stays listed for the other person as 'Deleted member'.
 */
const REMOVED = VISIBILITY_MSG.messageRemoved;
const DELETED_MEMBER = "Deleted member";

/** `col::text ilike any(patterns)` for the identifying strings. */
const mentions = (col: SQL, patterns: string[]) =>
  sql`${col}::text ilike any(${`{${patterns.map((p) => `"${p.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(",")}}`}::text[])`;

export function createErasureRepository(db: Db) {
  async function person(tx: Tx, userId: string): Promise<ErasedPerson | null> {
    const rows = await queryRows(
      tx,
      z.object({
        id: z.string(),
        email: z.string(),
        phone_number: z.string().nullable(),
        name: z.string(),
        role: z.string(),
        requested_at: z.string().nullable(),
        person: personRow.nullable(),
        full_name: z.string().nullable(),
      }),
      sql`
      select u.id, u.email, u.phone_number, u.name, u.role, d.requested_at, ${personById(sql`u.id`)} as person,
        (select ep.full_name from expert_profiles ep where ep.user_id = u.id) as full_name
      from "user" u left join account_deletions d on d.user_id = u.id
      where u.id = ${userId}`,
    );
    const r = rows[0];
    if (!r) return null;
    const pr = r.person;
    const full = [pr?.firstName, pr?.lastName].filter(Boolean).join(" ");
    return {
      id: r.id,
      email: r.email,
      phone: r.phone_number,
      // Every form of their name, to find it in free text (never shown: this is what is removed).
      names: [
        r.name,
        full || null,
        pr?.firstName ?? null,
        pr?.lastName ?? null,
        pr?.displayName ?? null,
        pr?.username ?? null,
        r.full_name,
      ],
      role: r.role,
      requestedAt: new Date(r.requested_at ?? Date.now()).toISOString(),
    };
  }

  async function files(tx: Tx, userId: string): Promise<{ publicKeys: string[]; privateKeys: string[] }> {
    const rows = await queryRows(
      tx,
      z.object({ kind: z.enum(["public", "private"]), key: z.string() }),
      sql`
      select 'private' as kind, unnest(media_urls) as key from posts where user_id = ${userId}
      union all select 'private', storage_key from expert_application_documents where expert_id = ${userId}
      union all select 'private', file_key from data_exports where user_id = ${userId} and file_key is not null
      union all select 'public', avatar_url from user_profiles where user_id = ${userId} and avatar_url is not null
      union all select 'public', image from "user" where id = ${userId} and image is not null`,
    );
    const privateKeys = rows.filter((r) => r.kind === "private").map((r) => r.key);
    const publicKeys = rows.filter((r) => r.kind === "public").map((r) => r.key);
    return { privateKeys, publicKeys };
  }

  return {
    /**
     * An account that must not exist at all (a child under 13 after a social sign-in): queued as due
     * now, with no grace, so `erase` takes it at once.
     */
    async queueNow(userId: string, at: Date, confirmedWith: string) {
      await db.execute(sql`
        insert into account_deletions (user_id, requested_at, erase_after, confirmed_with, plan)
        values (${userId}, ${at.toISOString()}, ${at.toISOString()}, ${confirmedWith}, '{}'::jsonb)
        on conflict (user_id) do update set erase_after = excluded.erase_after, confirmed_with = excluded.confirmed_with`);
    },
    /** Accounts whose grace period is over at `asOf` (not locked by another server). */
    async due(asOf: Date, limit: number): Promise<string[]> {
      const rows = await queryRows(
        db,
        z.object({ user_id: z.string() }),
        sql`
        select user_id from account_deletions where erase_after <= ${asOf.toISOString()}
        order by erase_after limit ${limit}`,
      );
      return rows.map((r) => r.user_id);
    },

    /**
     * Erases one account if it is still due at `asOf` and no other server holds it; null otherwise.
     * `patterns` are LIKE patterns of the person's id, email, phone and names (policy).
     */
    async erase(
      userId: string,
      asOf: Date,
      patternsOf: (p: ErasedPerson) => { ids: string[]; all: string[] },
      retained: object,
    ): Promise<ErasureResult | null> {
      return db.transaction(async (tx) => {
        const locked = await queryRows(
          tx,
          anyRow,
          sql`
          select user_id from account_deletions where user_id = ${userId} and erase_after <= ${asOf.toISOString()}
          for update skip locked`,
        );
        if (locked.length === 0) return null;
        const p = await person(tx, userId);
        if (!p) return null;
        // `ids` (id, email, phone) are searched everywhere; names also match other people's text, so
        // they are searched only where the row is about this person (or in development mail).
        const { ids, all } = patternsOf(p);
        const found = await files(tx, userId);
        const made = await queryRows(
          tx,
          z.object({ id: z.string() }),
          sql`
          insert into "user" (name, email, role, email_verified)
          values ('Deleted member', 'erased-' || replace(gen_random_uuid()::text, '-', '') || '@erased.invalid', 'erased', false)
          returning id`,
        );
        const ps = made[0]?.id as string;
        // A profile so every screen that shows a person shows 'Deleted member' (no username: no link).
        await tx.insert(userProfiles).values({
          userId: ps,
          displayName: DELETED_MEMBER,
          isPrivate: true,
          discoverable: false,
        });

        // Paid bookings (and so their payments and refunds) and those with a review stay, re-keyed.
        const kept = sql`(exists (select 1 from payments pm where pm.booking_id = bookings.id)
          or exists (select 1 from expert_feedbacks f where f.booking_id = bookings.id))`;
        await tx.execute(sql`update bookings set client_id = ${ps}, idempotency_key = null,
          cancel_reason = case when cancelled_by = 'member' then null else cancel_reason end
          where client_id = ${userId} and ${kept}`);
        // A counsellor's sessions with a shared summary stay too: the summary is the member's record.
        await tx.execute(sql`update bookings set expert_id = ${ps},
          cancel_reason = case when cancelled_by = 'expert' then null else cancel_reason end
          where expert_id = ${userId} and (${kept}
            or exists (select 1 from session_summaries ss where ss.booking_id = bookings.id))`);
        // Care between sessions (decision 037). An erased member's care links, and with them goals,
        // homework, questionnaires asked, summaries and notes, cascade from the user row. An erased
        // counsellor's clients keep their care record: the link passes to the pseudonym, ended, with no
        // read-only access for anyone; the private notes go (only their author could ever read them);
        // text of theirs naming them is replaced; score-sharing consents to them stay in the member's
        // history, withdrawn.
        const theirLinks = sql`(select id from care_links where expert_id = ${userId})`;
        await tx.execute(sql`delete from session_notes where link_id in ${theirLinks}`);
        await tx.execute(sql`update session_summaries set text = 'Removed: the counsellor deleted their account'
          where link_id in ${theirLinks} and ${mentions(sql`text`, all)}`);
        await tx.execute(sql`update care_goals set
          title = case when ${mentions(sql`title`, all)} then 'Removed: the counsellor deleted their account' else title end,
          measure = case when ${mentions(sql`measure`, all)} then '' else measure end
          where link_id in ${theirLinks}`);
        await tx.execute(sql`update care_homework set
          instructions = 'Removed: the counsellor deleted their account'
          where link_id in ${theirLinks} and ${mentions(sql`instructions`, all)}`);
        await tx.execute(sql`update care_links set expert_id = ${ps}, status = 'ended',
          ended_at = coalesce(ended_at, ${asOf.toISOString()}::timestamptz), read_only_until = null
          where expert_id = ${userId}`);
        await tx.execute(sql`update consents set expert_id = ${ps},
          withdrawn_at = coalesce(withdrawn_at, ${asOf.toISOString()}::timestamptz) where expert_id = ${userId}`);
        // Reviews about an erased expert stay (without the expert's name); theirs as a member go.
        await tx.execute(sql`update expert_feedbacks set expert_id = ${ps} where expert_id = ${userId}`);
        await tx.execute(sql`update refunds set requested_by = ${ps} where requested_by = ${userId}`);
        await tx.execute(
          sql`update course_purchases set user_id = ${ps} where user_id = ${userId} and status = 'PAID'`,
        );
        // A session package that money was paid for is a payment record too (decision 036): kept, re-keyed;
        // offers and unpaid purchases go with the account.
        await tx.execute(sql`update package_purchases set member_id = ${ps}
          where member_id = ${userId} and status not in ('pending', 'failed')`);
        await tx.execute(sql`update package_purchases set expert_id = ${ps}
          where expert_id = ${userId} and status not in ('pending', 'failed')`);
        // Circle seats paid for are payment records: kept, re-keyed, the nickname removed; a host's circles
        // with such seats stay under the pseudonym (their other rows and the waitlists go with the account).
        await tx.execute(sql`update circle_seats set member_id = ${ps}, nickname = ${REMOVED}
          where member_id = ${userId} and gateway_payment_id is not null`);
        await tx.execute(sql`update circles set expert_id = ${ps}, title = ${REMOVED}, ground_rules = ''
          where expert_id = ${userId} and exists (select 1 from circle_occurrences o join circle_seats s
            on s.occurrence_id = o.id where o.circle_id = circles.id and s.gateway_payment_id is not null)`);
        await tx.execute(sql`update payouts set expert_id = ${ps} where expert_id = ${userId}`);
        await tx.execute(sql`update booking_disputes set member_id = ${ps}, description = 'Removed: the member deleted their account'
          where member_id = ${userId}`);
        await tx.execute(sql`update booking_disputes set expert_id = ${ps},
          expert_reply = case when expert_reply is null then null else 'Removed: the expert deleted their account' end
          where expert_id = ${userId}`);
        // Chats: the other person keeps the conversation; the erased side's words are removed.
        await tx.execute(sql`update chat_messages set sender_id = ${ps}, message = ${REMOVED}, media_url = null,
          client_id = null where sender_id = ${userId}`);
        await tx.execute(sql`update chat_messages set receiver_id = ${ps} where receiver_id = ${userId}`);

        // The staff audit trail: the one guarded path through its append-only trigger (migration 0016).
        await tx.execute(sql`select set_config('saathi.erasure', 'on', true)`);
        await tx.execute(
          sql`update audit_log set actor_id = ${ps}, actor_label = 'Deleted member' where actor_id = ${userId}`,
        );
        await tx.execute(sql`update audit_log set target_id = ${ps} where target_id = ${userId}`);
        const theirs = sql`((actor_id = ${ps} or target_id = ${ps}::text) and (${mentions(sql`before`, all)}
          or ${mentions(sql`after`, all)} or ${mentions(sql`reason`, all)})) or ${mentions(sql`before`, ids)}
          or ${mentions(sql`after`, ids)} or ${mentions(sql`reason`, ids)} or ${mentions(sql`actor_label`, ids)}`;
        await tx.execute(sql`update audit_log set
          before = case when before is null then null else jsonb_build_object('removed', 'erased account') end,
          after = case when after is null then null else jsonb_build_object('removed', 'erased account') end,
          reason = case when reason is null then null else 'Removed: erased account' end,
          actor_label = case when ${mentions(sql`actor_label`, ids)} then 'Deleted member' else actor_label end
          where ${theirs}`);
        await tx.execute(sql`select set_config('saathi.erasure', 'off', true)`);

        // What names them outside their own rows: others' notifications, reports and moderation
        // items about them, snapshots quoting them, codes and limits keyed by their email or phone.
        await tx.execute(sql`delete from notifications where ${mentions(sql`data`, ids)}`);
        await tx.execute(sql`delete from reports where target_id = ${userId} or ${mentions(sql`details`, ids)}`);
        await tx.execute(sql`delete from moderation_items where target_id = ${userId}`);
        await tx.execute(sql`update moderation_items set context = '{}'::jsonb where ${mentions(sql`context`, ids)}`);
        await tx.execute(sql`delete from dev_outbox where ${mentions(sql`"to"`, ids)} or ${mentions(sql`text`, all)}`);
        await tx.execute(
          sql`delete from verification where ${mentions(sql`identifier`, ids)} or ${mentions(sql`value`, ids)}`,
        );
        await tx.execute(sql`delete from rate_limits where ${mentions(sql`key`, ids)}`);
        await tx.execute(sql`delete from sign_in_events where user_id = ${userId}`);
        // Everything else of theirs cascades from the user row.
        await tx.execute(sql`delete from "user" where id = ${userId}`);
        await tx.execute(sql`
          insert into erased_accounts (pseudonym_id, requested_at, erased_at, role, retained)
          values (${ps}, ${p.requestedAt}, ${asOf.toISOString()}, ${p.role === "expert" ? "expert" : "users"},
            ${JSON.stringify(retained)}::jsonb)`);
        return { pseudonymId: ps, ...found };
      });
    },
  };
}

export type ErasureRepository = ReturnType<typeof createErasureRepository>;
