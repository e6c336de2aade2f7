// Courses: anyone signed in may browse; lessons open for a free course, or once a purchase is PAID.
// Buying follows the bookings' payment contract: order → checkout → signature → PAID.
import {
  COURSE_MSG,
  type CourseCard,
  type CourseDetail,
  type CourseList,
  type CoursePurchaseResponse,
  type CoursePurchaseVerify,
} from "@saathi/contract/courses";
import type { Logger } from "pino";
import { AppError } from "../../platform/http/errors.ts";
import type { Payments } from "../../platform/payments/payments.ts";
import type { ByteRange, PrivateFile, Storage } from "../../platform/storage/storage.ts";
import type { YouthChecks } from "../young-people/index.ts";
import { COURSES_SERVER_MSG } from "./courses.messages.ts";
import { canOpen, canSee, ownsPurchase } from "./courses.policy.ts";
import type { CourseRow, CoursesRepository } from "./courses.repository.ts";
import { decidePurchaseSettle, purchaseAnswer } from "./purchase-outcome.ts";

const CURRENCY = "INR";
const notFound = () => new AppError(404, "COURSE_NOT_FOUND", COURSE_MSG.notFound);

export const lessonMediaPath = (lessonId: string) => `/api/courses/lessons/${lessonId}/media`;

function card(c: CourseRow, owned: Set<string>): CourseCard {
  return {
    id: c.id,
    name: c.name,
    description: c.description,
    thumbnailUrl: c.thumbnailUrl,
    price: c.price,
    isPaid: c.isPaid,
    categoryId: c.categoryId,
    tagIds: c.tagIds,
    owned: canOpen(c, owned),
  };
}

