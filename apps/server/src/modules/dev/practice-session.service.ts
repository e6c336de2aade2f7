// A paid-for session between a member and an expert that starts about now (development only), so
// calls can be tried and tested without waiting for a slot.
import type { Config } from "../../platform/config.ts";
import { AppError } from "../../platform/http/errors.ts";
import { splitPayment } from "../../platform/payments/money.ts";
import { DEV_SERVER_MSG } from "./dev.messages.ts";
import { cannotPractise } from "./practice-session.policy.ts";
import type { PracticeSessionRepository } from "./practice-session.repository.ts";

export interface PracticeSessionRequest {
  memberEmail: string;
  expertEmail: string;
  /** Minutes from now to the start (negative: already started). */
  startsInMinutes: number;
  sessionType: "video" | "audio" | "chat";
}

/** Used when the expert has no hourly rate: ₹1,000 in paise. */
const DEFAULT_AMOUNT = 100_000;

export function createPracticeSessionService(repo: PracticeSessionRepository, config: Config) {
  return {
    async create(b: PracticeSessionRequest) {
      const people = await repo.peopleByEmail(b.memberEmail, b.expertEmail);
      const member = people.find((p) => p.email.toLowerCase() === b.memberEmail.toLowerCase());
      const expert = people.find((p) => p.email.toLowerCase() === b.expertEmail.toLowerCase());
      const why = cannotPractise(member, expert);
      if (why === "noMember") throw new AppError(404, "NOT_FOUND", DEV_SERVER_MSG.noAccountWithMemberemail);
      if (why === "noExpert") throw new AppError(404, "NOT_FOUND", DEV_SERVER_MSG.noExpertWithExpertemail);
      if (why === "samePerson") throw new AppError(400, "SAME_PERSON", DEV_SERVER_MSG.theMemberAndTheExpert);
      if (!member || !expert) throw new Error("unreachable: the policy let a missing person through");
      const startsAt = new Date(Date.now() + b.startsInMinutes * 60_000);
      startsAt.setSeconds(0, 0);
      const endsAt = new Date(startsAt.getTime() + 3_600_000);
      const amount = expert.rate && expert.rate > 0 ? expert.rate : DEFAULT_AMOUNT;
      const split = splitPayment(amount, config.PAYMENT_GST_PERCENT, config.PLATFORM_COMMISSION_PERCENT);
      const id = await repo.insertPaid({
        expertId: expert.id,
        memberId: member.id,
        startsAt,
        endsAt,
        sessionType: b.sessionType,
        amount,
        split,
      });
      if (!id) throw new AppError(409, "SLOT_TAKEN", DEV_SERVER_MSG.theExpertAlreadyHasA);
      return { bookingId: id, startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() };
    },
  };
}

export type PracticeSessionService = ReturnType<typeof createPracticeSessionService>;
