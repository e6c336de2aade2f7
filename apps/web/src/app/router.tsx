// The route table of spec §2. Screens load lazily so a visitor's first page stays small.
import { createBrowserRouter, Navigate, type RouteObject } from "react-router";
import { ADMIN_SECTIONS } from "../admin/admin-sections.ts";
import { feedQueryOptions } from "../features/feed/api/get-feed.ts";
import { queryClient } from "../lib/query-client.ts";
import { knowSession, landing, redirectSignedIn, requireUser, startSession } from "./guards.ts";
import { PageLoading } from "./pages/page-loading.tsx";
import { RouteError } from "./pages/route-error.tsx";
import { PUBLIC } from "./public-routes.ts";
import { EXPERT_SCREENS, MEMBER_SCREENS } from "./routes.ts";

/** A screen later work fills in: a titled page (the title travels in the route's handle). */
const placeholder = (path: string, title: string): RouteObject => ({
  path,
  handle: { title },
  lazy: async () => ({ Component: (await import("./pages/placeholder-page.tsx")).RoutePlaceholder }),
});

/** A built screen, loaded when first visited. */
const screen = (path: string, load: () => Promise<{ Component: React.ComponentType }>): RouteObject => ({
  path,
  lazy: load,
});

/** Screens that exist already (the rest are titled placeholders). */
const BUILT = [
  "/feed",
  "/profile/:handle",
  "/notification",
  "/chat",
  "/healthbot",
  "/expert",
  "/expert/expertList",
  "/expert/:handle",
  "/expert/booking",
  "/booking",
  "/expert/feed",
  "/expert/vendorbooking",
  "/expert/availability",
  "/expert/onBoarding",
  "/test",
  "/score",
  "/games",
  "/wellness",
  "/wellness/wellnessList",
  "/wellness/wellnessList/:courseId",
  "/wellness/MeditationList",
  "/wellness/yogaList",
  "/wellness/yogaList/:id",
  "/wellness/musicList",
  "/wellness/discussPeer",
  "/terms_condition",
  "/safety-settings",
  "/settings",
  "/settings/delete",
  "/grievances",
  "/safety-plan",
  "/expert/caseload",
  "/care",
  "/packages",
  "/peer-circles",
  "/peer-circles/listener",
  "/circles/mine",
  "/expert/circles",
  "/expert/circles/new",
];

