// The admin console's sections: one list drives the console's navigation and its routes,
// so each section is one line here and its own folder. Every page loads lazily, in the console's own
// chunks: nothing of /admin is in a member's bundle. Each section says which staff roles use it
// (moderators see only Moderation); the server refuses the others' endpoints anyway.
import type { StaffRole } from "@saathi/contract/admin-moderation";
import type { ComponentType } from "react";

type Page = Promise<{ Component: ComponentType }>;

export interface AdminSection {
  /** Path under /admin ("" is the dashboard). */
  path: string;
  /**
   * Navigation label (English); sections without one (detail pages) are not in the menu. This file may
   * import nothing (every page stays lazy), so the menu shows it through NAV_LABEL in shell/admin-layout.tsx,
   * in the language of the moment: a new section adds its label there too.
   */
  label?: string;
  /** Who uses it; admins only unless it says so. */
  roles?: StaffRole[];
  load: () => Page;
}

export const ADMIN_SECTIONS: AdminSection[] = [
  {
    path: "",
    label: "Dashboard",
    load: async () => ({ Component: (await import("./dashboard/dashboard-page.tsx")).DashboardPage }),
  },
  {
    path: "applications",
    label: "Applications",
    load: async () => ({ Component: (await import("./applications/applications-page.tsx")).ApplicationsPage }),
  },
  {
    path: "applications/:expertId",
    load: async () => ({
      Component: (await import("./applications/application-detail-page.tsx")).ApplicationDetailPage,
    }),
  },
  {
    path: "experts",
    label: "Experts",
    load: async () => ({ Component: (await import("./experts/experts-page.tsx")).ExpertsPage }),
  },
  {
    path: "members",
    label: "Members",
    load: async () => ({ Component: (await import("./members/members-page.tsx")).MembersPage }),
  },
  {
    path: "members/:userId",
    load: async () => ({ Component: (await import("./members/member-detail-page.tsx")).MemberDetailPage }),
  },
  {
    path: "bookings",
    label: "Bookings",
    load: async () => ({ Component: (await import("./bookings/bookings-page.tsx")).BookingsPage }),
  },
  {
    path: "bookings/:bookingId",
    load: async () => ({ Component: (await import("./bookings/booking-detail-page.tsx")).BookingDetailPage }),
  },
  {
    path: "disputes",
    label: "Disputes",
    load: async () => ({ Component: (await import("./disputes/disputes-page.tsx")).DisputesPage }),
  },
  {
    path: "payouts",
    label: "Payouts",
    load: async () => ({ Component: (await import("./payouts/payouts-page.tsx")).PayoutsPage }),
  },
  {
    path: "courses",
    label: "Courses",
    load: async () => ({ Component: (await import("./courses/courses-page.tsx")).CoursesPage }),
  },
  {
    path: "courses/:courseId",
    load: async () => ({ Component: (await import("./courses/course-editor-page.tsx")).CourseEditorPage }),
  },
  {
    path: "moderation",
    label: "Moderation",
    roles: ["admin", "moderator"],
    load: async () => ({ Component: (await import("./moderation/moderation-page.tsx")).ModerationPage }),
  },
  {
    path: "moderation/:itemId",
    roles: ["admin", "moderator"],
    load: async () => ({ Component: (await import("./moderation/moderation-item-page.tsx")).ModerationItemPage }),
  },
  // Listeners for peer circles: moderators approve and revoke them.
  {
    path: "listeners",
    label: "Listeners",
    roles: ["admin", "moderator"],
    load: async () => ({ Component: (await import("./listeners/listeners-page.tsx")).ListenersPage }),
  },
  {
    path: "watched-words",
    label: "Watched words",
    load: async () => ({ Component: (await import("./watched-words/watched-words-page.tsx")).WatchedWordsPage }),
  },
  // The Daily Wellness Broadcast, written and scheduled here.
  {
    path: "daily-wellness",
    label: "Daily wellness",
    load: async () => ({
      Component: (await import("./daily-wellness/daily-wellness-page.tsx")).DailyWellnessAdminPage,
    }),
  },
  {
    path: "audit",
    label: "Audit log",
    load: async () => ({ Component: (await import("./audit/audit-page.tsx")).AuditPage }),
  },
  // Outcomes of care: aggregates only, small numbers hidden (decision 037).
  {
    path: "outcomes",
    label: "Outcomes",
    load: async () => ({ Component: (await import("./outcomes/outcomes-page.tsx")).OutcomesPage }),
  },
  // Rights: members' requests under the DPDP Act, with the 7-day target and 90-day limit.
  {
    path: "grievances",
    label: "Grievances",
    load: async () => ({ Component: (await import("./grievances/grievances-page.tsx")).GrievancesPage }),
  },
];

/** Whether this staff role uses the section. */
export const sectionAllowed = (s: AdminSection, role: StaffRole) => (s.roles ?? ["admin"]).includes(role);

/** The sections in this role's navigation. */
export const navSectionsFor = (role: StaffRole) => ADMIN_SECTIONS.filter((s) => s.label && sectionAllowed(s, role));

/** Whether a console address is this section's (":name" segments match any one segment). */
function matches(sectionPath: string, pathname: string): boolean {
  const want = sectionPath.split("/").filter(Boolean);
  const got = pathname
    .replace(/^\/admin\/?/, "")
    .split("/")
    .filter(Boolean);
  return want.length === got.length && want.every((w, i) => w.startsWith(":") || w === got[i]);
}

/** The section a console address belongs to (undefined for an unknown one). */
export const sectionAt = (pathname: string) => ADMIN_SECTIONS.find((s) => matches(s.path, pathname));

/** Where a role starts in the console. */
export const consoleHomeFor = (role: StaffRole) => (role === "admin" ? "/admin" : "/admin/moderation");
