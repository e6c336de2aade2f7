// The public header's menus and the footer's links, exactly as spec §2 'Landing page' names them.
export interface PublicLink {
  to: string;
  label: string;
}
export interface PublicMenu {
  label: string;
  links: PublicLink[];
}

export const PUBLIC_MENUS: PublicMenu[] = [
  {
    label: "Wellness Tools",
    links: [
      { to: "/daily-journal", label: "Daily Reflection Journal" },
      { to: "/mood-checkin", label: "AI Mood Check-In" },
      { to: "/breathing-tool", label: "Breathing & Meditation" },
      { to: "/affirmations", label: "Daily Affirmations" },
    ],
  },
  {
    label: "Assessments",
    links: [
      { to: "/mental-health-tests", label: "Mental Health Tests" },
      { to: "/personality-tests", label: "Personality Tests" },
      { to: "/wellness-quiz", label: "Wellness Quiz to PDF Plan" },
    ],
  },
  {
    label: "Community",
    links: [
      { to: "/uplift-feed", label: "Uplift Feed" },
      { to: "/blog", label: "Blog" },
      { to: "/invite-friends", label: "Invite & Earn Rewards" },
    ],
  },
  {
    label: "Challenges",
    links: [
      { to: "/anxiety-challenge", label: "5-Day Anxiety Challenge" },
      { to: "/daily-wellness", label: "Daily Wellness Broadcast" },
    ],
  },
];

/** Single links of the header, after the menus. */
export const PUBLIC_TOP_LINKS: PublicLink[] = [
  { to: "/experts", label: "Meet Our Experts" },
  { to: "/partnerships", label: "Partnerships" },
  { to: "/about", label: "About" },
];

export const FOOTER_LINKS: PublicLink[] = [
  { to: "/features", label: "Features" },
  { to: "/about", label: "About" },
  { to: "/contact", label: "Contact" },
  { to: "/blog", label: "Blog" },
  { to: "/partnerships", label: "Partnerships" },
  { to: "/privacy/privacyPolicy", label: "Privacy Policy" },
  { to: "/term/termCondition", label: "Terms & Conditions" },
  { to: "/expert/auth", label: "Partner Login" },
];

/** Store listings are not published yet; the links say so honestly (see the download dialog). */
export const STORE_LINKS = {
  appStore: "https://apps.apple.com/",
  googlePlay: "https://play.google.com/store",
};
