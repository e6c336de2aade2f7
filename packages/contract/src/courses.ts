// Wellness courses (spec §2 Wellness, §3 Course, §7 wellness_courses, course_modules, course_lessons,
// categories_list, tags). A paid course is bought through the same payment gateway as sessions.
import { z } from "zod";
import { PAYMENT_PROVIDERS } from "./bookings.ts";
import { formatRupees } from "./experts.ts";

/** Spec §9: course card description 80 characters, module description 120. */
export const COURSE_CARD_DESCRIPTION_MAX = 80;
export const MODULE_DESCRIPTION_MAX = 120;

export const COURSE_MSG = {
  noLessons: "No lessons found for this module.",
  notFound: "Course not found",
  lessonNotFound: "Lesson not found",
  locked: "Buy this course to open its lessons.",
  alreadyOwned: "You already have this course.",
  free: "This course is free; it is open to you already.",
  verifyFailed: "We could not confirm this payment. If money left your account, it will be refunded.",
  priceFree: "Free",
} as const;

/** 'Free' or the price with the rupee sign (paise in, e.g. '₹499'). */
export function coursePriceLabel(course: { isPaid: boolean; price: number }): string {
  return course.isPaid && course.price > 0 ? `₹${formatRupees(course.price)}` : COURSE_MSG.priceFree;
}

/** Cuts text at `max` characters on a word boundary when it can, with an ellipsis. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * The course categories Saathi ships with (the demo seed's), stored by their English name. Staff may add
 * others (a name typed in the console); those show as typed.
 */
export const COURSE_CATEGORIES = ["Anxiety", "Mindfulness", "Sleep", "Stress"] as const;
export type CourseCategory = (typeof COURSE_CATEGORIES)[number];

/** Each fixed category as shown (the catalogs translate it; the stored value stays English). */
export const COURSE_CATEGORY_LABELS: Record<CourseCategory, string> = {
  Anxiety: "Anxiety",
  Mindfulness: "Mindfulness",
  Sleep: "Sleep",
  Stress: "Stress",
};

/** The label of a stored category name when it is one of the fixed ones; null for any other. */
export const courseCategoryLabel = (name: string): string | null =>
  Object.hasOwn(COURSE_CATEGORY_LABELS, name) ? COURSE_CATEGORY_LABELS[name as CourseCategory] : null;

export const courseCardSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  thumbnailUrl: z.string().nullable(),
  /** Paise; 0 for a free course. */
  price: z.number().int(),
  isPaid: z.boolean(),
  categoryId: z.uuid().nullable(),
  tagIds: z.array(z.uuid()),
  /** The viewer may open the lessons (free course, or bought). */
  owned: z.boolean(),
});
export type CourseCard = z.infer<typeof courseCardSchema>;

export const courseCategorySchema = z.object({ id: z.uuid(), name: z.string() });
export const courseTagSchema = z.object({ id: z.uuid(), name: z.string() });

/** GET /api/courses: state courses, tags and categories (spec §2 course list). */
export const courseListSchema = z.object({
  courses: z.array(courseCardSchema),
  categories: z.array(courseCategorySchema),
  tags: z.array(courseTagSchema),
});
export type CourseList = z.infer<typeof courseListSchema>;

export const MEDIA_KINDS = ["video", "audio"] as const;

export const courseLessonSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  /** Where the media plays from; null while the course is locked for the viewer. */
  mediaUrl: z.string().nullable(),
  mediaKind: z.enum(MEDIA_KINDS),
  durationSeconds: z.number().int().nullable(),
});
export type CourseLesson = z.infer<typeof courseLessonSchema>;

export const courseModuleSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  lessons: z.array(courseLessonSchema),
});
export type CourseModule = z.infer<typeof courseModuleSchema>;

/** GET /api/courses/:courseId */
export const courseDetailSchema = courseCardSchema.extend({
  introVideoUrl: z.string().nullable(),
  modules: z.array(courseModuleSchema),
});
export type CourseDetail = z.infer<typeof courseDetailSchema>;

/** POST /api/courses/:courseId/purchase: what the checkout needs. */
export const coursePurchaseResponseSchema = z.object({
  purchaseId: z.uuid(),
  orderId: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  keyId: z.string(),
});
export type CoursePurchaseResponse = z.infer<typeof coursePurchaseResponseSchema>;

/** POST /api/courses/purchases/:purchaseId/verify: the checkout's answer (Razorpay's contract). */
export const coursePurchaseVerifySchema = z.object({
  orderId: z.string().min(1).max(100),
  paymentId: z.string().min(1).max(100),
  signature: z.string().min(1).max(200),
});
export type CoursePurchaseVerify = z.infer<typeof coursePurchaseVerifySchema>;
export const coursePurchaseVerifiedSchema = z.object({ owned: z.literal(true), courseId: z.uuid() });
