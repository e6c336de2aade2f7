// The route table of spec §2. Screens load lazily so a visitor's first page stays small.
import { createBrowserRouter, Navigate, type RouteObject } from "react-router";
import { landing, redirectSignedIn, requireUser } from "./guards.ts";
import { RouteError } from "./pages/route-error.tsx";
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
  "/expert",
  "/expert/expertList",
  "/expert/:handle",
  "/expert/booking",
  "/booking",
  "/expert/feed",
  "/expert/vendorbooking",
  "/expert/onBoarding",
  "/test",
  "/score",
];

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
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
        path: "/mental-health-tests",
        lazy: async () => ({
          Component: (await import("../features/assessments/components/public-tests-page.tsx")).PublicTestsPage,
        }),
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
        loader: requireUser,
        lazy: async () => ({ Component: (await import("./layouts/app-shell.tsx")).AppShell }),
        children: [
          {
            path: "/feed",
            lazy: async () => ({ Component: (await import("../features/feed/components/feed-page.tsx")).FeedPage }),
          },
          {
            path: "/profile/:handle",
            lazy: async () => ({
              Component: (await import("../features/profiles/components/public-profile-page.tsx")).PublicProfilePage,
            }),
          },
          {
            path: "/chat",
            lazy: async () => ({ Component: (await import("../features/chat/components/chat-page.tsx")).ChatPage }),
          },
          {
            path: "/notification",
            lazy: async () => ({
              Component: (await import("../features/notifications/components/notifications-page.tsx"))
                .NotificationsPage,
            }),
          },
          screen("/expert/feed", async () => ({
            Component: (await import("../features/feed/components/feed-page.tsx")).FeedPage,
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
          screen("/expert/:handle", async () => ({
            Component: (await import("../features/experts/components/expert-detail-page.tsx")).ExpertDetailPage,
          })),
          screen("/test", async () => ({
            Component: (await import("../features/assessments/components/test-page.tsx")).TestPage,
          })),
          screen("/score", async () => ({
            Component: (await import("../features/assessments/components/score-page.tsx")).ScorePage,
          })),
          screen("/booking", async () => ({
            Component: (await import("../features/bookings/components/member-bookings-page.tsx")).MemberBookingsPage,
          })),
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
