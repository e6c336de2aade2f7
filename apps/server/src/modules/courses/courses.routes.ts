import {
  courseDetailSchema,
  courseListSchema,
  coursePurchaseResponseSchema,
  coursePurchaseVerifiedSchema,
  coursePurchaseVerifySchema,
} from "@saathi/contract/courses";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { SessionReader } from "../../platform/auth/session.ts";
import { parseByteRange } from "./byte-range.ts";
import type { CoursesService } from "./courses.service.ts";

const courseParams = z.object({ courseId: z.uuid("Course not found") });
const purchaseParams = z.object({ purchaseId: z.uuid("Purchase not found") });

/** Wellness courses for signed-in members (spec §2 route table: /wellness needs sign-in). */
export function coursesRoutes(session: SessionReader, courses: CoursesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook("preValidation", (request) => session.requireHook(request));
    const tags = ["courses"];
    const me = async (request: Parameters<SessionReader["require"]>[0]) => (await session.require(request)).id;

    app.get(
      "/api/courses",
      { schema: { tags, summary: "Courses with categories and tags", response: { 200: courseListSchema } } },
      async (request) => courses.list(await me(request)),
    );
    app.get(
      "/api/courses/:courseId",
      {
        schema: {
          tags,
          summary: "A course with its modules and lessons (media only when the course is open to me)",
          params: courseParams,
          response: { 200: courseDetailSchema },
        },
      },
      async (request) => courses.detail(await me(request), request.params.courseId),
    );
    app.get(
      "/api/courses/lessons/:lessonId/media",
      {
        schema: {
          tags,
          summary: "A lesson's video or audio (HTTP ranges), for people who may open the course",
          params: z.object({ lessonId: z.uuid("Lesson not found") }),
        },
      },
      async (request, reply) => {
        const range = parseByteRange(request.headers.range);
        const { file, contentType } = await courses.media(await me(request), request.params.lessonId, range);
        reply.header("accept-ranges", "bytes").header("cache-control", "private, max-age=3600");
        if (!file.body) return reply.status(416).header("content-range", `bytes */${file.size}`).send();
        reply.header("content-type", contentType).header("content-length", file.end - file.start + 1);
        if (range) reply.status(206).header("content-range", `bytes ${file.start}-${file.end}/${file.size}`);
        return reply.send(file.body);
      },
    );
    app.post(
      "/api/courses/:courseId/purchase",
      {
        schema: {
          tags,
          summary: "Start buying a paid course: a gateway order for the checkout",
          params: courseParams,
          response: { 200: coursePurchaseResponseSchema },
        },
      },
      async (request) => courses.purchase(await me(request), request.params.courseId),
    );
    app.post(
      "/api/courses/purchases/:purchaseId/verify",
      {
        schema: {
          tags,
          summary: "The checkout's answer; a genuine one opens the course (idempotent)",
          params: purchaseParams,
          body: coursePurchaseVerifySchema,
          response: { 200: coursePurchaseVerifiedSchema },
        },
      },
      async (request) => courses.verify(await me(request), request.params.purchaseId, request.body),
    );
    app.post(
      "/api/courses/purchases/:purchaseId/close",
      {
        schema: {
          tags,
          summary: "The checkout was cancelled or failed",
          params: purchaseParams,
          body: z.object({ reason: z.enum(["cancelled", "failed"]) }),
          response: { 200: z.object({ closed: z.boolean() }) },
        },
      },
      async (request) => courses.close(await me(request), request.params.purchaseId, request.body.reason),
    );
  };
}
