// The circles services' refusals, named once (each answers in the request's language), and the few
// constants they share.
import { CIRCLE_MSG } from "@saathi/contract/circles";
import { AppError } from "../../platform/http/errors.ts";

export const CURRENCY = "INR";
export const MINUTE = 60_000;

export const notFound = () => new AppError(404, "CIRCLE_NOT_FOUND", CIRCLE_MSG.notFound);
export const occurrenceNotFound = () => new AppError(404, "OCCURRENCE_NOT_FOUND", CIRCLE_MSG.occurrenceNotFound);
export const seatNotFound = () => new AppError(404, "SEAT_NOT_FOUND", CIRCLE_MSG.seatNotFound);
export const notListed = () => new AppError(403, "NOT_LISTED", CIRCLE_MSG.notListed);
export const closed = () => new AppError(409, "NOT_SCHEDULED", CIRCLE_MSG.notScheduled);
/** Someone the member blocked holds a seat: asked to confirm (the blocked person is never told). */
export const blockedPresent = () => new AppError(409, "BLOCKED_PRESENT", CIRCLE_MSG.blockedPresent);
