// The vetting console: the applications queue, a review, and each decision. Every decision
// asks the state machine (vetting.policy.ts) first, is applied only from the state it was decided on,
// writes its audit record in the same transaction, and tells the expert (in the app and by email).

import type { Readable } from "node:stream";
import type { AdminPage } from "@saathi/contract/admin";
import {
  type ApplicationReview,
  type ApplicationRow,
  type ApplicationsQuery,
  type applicationsQuerySchema,
  type ExpertsQuery,
  type expertsQuerySchema,
  VETTING_MSG,
  type VettedExpertRow,
  type VettingResult,
} from "@saathi/contract/admin-applications";
import type {
  ApplicationDocument,
  ApplicationState,
  ApplicationStatus,
  PractitionerKind,
  VerifiedBadge,
} from "@saathi/contract/expert-application";
import type { Logger } from "pino";
import type { z } from "zod";
import type { StaffUser } from "../../platform/auth/staff-guard.ts";
import { expertListingsChanged } from "../../platform/cache/expert-listings.ts";
import { AppError } from "../../platform/http/errors.ts";
import type { Messenger } from "../../platform/mail/messenger.ts";
import type { ExpertSuspensionService } from "../bookings/expert-suspension.service.ts";
import type { NotificationsService } from "../notifications/notifications.service.ts";
import { type VettingEmail, vettingEmail } from "./vetting.messages.ts";
import { badgeFor, nextStatus, TRANSITIONS, type VettingAction, verifiedUntil } from "./vetting.policy.ts";
import type { Decision, VettingRepository } from "./vetting.repository.ts";

/**
 * What vetting reads of an expert's application. A port, not onboarding's service type: onboarding shows
 * the expert the application's rules (vetting's index.ts), so vetting must not depend on onboarding
 * back; onboarding's application service fits it as it is.
 */
export interface ApplicationsForReview {
  forReview(expertId: string): Promise<{ state: ApplicationState; documents: ApplicationDocument[] } | null>;
  readDocument(
    viewer: StaffUser,
    expertId: string,
    documentId: string,
  ): Promise<{ body: Readable; size: number; mimeType: string; fileName: string }>;
}

export interface VettingDeps {
  repo: VettingRepository;
  applications: ApplicationsForReview;
  suspension: ExpertSuspensionService;
  notifications: NotificationsService;
  messenger: Messenger;
  log: Logger;
  now?: () => Date;
}

type AdminAction = Exclude<VettingAction, "submit">;
const iso = (v: string | Date | null) => (v ? new Date(v).toISOString() : null);
const notFound = () => new AppError(404, "APPLICATION_NOT_FOUND", VETTING_MSG.notFound);
const wrongState = () => new AppError(409, "APPLICATION_STATE", VETTING_MSG.wrongState);

