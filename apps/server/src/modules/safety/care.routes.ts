// HTTP of "a human close behind". Staff (moderators and admins, second factor): the on-duty
// switch, first-look figures, alarm outcomes, precision and the review set. Members: their own
// check-in choice in Settings.
import {
  alarmOutcomeInputSchema,
  alarmOutcomeSchema,
  CARE_MSG,
  careCheckInInputSchema,
  careCheckInSettingSchema,
  firstLooksSchema,
  onDutyInputSchema,
  onDutySchema,
  precisionSchema,
  reviewSetSchema,
} from "@saathi/contract/care";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { SessionReader } from "../../platform/auth/session.ts";
import type { StaffGuard } from "../../platform/auth/staff-guard.ts";
import type { AlarmOutcomesService } from "./alarm-outcomes.service.ts";
import type { CareCheckInsService } from "./care-check-ins.service.ts";
import type { FirstLooksService } from "./first-looks.service.ts";
import type { OnDutyService } from "./on-duty.service.ts";

const params = z.object({ id: z.uuid(CARE_MSG.itemNotFound) });
const noStore = async (_r: unknown, reply: { header(k: string, v: string): unknown }, payload: unknown) => {
  reply.header("cache-control", "private, no-store");
  return payload;
};

export function careAdminRoutes(
  staff: StaffGuard,
  s: { onDuty: OnDutyService; firstLooks: FirstLooksService; outcomes: AlarmOutcomesService },
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook("onRequest", (r) => staff.hook(r));
    app.addHook("onSend", noStore);
    const tags = ["admin"];
    app.get(
      "/api/admin/moderation/on-duty",
      { schema: { tags, summary: "Whether I am on duty for imminent alerts", response: { 200: onDutySchema } } },
      async (request) => s.onDuty.get(await staff.require(request)),
    );
    app.put(
      "/api/admin/moderation/on-duty",
      {
        schema: {
          tags,
          summary: "Go on or off duty: on duty, imminent items are pushed to me at once (audited)",
          body: onDutyInputSchema,
          response: { 200: onDutySchema },
        },
      },
      async (request) => s.onDuty.set(await staff.require(request), request.body.onDuty),
    );
    app.get(
      "/api/admin/moderation/first-looks",
      {
        schema: {
          tags,
          summary: "Minutes from writing to a moderator's first look, per day (median, 90th percentile), 14 days",
          response: { 200: firstLooksSchema },
        },
      },
      async () => s.firstLooks.figures(),
    );
    app.get(
      "/api/admin/moderation/precision",
      {
        schema: { tags, summary: "True alarms / marked alarms per week, 8 weeks", response: { 200: precisionSchema } },
      },
      async () => s.outcomes.precision(),
    );
    app.get(
      "/api/admin/moderation/review-set",
      {
        schema: {
          tags,
          summary: "Marked crisis flags, anonymised; the text only with the author's consent",
          response: { 200: reviewSetSchema },
        },
      },
      async () => s.outcomes.reviewSet(),
    );
    app.get(
      "/api/admin/moderation/:id/outcome",
      {
        schema: {
          tags,
          summary: "An item's true/false alarm mark and first look",
          params,
          response: { 200: alarmOutcomeSchema },
        },
      },
      async (request) => s.outcomes.state(await staff.require(request), request.params.id),
    );
    app.post(
      "/api/admin/moderation/:id/outcome",
      {
        schema: {
          tags,
          summary: "Mark a crisis flag a true or a false alarm (audited)",
          params,
          body: alarmOutcomeInputSchema,
          response: { 200: alarmOutcomeSchema },
        },
      },
      async (request) => s.outcomes.mark(await staff.require(request), request.params.id, request.body.outcome),
    );
  };
}

/** The member's own check-in choice; no id in any path. */
export function careCheckInRoutes(session: SessionReader, checkIns: CareCheckInsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook("preValidation", (request) => session.requireHook(request));
    app.addHook("onSend", noStore);
    const tags = ["settings"];
    app.get(
      "/api/settings/care-check-in",
      {
        schema: {
          tags,
          summary: "Whether Saathi's care team checks in the day after a worrying message",
          response: { 200: careCheckInSettingSchema },
        },
      },
      async (request) => checkIns.setting((await session.require(request)).id),
    );
    app.put(
      "/api/settings/care-check-in",
      {
        schema: {
          tags,
          summary: "Turn the care team's next-day check-ins on or off",
          body: careCheckInInputSchema,
          response: { 200: careCheckInSettingSchema },
        },
      },
      async (request) => checkIns.update((await session.require(request)).id, request.body.enabled),
    );
  };
}
