// The members console: search, the member page and suspension. What leaves here is account
// facts, bookings and reports; chats, assessments and journal entries are never read.

import { ACCOUNT_STATUS_MSG, ACCOUNT_SUSPENDED, suspensionActive } from "@saathi/contract/account-status";
import type { AdminPage } from "@saathi/contract/admin";
import {
  type AdminMemberDetail,
  type AdminMemberRow,
  type AdminMembersQuery,
  MEMBER_ROLES,
  MEMBERS_MSG,
  maskPhone,
  type ReinstateMemberInput,
  type SuspendMemberInput,
} from "@saathi/contract/admin-members";
import { INTL_LOCALE, type Locale } from "@saathi/contract/locale";
import { GUARDIAN_WITHDRAWAL_REASON, YOUNG_MSG } from "@saathi/contract/young-people";
import type { AuditActor } from "../../platform/audit/audit-log.ts";
import type { StaffUser } from "../../platform/auth/staff-guard.ts";
import { expertListingsChanged } from "../../platform/cache/expert-listings.ts";
import { AppError } from "../../platform/http/errors.ts";
import { translatorFor } from "../../platform/i18n/translator.ts";
import type { Messenger } from "../../platform/mail/messenger.ts";
import { MEMBER_STATUS_EMAIL_MSG as EMAIL } from "./admin-members.messages.ts";
import { suspensionEnd, suspensionRefusal } from "./admin-members.policy.ts";
import type { AdminMembersRepository, MemberFactsRow } from "./admin-members.repository.ts";

/** How many bookings and reports the member page shows. */
const DETAIL_LIMIT = 20;

type Role = (typeof MEMBER_ROLES)[number];
const role = (r: string): Role => ((MEMBER_ROLES as readonly string[]).includes(r) ? (r as Role) : "users");
const iso = (d: Date | string) => new Date(d).toISOString();
const actorOf = (admin: StaffUser): AuditActor => ({ id: admin.id, email: admin.email });

/** The date a suspension ends, as members read it ("24 Nov 2026"). */
const dayLabel = (d: Date | string, locale: Locale = "en") =>
  new Date(d).toLocaleDateString(INTL_LOCALE[locale], {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "Asia/Kolkata",
  });

export interface AdminMembersDeps {
  repo: AdminMembersRepository;
  messenger: Messenger;
}

