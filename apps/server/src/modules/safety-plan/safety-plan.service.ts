// A member's safety plan and trusted contact. Only the member reads or changes them (the session's
// own id; no id travels in a path). The contact hears from Saathi only through `tell`, which runs only
// when the member taps "Tell {name}": nothing else in Saathi (a crisis write, a moderator, a job) calls it.
import type { Locale } from "@saathi/contract/locale";
import {
  contactFirstName,
  emptySafetyPlanSteps,
  SAFETY_PLAN_MSG,
  SAFETY_PLAN_STEPS,
  type SafetyPlanResponse,
  type SafetyPlanSteps,
  type SafetyPlanValues,
  TRUSTED_CONTACT_TELLS_PER_DAY,
  TRUSTED_CONTACT_TEXT,
  type TrustedContact,
  type TrustedContactTell,
  type TrustedContactValues,
} from "@saathi/contract/safety-plan";
import type { Logger } from "pino";
import { AppError } from "../../platform/http/errors.ts";
import type { RateLimiter } from "../../platform/http/rate-limit.ts";
import { translatorFor } from "../../platform/i18n/translator.ts";
import type { Messenger } from "../../platform/mail/messenger.ts";
import { presentPerson } from "../../platform/presenters/person.presenter.ts";
import { isPlanOwner, tellChannels, tellsLeft } from "./safety-plan.policy.ts";
import type { SafetyPlanRepository, SafetyPlanRow, TrustedContactRow } from "./safety-plan.repository.ts";

const DAY_SECONDS = 86_400;
/** The limiter's counter of one member's "Tell {name}" messages (erasure deletes keys naming the member). */
export const tellKey = (userId: string) => `trusted-contact-tell:${userId}`;

/** The stored steps in the contract's order; a step missing from an older row is empty. */
const presentSteps = (stored: Record<string, string[]>): SafetyPlanSteps => {
  const steps = emptySafetyPlanSteps();
  for (const s of SAFETY_PLAN_STEPS) steps[s] = Array.isArray(stored[s]) ? stored[s] : [];
  return steps;
};

const presentContact = (r: TrustedContactRow): TrustedContact => ({
  name: r.name,
  phone: r.phone,
  email: r.email,
  relation: r.relation,
  updatedAt: r.updatedAt.toISOString(),
});

interface Deps {
  repo: SafetyPlanRepository;
  messenger: Messenger;
  limiter: Pick<RateLimiter, "hit" | "refund">;
  log: Logger;
}

export function createSafetyPlanService({ repo, messenger, limiter, log }: Deps) {
  const own = <T extends { userId: string }>(userId: string, row: T | null): T | null =>
    row && isPlanOwner(userId, row) ? row : null;

  async function answer(userId: string, row: SafetyPlanRow | null): Promise<SafetyPlanResponse> {
    const expert = await repo.lastExpert(userId);
    const shown = expert ? presentPerson(expert) : null;
    return {
      plan: row ? { steps: presentSteps(row.steps), updatedAt: row.updatedAt.toISOString() } : null,
      expert: shown ? { name: shown.displayName, handle: shown.username ?? shown.userId } : null,
    };
  }

  /** The first name the contact knows the member by (the member asked for it to be sent). */
  async function firstName(userId: string): Promise<string> {
    const me = await repo.member(userId);
    return contactFirstName({
      firstName: me?.firstName ?? null,
      displayName: me?.displayName ?? null,
      username: me?.username ?? null,
    });
  }

  return {
    async get(userId: string) {
      return answer(userId, own(userId, await repo.findPlan(userId)));
    },
    async save(userId: string, input: SafetyPlanValues) {
      return answer(userId, await repo.upsertPlan(userId, presentSteps(input.steps)));
    },

    async getContact(userId: string) {
      const row = own(userId, await repo.findContact(userId));
      return { contact: row ? presentContact(row) : null };
    },
    async saveContact(userId: string, v: TrustedContactValues) {
      const row = await repo.upsertContact(userId, {
        name: v.name,
        phone: v.phone,
        email: v.email,
        relation: v.relation,
      });
      return { contact: presentContact(row) };
    },
    async removeContact(userId: string) {
      if (!(await repo.removeContact(userId))) throw new AppError(404, "NO_TRUSTED_CONTACT", SAFETY_PLAN_MSG.noContact);
      return { contact: null };
    },

    /**
     * Sends the contact the one short message, on every channel they can be reached on; called only
     * by the member's own tap. At most TRUSTED_CONTACT_TELLS_PER_DAY in 24 hours; a message that
     * reached nobody is not counted and is answered 503, so the member is never told it went.
     */
    async tell(userId: string, requestLocale: Locale | null): Promise<TrustedContactTell> {
      const contact = own(userId, await repo.findContact(userId));
      if (!contact) throw new AppError(404, "NO_TRUSTED_CONTACT", SAFETY_PLAN_MSG.noContact);
      const channels = tellChannels(contact);
      const counted = await limiter.hit(tellKey(userId), TRUSTED_CONTACT_TELLS_PER_DAY, DAY_SECONDS);
      if (!counted.allowed)
        throw new AppError(429, "TELL_LIMIT", SAFETY_PLAN_MSG.tellLimit, { retryAfter: counted.retryAfter });
      const name = await firstName(userId);
      const t = translatorFor(await messenger.localeOfUser(userId, requestLocale));
      const message = {
        subject: t(TRUSTED_CONTACT_TEXT.subject, { name }),
        text: t(TRUSTED_CONTACT_TEXT.text, { name }),
      };
      const sentBy: ("sms" | "email")[] = [];
      for (const channel of channels) {
        const to = channel === "sms" ? contact.phone : contact.email;
        if (!to) continue;
        try {
          if (channel === "sms") await messenger.sendSms({ to, ...message });
          else await messenger.sendEmail({ to, ...message });
          sentBy.push(channel);
        } catch (err) {
          // The messenger logged the failure (no address in it); the other channel may still carry it.
          log.warn({ channel, code: (err as { code?: string }).code }, "trusted contact message not sent");
        }
      }
      if (!sentBy.length) {
        await limiter.refund(tellKey(userId));
        throw new AppError(503, "TELL_NOT_SENT", SAFETY_PLAN_MSG.tellFailed);
      }
      log.info({ channels: sentBy }, "trusted contact told at the member's request");
      return { sentBy, sentAt: new Date().toISOString(), leftToday: tellsLeft(counted.count) };
    },
  };
}

export type SafetyPlanService = ReturnType<typeof createSafetyPlanService>;
