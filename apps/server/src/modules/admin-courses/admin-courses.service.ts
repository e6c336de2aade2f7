// The course catalogue console: courses, modules and lessons, thumbnails (public, re-encoded)
// and lesson media (private, type sniffed from the bytes). Every change writes its audit record in
// the same transaction.
import { randomBytes } from "node:crypto";
import { rm } from "node:fs/promises";
import type { AdminPage } from "@saathi/contract/admin";
import {
  ADMIN_COURSES_MSG,
  type AdminCourseDetail,
  type AdminCourseInput,
  type AdminCourseRow,
  type AdminCoursesQuery,
  type AdminLessonInput,
  type AdminModuleInput,
  adminLessonInputSchema,
  adminModuleInputSchema,
} from "@saathi/contract/admin-courses";
import { fileTypeFromFile } from "file-type";
import type { Logger } from "pino";
import type { AuditActor, AuditRecord } from "../../platform/audit/audit-log.ts";
import type { StaffUser } from "../../platform/auth/staff-guard.ts";
import { AppError } from "../../platform/http/errors.ts";
import { processImage } from "../../platform/storage/images.ts";
import type { Storage } from "../../platform/storage/storage.ts";
import type { AdminCourseContentRepository } from "./admin-course-content.repository.ts";
import { lessonMedia, mayPublish, priceFields } from "./admin-courses.policy.ts";
import type { AdminCourseListRow, AdminCoursesRepository } from "./admin-courses.repository.ts";

const courseNotFound = () => new AppError(404, "COURSE_NOT_FOUND", ADMIN_COURSES_MSG.notFound);
const moduleNotFound = () => new AppError(404, "MODULE_NOT_FOUND", ADMIN_COURSES_MSG.moduleNotFound);
const lessonNotFound = () => new AppError(404, "LESSON_NOT_FOUND", ADMIN_COURSES_MSG.lessonNotFound);
const actorOf = (admin: StaffUser): AuditActor => ({ id: admin.id, email: admin.email });

const presentRow = (r: AdminCourseListRow): AdminCourseRow => ({
  id: r.id,
  name: r.name,
  description: r.description,
  category: r.category,
  price: r.price,
  isPaid: r.is_paid,
  isPublished: r.is_published,
  thumbnailUrl: r.thumbnail_url,
  lessonCount: r.lesson_count,
  updatedAt: new Date(r.updated_at).toISOString(),
});

/** A stable, readable, unique slug for a new course. */
const slugFor = (name: string) =>
  `${
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 40) || "course"
  }-${randomBytes(4).toString("hex")}`;

export interface AdminCoursesDeps {
  courses: AdminCoursesRepository;
  content: AdminCourseContentRepository;
  storage: Storage;
  log: Logger;
}

