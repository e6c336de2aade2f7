// Renders the landing page to static HTML at build time, once per language (scripts/prerender-landing.ts).
// The server sends it for '/', '/en' and '/hi' to visitors; static/island.ts adds the little behaviour
// it needs, and reads the few words it writes at run time from <script id="landing-text"> (written
// here, in the page's language), so it carries no Lingui runtime and no catalog.

import { msg } from "@lingui/core/macro";
import { I18nProvider } from "@lingui/react";
import type { Locale } from "@saathi/contract/locale";
import { renderToStaticMarkup } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { loadAppMessages } from "../../../lib/i18n/catalogs.ts";
import { i18n } from "../../../lib/i18n/i18n.ts";
import { LandingPage } from "../components/landing-page.tsx";
import { islandText } from "../landing-text.ts";

const TITLE = msg`Saathi: mental and emotional wellness`;
const DESCRIPTION = msg`Saathi: a kind, private space for mental and emotional wellness. Talk to buddies, book a counsellor, breathe.`;

/** JSON inside <script>: nothing in it may close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll("<", "\\u003c");

export async function renderLanding(locale: Locale): Promise<{ html: string; title: string; description: string }> {
  i18n.load(locale, await loadAppMessages(locale));
  i18n.activate(locale);
  const routes = [{ path: "/", element: <LandingPage shell /> }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request("http://localhost/"));
  if (context instanceof Response) throw new Error("landing prerender: unexpected redirect");
  const router = createStaticRouter(handler.dataRoutes, context);
  const page = renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </I18nProvider>,
  );
  const text = `<script type="application/json" id="landing-text">${scriptJson(islandText(i18n))}</script>`;
  return { html: page + text, title: i18n._(TITLE), description: i18n._(DESCRIPTION) };
}
