import { BookOpen, Bot, Gamepad2, Home, Stethoscope } from "lucide-react";

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

/** Expert header (Dashboard, Course and Settings have no screen yet). */
export const EXPERT_NAV = [
  { to: "/expert/feed", label: "Feed" },
  { to: "/expert/vendorbooking", label: "Booking" },
] as const;
