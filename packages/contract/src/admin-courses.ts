// Admin console, course catalogue: courses, their modules and lessons, thumbnails and
// lesson media (video or audio in private storage), publish and unpublish.
import { z } from "zod";
import { adminPage, adminPageQuerySchema } from "./admin.ts";
import { MEDIA_KINDS } from "./courses.ts";

/** Lesson media: at most 200 MB, streamed to disk as it arrives. */
export const LESSON_MEDIA_MAX_BYTES = 200 * 1024 * 1024;
/** What a lesson may play, recognised by the file's bytes (never its name). */
export const LESSON_MEDIA_ACCEPT = "video/mp4,video/webm,audio/mpeg,audio/mp4,audio/x-m4a,audio/ogg,.mp3,.m4a,.ogg";
/** Highest price a course may ask: ₹1,00,000 (in paise). */
export const COURSE_PRICE_MAX = 10_000_000;

export const ADMIN_COURSES_MSG = {
  notFound: "Course not found",
  moduleNotFound: "Module not found",
  lessonNotFound: "Lesson not found",
  mediaType: "Choose a video (MP4 or WebM) or audio file (MP3, M4A or OGG).",
  mediaSize: "This file is larger than 200 MB. Please choose a smaller one.",
  fileRequired: "Choose a file to upload.",
  publishEmpty: "Add at least one lesson with media before publishing.",
  nameRequired: "Please enter a name",
  descriptionRequired: "Please enter a description",
  titleRequired: "Please enter a title",
  pricePaise: "Enter the price in whole rupees and paise (0 means free)",
} as const;

const name = z.string(ADMIN_COURSES_MSG.nameRequired).trim().min(1, ADMIN_COURSES_MSG.nameRequired).max(120);

/** POST /api/admin/courses and PUT /api/admin/courses/:id. price 0 = free. */
export const adminCourseInputSchema = z.object({
  name,
  description: z
    .string(ADMIN_COURSES_MSG.descriptionRequired)
    .trim()
    .min(1, ADMIN_COURSES_MSG.descriptionRequired)
    .max(2000),
  /** A category name; a new name adds the category. Empty or null: none. */
  category: z.string().trim().max(60).nullable().optional(),
  /** Paise. */
  price: z.number(ADMIN_COURSES_MSG.pricePaise).int(ADMIN_COURSES_MSG.pricePaise).min(0).max(COURSE_PRICE_MAX),
});
export type AdminCourseInput = z.infer<typeof adminCourseInputSchema>;

const boolParam = z.enum(["true", "false"]).transform((v) => v === "true");

/** GET /api/admin/courses?q=&published=&page=&pageSize=&dir= */
export const adminCoursesQuerySchema = adminPageQuerySchema.extend({ published: boolParam.optional() });
export type AdminCoursesQuery = z.infer<typeof adminCoursesQuerySchema>;

export const adminCourseRowSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  category: z.string().nullable(),
  price: z.number().int(),
  isPaid: z.boolean(),
  isPublished: z.boolean(),
  thumbnailUrl: z.string().nullable(),
  lessonCount: z.number().int(),
  updatedAt: z.string(),
});
export type AdminCourseRow = z.infer<typeof adminCourseRowSchema>;
export const adminCoursesPageSchema = adminPage(adminCourseRowSchema);

export const adminLessonSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  position: z.number().int(),
  durationSeconds: z.number().int().nullable(),
  mediaKind: z.enum(MEDIA_KINDS),
  /** A media file is stored (the console never plays it: members stream it). */
  hasMedia: z.boolean(),
});
export type AdminLesson = z.infer<typeof adminLessonSchema>;

export const adminModuleSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  position: z.number().int(),
  lessons: z.array(adminLessonSchema),
});
export type AdminModule = z.infer<typeof adminModuleSchema>;

/** GET /api/admin/courses/:id: the course, its modules and lessons, and the category names. */
export const adminCourseDetailSchema = adminCourseRowSchema.extend({
  modules: z.array(adminModuleSchema),
  categories: z.array(z.string()),
});
export type AdminCourseDetail = z.infer<typeof adminCourseDetailSchema>;

/** Modules: POST /api/admin/courses/:id/modules, PUT /api/admin/courses/modules/:moduleId. */
export const adminModuleInputSchema = z.object({
  title: z.string(ADMIN_COURSES_MSG.titleRequired).trim().min(1, ADMIN_COURSES_MSG.titleRequired).max(120),
  description: z.string().trim().max(120).default(""),
  /** 1-based place in the course; absent: at the end (create) or unchanged (update). */
  position: z.number().int().min(1).max(200).optional(),
});
export type AdminModuleInput = z.input<typeof adminModuleInputSchema>;

/** Lessons: POST /api/admin/courses/modules/:moduleId/lessons, PUT /api/admin/courses/lessons/:lessonId. */
export const adminLessonInputSchema = z.object({
  name,
  description: z.string().trim().max(1000).default(""),
  position: z.number().int().min(1).max(500).optional(),
  durationSeconds: z
    .number()
    .int()
    .min(1)
    .max(24 * 3600)
    .nullable()
    .optional(),
});
export type AdminLessonInput = z.input<typeof adminLessonInputSchema>;

export const adminDeletedSchema = z.object({ deleted: z.literal(true) });
