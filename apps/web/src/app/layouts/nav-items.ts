import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { BookOpen, Bot, CalendarCheck, Gamepad2, Home, LayoutDashboard, Settings, Stethoscope } from "lucide-react";

// Labels are message descriptors, shown in the language of the moment with i18n._(label).

/** Bottom navigation on phones (spec §2 Mobile side menu). */
export const BOTTOM_NAV = [
  { to: "/feed", label: msg`Feed`, icon: Home },
  { to: "/expert", label: msg`Experts`, icon: Stethoscope },
  { to: "/healthbot", label: msg`Health Bot`, icon: Bot },
  { to: "/wellness", label: msg`Wellness`, icon: BookOpen },
  { to: "/games", label: msg`Games`, icon: Gamepad2 },
] as const;

/** Desktop top bar for members. */
export const TOP_NAV = [
  { to: "/feed", label: msg`Feed` },
  { to: "/wellness", label: msg`Wellness` },
  { to: "/games", label: msg`Games` },
  { to: "/notification", label: msg`Notification` },
  { to: "/test", label: msg`Take a Test` },
] as const;

/** Expert header (spec §2 Expert side). */
export const EXPERT_NAV = [
  { to: "/expert/feed", label: msg`Feed` },
  { to: "/expert/vendorbooking", label: msg`Booking` },
  { to: "/expert/caseload", label: msg`My clients` },
] as const;
/** Expert header items without a screen (spec: they do nothing). Settings leads to /settings. */
export const EXPERT_NAV_SOON: readonly MessageDescriptor[] = [msg`Dashboard`, msg`Course`];
export const EXPERT_NAV_AFTER = [{ to: "/settings", label: msg`Settings` }] as const;

/** Expert bottom navigation on phones; Dashboard and Courses have no path yet. */
export const EXPERT_BOTTOM_NAV = [
  { to: "/expert/feed", label: msg`Feed`, icon: Home },
  { to: "/expert/vendorbooking", label: msg`Bookings`, icon: CalendarCheck },
  { to: null, label: msg`Dashboard`, icon: LayoutDashboard },
  { to: null, label: msg`Courses`, icon: BookOpen },
  { to: "/settings", label: msg`Settings`, icon: Settings },
] as const;