export function createCoursesService(d: {
  repo: CoursesRepository;
  payments: Payments;
  storage: Storage;
  log: Logger;
  /** A minor does not buy a paid course alone (decision 038). */
  youth?: Pick<YouthChecks, "requireMayAct">;
}) {
  const { repo, payments, storage } = d;

  /** A purchase of the asking member, or 404 (someone else's purchase does not exist for them). */
  const ownPurchase = async (userId: string, purchaseId: string) => {
    const p = await repo.purchase(purchaseId);
    if (!p || !ownsPurchase(userId, p))
      throw new AppError(404, "PURCHASE_NOT_FOUND", COURSES_SERVER_MSG.purchaseNotFound);
    return p;
  };

  /** A payment the member must not be charged for goes back to them in full. */
  const refundPayment = async (paymentId: string, amount: number) => {
    try {
      await payments.gateway.refund(paymentId, amount);
    } catch (err) {
      d.log.error({ err, paymentId }, "course: refund of a duplicate payment failed; reconcile by hand");
    }
  };

  /**
   * A captured payment for a purchase, whoever reports it (checkout or webhook). The step is decided on
   * the locked row (purchase-outcome.ts); only the settle that records a duplicate refunds it, and the
   * answer is read back from the row, so repeats and races tell the same story.
   */
  const settle = async (purchaseId: string, paymentId: string) => {
    const step = await repo.withSettleLock(purchaseId, async (row, ownedElsewhere, write) => {
      const next = decidePurchaseSettle(row, paymentId, ownedElsewhere);
      if (next === "pay") await write.paid(paymentId);
      if (next === "refundDuplicate") await write.duplicate(paymentId);
      return next;
    });
    const after = await repo.purchase(purchaseId);
    if (!step || !after) throw new AppError(404, "PURCHASE_NOT_FOUND", COURSES_SERVER_MSG.purchaseNotFound);
    if (
      (step === "refundDuplicate" || step === "refundExtra") &&
      (await repo.claimRefund(paymentId, payments.gateway.provider))
    )
      await refundPayment(paymentId, after.amount);
    return purchaseAnswer(after, paymentId);
  };

  return {
    async list(userId: string): Promise<CourseList> {
      const [courses, categories, tags, owned] = await Promise.all([
        repo.courses(),
        repo.categories(),
        repo.tags(),
        repo.ownedCourseIds(userId),
      ]);
      return { courses: courses.filter((c) => canSee(c, owned)).map((c) => card(c, owned)), categories, tags };
    },

    async detail(userId: string, courseId: string): Promise<CourseDetail> {
      const course = await repo.course(courseId);
      if (!course) throw notFound();
      const [modules, owned] = await Promise.all([repo.modulesWithLessons(courseId), repo.ownedCourseIds(userId)]);
      if (!canSee(course, owned)) throw notFound();
      const open = canOpen(course, owned);
      return {
        ...card(course, owned),
        introVideoUrl: course.introVideoUrl,
        modules: modules.map((m) => ({
          id: m.id,
          title: m.title,
          description: m.description,
          lessons: m.lessons.map((l) => ({
            id: l.id,
            name: l.name,
            description: l.description,
            mediaUrl: open && l.mediaKey ? lessonMediaPath(l.id) : null,
            mediaKind: l.mediaKind as "video" | "audio",
            durationSeconds: l.durationSeconds,
          })),
        })),
      };
    },

    /** A lesson's media for someone who may open the course (403 otherwise). */
    async media(
      userId: string,
      lessonId: string,
      range: ByteRange | undefined,
    ): Promise<{ file: PrivateFile; contentType: string }> {
      const lesson = await repo.lessonAccess(lessonId, userId);
      if (!lesson?.mediaKey) throw new AppError(404, "LESSON_NOT_FOUND", COURSE_MSG.lessonNotFound);
      if (!lesson.open) throw new AppError(403, "COURSE_LOCKED", COURSE_MSG.locked);
      const file = await storage.readPrivate(lesson.mediaKey, range);
      if (!file) throw new AppError(404, "LESSON_NOT_FOUND", COURSE_MSG.lessonNotFound);
      return { file, contentType: lesson.mediaType };
    },

    async purchase(userId: string, courseId: string): Promise<CoursePurchaseResponse> {
      const course = await repo.course(courseId);
      if (!course?.isPublished) throw notFound();
      if (!course.isPaid) throw new AppError(400, "COURSE_FREE", COURSE_MSG.free);
      await d.youth?.requireMayAct(userId, "buy");
      if ((await repo.ownedCourseIds(userId)).has(courseId))
        throw new AppError(409, "COURSE_OWNED", COURSE_MSG.alreadyOwned);
      const receipt = `course_${courseId.slice(0, 8)}_${Date.now().toString(36)}`;
      const { orderId } = await payments.gateway.createOrder({ amount: course.price, currency: CURRENCY, receipt });
      const p = await repo.createPurchase({
        courseId,
        userId,
        amount: course.price,
        currency: CURRENCY,
        provider: payments.gateway.provider,
        gatewayOrderId: orderId,
      });
      return {
        purchaseId: p.id,
        orderId,
        amount: p.amount,
        currency: CURRENCY,
        provider: payments.gateway.provider,
        keyId: payments.gateway.keyId,
      };
    },

    /** The checkout's answer: a genuine signature for this purchase's order makes the course theirs. */
    async verify(userId: string, purchaseId: string, body: CoursePurchaseVerify) {
      const p = await ownPurchase(userId, purchaseId);
      const genuine =
        p.gatewayOrderId === body.orderId &&
        payments.gateway.verifyCheckoutSignature(body.orderId, body.paymentId, body.signature);
      // An answer that is not genuine changes nothing (as for a session and a package).
      if (!genuine) throw new AppError(400, "VERIFY_FAILED", COURSE_MSG.verifyFailed);
      // Paid through this purchase or (a duplicate, given back) through another: the course is theirs.
      await settle(p.id, body.paymentId);
      return { owned: true as const, courseId: p.courseId };
    },

    async close(userId: string, purchaseId: string, reason: "cancelled" | "failed") {
      const p = await ownPurchase(userId, purchaseId);
      return { closed: await repo.close(p.id, reason === "failed" ? "FAILED" : "CANCELLED") };
    },

    /** Webhook: a captured payment for a course order (the member's browser may have vanished). */
    async settleOrder(orderId: string, paymentId: string): Promise<string | null> {
      const p = await repo.purchaseByOrder(orderId);
      return p ? settle(p.id, paymentId) : null;
    },

    /** A reward course (the first paid one not owned), once per `reference`; null if none is left. */
    grantReward: (userId: string, reference: string) => repo.grantFree(userId, reference),

    /** Whose order this is (the sandbox checkout only pays one's own orders). */
    async orderOwner(orderId: string): Promise<{ userId: string; amount: number } | null> {
      const p = await repo.purchaseByOrder(orderId);
      return p ? { userId: p.userId, amount: p.amount } : null;
    },
  };
}

export type CoursesService = ReturnType<typeof createCoursesService>;
