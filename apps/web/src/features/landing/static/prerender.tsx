// Renders the landing page to static HTML at build time (scripts/prerender-landing.ts). The server
// sends it for '/' to visitors; static/island.ts adds the little behaviour it needs.
import { renderToStaticMarkup } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { LandingPage } from "../components/landing-page.tsx";

export async function renderLanding(): Promise<string> {
  const routes = [{ path: "/", element: <LandingPage shell /> }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request("http://localhost/"));
  if (context instanceof Response) throw new Error("landing prerender: unexpected redirect");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToStaticMarkup(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}