export function createAdminMembersService({ repo, messenger }: AdminMembersDeps) {
  const load = async (id: string): Promise<MemberFactsRow> => {
    const row = await repo.facts(id);
    if (!row) throw new AppError(404, "MEMBER_NOT_FOUND", MEMBERS_MSG.memberNotFound);
    return row;
  };
  const suspensionOf = (r: MemberFactsRow) =>
    suspensionActive({ suspendedAt: r.suspended_at, suspendedUntil: r.suspended_until })
      ? {
          at: iso(r.suspended_at as string),
          until: r.suspended_until ? iso(r.suspended_until) : null,
          reason: r.suspension_reason,
        }
      : null;

  const service = {
    async search(q: AdminMembersQuery): Promise<AdminPage<AdminMemberRow>> {
      const term = q.q?.trim().toLowerCase().replace(/^@/, "") || undefined;
      const s = {
        term,
        role: q.role,
        suspended: q.suspended,
        dir: q.dir,
        limit: q.pageSize,
        offset: (q.page - 1) * q.pageSize,
      };
      const { rows, total } = await repo.search(s);
      return {
        rows: rows.map((r) => ({
          id: r.id,
          name: r.name,
          username: r.username,
          email: r.email,
          role: role(r.role),
          joinedAt: iso(r.created_at),
          suspended: r.suspended,
          ageBand: r.minor ? "13-17" : "18+",
        })),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    async detail(id: string): Promise<AdminMemberDetail> {
      const r = await load(id);
      const [bookings, reports] = await Promise.all([repo.bookings(id, DETAIL_LIMIT), repo.reports(id, DETAIL_LIMIT)]);
      return {
        id: r.id,
        name: r.name,
        username: r.username,
        email: r.email,
        phoneMasked: maskPhone(r.phone_number),
        role: role(r.role),
        joinedAt: iso(r.created_at),
        emailVerified: r.email_verified,
        twoFactorEnabled: r.two_factor_enabled,
        lastActiveAt: r.last_active_at ? iso(r.last_active_at) : null,
        ageBand: r.minor ? "13-17" : "18+",
        suspension: suspensionOf(r),
        bookings: bookings.map((b) => ({
          id: b.id,
          as: b.as,
          otherName: b.other_name,
          startsAt: iso(b.starts_at),
          status: b.status,
          amount: b.amount,
        })),
        reports: reports.map((d) => ({
          id: d.id,
          kind: "dispute" as const,
          bookingId: d.booking_id,
          category: d.category,
          status: d.status,
          createdAt: iso(d.created_at),
        })),
      };
    },

    /** Suspends: signed out everywhere at once, sign-in refused, content hidden; the member is emailed. */
    async suspend(admin: StaffUser, id: string, input: SuspendMemberInput): Promise<AdminMemberDetail> {
      const r = await load(id);
      const refusal = suspensionRefusal(admin.id, r);
      if (refusal === "self") throw new AppError(403, "CANNOT_SUSPEND_SELF", MEMBERS_MSG.notSelf);
      if (refusal === "admin") throw new AppError(403, "CANNOT_SUSPEND_ADMIN", MEMBERS_MSG.notAdmin);
      if (suspensionOf(r)) throw new AppError(409, "ALREADY_SUSPENDED", MEMBERS_MSG.alreadySuspended);
      const until = suspensionEnd(input.until, new Date());
      if (until === "past") throw new AppError(400, "UNTIL_IN_PAST", MEMBERS_MSG.untilInFuture);
      await repo.suspend(id, until, input.reason, {
        actor: actorOf(admin),
        action: "member.suspend",
        targetType: "member",
        targetId: id,
        before: { suspended: false },
        after: { suspended: true, until: until ? until.toISOString() : null },
        reason: input.reason,
      });
      expertListingsChanged(); // a suspended expert leaves public answers at once
      const locale = await messenger.localeOf(r.email);
      const t = translatorFor(locale);
      await messenger.sendEmail({
        to: r.email,
        subject: t(EMAIL.suspendedSubject),
        text: [
          r.name ? t(EMAIL.hello, { name: r.name }) : t(EMAIL.helloThere),
          until ? t(EMAIL.suspendedUntil, { date: dayLabel(until, locale) }) : t(EMAIL.suspendedForReview),
          t(EMAIL.reason, { reason: input.reason }),
          t(EMAIL.signedOut),
          t(EMAIL.mistake),
        ].join("\n\n"),
      });
      return service.detail(id);
    },

    async reinstate(admin: StaffUser, id: string, input: ReinstateMemberInput): Promise<AdminMemberDetail> {
      const r = await load(id);
      const current = suspensionOf(r);
      if (!current) throw new AppError(409, "NOT_SUSPENDED", MEMBERS_MSG.notSuspended);
      await repo.reinstate(id, {
        actor: actorOf(admin),
        action: "member.reinstate",
        targetType: "member",
        targetId: id,
        before: { suspended: true, until: current.until },
        after: { suspended: false },
        reason: input.reason,
      });
      expertListingsChanged();
      const t = translatorFor(await messenger.localeOf(r.email));
      await messenger.sendEmail({
        to: r.email,
        subject: t(EMAIL.reinstatedSubject),
        text: `${r.name ? t(EMAIL.hello, { name: r.name }) : t(EMAIL.helloThere)}\n\n${t(EMAIL.reinstatedText)}`,
      });
      return service.detail(id);
    },

    /**
     * For sign-in (every method, through better-auth's session hook): null when the account may
     * start a session, otherwise the refusal to show on the sign-in screen.
     */
    async sessionRefusal(userId: string): Promise<{ code: string; message: string } | null> {
      const s = await repo.suspensionOf(userId);
      if (!s || !suspensionActive(s)) return null;
      // In the member's language: the sign-in screen shows this message as it comes.
      const locale = await messenger.localeOfUser(userId);
      const t = translatorFor(locale);
      // A young person whose guardian withdrew is told why, kindly, and where help still is.
      const message =
        s.reason === GUARDIAN_WITHDRAWAL_REASON
          ? t(YOUNG_MSG.withdrawnSignIn)
          : s.suspendedUntil
            ? t(ACCOUNT_STATUS_MSG.suspendedUntilText, { date: dayLabel(s.suspendedUntil, locale) })
            : t(ACCOUNT_STATUS_MSG.suspended);
      return { code: ACCOUNT_SUSPENDED, message };
    },
  };
  return service;
}

export type AdminMembersService = ReturnType<typeof createAdminMembersService>;
