// The public header's menus and the footer's links, exactly as spec §2 'Landing page' names them.
// Labels are message descriptors: each is shown in the language of the moment with i18n._(label).
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

export interface PublicLink {
  to: string;
  label: MessageDescriptor;
}
export interface PublicMenu {
  label: MessageDescriptor;
  links: PublicLink[];
}

export const PUBLIC_MENUS: PublicMenu[] = [
  {
    label: msg`Wellness Tools`,
    links: [
      { to: "/daily-journal", label: msg`Daily Reflection Journal` },
      { to: "/mood-checkin", label: msg`AI Mood Check-In` },
      { to: "/breathing-tool", label: msg`Breathing & Meditation` },
      { to: "/affirmations", label: msg`Daily Affirmations` },
    ],
  },
  {
    label: msg`Assessments`,
    links: [
      { to: "/mental-health-tests", label: msg`Mental Health Tests` },
      { to: "/personality-tests", label: msg`Personality Tests` },
      { to: "/wellness-quiz", label: msg`Wellness Quiz to PDF Plan` },
    ],
  },
  {
    label: msg`Community`,
    links: [
      { to: "/uplift-feed", label: msg`Uplift Feed` },
      { to: "/circles", label: msg`Support circles` },
      { to: "/blog", label: msg`Blog` },
      { to: "/invite-friends", label: msg`Invite & Earn Rewards` },
    ],
  },
  {
    label: msg`Challenges`,
    links: [
      { to: "/anxiety-challenge", label: msg`5-Day Anxiety Challenge` },
      { to: "/daily-wellness", label: msg`Daily Wellness Broadcast` },
    ],
  },
];

/** Single links of the header, after the menus. */
export const PUBLIC_TOP_LINKS: PublicLink[] = [
  { to: "/experts", label: msg`Meet Our Experts` },
  { to: "/partnerships", label: msg`Partnerships` },
  { to: "/about", label: msg`About` },
];

export const FOOTER_LINKS: PublicLink[] = [
  { to: "/features", label: msg`Features` },
  { to: "/about", label: msg`About` },
  { to: "/contact", label: msg`Contact` },
  { to: "/blog", label: msg`Blog` },
  { to: "/partnerships", label: msg`Partnerships` },
  { to: "/outcomes", label: msg`Outcomes` },
  { to: "/privacy/privacyPolicy", label: msg`Privacy Policy` },
  { to: "/term/termCondition", label: msg`Terms & Conditions` },
  { to: "/expert/auth", label: msg`Partner Login` },
];
