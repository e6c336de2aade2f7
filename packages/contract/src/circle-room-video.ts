import { z } from "zod";
import { iceServerSchema, iceTransportPolicySchema } from "./calls.ts";
import { sdpAnswerSchema, sdpOfferSchema } from "./circle-room.ts";

/**
 * Cameras in a circle's live room: off unless the host allows them, then off for each member until
 * they turn theirs on. Audio stays on the audio room; a camera's token follows the same rules as the
 * audio one (single-use, two minutes, bound to the seat), and removal, lock and end stop cameras too.
 */

export const CIRCLE_VIDEO_MSG = {
  notAllowed: "The host has not turned on video for this meeting.",
  notPublishing: "That camera is not on.",
  watchNotFound: "That video is not available any more.",
  /** What the room says when video cannot flow (audio carries on). */
  cameraDenied: "Your camera is blocked. Allow it in your browser's settings to turn it on. Audio carries on.",
  cameraMissing: "No camera was found on this device. Audio carries on.",
  cameraFailed: "Your video could not reach the room. Audio carries on.",
  watchFailed: "Video from the others could not reach you. Audio carries on.",
  slowNetwork: "Your network is slow, so video is off. Audio carries on.",
} as const;

/** POST …/room/video (host): allow or stop cameras for the circle's meetings. */
export const circleVideoAllowBodySchema = z.object({ allowed: z.boolean() });

/** POST …/room/video/token: a single-use camera token for my seat (two minutes). */
export const circleVideoTokenSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
  ice: z.array(iceServerSchema),
  iceTransportPolicy: iceTransportPolicySchema,
});
export type CircleVideoToken = z.infer<typeof circleVideoTokenSchema>;

/** POST …/room/video/publish: my camera's offer (video only) with a camera token. */
export const circleVideoPublishBodySchema = z.object({
  token: z.string().min(20).max(200),
  offer: sdpOfferSchema,
});
export const circleVideoPublishResponseSchema = z.object({ feedId: z.number(), answer: sdpAnswerSchema });
export type CircleVideoPublishResponse = z.infer<typeof circleVideoPublishResponseSchema>;

/** POST …/room/video/watch: someone's camera; the server answers the media server's offer. */
export const circleVideoWatchBodySchema = z.object({
  feedId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
export const circleVideoWatchResponseSchema = z.object({
  subscriptionId: z.number(),
  offer: z.object({ type: z.literal("offer"), sdp: z.string() }),
  ice: z.array(iceServerSchema),
  iceTransportPolicy: iceTransportPolicySchema,
});
export type CircleVideoWatchResponse = z.infer<typeof circleVideoWatchResponseSchema>;

/** POST …/room/video/watch/:subscriptionId/start: my browser's answer. */
export const circleVideoStartBodySchema = z.object({ answer: sdpAnswerSchema });
