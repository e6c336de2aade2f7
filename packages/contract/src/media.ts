import { z } from "zod";

/** The live rooms' media server (Janus): what readiness, metrics and the circles screens say of it. */
export const MEDIA_STATES = ["up", "down", "not_configured"] as const;
export const mediaStateSchema = z.enum(MEDIA_STATES);
export type MediaState = z.infer<typeof mediaStateSchema>;

/** Whether live circle rooms can run now, and the sentence a member reads when they cannot. */
export const mediaAvailabilitySchema = z.object({
  available: z.boolean(),
  reason: z.string().nullable(),
});
export type MediaAvailability = z.infer<typeof mediaAvailabilitySchema>;

export const MEDIA_MSG = {
  notConfigured: "Live circles are not available on this server yet.",
  down: "Live circles are not available right now because the audio server is not answering. Please try again in a few minutes.",
} as const;
