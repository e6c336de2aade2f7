// Titles stay English here (e2e/support/a11y-routes.ts reads these pairs from the source); the
// screen shows them through SCREEN_TITLES, in the language of the moment.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** Screens of the route table (spec §2) that later work fills in, with their titles. */
export const MEMBER_SCREENS: [path: string, title: string][] = [
  ["/feed", "Feed"],
  ["/profile/:handle", "Discuss with Peers"],
  ["/expert", "Experts"],
  ["/expert/expertList", "Expert List"],
  ["/expert/:handle", "Expert Detail"],
  ["/expert/booking", "Book your slot now"],
  ["/booking", "Councellors Booking"],
  ["/wellness", "Wellness"],
  ["/wellness/wellnessList", "Courses"],
  ["/wellness/wellnessList/:courseId", "Course"],
  ["/wellness/MeditationList", "Live Meditation"],
  ["/wellness/yogaList", "Yoga"],
  ["/wellness/yogaList/:id", "Yoga Class"],
  ["/wellness/musicList", "Music Therapy"],
  ["/wellness/discussPeer", "Discuss with Peer"],
  ["/terms_condition", "Terms & Conditions"],
  ["/notification", "Notifications"],
  ["/chat", "Chat"],
  ["/healthbot", "Health Bot"],
  ["/games", "Games"],
  ["/test", "Take a Test"],
  ["/score", "Your Test Score"],
  // The member's own settings, data and rights.
  ["/safety-settings", "Safety settings"],
  ["/settings", "Settings"],
  ["/settings/delete", "Delete my account"],
  ["/grievances", "Grievances"],
  // The member's safety plan and trusted contact (crisis card, Health Bot, settings).
  ["/safety-plan", "My safety plan"],
  // Care between sessions: the member's plan with their counsellor, and their session packages.
  ["/care", "My care"],
  ["/packages", "My packages"],
  // Peer circles: text rooms led by trained listeners, and the way to become one.
  ["/peer-circles", "Peer circles"],
  ["/peer-circles/listener", "Become a listener"],
  // Support circles: the member's seats and waitlist places.
  ["/circles/mine", "My circles"],
];

/** Expert screens that need sign-in. */
export const EXPERT_SCREENS: [path: string, title: string][] = [
  ["/expert/onBoarding", "Expert onboarding"],
  ["/expert/feed", "Expert Feed"],
  ["/expert/vendorbooking", "My Bookings"],
  ["/expert/availability", "My availability"],
  ["/expert/caseload", "My clients"],
  ["/expert/circles", "My hosted circles"],
  ["/expert/circles/new", "Host a circle"],
];

/** Each title above in the language shown: i18n._(SCREEN_TITLES[title]). */
export const SCREEN_TITLES: Record<string, MessageDescriptor> = {
  Feed: msg`Feed`,
  "Discuss with Peers": msg`Discuss with Peers`,
  Experts: msg`Experts`,
  "Expert List": msg`Expert List`,
  "Expert Detail": msg`Expert Detail`,
  "Book your slot now": msg`Book your slot now`,
  "Councellors Booking": msg`Councellors Booking`,
  Wellness: msg`Wellness`,
  Courses: msg`Courses`,
  Course: msg`Course`,
  "Live Meditation": msg`Live Meditation`,
  Yoga: msg`Yoga`,
  "Yoga Class": msg`Yoga Class`,
  "Music Therapy": msg`Music Therapy`,
  "Discuss with Peer": msg`Discuss with Peer`,
  "Terms & Conditions": msg`Terms & Conditions`,
  Notifications: msg`Notifications`,
  Chat: msg`Chat`,
  "Health Bot": msg`Health Bot`,
  Games: msg`Games`,
  "Take a Test": msg`Take a Test`,
  "Your Test Score": msg`Your Test Score`,
  "Safety settings": msg`Safety settings`,
  Settings: msg`Settings`,
  "Delete my account": msg`Delete my account`,
  Grievances: msg`Grievances`,
  "My safety plan": msg`My safety plan`,
  "My care": msg`My care`,
  "My packages": msg`My packages`,
  "Peer circles": msg`Peer circles`,
  "Become a listener": msg`Become a listener`,
  "My circles": msg`My circles`,
  "Expert onboarding": msg`Expert onboarding`,
  "Expert Feed": msg`Expert Feed`,
  "My Bookings": msg`My Bookings`,
  "My availability": msg`My availability`,
  "My clients": msg`My clients`,
  "My hosted circles": msg`My hosted circles`,
  "Host a circle": msg`Host a circle`,
};
