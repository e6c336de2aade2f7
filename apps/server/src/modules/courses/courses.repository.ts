// Courses, their modules and lessons, and purchases: the only code here that touches Drizzle.
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../platform/db/client.ts";
import {
  courseCategories,
  courseLessons,
  courseModules,
  coursePurchases,
  courseTags,
  wellnessCourses,
} from "../../platform/db/schema/wellness.ts";
import { anyRow, queryRows } from "../../platform/db/typed-query.ts";

export type CourseRow = typeof wellnessCourses.$inferSelect;
export type ModuleRow = typeof courseModules.$inferSelect;
export type LessonRow = typeof courseLessons.$inferSelect;
export type PurchaseRow = typeof coursePurchases.$inferSelect;

/** The writes a settle may make: the purchase PAID, or CANCELLED as a duplicate with the payment kept. */
export interface PurchaseWriter {
  paid(paymentId: string): Promise<void>;
  duplicate(paymentId: string): Promise<void>;
}

/** Advisory-lock class for "settles of one member's purchases of one course take turns". */
const PURCHASE_LOCK = 13_008;

export function createCoursesRepository(db: Db) {
  return {
    courses: () => db.select().from(wellnessCourses).orderBy(asc(wellnessCourses.position), asc(wellnessCourses.name)),
    categories: () => db.select().from(courseCategories).orderBy(asc(courseCategories.name)),
    tags: () => db.select().from(courseTags).orderBy(asc(courseTags.name)),

    async course(id: string): Promise<CourseRow | null> {
      const [row] = await db.select().from(wellnessCourses).where(eq(wellnessCourses.id, id));
      return row ?? null;
    },

    /** Modules in order, each with its lessons in order. */
    async modulesWithLessons(courseId: string): Promise<(ModuleRow & { lessons: LessonRow[] })[]> {
      const modules = await db
        .select()
        .from(courseModules)
        .where(eq(courseModules.courseId, courseId))
        .orderBy(asc(courseModules.position));
      if (modules.length === 0) return [];
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

    /**
     * A lesson's media with whether `userId` may open it (free course, or a PAID purchase), in one
     * query: a video's every range request asks this.
     */
    async lessonAccess(
      lessonId: string,
      userId: string,
    ): Promise<{ mediaKey: string | null; mediaType: string; open: boolean } | null> {
      const [row] = await db
        .select({
          mediaKey: courseLessons.mediaKey,
          mediaType: courseLessons.mediaType,
          // Bought, or free and published: an unpublished course stays open only to its buyers.
          open: sql<boolean>`(${wellnessCourses.isPublished} and not ${wellnessCourses.isPaid}) or exists (
            select 1 from ${coursePurchases} where ${coursePurchases.courseId} = ${wellnessCourses.id}
            and ${coursePurchases.userId} = ${userId} and ${coursePurchases.status} = 'PAID')`,
        })
        .from(courseLessons)
        .innerJoin(courseModules, eq(courseModules.id, courseLessons.moduleId))
        .innerJoin(wellnessCourses, eq(wellnessCourses.id, courseModules.courseId))
        .where(eq(courseLessons.id, lessonId));
      return row ?? null;
    },

    async ownedCourseIds(userId: string): Promise<Set<string>> {
      const rows = await db
        .select({ courseId: coursePurchases.courseId })
        .from(coursePurchases)
        .where(and(eq(coursePurchases.userId, userId), eq(coursePurchases.status, "PAID")));
      return new Set(rows.map((r) => r.courseId));
    },

    /**
     * Invite rewards: gives `userId` the first published paid course they do not own, as a
     * PAID purchase of 0 paise keyed by `reference` (its order id), so the same reward is granted once
     * however often it is asked for. The course given, or null when they own every paid course.
     */
    async grantFree(userId: string, reference: string): Promise<{ id: string; name: string } | null> {
      await db.execute(sql`
        insert into course_purchases (course_id, user_id, amount, currency, provider, gateway_order_id, status, paid_at)
        select c.id, ${userId}, 0, 'INR', 'reward', ${reference}, 'PAID', now() from wellness_courses c
        where c.is_published and c.is_paid and not exists (select 1 from course_purchases p
          where p.course_id = c.id and p.user_id = ${userId} and p.status = 'PAID')
        order by c.position, c.name limit 1
        on conflict do nothing`);
      const rows = await queryRows(
        db,
        z.object({ id: z.string(), name: z.string() }),
        sql`
        select c.id, c.name from course_purchases p join wellness_courses c on c.id = p.course_id
        where p.gateway_order_id = ${reference} and p.user_id = ${userId} and p.status = 'PAID'`,
      );
      return rows[0] ?? null;
    },

    async createPurchase(values: typeof coursePurchases.$inferInsert): Promise<PurchaseRow> {
      const [row] = await db.insert(coursePurchases).values(values).returning();
      if (!row) throw new Error("purchase not created");
      return row;
    },

    async purchase(id: string): Promise<PurchaseRow | null> {
      const [row] = await db.select().from(coursePurchases).where(eq(coursePurchases.id, id));
      return row ?? null;
    },

    async purchaseByOrder(orderId: string): Promise<PurchaseRow | null> {
      const [row] = await db.select().from(coursePurchases).where(eq(coursePurchases.gatewayOrderId, orderId));
      return row ?? null;
    },

    /**
     * Runs `fn` on a purchase locked for update, with whether the member owns the course through another
     * PAID purchase, in one transaction; `fn` decides (purchase-outcome.ts) and writes through `write`.
     * Settles of one member's purchases of one course take turns (an advisory lock), so two purchases
     * paid at once cannot both look unowned.
     */
    async withSettleLock<T>(
      id: string,
      fn: (row: PurchaseRow, ownedElsewhere: boolean, write: PurchaseWriter) => Promise<T>,
    ): Promise<T | null> {
      return db.transaction(async (tx) => {
        const [peek] = await tx.select().from(coursePurchases).where(eq(coursePurchases.id, id));
        if (!peek) return null;
        await tx.execute(
          sql`select pg_advisory_xact_lock(${PURCHASE_LOCK}, hashtext(${`${peek.userId}:${peek.courseId}`}))`,
        );
        const [row] = await tx.select().from(coursePurchases).where(eq(coursePurchases.id, id)).for("update");
        if (!row) return null;
        const [owned] = await tx
          .select({ id: coursePurchases.id })
          .from(coursePurchases)
          .where(
            and(
              eq(coursePurchases.userId, row.userId),
              eq(coursePurchases.courseId, row.courseId),
              eq(coursePurchases.status, "PAID"),
              ne(coursePurchases.id, row.id),
            ),
          );
        return fn(row, Boolean(owned), {
          async paid(paymentId) {
            await tx
              .update(coursePurchases)
              .set({ status: "PAID", gatewayPaymentId: paymentId, paidAt: new Date() })
              .where(eq(coursePurchases.id, id));
          },
          async duplicate(paymentId) {
            await tx
              .update(coursePurchases)
              .set({ status: "CANCELLED", gatewayPaymentId: paymentId })
              .where(eq(coursePurchases.id, id));
          },
        });
      });
    },

    /**
     * Claims the refund of a payment that must go back (a duplicate purchase, a second payment on an
     * order), once, in the payment_events ledger; false when it was claimed before.
     */
    async claimRefund(paymentId: string, provider: string): Promise<boolean> {
      const rows = await queryRows(
        db,
        anyRow,
        sql`
        insert into payment_events (event_id, provider, type) values (${`refund-course:${paymentId}`}, ${provider}, 'refund.course_payment')
        on conflict do nothing returning event_id`,
      );
      return rows.length > 0;
    },

    /** Closes a pending purchase (checkout cancelled or failed). */
    async close(id: string, status: "CANCELLED" | "FAILED"): Promise<boolean> {
      const rows = await db
        .update(coursePurchases)
        .set({ status })
        .where(and(eq(coursePurchases.id, id), eq(coursePurchases.status, "PENDING")))
        .returning({ id: coursePurchases.id });
      return rows.length > 0;
    },
  };
}

export type CoursesRepository = ReturnType<typeof createCoursesRepository>;
