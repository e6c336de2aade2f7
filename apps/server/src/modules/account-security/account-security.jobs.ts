// The periodic work of the Security section: sign-in history is kept for a year.
import type { PeriodicJob } from "../../platform/jobs/scheduler.ts";
import type { AccountSecurityService } from "./account-security.service.ts";

export function accountSecurityJobs(security: AccountSecurityService): PeriodicJob[] {
  return [{ name: "sign-in-history-purge", cron: "17 3 * * *", run: () => security.purgeOldSignIns() }];
}
