import type { VerifiedBadge } from "@saathi/contract/expert-application";
import type { ExpertCard, ExpertDetail, Feedback, SessionType } from "@saathi/contract/experts";
import { presentPerson, presentPersonOrUnknown } from "../../platform/presenters/person.presenter.ts";
import type { ExpertDetailRow, ExpertRow, ExpertsRepository } from "./experts.repository.ts";

export function presentCard(r: ExpertRow, nextAvailableSlot: string | null): ExpertCard {
  // An expert's name is their professional name: shown even if they set the hide-name flag (as always).
  const expert = presentPerson({ ...r.person, isHideName: false });
  return {
    expertId: r.user_id,
    displayName: expert.displayName,
    username: expert.username,
    avatarUrl: expert.avatarUrl,
    bio: r.bio,
    consultationFee: r.hourly_rate,
    specialisations: r.specialisations,
    languages: r.languages,
    sessionTypes: r.session_types as SessionType[],
    nextAvailableSlot,
    rating: r.feedback_count > 0 ? Math.round((r.feedback_sum / r.feedback_count) * 10) / 10 : null,
    feedbackCount: r.feedback_count,
    isFavourite: r.is_favourite,
    yearsExperience: r.years_experience,
    badge: (r.verified_badge as VerifiedBadge | null) ?? null,
    worksWithYoungPeople: r.works_with_young_people,
    campus: r.campus_institution !== null,
  };
}

export function presentDetail(r: ExpertDetailRow, nextAvailableSlot: string | null): ExpertDetail {
  return {
    ...presentCard(r, nextAvailableSlot),
    journey: r.journey,
    academicBackground: r.academic_background,
    clientExperience: r.client_experience,
    city: r.city,
    country: r.country,
    timezone: r.timezone,
    campusInstitution: r.campus_institution,
  };
}

type FeedbackRow = Awaited<ReturnType<ExpertsRepository["feedbacks"]>>[number];

export function presentFeedback(r: FeedbackRow): Feedback {
  const reviewer = presentPersonOrUnknown(r.person);
  return {
    id: r.id,
    rating: r.rating,
    content: r.content,
    createdAt: new Date(r.created_at).toISOString(),
    user: {
      displayName: reviewer.displayName,
      avatarUrl: reviewer.avatarUrl,
    },
  };
}