export function createAdminCoursesService({ courses, content, storage, log }: AdminCoursesDeps) {
  const load = async (id: string) => {
    const row = await courses.one(id);
    if (!row) throw courseNotFound();
    return row;
  };
  const audit = (admin: StaffUser, action: string, courseId: string, r: Partial<AuditRecord> = {}): AuditRecord => ({
    actor: actorOf(admin),
    action,
    targetType: "course",
    targetId: courseId,
    ...r,
  });
  const values = async (input: AdminCourseInput) => ({
    name: input.name,
    description: input.description,
    categoryId: input.category ? await courses.categoryId(input.category) : null,
    ...priceFields(input.price),
  });
  const brief = (r: AdminCourseListRow) => ({
    name: r.name,
    category: r.category,
    price: r.price,
    isPublished: r.is_published,
  });
  /** Files are removed after the row that named them is gone; a failure leaves an orphan, never a hole. */
  const dropMedia = async (keys: string[]) => {
    for (const key of keys) await storage.deletePrivate(key).catch((err) => log.warn({ err, key }, "media delete"));
  };

  const service = {
    async list(q: AdminCoursesQuery): Promise<AdminPage<AdminCourseRow>> {
      const { rows, total } = await courses.search({
        term: q.q?.trim().toLowerCase() || undefined,
        published: q.published,
        dir: q.dir,
        limit: q.pageSize,
        offset: (q.page - 1) * q.pageSize,
      });
      return { rows: rows.map(presentRow), total, page: q.page, pageSize: q.pageSize };
    },

    async detail(id: string): Promise<AdminCourseDetail> {
      const [row, modules, categories] = await Promise.all([load(id), content.modules(id), courses.categoryNames()]);
      return {
        ...presentRow(row),
        categories,
        modules: modules.map((m) => ({
          id: m.id,
          title: m.title,
          description: m.description,
          position: m.position,
          lessons: m.lessons.map((l) => ({
            id: l.id,
            name: l.name,
            description: l.description,
            position: l.position,
            durationSeconds: l.durationSeconds,
            mediaKind: l.mediaKind as "video" | "audio",
            hasMedia: l.mediaKey !== null,
          })),
        })),
      };
    },

    async create(admin: StaffUser, input: AdminCourseInput): Promise<AdminCourseDetail> {
      const v = await values(input);
      const id = await courses.create(v, slugFor(input.name), (courseId) =>
        audit(admin, "course.create", courseId, { after: { ...input, isPublished: false } }),
      );
      return service.detail(id);
    },

    async update(admin: StaffUser, id: string, input: AdminCourseInput): Promise<AdminCourseDetail> {
      const before = await load(id);
      const v = await values(input);
      await courses.update(id, v, audit(admin, "course.update", id, { before: brief(before), after: input }));
      return service.detail(id);
    },

    /** Publishing shows the course to members; unpublishing hides it from all but those who bought it. */
    async setPublished(admin: StaffUser, id: string, publish: boolean): Promise<AdminCourseDetail> {
      const row = await load(id);
      if (publish && !mayPublish(row)) throw new AppError(409, "NOTHING_TO_PLAY", ADMIN_COURSES_MSG.publishEmpty);
      await courses.update(
        id,
        { isPublished: publish },
        audit(admin, publish ? "course.publish" : "course.unpublish", id, {
          before: { isPublished: row.is_published },
          after: { isPublished: publish },
        }),
      );
      return service.detail(id);
    },

    /** Thumbnails are public (like every course card image), re-encoded so no metadata leaves. */
    async setThumbnail(admin: StaffUser, id: string, file: Buffer): Promise<AdminCourseDetail> {
      const row = await load(id);
      const image = await processImage(file, { maxDimension: 1200 });
      const stored = await storage.put(
        `courses/thumbnails/${id}-${randomBytes(6).toString("hex")}.${image.ext}`,
        image.full,
        image.contentType,
        31_536_000,
      );
      await courses.update(
        id,
        { thumbnailUrl: stored.url },
        audit(admin, "course.update", id, {
          before: { thumbnailUrl: row.thumbnail_url },
          after: { thumbnailUrl: stored.url },
        }),
      );
      return service.detail(id);
    },

    async saveModule(admin: StaffUser, courseId: string, moduleId: string | null, raw: AdminModuleInput) {
      const input = adminModuleInputSchema.parse(raw);
      await load(courseId);
      await content.saveModule(courseId, moduleId, input, (id) =>
        audit(admin, moduleId ? "module.update" : "module.create", courseId, { after: { moduleId: id, ...input } }),
      );
      return service.detail(courseId);
    },

    async updateModule(admin: StaffUser, moduleId: string, raw: AdminModuleInput) {
      const m = await content.module(moduleId);
      if (!m) throw moduleNotFound();
      return service.saveModule(admin, m.courseId, moduleId, raw);
    },

    async deleteModule(admin: StaffUser, moduleId: string) {
      const m = await content.module(moduleId);
      if (!m) throw moduleNotFound();
      const keys = await content.deleteModule(
        m.courseId,
        moduleId,
        audit(admin, "module.delete", m.courseId, { before: { moduleId, title: m.title } }),
      );
      await dropMedia(keys);
      return service.detail(m.courseId);
    },

    async addLesson(admin: StaffUser, moduleId: string, raw: AdminLessonInput) {
      const m = await content.module(moduleId);
      if (!m) throw moduleNotFound();
      const input = adminLessonInputSchema.parse(raw);
      await content.saveLesson(m.courseId, moduleId, null, input, (id) =>
        audit(admin, "lesson.create", m.courseId, { after: { lessonId: id, moduleId, ...input } }),
      );
      return service.detail(m.courseId);
    },

    async updateLesson(admin: StaffUser, lessonId: string, raw: AdminLessonInput) {
      const l = await content.lesson(lessonId);
      if (!l) throw lessonNotFound();
      const input = adminLessonInputSchema.parse(raw);
      await content.saveLesson(l.courseId, l.moduleId, lessonId, input, () =>
        audit(admin, "lesson.update", l.courseId, {
          before: { lessonId, name: l.name, position: l.position, durationSeconds: l.durationSeconds },
          after: { lessonId, ...input },
        }),
      );
      return service.detail(l.courseId);
    },

    async deleteLesson(admin: StaffUser, lessonId: string) {
      const l = await content.lesson(lessonId);
      if (!l) throw lessonNotFound();
      await content.deleteLesson(
        l.courseId,
        l,
        audit(admin, "lesson.delete", l.courseId, { before: { lessonId, name: l.name } }),
      );
      await dropMedia(l.mediaKey ? [l.mediaKey] : []);
      return service.detail(l.courseId);
    },

    /**
     * A lesson's video or audio, already streamed to `tmpPath`: recognised by its bytes, moved into
     * private storage under a fresh name (members stream it with byte ranges), the old file removed.
     */
    async setLessonMedia(admin: StaffUser, lessonId: string, tmpPath: string) {
      try {
        const l = await content.lesson(lessonId);
        if (!l) throw lessonNotFound();
        const media = lessonMedia((await fileTypeFromFile(tmpPath))?.mime);
        if (!media) throw new AppError(400, "NOT_LESSON_MEDIA", ADMIN_COURSES_MSG.mediaType);
        const key = `courses/${l.courseId}/lessons/${lessonId}-${randomBytes(8).toString("hex")}`;
        await storage.putPrivateFile(key, tmpPath, media.type);
        await content.setMedia(
          l.courseId,
          lessonId,
          { key, ...media },
          audit(admin, "lesson.media", l.courseId, {
            before: { lessonId, hadMedia: l.mediaKey !== null },
            after: { lessonId, mediaKind: media.kind, mediaType: media.type },
          }),
        );
        if (l.mediaKey) await dropMedia([l.mediaKey]);
        return service.detail(l.courseId);
      } finally {
        await rm(tmpPath, { force: true });
      }
    },
  };
  return service;
}

export type AdminCoursesService = ReturnType<typeof createAdminCoursesService>;
