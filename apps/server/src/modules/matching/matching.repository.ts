// Reads for "Find my counsellor": the listed experts a member could book (listed, with a fee), with
// what the ranking compares, and the experts blocked either way with a signed-in member.
import type { ExpertGender } from "@saathi/contract/matching";
import { type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../platform/db/client.ts";
import { joinPerson, personColumns, personRow } from "../../platform/db/person-columns.ts";
import { queryRows } from "../../platform/db/typed-query.ts";
import { listedExpertSql } from "../experts/index.ts";

export const listedExpertRow = z.object({
  user_id: z.string(),
  person: personRow,
  hourly_rate: z.number(),
  languages: z.array(z.string()),
  years_experience: z.number().nullable(),
  feedback_count: z.number(),
  feedback_sum: z.number(),
  gender: z.enum(["woman", "man", "non_binary"]).nullable(),
  specialisations: z.array(z.string()),
  session_types: z.array(z.string()),
});
export type ListedExpertRow = z.infer<typeof listedExpertRow> & { gender: ExpertGender | null };

export function createMatchingRepository(db: Db) {
  const blocksOf = (viewerId: string): SQL => sql`
    select bk.blocked_id as id from blocks bk where bk.blocker_id = ${viewerId}::uuid
    union select bk.blocker_id from blocks bk where bk.blocked_id = ${viewerId}::uuid`;
  return {
    /** Every listed expert who can be booked (a fee above 0), in a stable order. */
    listed: () =>
      queryRows(
        db,
        listedExpertRow,
        sql`
        select ep.user_id, ${personColumns}, ep.hourly_rate, ep.languages, ep.years_experience,
          ep.feedback_count, ep.feedback_sum, ep.gender,
          array(select s.specialization from expert_specializations s where s.user_id = ep.user_id order by s.specialization) as specialisations,
          array(select t.session_type from expert_session_types t where t.user_id = ep.user_id order by t.session_type) as session_types
        from expert_profiles ep ${joinPerson(sql`ep.user_id`)}
        where ${listedExpertSql()} and ep.hourly_rate > 0
        order by ep.user_id`,
      ),

    /** The people blocked either way with this member (never suggested to them). */
    async blockedWith(viewerId: string): Promise<Set<string>> {
      const rows = await queryRows(db, z.object({ id: z.string() }), blocksOf(viewerId));
      return new Set(rows.map((r) => r.id));
    },
  };
}

export type MatchingRepository = ReturnType<typeof createMatchingRepository>;
