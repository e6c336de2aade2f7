import { Trans, useLingui } from "@lingui/react/macro";
import { useLocation, useMatches } from "react-router";
import { SCREEN_TITLES } from "../routes.ts";

/** A titled page for screens that later work fills in. */
export function PlaceholderPage({ title, description }: { title: string; description?: string }) {
  const { pathname } = useLocation();
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-8">
      <h1 className="text-2xl font-bold text-ink">{title}</h1>
      <p className="mt-2 text-muted">
        {description ?? <Trans>This part of Saathi is on its way. Thank you for your patience.</Trans>}
      </p>
      <p className="sr-only">
        <Trans>Page {pathname}</Trans>
      </p>
    </section>
  );
}

/** The placeholder for the current route, titled from its handle (in the language shown). */
export function RoutePlaceholder() {
  const { i18n } = useLingui();
  const matches = useMatches();
  const title = (matches.at(-1)?.handle as { title?: string } | undefined)?.title;
  const known = title ? SCREEN_TITLES[title] : undefined;
  return <PlaceholderPage title={known ? i18n._(known) : (title ?? "Saathi")} />;
}
