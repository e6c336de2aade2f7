import { z } from "zod";

/**
 * Rescheduling: a member moves a confirmed session to another free slot of the same expert
 * (no second payment) up to RESCHEDULE_MIN_HOURS before it starts; an expert proposes a new time at
 * any point before it starts, which the member accepts (the same move) or declines.
 */
export const RESCHEDULE_MIN_HOURS = 24;

export const RESCHEDULE_MSG = {
  tooLate:
    "This session starts in less than 24 hours, so it can no longer be moved from here. Your expert can still offer you a new time.",
  notUpcoming: "Only upcoming confirmed sessions can be moved.",
  sameTime: "Your session is already at this time. Please pick another slot.",
  slotTaken: "Someone has just taken this slot. Please pick another time.",
  proposalNotFound: "This proposal was not found.",
  proposalDone: "This proposal has already been answered or replaced.",
} as const;

export const rescheduleBodySchema = z.object({ startsAt: z.string().min(1).max(64) });
export type RescheduleBody = z.infer<typeof rescheduleBodySchema>;

/** The booking after a move: its new time. */
export const rescheduleResponseSchema = z.object({
  bookingId: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
});
export type RescheduleResponse = z.infer<typeof rescheduleResponseSchema>;

export const PROPOSAL_STATUSES = ["pending", "accepted", "declined", "withdrawn"] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

/** A new time the expert offered for a session. */
export const bookingProposalSchema = z.object({
  id: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(PROPOSAL_STATUSES),
});
export type BookingProposal = z.infer<typeof bookingProposalSchema>;
