// Staff console: who am I, dashboard, audit log. An account listed in ADMIN_EMAILS becomes staff when it
// is created, and the list is applied at start.
import { createStaffGuard } from "../../platform/auth/staff-guard.ts";
import { defineModule } from "../../platform/modules/app-module.ts";
import type { Platform } from "../../platform/modules/platform.ts";
import { createAdminStaffRepository } from "./admin-staff.repository.ts";
import { adminStaffRoutes } from "./admin-staff.routes.ts";
import { createAdminStaffService } from "./admin-staff.service.ts";

export async function createAdminStaffModule(d: Pick<Platform, "db" | "config" | "session" | "staffGuard">) {
  const adminStaff = createAdminStaffService(createAdminStaffRepository(d.db), { adminEmails: d.config.ADMIN_EMAILS });
  await adminStaff.applyAdminEmails();
  // /api/admin/me answers moderators too: the console shows them their sections only.
  const moderators = createStaffGuard(d.session, { roles: ["admin", "moderator"] });
  return defineModule({
    services: { adminStaff },
    routes: [adminStaffRoutes(d.staffGuard, adminStaff, moderators)],
    events: { "account.created": (u) => adminStaff.onAccountCreated(u) },
  });
}
