// POST /api/dev/practice-session (never registered in production): a paid-for session between a member
// and an expert that starts about now, so calls can be tried and tested without waiting for a slot.

import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { PracticeSessionService } from "./practice-session.service.ts";

const bodySchema = z.object({
  memberEmail: z.email("memberEmail must be an email"),
  expertEmail: z.email("expertEmail must be an email"),
  /** Minutes from now to the start (negative: already started; down to 7 days ago, a finished session
   * for trying 'Report a problem' and refunds). */
  startsInMinutes: z
    .number()
    .int()
    .min(-7 * 24 * 60)
    .max(24 * 60)
    .default(0),
  sessionType: z.enum(["video", "audio", "chat"]).default("video"),
});

export function practiceSessionRoutes(practice: PracticeSessionService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/api/dev/practice-session",
      {
        schema: {
          tags: ["dev"],
          summary: "A confirmed, paid (sandbox) one-hour session starting about now (development only)",
          body: bodySchema,
          response: { 200: z.object({ bookingId: z.string(), startsAt: z.string(), endsAt: z.string() }) },
        },
      },
      async (request) => practice.create(request.body),
    );
  };
}
