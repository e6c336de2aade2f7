// What the landing page says (spec §2 Landing page). Plain data, so the page stays small; every
// word is a message descriptor, shown in the language of the moment with i18n._(descriptor).
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

type Card = { title: MessageDescriptor; text: MessageDescriptor };

export const STATS: { value: string; label: MessageDescriptor }[] = [
  { value: "100+", label: msg`users` },
  { value: "100+", label: msg`experts` },
  { value: "24/7", label: msg`support` },
  { value: "95%", label: msg`satisfaction` },
];

export const FEATURES: Card[] = [
  { title: msg`Buddy community`, text: msg`Follow people who understand, share posts and cheer each other on.` },
  {
    title: msg`Verified experts`,
    text: msg`Counsellors who passed our onboarding, with real reviews and fees upfront.`,
  },
  { title: msg`Video and voice sessions`, text: msg`Private one-hour calls in your browser, no app needed.` },
  { title: msg`Wellness courses`, text: msg`Short guided courses on calm, anxiety and sleep, free and paid.` },
  { title: msg`Free self-help tools`, text: msg`Journal, mood check-in, breathing and screening tests, no sign-up.` },
  {
    title: msg`Private by design`,
    text: msg`Private profiles, photos stripped of location, your results only yours.`,
  },
];

export const SUPPORT_AREAS: Card[] = [
  { title: msg`Depression`, text: msg`Low mood, loss of interest, feeling stuck.` },
  { title: msg`Stress & Anxiety`, text: msg`Worry, panic, exam and work pressure.` },
  { title: msg`Relationship`, text: msg`Family, partners, friendships and loneliness.` },
  { title: msg`Work Challenges`, text: msg`Burnout, conflict, career crossroads.` },
];

export const FREE_TOOLS: (Card & { to: string })[] = [
  { to: "/daily-journal", title: msg`Daily Reflection Journal`, text: msg`A gentle prompt and a private page.` },
  { to: "/mood-checkin", title: msg`AI Mood Check-In`, text: msg`Log today's mood and see your month.` },
  { to: "/breathing-tool", title: msg`Breathing & Meditation`, text: msg`Box and 4-7-8 breathing, guided.` },
  { to: "/mental-health-tests", title: msg`Mental Health Tests`, text: msg`PHQ-9, GAD-7 and WHO-5 self-checks.` },
];

/** Spec §9: 12 testimonials, 3 per slide. (A 4000 ms interval is specified, but autoplay is never enabled.) */
export const TESTIMONIALS_PER_SLIDE = 3;
export const TESTIMONIALS: { name: MessageDescriptor; city: MessageDescriptor; quote: MessageDescriptor }[] = [
  {
    name: msg`Asha`,
    city: msg`Bengaluru`,
    quote: msg`I booked a session at midnight during exams. The counsellor spoke Kannada with me. I slept that night.`,
  },
  {
    name: msg`Rohit`,
    city: msg`Pune`,
    quote: msg`The breathing tool is the first thing I open before presentations now.`,
  },
  {
    name: msg`Meera`,
    city: msg`Chennai`,
    quote: msg`Finding buddies who had been through the same loss made me feel less alone.`,
  },
  {
    name: msg`Imran`,
    city: msg`Hyderabad`,
    quote: msg`I was scared of therapy. Seeing the fee and reviews upfront made it easier to try.`,
  },
  {
    name: msg`Sneha`,
    city: msg`Mumbai`,
    quote: msg`The journal prompts are kind. Some days I only write one line, and that is fine.`,
  },
  {
    name: msg`Arjun`,
    city: msg`Delhi`,
    quote: msg`My PHQ-9 score pushed me to talk to someone. Three months later I feel like myself again.`,
  },
  {
    name: msg`Lakshmi`,
    city: msg`Kochi`,
    quote: msg`Video sessions from home meant I did not have to explain to anyone where I was going.`,
  },
  {
    name: msg`Farhan`,
    city: msg`Lucknow`,
    quote: msg`The anxiety at work course gave me words for what my body was doing.`,
  },
  {
    name: msg`Priya`,
    city: msg`Jaipur`,
    quote: msg`I keep my profile private, and nobody sees what I do not want them to.`,
  },
  {
    name: msg`Vikram`,
    city: msg`Ahmedabad`,
    quote: msg`My counsellor helped me plan a hard talk with my father. It went better than I feared.`,
  },
  { name: msg`Neha`, city: msg`Nagpur`, quote: msg`Music therapy tracks on my commute changed how my mornings feel.` },
  {
    name: msg`Karan`,
    city: msg`Chandigarh`,
    quote: msg`It is the first wellness app that did not make me feel like a case number.`,
  },
];
