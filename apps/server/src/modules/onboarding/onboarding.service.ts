import { APPLICATION_MSG } from "@saathi/contract/expert-application";
import type { Locale } from "@saathi/contract/locale";
import {
  ONBOARDING_MSG,
  type OnboardingProfile,
  type OnboardingState,
  type WeeklySlot,
} from "@saathi/contract/onboarding";
import type { SessionUser } from "../../platform/auth/session.ts";
import { expertListingsChanged } from "../../platform/cache/expert-listings.ts";
import { AppError } from "../../platform/http/errors.ts";
import type { ApplicationService } from "./application.service.ts";
import { mayOnboard } from "./onboarding.policy.ts";
import type { OnboardingRepository } from "./onboarding.repository.ts";

type Draft = NonNullable<Awaited<ReturnType<OnboardingRepository["load"]>>>;

function toProfile({ profile: p, types, specs, schedule }: Draft): OnboardingProfile {
  return {
    fullName: p.fullName,
    phone: p.phoneNumber,
    country: p.country,
    pincode: p.pincode,
    city: p.city,
    state: p.state,
    specialisations: specs.map((s) => s.specialization) as OnboardingProfile["specialisations"],
    workStatus: p.counsellingWorkStatus as OnboardingProfile["workStatus"],
    currentProfession: p.otherProfession,
    academicBackground: p.academicBackground,
    languages: p.languages,
    bio: p.bio,
    journey: p.journey,
    yearsExperience: p.yearsExperience,
    clientExperience: p.clientExperience,
    hourlyRate: Math.round(p.hourlyRate / 100),
    offersFreeConsultation: p.offersFreeConsultation as OnboardingProfile["offersFreeConsultation"],
    payoutExpectation: p.payoutExpectation,
    sessionDurationMinutes: p.typicalSessionDurationMinutes,
    confirmedNonMedical: p.confirmedNonMedical,
    acceptedTerms: true,
    sessionTypes: types.map((t) => t.sessionType) as OnboardingProfile["sessionTypes"],
    gender: (p.gender ?? null) as OnboardingProfile["gender"],
    weeklySchedule: schedule.map(
      (s): WeeklySlot => ({
        weekday: s.weekday,
        startTime: s.startTime.slice(0, 5),
        endTime: s.endTime.slice(0, 5),
        timezone: s.timezone as WeeklySlot["timezone"],
      }),
    ),
  };
}

/** A username from the expert's name: lowercase letters, digits and underscores, unique. */
export function usernameBase(fullName: string): string {
  const base = fullName
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "")
    .slice(0, 14);
  return base.length >= 3 ? base : `expert_${base}`.replace(/_$/, "");
}

/**
 * Expert onboarding (spec §4 Onboarding): only accounts registered as experts may fill it in. Step 4
 * submits the application for review; an admin's approval lists the expert.
 */
export function createOnboardingService(repo: OnboardingRepository, application: ApplicationService) {
  const requireExpert = (user: SessionUser) => {
    if (!mayOnboard(user)) throw new AppError(403, "NOT_EXPERT", ONBOARDING_MSG.notExpert);
  };
  const state = async (user: SessionUser): Promise<OnboardingState> => {
    const [draft, app] = await Promise.all([repo.load(user.id), application.state(user.id)]);
    return {
      email: user.email,
      emailVerified: user.emailVerified,
      fullName: draft?.profile.fullName ?? user.name,
      profile: draft ? toProfile(draft) : null,
      completed: app.status !== "draft",
      application: app,
    };
  };
  const freeUsername = async (fullName: string) => {
    const base = usernameBase(fullName);
    if (!(await repo.usernameTaken(base))) return base;
    for (;;) {
      const candidate = `${base}_${Math.floor(1000 + Math.random() * 9000)}`;
      if (!(await repo.usernameTaken(candidate))) return candidate;
    }
  };

  return {
    async get(user: SessionUser) {
      requireExpert(user);
      return state(user);
    },
    /** Step 3: steps 1 to 3 saved together (Profile save rules of spec §5, checked by the schema). */
    async save(user: SessionUser, profile: OnboardingProfile) {
      requireExpert(user);
      await repo.save(user.id, profile);
      const s = await state(user);
      // After a submission, later edits keep the member-facing profile in step.
      if (s.completed) await repo.fillProfile(user.id, profile, null);
      expertListingsChanged(); // schedule, fee and profile on public answers
      return s;
    },
    /** Step 4: submit the application for review (what was saved in steps 1 to 3, and the credentials). */
    async submit(user: SessionUser, locale: Locale = "en") {
      requireExpert(user);
      const draft = await repo.load(user.id);
      if (!draft) throw new AppError(400, "ONBOARDING_INCOMPLETE", APPLICATION_MSG.profileFirst);
      await application.submit(user, locale);
      const profile = toProfile(draft);
      const username = (await repo.username(user.id)) ? null : await freeUsername(profile.fullName);
      await repo.fillProfile(user.id, profile, username);
      expertListingsChanged();
      return state(user);
    },
  };
}

export type OnboardingService = ReturnType<typeof createOnboardingService>;
