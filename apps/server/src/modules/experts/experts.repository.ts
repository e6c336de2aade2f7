// Reads of the expert directory: one SQL statement per screen, filters pushed into PostgreSQL.
import { type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../platform/db/client.ts";
import {
  joinPerson,
  leftJoinPerson,
  personColumns,
  personRow,
  profileIdsMatching,
} from "../../platform/db/person-columns.ts";
import { anyRow, queryRow, queryRows } from "../../platform/db/typed-query.ts";
import { moderationVisibleTo, notBlockedBetween } from "../../platform/db/visibility.ts";
import type { Interval, ScheduleRow } from "../availability/index.ts";
import { listedExpertSql } from "./listing.ts";

/** An expert's card (directory, landing page, previously consulted), with the page's match count. */
export const expertRow = z.object({
  user_id: z.string(),
  person: personRow,
  bio: z.string(),
  hourly_rate: z.number(),
  languages: z.array(z.string()),
  years_experience: z.number().nullable(),
  feedback_count: z.number(),
  feedback_sum: z.number(),
  verified_badge: z.string().nullable(),
  works_with_young_people: z.boolean(),
  campus_institution: z.string().nullable(),
  specialisations: z.array(z.string()),
  session_types: z.array(z.string()),
  is_favourite: z.boolean(),
  total: z.number(),
});
export type ExpertRow = z.infer<typeof expertRow>;

const youngPeopleRow = z.object({ works_with_young_people: z.boolean(), campus_institution: z.string().nullable() });

/** The detail page's expert: the card plus the profile's longer fields. */
export const expertDetailRow = expertRow.extend({
  journey: z.string().nullable(),
  academic_background: z.string().nullable(),
  client_experience: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  timezone: z.string().nullable(),
});
export type ExpertDetailRow = z.infer<typeof expertDetailRow>;

/** A directory search: the typed text, and what its worries mean (from the worry vocabulary). */
export interface DirectorySearch {
  /** Normalised, lower case; matched against names (prefix, anywhere, trigram) and, alone, bios. */
  text: string;
  /** Stored specialities that treat the worries typed. */
  specialisations: string[];
  /** English words of the worries typed, matched as whole words in bios. */
  bioWords: string[];
}

export interface DirectoryFilter {
  search?: DirectorySearch | null;
  specialisations: string[];
  languages: string[];
  sessionTypes: string[];
  favourites: boolean;
  /** Only experts who opted in to work with members under 18. */
  youngPeople?: boolean;
  viewerId: string | null;
  limit: number;
  offset: number;
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const regexEscape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, (c) => `\\${c}`);

/**
 * Whether `ep` matches a search: its name (any script), a speciality that treats a worry typed, the
 * worry's words in the bio, or (for text that is no worry) the text in the bio or a speciality.
 */
function searchMatch(s: DirectorySearch): { any: SQL; byName: SQL } {
  const anywhere = `%${likeEscape(s.text)}%`;
  // Any part of a name or the username (an expert's name is shown even when hidden elsewhere); one
  // select per column, each served by its trigram index.
  const byName = s.text ? sql`ep.user_id in (${profileIdsMatching(anywhere)})` : sql`false`;
  const parts: SQL[] = [byName];
  if (s.specialisations.length)
    parts.push(
      sql`exists(select 1 from expert_specializations s where s.user_id = ep.user_id and s.specialization = any(${textArray(s.specialisations)}))`,
    );
  if (s.bioWords.length) parts.push(sql`ep.bio ~* ${`\\m(${s.bioWords.map(regexEscape).join("|")})\\M`}`);
  if (!s.specialisations.length && !s.bioWords.length && s.text.length >= 3)
    parts.push(
      sql`(lower(ep.bio) like ${anywhere} or exists(select 1 from expert_specializations s where s.user_id = ep.user_id and lower(s.specialization) like ${anywhere}))`,
    );
  return { any: sql`(${sql.join(parts, sql` or `)})`, byName };
}

const textArray = (values: readonly string[]) =>
  sql`${`{${values.map((v) => `"${v.replace(/"/g, '\\"')}"`).join(",")}}`}::text[]`;

/** Columns of a card (and the detail page), for experts `ep` joined to their profile (`joinPerson`). */
const cardColumns = (viewerId: string | null) => sql`
  ep.user_id, ${personColumns}, ep.bio, ep.hourly_rate,
  ep.languages, ep.years_experience, ep.feedback_count, ep.feedback_sum, ep.verified_badge,
  ep.works_with_young_people, ep.campus_institution,
  array(select s.specialization from expert_specializations s where s.user_id = ep.user_id order by s.specialization) as specialisations,
  array(select t.session_type from expert_session_types t where t.user_id = ep.user_id order by t.session_type) as session_types,
  ${viewerId ? sql`exists(select 1 from expert_favourites f where f.user_id = ${viewerId} and f.expert_id = ep.user_id)` : sql`false`} as is_favourite`;

/** Best rated first, then most reviewed; experts without reviews after, in a stable order. */
const ranking = sql`(ep.feedback_sum::float / nullif(ep.feedback_count, 0)) desc nulls last, ep.feedback_count desc, ep.user_id`;

/**
 * Whose schedules or busy times to read: these experts, or every listed expert who can be booked (a
 * fee above 0), found by the database itself (matching reads them all: no list of ten thousand ids
 * goes back and forth).
 */
export type Experts = readonly string[] | "bookable";
const whoIs = (column: SQL, experts: Experts): SQL =>
  experts === "bookable"
    ? sql`${column} in (select ep.user_id from expert_profiles ep where ${listedExpertSql()} and ep.hourly_rate > 0)`
    : sql`${column} = any(${sql`${`{${experts.join(",")}}`}::uuid[]`})`;
const none = (experts: Experts) => experts !== "bookable" && !experts.length;

/**
 * Time off as instants: from the first day's local midnight to the midnight after the last day, in
 * the zone of the expert's weekly hours (their first row; India when they have none).
 */
const timeOffSql = (experts: Experts, from: Date, until: Date) => sql`
  select t.user_id as expert_id,
    (extract(epoch from (t.start_date::timestamp at time zone z.tz)) * 1000)::bigint::text as s,
    (extract(epoch from ((t.end_date + 1)::timestamp at time zone z.tz)) * 1000)::bigint::text as e
  from expert_time_off t
  cross join lateral (
    select coalesce(
      (select w.timezone from expert_weekly_schedule w where w.user_id = t.user_id order by w.id limit 1),
      'Asia/Kolkata'
    ) as tz
  ) z
  where ${whoIs(sql`t.user_id`, experts)}
    and t.end_date >= (${from.toISOString()}::timestamptz - interval '1 day')::date
    and t.start_date <= (${until.toISOString()}::timestamptz + interval '1 day')::date`;

const intervalsByExpert = (rows: readonly { expert_id: string; s: string; e: string }[]) => {
  const out = new Map<string, Interval[]>();
  for (const row of rows) {
    const list = out.get(row.expert_id) ?? [];
    list.push({ start: Number(row.s), end: Number(row.e) });
    out.set(row.expert_id, list);
  }
  return out;
};

export function createExpertsRepository(db: Db) {
  const rows = (q: SQL) => queryRows(db, expertRow, q);
  return {
    /** A page of the directory with the total count of matches. */
    list(f: DirectoryFilter) {
      // An expert blocked either way with the member viewing is not in their directory.
      const where: SQL[] = [listedExpertSql(), notBlockedBetween(f.viewerId ?? null, sql`ep.user_id`)];
      if (f.specialisations.length)
        where.push(
          sql`exists(select 1 from expert_specializations s where s.user_id = ep.user_id and s.specialization = any(${textArray(f.specialisations)}))`,
        );
      if (f.languages.length) where.push(sql`ep.languages && ${textArray(f.languages)}`);
      if (f.sessionTypes.length)
        where.push(
          sql`exists(select 1 from expert_session_types t where t.user_id = ep.user_id and t.session_type = any(${textArray(f.sessionTypes)}))`,
        );
      if (f.youngPeople) where.push(sql`ep.works_with_young_people`);
      if (f.favourites) {
        if (!f.viewerId) return Promise.resolve([]);
        where.push(
          sql`exists(select 1 from expert_favourites f where f.user_id = ${f.viewerId} and f.expert_id = ep.user_id)`,
        );
      }
      // A search: names found first (someone typed a name), then the usual ranking.
      const search = f.search && (f.search.text || f.search.specialisations.length) ? searchMatch(f.search) : null;
      if (search) where.push(search.any);
      // Rank and count on the bare rows first; build cards (tags, favourites) for the page only.
      return rows(sql`
        with page as (
          select ep.user_id, count(*) over ()::int as total,
            ${search ? search.byName : sql`false`} as by_name,
            (ep.feedback_sum::float / nullif(ep.feedback_count, 0)) as avg, ep.feedback_count as n
          from expert_profiles ep ${joinPerson(sql`ep.user_id`)}
          where ${sql.join(where, sql` and `)}
          order by by_name desc, avg desc nulls last, n desc, ep.user_id
          limit ${f.limit} offset ${f.offset}
        )
        select ${cardColumns(f.viewerId)}, page.total
        from page join expert_profiles ep on ep.user_id = page.user_id ${joinPerson(sql`ep.user_id`)}
        order by page.by_name desc, page.avg desc nulls last, page.n desc, ep.user_id`);
    },

    /** One listed expert by user id or username, with the detail page's extra fields. */
    find(handle: { id?: string; username?: string }, viewerId: string | null): Promise<ExpertDetailRow | null> {
      const match = handle.id ? sql`ep.user_id = ${handle.id}` : sql`up.username = ${handle.username ?? ""}`;
      return queryRow(
        db,
        expertDetailRow,
        sql`
        select ${cardColumns(viewerId)}, ep.journey, ep.academic_background, ep.client_experience, ep.city, ep.country,
          (select w.timezone from expert_weekly_schedule w where w.user_id = ep.user_id order by w.id limit 1) as timezone,
          1 as total
        from expert_profiles ep ${joinPerson(sql`ep.user_id`)}
        where ${listedExpertSql()} and ${match} and ${notBlockedBetween(viewerId, sql`ep.user_id`)}`,
      );
    },

    /** Top rated experts for the landing page. */
    featured: (limit: number) =>
      rows(sql`
        select ${cardColumns(null)}, 0 as total
        from expert_profiles ep ${joinPerson(sql`ep.user_id`)}
        where ${listedExpertSql()} and ep.hourly_rate > 0
        order by ${ranking} limit ${limit}`),

    /** Experts the member has finished a session with, most recent first; none blocked either way. */
    previouslyConsulted: (clientId: string, limit: number) =>
      rows(sql`
        select ${cardColumns(clientId)}, 0 as total
        from expert_profiles ep ${joinPerson(sql`ep.user_id`)}
        join (select expert_id, max(ends_at) as last_at from bookings
              where client_id = ${clientId} and status = 'CONFIRMED' and ends_at <= now() group by expert_id) b
          on b.expert_id = ep.user_id
        where ${listedExpertSql()} and ${notBlockedBetween(clientId, sql`ep.user_id`)}
        order by b.last_at desc limit ${limit}`),

    /** Weekly schedule rows of these experts. */
    async schedules(experts: Experts): Promise<Map<string, ScheduleRow[]>> {
      const out = new Map<string, ScheduleRow[]>();
      if (none(experts)) return out;
      const r = await queryRows(
        db,
        z.object({
          user_id: z.string(),
          weekday: z.number(),
          startTime: z.string(),
          endTime: z.string(),
          timezone: z.string(),
        }),
        sql`
        select user_id, weekday, to_char(start_time, 'HH24:MI') as "startTime", to_char(end_time, 'HH24:MI') as "endTime", timezone
        from expert_weekly_schedule where ${whoIs(sql`user_id`, experts)}`,
      );
      for (const row of r) {
        const list = out.get(row.user_id) ?? [];
        list.push({ weekday: row.weekday, startTime: row.startTime, endTime: row.endTime, timezone: row.timezone });
        out.set(row.user_id, list);
      }
      return out;
    },

    /**
     * Times these experts are taken between `from` and `until`: confirmed sessions, live holds and
     * their time off (decision 033).
     */
    async busy(experts: Experts, from: Date, until: Date): Promise<Map<string, Interval[]>> {
      if (none(experts)) return new Map();
      const r = await queryRows(
        db,
        z.object({ expert_id: z.string(), s: z.string(), e: z.string() }),
        sql`
        select expert_id, (extract(epoch from starts_at) * 1000)::bigint::text as s, (extract(epoch from ends_at) * 1000)::bigint::text as e
        from bookings
        where ${whoIs(sql`expert_id`, experts)}
          and starts_at < ${until.toISOString()} and ends_at > ${from.toISOString()}
          and (status = 'CONFIRMED' or (status = 'HELD' and hold_expires_at > now()))
        union all
        ${timeOffSql(experts, from, until)}`,
      );
      return intervalsByExpert(r);
    },

    /** These experts' time off between `from` and `until`, as instants (whole days in their zone). */
    async timeOff(experts: Experts, from: Date, until: Date): Promise<Map<string, Interval[]>> {
      if (none(experts)) return new Map();
      const r = await queryRows(
        db,
        z.object({ expert_id: z.string(), s: z.string(), e: z.string() }),
        timeOffSql(experts, from, until),
      );
      return intervalsByExpert(r);
    },

    /** A page of reviews, newest first, with the reviewer's visible name. */
    async feedbacks(expertId: string, limit: number, offset: number, viewerId: string | null = null) {
      const r = await queryRows(
        db,
        z.object({
          id: z.string(),
          rating: z.number(),
          content: z.string(),
          created_at: z.string(),
          person: personRow.nullable(),
        }),
        sql`
        select f.id, f.rating, f.content, f.created_at, ${personColumns}
        from expert_feedbacks f ${leftJoinPerson(sql`f.client_id`)}
        -- Held or hidden reviews (issue 16) reach only their writer; reviewers blocked either way are left out.
        where f.expert_id = ${expertId} and ${moderationVisibleTo(viewerId, sql`f.moderation_state`, sql`f.client_id`)}
          and ${notBlockedBetween(viewerId, sql`f.client_id`)}
        order by f.created_at desc, f.id limit ${limit} offset ${offset}`,
      );
      return r;
    },

    /** The expert's own choice to work with young people, and the institution of a campus counsellor. */
    youngPeopleSetting: (expertId: string) =>
      queryRow(
        db,
        youngPeopleRow,
        sql`select works_with_young_people, campus_institution from expert_profiles where user_id = ${expertId}`,
      ),
    setYoungPeople: (expertId: string, s: { worksWithYoungPeople: boolean; campusInstitution: string | null }) =>
      queryRow(
        db,
        youngPeopleRow,
        sql`update expert_profiles set works_with_young_people = ${s.worksWithYoungPeople},
          campus_institution = ${s.campusInstitution}, updated_at = now()
          where user_id = ${expertId} returning works_with_young_people, campus_institution`,
      ),

    async setFavourite(userId: string, expertId: string, on: boolean) {
      if (on)
        await db.execute(
          sql`insert into expert_favourites (user_id, expert_id) values (${userId}, ${expertId}) on conflict do nothing`,
        );
      else await db.execute(sql`delete from expert_favourites where user_id = ${userId} and expert_id = ${expertId}`);
    },

    async isPublished(expertId: string): Promise<boolean> {
      const r = await queryRows(
        db,
        anyRow,
        sql`select 1 from expert_profiles ep where ep.user_id = ${expertId} and ${listedExpertSql()}`,
      );
      return r.length > 0;
    },
  };
}

export type ExpertsRepository = ReturnType<typeof createExpertsRepository>;
