// Reads and writes of the course catalogue console: courses (published or not) and categories. Every
// write takes the audit record its service built and writes it in the same transaction.
import { and, eq, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { type AuditRecord, writeAudit } from "../../platform/audit/audit-log.ts";
import type { Db } from "../../platform/db/client.ts";
import { courseCategories, wellnessCourses } from "../../platform/db/schema/wellness.ts";
import { queryRows } from "../../platform/db/typed-query.ts";

/** updated_at is PostgreSQL's text (raw SQL leaves timestamps as text). */
const adminCourseListRow = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string().nullable(),
  price: z.number(),
  is_paid: z.boolean(),
  is_published: z.boolean(),
  thumbnail_url: z.string().nullable(),
  lesson_count: z.number(),
  lesson_media_count: z.number(),
  updated_at: z.string(),
});
export type AdminCourseListRow = z.infer<typeof adminCourseListRow>;

export interface CourseSearch {
  term?: string;
  published?: boolean;
  dir: "asc" | "desc";
  limit: number;
  offset: number;
}

export interface CourseValues {
  name: string;
  description: string;
  categoryId: string | null;
  price: number;
  isPaid: boolean;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Columns of a console row for courses `c` (the catalogue is small: tens of courses). */
const rowColumns = sql`c.id, c.name, c.description, cat.name as category, c.price, c.is_paid, c.is_published,
  c.thumbnail_url, c.updated_at,
  (select count(*) from course_lessons l join course_modules m on m.id = l.module_id where m.course_id = c.id)::int as lesson_count,
  (select count(*) from course_lessons l join course_modules m on m.id = l.module_id
    where m.course_id = c.id and l.media_key is not null)::int as lesson_media_count`;

function filters(s: Pick<CourseSearch, "term" | "published">): SQL {
  const where: SQL[] = [sql`true`];
  if (s.term) where.push(sql`lower(c.name) like ${`%${escapeLike(s.term)}%`}`);
  if (s.published !== undefined) where.push(sql`c.is_published = ${s.published}`);
  return sql.join(where, sql` and `);
}

export function createAdminCoursesRepository(db: Db) {
  return {
    async search(s: CourseSearch): Promise<{ rows: AdminCourseListRow[]; total: number }> {
      const dir = s.dir === "asc" ? sql`asc` : sql`desc`;
      const [rows, count] = await Promise.all([
        queryRows(
          db,
          adminCourseListRow,
          sql`
          select ${rowColumns} from wellness_courses c left join categories_list cat on cat.id = c.category_id
          where ${filters(s)} order by c.updated_at ${dir}, c.id ${dir} limit ${s.limit} offset ${s.offset}`,
        ),
        queryRows(
          db,
          z.object({ n: z.number() }),
          sql`select count(*)::int as n from wellness_courses c where ${filters(s)}`,
        ),
      ]);
      return { rows, total: count[0]?.n ?? 0 };
    },

    async one(id: string): Promise<AdminCourseListRow | null> {
      const rows = await queryRows(
        db,
        adminCourseListRow,
        sql`
        select ${rowColumns} from wellness_courses c left join categories_list cat on cat.id = c.category_id
        where c.id = ${id}`,
      );
      return rows[0] ?? null;
    },

    async categoryNames(): Promise<string[]> {
      const rows = await db
        .select({ name: courseCategories.name })
        .from(courseCategories)
        .orderBy(courseCategories.name);
      return rows.map((r) => r.name);
    },

    /** The id of the category with this name, adding it when new. */
    async categoryId(name: string): Promise<string> {
      await db.insert(courseCategories).values({ name }).onConflictDoNothing();
      const [row] = await db
        .select({ id: courseCategories.id })
        .from(courseCategories)
        .where(eq(courseCategories.name, name));
      if (!row) throw new Error("category upsert returned nothing");
      return row.id;
    },

    /** A new course, unpublished until an admin publishes it. */
    async create(values: CourseValues, slug: string, audit: (id: string) => AuditRecord): Promise<string> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(wellnessCourses)
          .values({ ...values, slug, isPublished: false })
          .returning({ id: wellnessCourses.id });
        if (!row) throw new Error("course insert returned nothing");
        await writeAudit(tx, audit(row.id));
        return row.id;
      });
    },

    async update(
      id: string,
      values: Partial<CourseValues & { isPublished: boolean; thumbnailUrl: string }>,
      audit: AuditRecord,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const r = await tx
          .update(wellnessCourses)
          .set({ ...values, updatedAt: new Date() })
          .where(and(eq(wellnessCourses.id, id)))
          .returning({ id: wellnessCourses.id });
        if (!r.length) return false;
        await writeAudit(tx, audit);
        return true;
      });
    },
  };
}

export type AdminCoursesRepository = ReturnType<typeof createAdminCoursesRepository>;
