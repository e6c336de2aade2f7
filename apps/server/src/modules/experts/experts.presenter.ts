import type { ExpertCard, ExpertDetail, Feedback, SessionType } from "@saathi/contract/experts";
import { displayNameOf } from "@saathi/contract/profile";
import { visibleName } from "../profiles/user-summary.presenter.ts";
import type { ExpertRow, ExpertsRepository } from "./experts.repository.ts";

/** An expert's public name: display name, else first and last name. */
export const expertName = (r: Pick<ExpertRow, "display_name" | "first_name" | "last_name">) =>
  r.display_name?.trim() || displayNameOf(r.first_name, r.last_name);

export function presentCard(r: ExpertRow, nextAvailableSlot: string | null): ExpertCard {
  return {
    expertId: r.user_id,
    displayName: expertName(r),
    username: r.username,
    avatarUrl: r.avatar_url,
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
  };
}

export function presentDetail(r: ExpertRow, nextAvailableSlot: string | null): ExpertDetail {
  return {
    ...presentCard(r, nextAvailableSlot),
    journey: r.journey,
    academicBackground: r.academic_background,
    clientExperience: r.client_experience,
    city: r.city,
    country: r.country,
    timezone: r.timezone,
  };
}

type FeedbackRow = Awaited<ReturnType<ExpertsRepository["feedbacks"]>>[number];

export function presentFeedback(r: FeedbackRow): Feedback {
  return {
    id: r.id,
    rating: r.rating,
    content: r.content,
    createdAt: new Date(r.created_at).toISOString(),
    user: {
      displayName: visibleName({
        username: r.username,
        displayName: r.display_name,
        firstName: r.first_name,
        lastName: r.last_name,
        isHideName: r.is_hide_name,
      }),
      avatarUrl: r.avatar_url,
    },
  };
}
