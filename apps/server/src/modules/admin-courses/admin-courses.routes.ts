import {
  ADMIN_COURSES_MSG,
  adminCourseDetailSchema,
  adminCourseInputSchema,
  adminCoursesPageSchema,
  adminCoursesQuerySchema,
  adminLessonInputSchema,
  adminModuleInputSchema,
  LESSON_MEDIA_MAX_BYTES,
} from "@saathi/contract/admin-courses";
import { PROFILE_MSG } from "@saathi/contract/profile-edit";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { StaffGuard } from "../../platform/auth/staff-guard.ts";
import { AppError } from "../../platform/http/errors.ts";
import { receiveFileToDisk } from "../../platform/http/upload-to-disk.ts";
import type { AdminCoursesService } from "./admin-courses.service.ts";

const courseParams = z.object({ id: z.uuid(ADMIN_COURSES_MSG.notFound) });
const moduleParams = z.object({ moduleId: z.uuid(ADMIN_COURSES_MSG.moduleNotFound) });
const lessonParams = z.object({ lessonId: z.uuid(ADMIN_COURSES_MSG.lessonNotFound) });
const detail = { 200: adminCourseDetailSchema };

/** /api/admin/courses: the course catalogue console, staff only (refused before any validation). */
export function adminCoursesRoutes(
  staff: StaffGuard,
  courses: AdminCoursesService,
  o: { tmpDir: string },
): FastifyPluginAsyncZod {
  return async (app) => {
    // onRequest, not only preValidation: refusals come before the body is even parsed (a DELETE with
    // an empty JSON body would otherwise answer 400 to a visitor).
    app.addHook("onRequest", (r) => staff.hook(r));
    const tags = ["admin"];
    const admin = (r: Parameters<StaffGuard["require"]>[0]) => staff.require(r);

    app.get(
      "/api/admin/courses",
      {
        schema: {
          tags,
          summary: "Courses, published or not",
          querystring: adminCoursesQuerySchema,
          response: { 200: adminCoursesPageSchema },
        },
      },
      async (request) => courses.list(request.query),
    );
    app.post(
      "/api/admin/courses",
      { schema: { tags, summary: "Add a course (unpublished)", body: adminCourseInputSchema, response: detail } },
      async (request) => courses.create(await admin(request), request.body),
    );
    app.get(
      "/api/admin/courses/:id",
      { schema: { tags, summary: "A course with its modules and lessons", params: courseParams, response: detail } },
      async (request) => courses.detail(request.params.id),
    );
    app.put(
      "/api/admin/courses/:id",
      {
        schema: {
          tags,
          summary: "Edit a course",
          params: courseParams,
          body: adminCourseInputSchema,
          response: detail,
        },
      },
      async (request) => courses.update(await admin(request), request.params.id, request.body),
    );
    for (const verb of ["publish", "unpublish"] as const) {
      app.post(
        `/api/admin/courses/:id/${verb}`,
        { schema: { tags, summary: `${verb} a course`, params: courseParams, response: detail } },
        async (request) => courses.setPublished(await admin(request), request.params.id, verb === "publish"),
      );
    }
    app.post(
      "/api/admin/courses/:id/thumbnail",
      {
        schema: {
          tags,
          summary: "Upload the thumbnail (multipart field file)",
          params: courseParams,
          response: detail,
        },
      },
      async (request) => {
        const who = await admin(request);
        if (!request.isMultipart()) throw new AppError(400, "NOT_MULTIPART", PROFILE_MSG.imageType);
        const file = await request.file();
        if (!file) throw new AppError(400, "FILE_REQUIRED", PROFILE_MSG.imageType);
        return courses.setThumbnail(who, request.params.id, await file.toBuffer());
      },
    );
    app.post(
      "/api/admin/courses/:id/modules",
      {
        schema: { tags, summary: "Add a module", params: courseParams, body: adminModuleInputSchema, response: detail },
      },
      async (request) => courses.saveModule(await admin(request), request.params.id, null, request.body),
    );
    app.put(
      "/api/admin/courses/modules/:moduleId",
      {
        schema: {
          tags,
          summary: "Edit or move a module",
          params: moduleParams,
          body: adminModuleInputSchema,
          response: detail,
        },
      },
      async (request) => courses.updateModule(await admin(request), request.params.moduleId, request.body),
    );
    app.delete(
      "/api/admin/courses/modules/:moduleId",
      { schema: { tags, summary: "Delete a module and its lessons", params: moduleParams, response: detail } },
      async (request) => courses.deleteModule(await admin(request), request.params.moduleId),
    );
    app.post(
      "/api/admin/courses/modules/:moduleId/lessons",
      {
        schema: { tags, summary: "Add a lesson", params: moduleParams, body: adminLessonInputSchema, response: detail },
      },
      async (request) => courses.addLesson(await admin(request), request.params.moduleId, request.body),
    );
    app.put(
      "/api/admin/courses/lessons/:lessonId",
      {
        schema: {
          tags,
          summary: "Edit or move a lesson",
          params: lessonParams,
          body: adminLessonInputSchema,
          response: detail,
        },
      },
      async (request) => courses.updateLesson(await admin(request), request.params.lessonId, request.body),
    );
    app.delete(
      "/api/admin/courses/lessons/:lessonId",
      { schema: { tags, summary: "Delete a lesson", params: lessonParams, response: detail } },
      async (request) => courses.deleteLesson(await admin(request), request.params.lessonId),
    );
    app.post(
      "/api/admin/courses/lessons/:lessonId/media",
      {
        schema: {
          tags,
          summary: "Upload a lesson's video or audio (multipart field file, up to 200 MB; private)",
          params: lessonParams,
          response: detail,
        },
      },
      async (request) => {
        const who = await admin(request);
        const file = await receiveFileToDisk(request, {
          tmpDir: o.tmpDir,
          maxBytes: LESSON_MEDIA_MAX_BYTES,
          tooLarge: ADMIN_COURSES_MSG.mediaSize,
          required: ADMIN_COURSES_MSG.fileRequired,
        });
        return courses.setLessonMedia(who, request.params.lessonId, file.path);
      },
    );
  };
}
