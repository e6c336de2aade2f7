import { setLanguageBodySchema } from "@saathi/contract/locale-schemas";
import { ownProfileSchema } from "@saathi/contract/profile";
import {
  PROFILE_MSG,
  updateProfileBodySchema,
  usernameAvailabilityQuerySchema,
  usernameAvailabilitySchema,
} from "@saathi/contract/profile-edit";
import { publicProfileSchema, userSearchQuerySchema, userSearchResponseSchema } from "@saathi/contract/public-profile";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { SessionReader } from "../../platform/auth/session.ts";
import { AppError } from "../../platform/http/errors.ts";
import type { ProfileEditService } from "./profile-edit.service.ts";
import type { PublicProfileService } from "./public-profile.service.ts";

const identifierParam = z.object({ identifier: z.string().min(1).max(100) });

export function profilesRoutes(
  session: SessionReader,
  edit: ProfileEditService,
  publicProfiles: PublicProfileService,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.patch(
      "/api/profiles/me",
      {
        schema: {
          tags: ["profiles"],
          summary: "Update my profile (only the fields given)",
          body: updateProfileBodySchema,
          response: { 200: ownProfileSchema },
        },
      },
      async (request) => edit.update((await session.require(request)).id, request.body),
    );
    app.put(
      "/api/me/language",
      {
        schema: {
          tags: ["profiles"],
          summary: "Choose the language I read Saathi in (pages, emails, SMS)",
          body: setLanguageBodySchema,
          response: { 200: ownProfileSchema },
        },
      },
      async (request) => edit.setLocale((await session.require(request)).id, request.body.locale),
    );
    app.post(
      "/api/profiles/me/avatar",
      {
        schema: {
          tags: ["profiles"],
          summary: "Upload my avatar (multipart field avatar)",
          response: { 200: ownProfileSchema },
        },
      },
      async (request) => {
        const me = await session.require(request);
        if (!request.isMultipart()) throw new AppError(400, "NOT_MULTIPART", PROFILE_MSG.imageType);
        const file = await request.file();
        if (!file) throw new AppError(400, "FILE_REQUIRED", PROFILE_MSG.imageType);
        const buffer = await file.toBuffer();
        return edit.setAvatar(me.id, buffer);
      },
    );
    app.get(
      "/api/profiles/username-availability",
      {
        schema: {
          tags: ["profiles"],
          summary: "Is this username free? (my own counts as free)",
          querystring: usernameAvailabilityQuerySchema,
          response: { 200: usernameAvailabilitySchema },
        },
      },
      async (request) => ({
        available: await edit.usernameAvailable((await session.require(request)).id, request.query.username),
      }),
    );
    app.get(
      "/api/users/search",
      {
        schema: {
          tags: ["profiles"],
          summary: "Search members by username or name (prefix and fuzzy); excludes me",
          querystring: userSearchQuerySchema,
          response: { 200: userSearchResponseSchema },
        },
      },
      async (request) =>
        publicProfiles.search((await session.require(request)).id, request.query.q, request.query.limit),
    );
    app.get(
      "/api/profiles/:identifier",
      {
        schema: {
          tags: ["profiles"],
          summary: "A member's profile by user id or @username, with what I may see",
          params: identifierParam,
          response: { 200: publicProfileSchema },
        },
      },
      async (request) => publicProfiles.get((await session.require(request)).id, request.params.identifier),
    );
    for (const direction of ["followers", "following"] as const) {
      app.get(
        `/api/profiles/:identifier/${direction}`,
        {
          schema: {
            tags: ["profiles"],
            summary: `A member's ${direction} (private members: followers only)`,
            params: identifierParam,
            response: { 200: userSearchResponseSchema },
          },
        },
        async (request) =>
          publicProfiles.list((await session.require(request)).id, request.params.identifier, direction),
      );
    }
  };
}
