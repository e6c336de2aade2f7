// The public surface of notifications besides its service: the SQL that stores a notification inside
// another module's write (chat stores a first message's notification in the same statement as the
// message, so both commit or neither does), with the rule "not when an unread one from the same actor
// exists" decided by this module's fragment, and the stored row presented as the service reads it back.
import { type SQL, sql } from "drizzle-orm";
import type { PersonRow } from "../../platform/db/person-columns.ts";
import { personById } from "../../platform/db/person-columns.ts";

/**
 * An INSERT for a data-modifying CTE: stores each row of `source` (columns user_id uuid, type text,
 * data jsonb with actor_id) unless its member has an unread notification of that type from that actor
 * already (one unread per actor, read at the moment of the insert). Returns the stored rows.
 * `offset 0` keeps the check a lookup per row on the unread rows' index (notifications_unread_idx):
 * pulled up into a join, the chat insert's generic plan hashed every unread notification instead.
 */
export const storeUnlessUnreadSql = (source: SQL) => sql`
  insert into notifications (user_id, type, data)
  select s.user_id, s.type, s.data from ${source} s
  where not exists (select 1 from notifications n where n.user_id = s.user_id and n.type = s.type
    and n.is_read = false and n.data->>'actor_id' = s.data->>'actor_id' offset 0)
  returning id, user_id, type, is_read, created_at, data`;

/** A row `storeUnlessUnreadSql` stored (alias `n`), as one JSON value: the list's row and the member's language. */
export const storedNotificationJson = (n: SQL) => sql`json_build_object('id', ${n}.id, 'type', ${n}.type,
  'isRead', ${n}.is_read, 'createdAt', ${n}.created_at, 'data', ${n}.data,
  'actor', ${personById(sql`(${n}.data->>'actor_id')::uuid`)},
  'locale', (select up.locale from user_profiles up where up.user_id = ${n}.user_id))`;

/** What `storedNotificationJson` gives (its time an ISO string). */
export interface StoredNotification {
  id: string;
  type: string;
  isRead: boolean;
  createdAt: string;
  data: unknown;
  actor: PersonRow | null;
  locale: string | null;
}
