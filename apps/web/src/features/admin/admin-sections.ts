// The admin console's sections (issue 15): one list drives the console's navigation and its routes,
// so each section is one line here and its own folder. Every page loads lazily, in the console's own
// chunks: nothing of /admin is in a member's bundle.
import type { ComponentType } from "react";

type Page = Promise<{ Component: ComponentType }>;

export interface AdminSection {
  /** Path under /admin ("" is the dashboard). */
  path: string;
  /** Navigation label; sections without one (detail pages) are not in the menu. */
  label?: string;
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
    path: "audit",
    label: "Audit log",
    load: async () => ({ Component: (await import("./audit/audit-page.tsx")).AuditPage }),
  },
];