const circles = () => import("../features/circles/pages/circle-pages.ts");
const wellness = () => import("../features/wellness/components/sample-pages.tsx");

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    // Shown while the first screen's code loads (instead of an empty page).
    HydrateFallback: PageLoading,
    children: [
      {
        path: "/",
        loader: landing,
        lazy: async () => ({
          Component: (await import("../features/landing/components/landing-page.tsx")).LandingPage,
        }),
      },
      {
        path: "/auth",
        loader: redirectSignedIn,
        lazy: async () => ({
          Component: (await import("../features/auth/components/member-auth-page.tsx")).MemberAuthPage,
        }),
      },
      {
        path: "/expert/auth",
        loader: redirectSignedIn,
        lazy: async () => ({
          Component: (await import("../features/auth/components/expert-auth-page.tsx")).ExpertAuthPage,
        }),
      },
      {
        // One frame for whoever is signed in: public pages a member also uses sit inside the member frame.
        loader: knowSession,
        lazy: async () => ({ Component: (await import("./layouts/public-frame.tsx")).PublicFrame }),
        children: PUBLIC.map(([path, load]) => ({ path, lazy: load })),
      },
      {
        path: "/dev/outbox",
        lazy: async () => ({
          Component: (await import("../features/dev-outbox/components/outbox-page.tsx")).OutboxPage,
        }),
      },
      {
        path: "/call/:roomId",
        lazy: async () => ({
          Component: (await import("../features/calls/components/call-page.tsx")).CallPage,
        }),
      },
      {
        path: "/expert/onBoarding",
        loader: requireUser,
        lazy: async () => ({
          Component: (await import("../features/onboarding/components/onboarding-page.tsx")).OnboardingPage,
        }),
      },
      {
        // The challenge's printable certificate (no app frame, so it prints as one page).
        path: "/anxiety-challenge/certificate",
        loader: requireUser,
        lazy: async () => ({
          Component: (await import("../features/games/challenge/challenge-certificate-page.tsx"))
            .ChallengeCertificatePage,
        }),
      },
      {
        // The staff console: its own lazy chunks, none of it in a member's bundle. The
        // server decides who may use it (GET /api/admin/me), the layout's gate shows the answer.
        path: "/admin",
        loader: requireUser,
        lazy: async () => ({ Component: (await import("../admin/shell/admin-layout.tsx")).AdminLayout }),
        children: ADMIN_SECTIONS.map((s) => (s.path ? { path: s.path, lazy: s.load } : { index: true, lazy: s.load })),
      },
      {
        loader: startSession,
        lazy: async () => ({ Component: (await import("./layouts/app-shell.tsx")).AppShell }),
        children: [
          {
            path: "/feed",
            // The feed is asked for at once, alongside /api/me and the screen's code.
            loader: () => {
              void queryClient.prefetchInfiniteQuery(feedQueryOptions);
              return null;
            },
            lazy: async () => ({ Component: (await import("./screens/feed-screen.tsx")).FeedScreen }),
          },
          {
            path: "/profile/:handle",
            lazy: async () => ({
              Component: (await import("./screens/profile-screen.tsx")).ProfileScreen,
            }),
          },
          {
            // Settings: profile and privacy, notifications, security, your data and rights.
            path: "/settings",
            lazy: async () => ({ Component: (await import("./screens/settings-screen.tsx")).SettingsScreen }),
          },
          {
            // Delete my account: what will happen, the confirmation, and the grace period.
            path: "/settings/delete",
            lazy: async () => ({
              Component: (await import("../features/account-deletion/components/delete-account-page.tsx"))
                .DeleteAccountPage,
            }),
          },
          {
            // Grievances: requests under the DPDP Act with a ticket and its status.
            path: "/grievances",
            lazy: async () => ({
              Component: (await import("../features/grievances/components/grievances-page.tsx")).GrievancesPage,
            }),
          },
          {
            // The member's safety plan and trusted contact: readable offline once opened, printable.
            path: "/safety-plan",
            lazy: async () => ({
              Component: (await import("../features/safety-plan/components/safety-plan-page.tsx")).SafetyPlanPage,
            }),
          },
          {
            // Safety settings: sensitive themes, blocked and muted people.
            path: "/safety-settings",
            lazy: async () => ({
              Component: (await import("../features/safety-settings/components/safety-settings-page.tsx"))
                .SafetySettingsPage,
            }),
          },
          // A young member's session waiting for their guardian to consent and pay.
          screen("/sessions/waiting/:bookingId", async () => ({
            Component: (await import("../features/young-people/components/teen-booking-status.tsx"))
              .TeenBookingStatusPage,
          })),
          {
            path: "/chat",
            lazy: async () => ({ Component: (await import("../features/chat/components/chat-page.tsx")).ChatPage }),
          },
          screen("/healthbot", async () => ({
            Component: (await import("../features/healthbot/components/healthbot-page.tsx")).HealthbotPage,
          })),
          {
            path: "/notification",
            lazy: async () => ({
              Component: (await import("../features/notifications/components/notifications-page.tsx"))
                .NotificationsPage,
            }),
          },
          screen("/expert/feed", async () => ({
            Component: (await import("./screens/expert-feed-screen.tsx")).ExpertFeedScreen,
          })),
          screen("/expert", async () => ({
            Component: (await import("../features/experts/components/categories-page.tsx")).ExpertCategoriesPage,
          })),
          screen("/expert/expertList", async () => ({
            Component: (await import("../features/experts/components/expert-list-page.tsx")).ExpertListPage,
          })),
          screen("/expert/booking", async () => ({
            Component: (await import("../features/experts/components/booking-page.tsx")).BookingPage,
          })),
          {
            // A route of the spec without a screen of its own: it leads to the page a person expects.
            path: "/expert/expertPage",
            lazy: async () => ({ Component: (await import("./pages/expert-page-redirect.tsx")).ExpertPageRedirect }),
          },
          screen("/expert/:handle", async () => ({
            Component: (await import("./screens/expert-detail-screen.tsx")).ExpertDetailScreen,
          })),
          screen("/test", async () => ({
            Component: (await import("../features/assessments/components/test-page.tsx")).TestPage,
          })),
          screen("/games", async () => ({
            Component: (await import("../features/games/components/games-page.tsx")).GamesPage,
          })),
          screen("/score", async () => ({
            Component: (await import("../features/assessments/components/score-page.tsx")).ScorePage,
          })),
          screen("/wellness", async () => ({
            Component: (await import("../features/wellness/components/wellness-hub-page.tsx")).WellnessHubPage,
          })),
          screen("/wellness/wellnessList", async () => ({
            Component: (await import("../features/wellness/components/course-list-page.tsx")).CourseListPage,
          })),
          screen("/wellness/wellnessList/:courseId", async () => ({
            Component: (await import("../features/wellness/components/course-detail-page.tsx")).CourseDetailPage,
          })),
          screen("/wellness/MeditationList", async () => ({ Component: (await wellness()).MeditationListPage })),
          screen("/wellness/yogaList", async () => ({ Component: (await wellness()).YogaListPage })),
          screen("/wellness/yogaList/:id", async () => ({ Component: (await wellness()).YogaClassPage })),
          screen("/wellness/musicList", async () => ({ Component: (await wellness()).MusicListPage })),
          screen("/wellness/discussPeer", async () => ({ Component: (await wellness()).DiscussPeerPage })),
          screen("/terms_condition", async () => ({
            Component: (await import("../features/landing/components/content-pages.tsx")).MemberTermsPage,
          })),
          screen("/booking", async () => ({
            Component: (await import("./screens/member-bookings-screen.tsx")).MemberBookingsScreen,
          })),
          screen("/expert/availability", async () => ({
            Component: (await import("./screens/expert-availability-screen.tsx")).ExpertAvailabilityScreen,
          })),
          screen("/expert/caseload", async () => ({
            Component: (await import("../features/care/pages/caseload-page.tsx")).CaseloadPage,
          })),
          // A circle meeting's live room (its host and members with a seat).
          screen("/circles/meetings/:occurrenceId/room", async () => ({
            Component: (await import("../features/circle-room/components/circle-room-page.tsx")).CircleRoomPage,
          })),
          screen("/care/check-in/:requestId", async () => ({
            Component: (await import("../features/care/pages/check-in-page.tsx")).CheckInPage,
          })),
          // My care: the member's counsellors, plan, homework and summaries.
          screen("/care", async () => ({
            Component: (await import("../features/care/components/care-page.tsx")).CarePage,
          })),
          // My packages: the session packages bought, what is left, booking and refunds.
          screen("/packages", async () => ({
            Component: (await import("../features/packages/components/my-packages-page.tsx")).MyPackagesPage,
          })),
          // Peer circles: the rooms, one room, and the way to become a listener.
          screen("/peer-circles", async () => ({
            Component: (await import("../features/peer-circles/components/peer-circles-page.tsx")).PeerCirclesPage,
          })),
          screen("/peer-circles/listener", async () => ({
            Component: (await import("../features/peer-circles/components/listener-page.tsx")).ListenerPage,
          })),
          screen("/peer-circles/:roomId", async () => ({
            Component: (await import("../features/peer-circles/components/room-page.tsx")).RoomPage,
          })),
          // Support circles: the member's seats and waitlists; the host's circles, a new one, one to manage.
          screen("/circles/mine", async () => ({ Component: (await circles()).MyCirclesPage })),
          screen("/expert/circles", async () => ({ Component: (await circles()).HostedCirclesPage })),
          screen("/expert/circles/new", async () => ({ Component: (await circles()).CreateCirclePage })),
          screen("/expert/circles/:circleId", async () => ({ Component: (await circles()).ManageCirclePage })),
          {
            // The expert's page for one client (goals, homework, summaries, private notes).
            path: "/expert/clients/:linkId",
            lazy: async () => ({
              Component: (await import("../features/care/components/client-care-page.tsx")).ClientCarePage,
            }),
          },
          {
            // From a booking to that client's care plan.
            path: "/expert/care/:memberId",
            lazy: async () => ({
              Component: (await import("../features/care/components/open-client-page.tsx")).OpenClientPage,
            }),
          },
          screen("/expert/vendorbooking", async () => ({
            Component: (await import("../features/bookings/components/expert-bookings-page.tsx")).ExpertBookingsPage,
          })),
          ...[...MEMBER_SCREENS, ...EXPERT_SCREENS]
            .filter(([path]) => !BUILT.includes(path))
            .map(([path, title]) => placeholder(path, title)),
        ],
      },
      { path: "*", element: <Navigate to="/" replace /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
