import { z } from "zod";

/** The JSON body of every 4xx/5xx the API sends. */
export const apiErrorSchema = z.object({
  /** Machine-readable code, e.g. VALIDATION_ERROR, INVALID_OTP, RATE_LIMITED. */
  code: z.string(),
  /** Human-readable message, safe to show. */
  message: z.string(),
  /** For validation errors: the offending field (dot path) and its message. */
  fields: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
