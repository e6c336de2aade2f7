// Reads of other members' profiles: by id or username, in bulk, and the member search.
import { expandSearchTerms } from "@saathi/contract/search-terms";
import { bioWordsFor, matchWorries, specialisationsFor } from "@saathi/contract/worries";
import { and, eq, inArray, ne, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { personFields, profileDiscoverable, profileNotSuspended } from "../../platform/db/person-columns.ts";
import { userProfiles } from "../../platform/db/schema/profiles.ts";
import { categories, posts, userCategories } from "../../platform/db/schema/social.ts";
import { notBlockedBetween } from "../../platform/db/visibility.ts";
import { isListedExpertSql } from "../experts/index.ts";

/** A member summary's columns: the person and their bio. */
const summaryColumns = { ...personFields, bio: userProfiles.bio };

export function createProfileQueries(db: Db) {
  return {
    async findByUsername(username: string) {
      const rows = await db.select().from(userProfiles).where(eq(userProfiles.username, username)).limit(1);
      return rows[0] ?? null;
    },
    summariesByIds(ids: string[], viewerId: string) {
      if (!ids.length) return Promise.resolve([]);
      // Suspended members and members blocked either way with the viewer drop out of follower lists.
      return db
        .select(summaryColumns)
        .from(userProfiles)
        .where(
          and(inArray(userProfiles.userId, ids), profileNotSuspended, notBlockedBetween(viewerId, userProfiles.userId)),
        );
    },
    async categoriesOf(userId: string) {
      return db
        .select({ id: categories.id, name: categories.name })
        .from(userCategories)
        .innerJoin(categories, eq(categories.id, userCategories.categoryId))
        .where(eq(userCategories.userId, userId))
        .orderBy(categories.name);
    },
    async postCount(userId: string): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(posts).where(eq(posts.userId, userId));
      return row?.n ?? 0;
    },
    /** Whether nobody else has this username (case-insensitive; the member's own counts as free). */
    async usernameFree(username: string, exceptUserId?: string): Promise<boolean> {
      const rows = await db
        .select({ id: userProfiles.userId })
        .from(userProfiles)
        .where(
          and(eq(userProfiles.username, username), exceptUserId ? ne(userProfiles.userId, exceptUserId) : undefined),
        )
        .limit(1);
      return rows.length === 0;
    },
    /**
     * Prefix and fuzzy (trigram) match on username, display name, first and last name; prefix
     * matches first, then by similarity. Hidden names are matched by username only. The query is
     * Unicode-normalised (NFC) and lower-cased without dropping any script, so a name typed in
     * Devanagari matches (prefix, and anywhere in a name); Hindi and Hinglish words for a
     * speciality or a language ('chinta', 'तनाव', 'हिंदी') also find experts by their English
     * specialities and languages (expandSearchTerms).
     */
    search(q: string, viewerId: string, limit: number) {
      const [term = "", ...meant] = expandSearchTerms(q);
      const like = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
      const prefix = `${like(term)}%`;
      const anywhere = `%${like(term)}%`;
      // English words an expert's tags may hold: the expanded ones, and a typed word long enough to mean one.
      const tags = [...meant, ...(term.length >= 4 && /^[a-z &]+$/.test(term) ? [term] : [])].map(
        (t) => `%${like(t)}%`,
      );
      const tagArray = sql`${`{${tags.map((t) => `"${t.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(",")}}`}::text[]`;
      const names = sql`coalesce(lower(${userProfiles.username}::text), '')`;
      const shown = sql`case when ${userProfiles.isHideName} then '' else coalesce(lower(${userProfiles.displayName}), '') || ' ' || coalesce(lower(${userProfiles.firstName}), '') || ' ' || coalesce(lower(${userProfiles.lastName}), '') end`;
      const score = sql<number>`greatest(similarity(${names}, ${term}), word_similarity(${term}, ${shown}))`;
      const isPrefix = sql<boolean>`(${names} like ${prefix} or (not ${userProfiles.isHideName} and (
          lower(${userProfiles.displayName}) like ${prefix} or lower(${userProfiles.firstName}) like ${prefix}
          or lower(${userProfiles.lastName}) like ${prefix})))`;
      // Scripts the database's trigrams skip (Devanagari under the C locale): anywhere in a name.
      const otherScript = /[^\p{ASCII}]/u.test(term);
      const inName = otherScript ? sql`${shown} like ${anywhere}` : sql`false`;
      // The worries typed (the same vocabulary as the expert directory): specialities that treat them,
      // and their words in an expert's bio ('neend' finds an expert whose bio speaks of sleep).
      const worries = matchWorries(q);
      const specs = specialisationsFor(worries);
      const bioWords = bioWordsFor(worries).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, (c) => `\\${c}`));
      const byWorry: SQL[] = [];
      if (specs.length)
        byWorry.push(
          sql`exists(select 1 from expert_specializations s where s.user_id = ${userProfiles.userId} and s.specialization = any(${sql`${`{${specs.map((x) => `"${x}"`).join(",")}}`}::text[]`}))`,
        );
      if (bioWords.length)
        byWorry.push(
          sql`exists(select 1 from expert_profiles ep where ep.user_id = ${userProfiles.userId} and ep.bio ~* ${`\\m(${bioWords.join("|")})\\M`})`,
        );
      if (tags.length)
        byWorry.push(
          sql`exists(select 1 from expert_specializations s where s.user_id = ${userProfiles.userId} and lower(s.specialization) like any(${tagArray}))`,
          sql`exists(select 1 from expert_profiles ep, unnest(ep.languages) l where ep.user_id = ${userProfiles.userId} and lower(l) like any(${tagArray}))`,
        );
      // Only listed experts (approved, verified, not suspended) are found by what they offer.
      const byTag = byWorry.length
        ? sql`${isListedExpertSql(sql`${userProfiles.userId}`)} and (${sql.join(byWorry, sql` or `)})`
        : sql`false`;
      return db
        .select(summaryColumns)
        .from(userProfiles)
        .where(
          and(
            ne(userProfiles.userId, viewerId),
            profileNotSuspended,
            profileDiscoverable,
            notBlockedBetween(viewerId, userProfiles.userId),
            or(
              isPrefix,
              sql`lower(${userProfiles.username}::text) % ${term}`,
              sql`not ${userProfiles.isHideName} and (lower(${userProfiles.displayName}) % ${term} or lower(${userProfiles.firstName}) % ${term} or lower(${userProfiles.lastName}) % ${term})`,
              sql`${term} <% ${shown}`,
              inName,
              byTag,
            ),
          ),
        )
        .orderBy(
          sql`${isPrefix} desc`,
          // (PostgreSQL refuses a constant in ORDER BY: only when the name test is a real one.)
          ...(otherScript ? [sql`${inName} desc`] : []),
          sql`${score} desc`,
          userProfiles.username,
        )
        .limit(limit);
    },
  };
}

export type ProfileQueries = ReturnType<typeof createProfileQueries>;
