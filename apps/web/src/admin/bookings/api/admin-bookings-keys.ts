import { adminShellKeys } from "../../shell/api/admin-shell-keys.ts";
/** Query keys of the console's bookings, from one place; under the console's root (adminShellKeys.all). */
export const adminBookingsKeys = {
  all: [...adminShellKeys.all, "bookings"] as const,
  list: (query: Record<string, unknown>) => [...adminBookingsKeys.all, "list", query] as const,
  detail: (id: string) => [...adminBookingsKeys.all, "detail", id] as const,
  /** A booking's reminders and their delivery log. */
  reminders: (id: string) => [...adminBookingsKeys.all, "reminders", id] as const,
  /** Disputes and payouts change with a refund (admin areas share the console root). */
  money: adminShellKeys.all,
};
