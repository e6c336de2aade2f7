// Staff accounts (grant, revoke, list, the ADMIN_EMAILS list), the console's "who am I", its dashboard
// and the audit log. Used by the HTTP routes and by the command line (apps/server/src/cli/admin-cli.ts).
import type { AdminMe, AdminPage, AuditEntry, AuditQuery } from "@saathi/contract/admin";
import type { StaffRole } from "@saathi/contract/admin-moderation";
import type { AdminDashboard } from "@saathi/contract/admin-staff";
import type { AuditActor } from "../../platform/audit/audit-log.ts";
import type { StaffUser } from "../../platform/auth/staff-guard.ts";
import { AppError } from "../../platform/http/errors.ts";
import { presentPerson } from "../../platform/presenters/person.presenter.ts";
import { ADMIN_STAFF_SERVER_MSG } from "./admin-staff.messages.ts";
import {
  isAuditRangeValid,
  netRevenue,
  parseAdminEmails,
  roleAfterGrant,
  roleAfterRevoke,
} from "./admin-staff.policy.ts";
import type { AccountRow, AdminStaffRepository } from "./admin-staff.repository.ts";

export const STAFF_CLI_MSG = {
  unknownEmail: (email: string) =>
    `No Saathi account uses ${email}. The person must sign up first, then run this again.`,
} as const;

export type StaffChange = { account: AccountRow; changed: boolean };

export function createAdminStaffService(repo: AdminStaffRepository, opts: { adminEmails?: string } = {}) {
  const listed = parseAdminEmails(opts.adminEmails);

  async function account(email: string): Promise<AccountRow> {
    const a = await repo.findByEmail(email);
    if (!a) throw new AppError(404, "USER_NOT_FOUND", STAFF_CLI_MSG.unknownEmail(email.trim()));
    return a;
  }

  async function grantAccount(
    a: AccountRow,
    actor: AuditActor,
    reason: string | null,
    wanted: StaffRole = "admin",
  ): Promise<StaffChange> {
    const role = roleAfterGrant(a.role, wanted);
    if (!role) return { account: a, changed: false };
    await repo.setRole(
      a.id,
      role,
      { endSessions: false },
      {
        actor,
        action: "staff.grant",
        targetType: "staff",
        targetId: a.id,
        before: { role: a.role },
        after: { role },
        reason,
      },
    );
    return { account: { ...a, role }, changed: true };
  }

  return {
    /**
     * Makes the account with this email staff, admin or moderator (its sessions stay; the console asks
     * the second factor).
     */
    async grant(
      email: string,
      actor: AuditActor,
      reason: string | null = null,
      role: StaffRole = "admin",
    ): Promise<StaffChange> {
      return grantAccount(await account(email), actor, reason, role);
    },

    /** Makes a staff account a plain member again and signs it out everywhere. */
    async revoke(email: string, actor: AuditActor, reason: string | null = null): Promise<StaffChange> {
      const a = await account(email);
      const role = roleAfterRevoke(a.role);
      if (!role) return { account: a, changed: false };
      await repo.setRole(
        a.id,
        role,
        { endSessions: true },
        {
          actor,
          action: "staff.revoke",
          targetType: "staff",
          targetId: a.id,
          before: { role: a.role },
          after: { role },
          reason,
        },
      );
      return { account: { ...a, role }, changed: true };
    },

    list: () => repo.listAdmins(),

    /** At start: every listed account that exists becomes staff (audited only when it changes). */
    async applyAdminEmails(): Promise<StaffChange[]> {
      const changes: StaffChange[] = [];
      for (const email of listed) {
        const a = await repo.findByEmail(email);
        if (a) changes.push(await grantAccount(a, { id: null, label: "ADMIN_EMAILS" }, null));
      }
      return changes;
    },

    /** A new account whose email is on the ADMIN_EMAILS list becomes staff at once. */
    async onAccountCreated(u: { id: string; email: string }): Promise<void> {
      if (!listed.includes(u.email.trim().toLowerCase())) return;
      const a = await repo.findById(u.id);
      if (a) await grantAccount(a, { id: null, label: "ADMIN_EMAILS" }, null);
    },

    me(staff: StaffUser): AdminMe {
      return {
        id: staff.id,
        email: staff.email,
        name: staff.name,
        twoFactorEnabled: Boolean(staff.twoFactorEnabled),
        role: staff.role === "moderator" ? "moderator" : "admin",
      };
    },

    async dashboard(): Promise<AdminDashboard> {
      const r = await repo.dashboard();
      return {
        applications: { pending: r.pending, oldestSubmittedAt: r.oldest ? new Date(r.oldest).toISOString() : null },
        disputes: { open: r.open_disputes },
        bookingsToday: r.bookings_today,
        refundsThisWeek: { count: r.refund_count, paise: r.refund_paise },
        revenue: { weekPaise: netRevenue(r.week_in, r.week_out), monthPaise: netRevenue(r.month_in, r.month_out) },
      };
    },

    async audit(q: AuditQuery): Promise<AdminPage<AuditEntry>> {
      if (!isAuditRangeValid(q.from, q.to)) {
        throw new AppError(400, "VALIDATION_ERROR", ADMIN_STAFF_SERVER_MSG.theStartDateMustBe);
      }
      const { rows, total } = await repo.auditPage(q);
      // A person target is shown by name; the id stays for the link and the filter.
      const entries = rows.map(({ targetPerson, ...r }) => ({
        ...r,
        targetName: targetPerson ? presentPerson(targetPerson).displayName : null,
      }));
      return { rows: entries, total, page: q.page, pageSize: q.pageSize };
    },
  };
}

export type AdminStaffService = ReturnType<typeof createAdminStaffService>;
