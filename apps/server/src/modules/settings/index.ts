// What other modules may use of settings besides its service: how long an email notice waits before
// the next one (the notification emails batch within it); a member's notification choices read inside
// another module's statement (PrefRow, prefsJsonOf) and how they route one notification (deliveryOf).
import type { NotificationType } from "@saathi/contract/notifications";
import { deliveryFor, prefsWithDefaults } from "./settings.policy.ts";
import type { PrefRow } from "./settings.repository.ts";

export { type PrefRow, prefsJsonOf } from "./settings.repository.ts";
/** How a notification of `type` reaches a member with these stored choices (as SettingsService.delivery). */
export const deliveryOf = (rows: readonly PrefRow[], type: NotificationType) =>
  deliveryFor(prefsWithDefaults(rows), type);
export { EMAIL_COOLDOWN_SECONDS } from "./settings.policy.ts";
