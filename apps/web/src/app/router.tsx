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

/** Screens that exist already (the rest are titled placeholders). */
const BUILT = ["/feed", "/profile/:handle", "/notification", "/chat"];

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
        path: "/dev/outbox",
        lazy: async () => ({
          Component: (await import("../features/dev-outbox/components/outbox-page.tsx")).OutboxPage,
        }),
      },
      placeholder("/call/:roomId", "Call"),
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
