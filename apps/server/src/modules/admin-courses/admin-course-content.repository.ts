// Modules and lessons of a course, for the console. Positions are 1, 2, 3… within their parent and
// unique (an index that is not deferrable), so a move renumbers the siblings in two passes.
import { asc, eq, inArray, sql } from "drizzle-orm";
import { type AuditRecord, writeAudit } from "../../platform/audit/audit-log.ts";
import type { Db } from "../../platform/db/client.ts";
import { courseLessons, courseModules, wellnessCourses } from "../../platform/db/schema/wellness.ts";

export type ModuleRow = typeof courseModules.$inferSelect;
export type LessonRow = typeof courseLessons.$inferSelect;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Where a new or moved item goes: `position` (1-based, clamped) or the end. */
function placed(ids: string[], id: string, position: number | undefined): string[] {
  const rest = ids.filter((x) => x !== id);
  const at = position === undefined ? (ids.includes(id) ? ids.indexOf(id) : rest.length) : position - 1;
  rest.splice(Math.max(0, Math.min(at, rest.length)), 0, id);
  return rest;
}

/** Writes 1..n in `order` for these rows: first to negatives (free of clashes), then to their places. */
async function renumber(tx: Tx, table: "course_modules" | "course_lessons", order: string[]) {
  if (!order.length) return;
  const t = sql.raw(table);
  await tx.execute(
    sql`update ${t} set position = -position - 1000 where id in (${sql.join(
      order.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  );
  for (const [i, id] of order.entries()) await tx.execute(sql`update ${t} set position = ${i + 1} where id = ${id}`);
}

const touch = (tx: Tx, courseId: string) =>
  tx.update(wellnessCourses).set({ updatedAt: new Date() }).where(eq(wellnessCourses.id, courseId));

export function createAdminCourseContentRepository(db: Db) {
  return {
    async modules(courseId: string): Promise<(ModuleRow & { lessons: LessonRow[] })[]> {
      const modules = await db
        .select()
        .from(courseModules)
        .where(eq(courseModules.courseId, courseId))
        .orderBy(asc(courseModules.position));
      if (!modules.length) return [];
      const lessons = await db
        .select()
        .from(courseLessons)
        .where(
          inArray(
            courseLessons.moduleId,
            modules.map((m) => m.id),
          ),
        )
        .orderBy(asc(courseLessons.position));
      return modules.map((m) => ({ ...m, lessons: lessons.filter((l) => l.moduleId === m.id) }));
    },

    async module(id: string): Promise<ModuleRow | null> {
      const [row] = await db.select().from(courseModules).where(eq(courseModules.id, id));
      return row ?? null;
    },

    /** A lesson with the course it belongs to. */
    async lesson(id: string): Promise<(LessonRow & { courseId: string }) | null> {
      const [row] = await db
        .select({ lesson: courseLessons, courseId: courseModules.courseId })
        .from(courseLessons)
        .innerJoin(courseModules, eq(courseModules.id, courseLessons.moduleId))
        .where(eq(courseLessons.id, id));
      return row ? { ...row.lesson, courseId: row.courseId } : null;
    },

    /** Adds or updates a module and puts it at `position`; the audit record goes in the same transaction. */
    async saveModule(
      courseId: string,
      id: string | null,
      v: { title: string; description: string; position?: number },
      audit: (id: string) => AuditRecord,
    ): Promise<string> {
      return db.transaction(async (tx) => {
        // One writer per course at a time: positions are read, then rewritten.
        await tx.execute(sql`select id from wellness_courses where id = ${courseId} for update`);
        const siblings = await tx
          .select({ id: courseModules.id })
          .from(courseModules)
          .where(eq(courseModules.courseId, courseId))
          .orderBy(asc(courseModules.position));
        let moduleId = id;
        if (!moduleId) {
          const [row] = await tx
            .insert(courseModules)
            .values({ courseId, title: v.title, description: v.description, position: -1 })
            .returning({ id: courseModules.id });
          if (!row) throw new Error("module insert returned nothing");
          moduleId = row.id;
        } else {
          await tx
            .update(courseModules)
            .set({ title: v.title, description: v.description })
            .where(eq(courseModules.id, moduleId));
        }
        const ids = siblings.map((s) => s.id);
        await renumber(tx, "course_modules", placed(ids, moduleId, v.position));
        await touch(tx, courseId);
        await writeAudit(tx, audit(moduleId));
        return moduleId;
      });
    },

    async saveLesson(
      courseId: string,
      moduleId: string,
      id: string | null,
      v: { name: string; description: string; position?: number; durationSeconds?: number | null },
      audit: (id: string) => AuditRecord,
    ): Promise<string> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select id from wellness_courses where id = ${courseId} for update`);
        const siblings = await tx
          .select({ id: courseLessons.id })
          .from(courseLessons)
          .where(eq(courseLessons.moduleId, moduleId))
          .orderBy(asc(courseLessons.position));
        const fields = {
          name: v.name,
          description: v.description,
          ...(v.durationSeconds !== undefined ? { durationSeconds: v.durationSeconds } : {}),
        };
        let lessonId = id;
        if (!lessonId) {
          const [row] = await tx
            .insert(courseLessons)
            .values({ moduleId, ...fields, position: -1 })
            .returning({ id: courseLessons.id });
          if (!row) throw new Error("lesson insert returned nothing");
          lessonId = row.id;
        } else {
          await tx.update(courseLessons).set(fields).where(eq(courseLessons.id, lessonId));
        }
        await renumber(
          tx,
          "course_lessons",
          placed(
            siblings.map((s) => s.id),
            lessonId,
            v.position,
          ),
        );
        await touch(tx, courseId);
        await writeAudit(tx, audit(lessonId));
        return lessonId;
      });
    },

    /** Deletes a module (its lessons go with it); answers the media keys that were stored. */
    async deleteModule(courseId: string, id: string, audit: AuditRecord): Promise<string[]> {
      return db.transaction(async (tx) => {
        const keys = await tx
          .select({ key: courseLessons.mediaKey })
          .from(courseLessons)
          .where(eq(courseLessons.moduleId, id));
        await tx.delete(courseModules).where(eq(courseModules.id, id));
        const rest = await tx
          .select({ id: courseModules.id })
          .from(courseModules)
          .where(eq(courseModules.courseId, courseId))
          .orderBy(asc(courseModules.position));
        await renumber(
          tx,
          "course_modules",
          rest.map((r) => r.id),
        );
        await touch(tx, courseId);
        await writeAudit(tx, audit);
        return keys.flatMap((k) => (k.key ? [k.key] : []));
      });
    },

    async deleteLesson(courseId: string, lesson: LessonRow, audit: AuditRecord): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(courseLessons).where(eq(courseLessons.id, lesson.id));
        const rest = await tx
          .select({ id: courseLessons.id })
          .from(courseLessons)
          .where(eq(courseLessons.moduleId, lesson.moduleId))
          .orderBy(asc(courseLessons.position));
        await renumber(
          tx,
          "course_lessons",
          rest.map((r) => r.id),
        );
        await touch(tx, courseId);
        await writeAudit(tx, audit);
      });
    },

    async setMedia(
      courseId: string,
      lessonId: string,
      m: { key: string; kind: "video" | "audio"; type: string },
      audit: AuditRecord,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(courseLessons)
          .set({ mediaKey: m.key, mediaKind: m.kind, mediaType: m.type })
          .where(eq(courseLessons.id, lessonId));
        await touch(tx, courseId);
        await writeAudit(tx, audit);
      });
    },
  };
}

export type AdminCourseContentRepository = ReturnType<typeof createAdminCourseContentRepository>;
