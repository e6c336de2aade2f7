// The public pages of the route table: free tools and the pages the landing page links to, open to
// everyone (the router puts them under the public layout). Each loads when first visited.
const circles = () => import("../features/circles/pages/circle-pages.ts");
const content = () => import("../features/landing/components/content-pages.tsx");
type Page = { Component: React.ComponentType };

/** Public pages: free tools and the pages the landing page links to; open to everyone. */
export const PUBLIC: [path: string, load: () => Promise<Page>][] = [
  [
    "/daily-journal",
    async () => ({ Component: (await import("../features/tools/journal/journal-page.tsx")).JournalPage }),
  ],
  [
    "/under-13",
    async () => ({
      Component: (await import("../features/auth/components/under-thirteen-page.tsx")).UnderThirteenPage,
    }),
  ],
  ["/mood-checkin", async () => ({ Component: (await import("../features/tools/mood/mood-page.tsx")).MoodPage })],
  [
    "/breathing-tool",
    async () => ({ Component: (await import("../features/tools/breathing/breathing-page.tsx")).BreathingPage }),
  ],
  [
    "/affirmations",
    async () => ({
      Component: (await import("../features/tools/affirmations/affirmations-page.tsx")).AffirmationsPage,
    }),
  ],
  [
    "/personality-tests",
    async () => ({ Component: (await import("../features/tools/personality/personality-page.tsx")).PersonalityPage }),
  ],
  [
    "/wellness-quiz",
    async () => ({ Component: (await import("../features/tools/quiz/wellness-quiz-page.tsx")).WellnessQuizPage }),
  ],
  [
    "/mental-health-tests",
    async () => ({
      Component: (await import("../features/assessments/components/public-tests-page.tsx")).PublicTestsPage,
    }),
  ],
  [
    "/find-counsellor",
    async () => ({
      Component: (await import("../features/matching/components/find-counsellor-page.tsx")).FindCounsellorPage,
    }),
  ],
  [
    "/outcomes",
    async () => ({ Component: (await import("../features/outcomes/components/outcomes-page.tsx")).OutcomesPage }),
  ],
  ["/about", async () => ({ Component: (await content()).AboutPage })],
  ["/contact", async () => ({ Component: (await content()).ContactPage })],
  ["/privacy/privacyPolicy", async () => ({ Component: (await content()).PrivacyPolicyPage })],
  ["/term/termCondition", async () => ({ Component: (await content()).TermsPage })],
  ["/blog", async () => ({ Component: (await content()).BlogPage })],
  ["/partnerships", async () => ({ Component: (await content()).PartnershipsPage })],
  ["/features", async () => ({ Component: (await content()).FeaturesPage })],
  ["/experts", async () => ({ Component: (await content()).ExpertsPage })],
  // A parent or guardian answers a young member's request for consent (the link in their email).
  [
    "/guardian/:token",
    async () => ({ Component: (await import("../features/young-people/components/guardian-page.tsx")).GuardianPage }),
  ],
  // The guardian consents to and pays for one session of their young person (the link in their email).
  [
    "/guardian/booking/:token",
    async () => ({
      Component: (await import("../features/young-people/components/guardian-booking-page.tsx")).GuardianBookingPage,
    }),
  ],
  // Support circles led by a counsellor: the directory and one circle (booking asks for sign-in).
  ["/circles", async () => ({ Component: (await circles()).CirclesDirectoryPage })],
  ["/circles/:circleId", async () => ({ Component: (await circles()).CircleDetailPage })],
  // The header's community pages.
  [
    "/uplift-feed",
    async () => ({
      Component: (await import("../features/community/components/uplift-feed-page.tsx")).UpliftFeedPage,
    }),
  ],
  [
    "/invite-friends",
    async () => ({
      Component: (await import("../features/community/components/invite-friends-page.tsx")).InviteFriendsPage,
    }),
  ],
  [
    "/anxiety-challenge",
    async () => ({
      Component: (await import("../features/games/challenge/anxiety-challenge-page.tsx")).AnxietyChallengePage,
    }),
  ],
  [
    "/daily-wellness",
    async () => ({
      Component: (await import("../features/community/components/daily-wellness-page.tsx")).DailyWellnessPage,
    }),
  ],
];
