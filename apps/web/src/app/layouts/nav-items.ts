import { BookOpen, Bot, CalendarCheck, Gamepad2, Home, LayoutDashboard, Settings, Stethoscope } from "lucide-react";

/** Bottom navigation on phones (spec §2 Mobile side menu). */
export const BOTTOM_NAV = [
  { to: "/feed", label: "Feed", icon: Home },
  { to: "/expert", label: "Experts", icon: Stethoscope },
  { to: "/chat", label: "Health Bot", icon: Bot },
  { to: "/wellness", label: "Wellness", icon: BookOpen },
  { to: "/games", label: "Games", icon: Gamepad2 },
] as const;

/** Desktop top bar for members. */
export const TOP_NAV = [
  { to: "/feed", label: "Feed" },
  { to: "/wellness", label: "Wellness" },
  { to: "/games", label: "Games" },
  { to: "/notification", label: "Notification" },
  { to: "/test", label: "Take a Test" },
] as const;

/** Expert header (spec §2 Expert side). */
export const EXPERT_NAV = [
  { to: "/expert/feed", label: "Feed" },
  { to: "/expert/vendorbooking", label: "Booking" },
] as const;
/** Expert header items without a screen (spec: they do nothing). Settings leads to /settings (issue 17). */
export const EXPERT_NAV_SOON = ["Dashboard", "Course"] as const;
export const EXPERT_NAV_AFTER = [{ to: "/settings", label: "Settings" }] as const;

/** Expert bottom navigation on phones; Dashboard and Courses have no path yet. */
export const EXPERT_BOTTOM_NAV = [
  { to: "/expert/feed", label: "Feed", icon: Home },
  { to: "/expert/vendorbooking", label: "Bookings", icon: CalendarCheck },
  { to: null, label: "Dashboard", icon: LayoutDashboard },
  { to: null, label: "Courses", icon: BookOpen },
  { to: "/settings", label: "Settings", icon: Settings },
] as const;
