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

/** The API's own words for failures that belong to no feature (translated per request). */
export const HTTP_MSG = {
  internal: "Something went wrong on our side. Please try again.",
  invalidRequest: "Invalid request",
  invalidValue: "Invalid value",
  notMultipart: "The upload is not multipart/form-data",
  tooManyParts: "The upload has too many parts",
  tooManyFields: "The upload has too many fields",
  badFieldName: "The upload has a field name that is not allowed",
  badJsonField: "A field of the upload is not valid JSON",
  cutOff: "The upload was cut off before it finished. Please try again.",
  brokenMultipart: "The upload is incomplete or malformed. Please choose the file again and retry.",
  /** ICU: the most images a post may carry. */
  tooManyImages: "At most {max} images per post",
} as const;