export function createVettingService(d: VettingDeps) {
  const now = d.now ?? (() => new Date());

  const current = async (expertId: string) => {
    const [review, profile] = await Promise.all([d.applications.forReview(expertId), d.repo.reviewProfile(expertId)]);
    if (!review || !profile) throw notFound();
    return { state: review.state, profile };
  };

  /** Checks the move, applies it with its audit record, then tells the expert. */
  const decide = async (
    admin: StaffUser,
    expertId: string,
    action: AdminAction,
    build: (
      kind: PractitionerKind | null,
      at: Date,
    ) => Omit<Decision, "expertId" | "from" | "to" | "adminId" | "audit"> & {
      after: Record<string, unknown>;
      reason?: string;
    },
  ) => {
    const { state, profile } = await current(expertId);
    const to = nextStatus(state.status, action);
    if (!to) throw wrongState();
    const at = now();
    const { after, reason, ...change } = build(state.details.practitionerKind, at);
    const ok = await d.repo.decide({
      ...change,
      expertId,
      from: TRANSITIONS[action].from,
      to,
      adminId: admin.id,
      audit: {
        actor: { id: admin.id, email: admin.email },
        action: `${action === "request_changes" || action === "approve" || action === "reject" ? "application" : "expert"}.${action}`,
        targetType: "expert",
        targetId: expertId,
        before: { status: state.status },
        after: { status: to, ...after },
        reason: reason ?? null,
      },
    });
    if (!ok) throw wrongState();
    expertListingsChanged(); // listed or not, badge, on public answers
    return { profile, to, at, change };
  };

  const tell = async (expertId: string, write: VettingEmail, status: ApplicationStatus) => {
    // The expert is named as the actor: which staff member decided is in the audit log, not shown to them.
    await d.notifications
      .notify(expertId, "application", expertId, { status })
      .catch((err) => d.log.warn({ err }, "application notification not recorded"));
    const email = write(await d.messenger.localeOfUser(expertId));
    await d.messenger.sendEmail(email).catch((err) => d.log.warn({ err }, "application email not sent"));
  };

  const result = async (expertId: string, status: ApplicationStatus, extra: Partial<VettingResult> = {}) => {
    const l = await d.repo.listing(expertId);
    return { expertId, status, verifiedUntil: iso(l?.verified_until ?? null), ...extra } satisfies VettingResult;
  };

  return {
    async queue(q: z.output<typeof applicationsQuerySchema>): Promise<AdminPage<ApplicationRow>> {
      const rows = await d.repo.queue(q.status, q.q || undefined, q.dir, q.pageSize, (q.page - 1) * q.pageSize);
      const t = now().getTime();
      return {
        rows: rows.map((r) => ({
          expertId: r.expert_id,
          name: r.name,
          email: r.email,
          status: r.status as ApplicationStatus,
          practitionerKind: r.practitioner_kind as PractitionerKind | null,
          submittedAt: iso(r.submitted_at),
          ageHours: r.submitted_at ? Math.max(0, Math.floor((t - Date.parse(r.submitted_at)) / 3_600_000)) : null,
          documentCount: r.document_count,
        })),
        total: rows[0]?.total ?? 0,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    async review(expertId: string): Promise<ApplicationReview> {
      const [review, p, l] = await Promise.all([
        d.applications.forReview(expertId),
        d.repo.reviewProfile(expertId),
        d.repo.listing(expertId),
      ]);
      if (!review || !p) throw notFound();
      return {
        expertId,
        email: p.email,
        phone: p.phone,
        profile: p.full_name
          ? {
              fullName: p.full_name,
              city: p.city,
              state: p.state,
              country: p.country,
              academicBackground: p.academic_background,
              yearsExperience: p.years_experience,
              bio: p.bio,
              languages: p.languages ?? [],
              specialisations: p.specialisations,
              hourlyRate: p.hourly_rate ?? 0,
            }
          : null,
        application: { ...review.state, documents: review.documents, verifiedUntil: iso(l?.verified_until ?? null) },
      };
    },

    readDocument: (admin: StaffUser, expertId: string, documentId: string) =>
      d.applications.readDocument(admin, expertId, documentId),

    async requestChanges(admin: StaffUser, expertId: string, message: string) {
      const r = await decide(admin, expertId, "request_changes", () => ({
        reviewerMessage: message,
        after: {},
        reason: message,
      }));
      await tell(expertId, vettingEmail("request_changes", r.profile.email, { message }), r.to);
      return result(expertId, r.to);
    },

    async approve(admin: StaffUser, expertId: string) {
      const r = await decide(admin, expertId, "approve", (kind, at) => {
        const until = verifiedUntil(at);
        const badge: VerifiedBadge = badgeFor(kind);
        return {
          reviewerMessage: null,
          approvedAt: at,
          reverifyBy: until,
          profile: { publishedAt: at, verifiedUntil: until, verifiedBadge: badge },
          after: { badge, verifiedUntil: until.toISOString() },
        };
      });
      await tell(expertId, vettingEmail("approve", r.profile.email, { until: r.change.reverifyBy }), r.to);
      return result(expertId, r.to);
    },

    async reject(admin: StaffUser, expertId: string, reason: string) {
      const r = await decide(admin, expertId, "reject", () => ({ reviewerMessage: reason, after: {}, reason }));
      await tell(expertId, vettingEmail("reject", r.profile.email, { message: reason }), r.to);
      return result(expertId, r.to);
    },

    async experts(q: z.output<typeof expertsQuerySchema>): Promise<AdminPage<VettedExpertRow>> {
      const rows = await d.repo.experts(q.state, q.q || undefined, q.pageSize, (q.page - 1) * q.pageSize);
      return {
        rows: rows.map((r) => ({
          expertId: r.expert_id,
          name: r.name,
          email: r.email,
          status: r.status as ApplicationStatus,
          badge: r.badge as VerifiedBadge | null,
          approvedAt: iso(r.approved_at),
          reverifyBy: iso(r.reverify_by),
          listed: r.listed,
          reviewerMessage: r.reviewer_message,
        })),
        total: rows[0]?.total ?? 0,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    /** Hidden at once (in the transaction), then future sessions cancelled and refunded, members told. */
    async suspend(admin: StaffUser, expertId: string, reason: string) {
      const r = await decide(admin, expertId, "suspend", () => ({
        reviewerMessage: reason,
        profile: { verifiedUntil: null },
        after: { listed: false },
        reason,
      }));
      const name = r.profile.full_name ?? "your expert";
      const outcome = await d.suspension.cancelFutureSessions(expertId, name, reason);
      await tell(
        expertId,
        vettingEmail("suspend", r.profile.email, { message: reason, cancelled: outcome.cancelled }),
        r.to,
      );
      return result(expertId, r.to, { cancelledBookings: outcome.cancelled });
    },

    async reinstate(admin: StaffUser, expertId: string) {
      const r = await decide(admin, expertId, "reinstate", () => ({
        reviewerMessage: null,
        profile: { restoreVerification: true },
        after: { listed: "until reverify_by" },
      }));
      await tell(expertId, vettingEmail("reinstate", r.profile.email, {}), r.to);
      return result(expertId, r.to);
    },

    async reverify(admin: StaffUser, expertId: string) {
      const r = await decide(admin, expertId, "reverify", (_kind, at) => {
        const until = verifiedUntil(at);
        return { reverifyBy: until, profile: { verifiedUntil: until }, after: { verifiedUntil: until.toISOString() } };
      });
      await tell(expertId, vettingEmail("reverify", r.profile.email, { until: r.change.reverifyBy }), r.to);
      return result(expertId, r.to);
    },
  };
}

export type VettingService = ReturnType<typeof createVettingService>;
export type { ApplicationsQuery, ExpertsQuery };
