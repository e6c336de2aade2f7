/** Screens of the route table (spec §2) that later work fills in, with their titles. */
export const MEMBER_SCREENS: [path: string, title: string][] = [
  ["/feed", "Feed"],
  ["/profile/:handle", "Discuss with Peers"],
  ["/expert", "Experts"],
  ["/expert/expertList", "Expert List"],
  ["/expert/:handle", "Expert Detail"],
  ["/expert/booking", "Book your slot now"],
  ["/expert/expertPage", "Expert Page"],
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
  ["/games", "Games"],
  ["/test", "Take a Test"],
  ["/score", "Your Test Score"],
  // Issue 16 and 17: the member's own settings, data and rights.
  ["/safety-settings", "Safety settings"],
  ["/settings", "Settings"],
  ["/settings/delete", "Delete my account"],
  ["/grievances", "Grievances"],
];

/** Expert screens that need sign-in. */
export const EXPERT_SCREENS: [path: string, title: string][] = [
  ["/expert/onBoarding", "Expert onboarding"],
  ["/expert/feed", "Expert Feed"],
  ["/expert/vendorbooking", "My Bookings"],
];
