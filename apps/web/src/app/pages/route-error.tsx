import { Trans } from "@lingui/react/macro";
import { Link, useRouteError } from "react-router";
import { buttonClasses } from "../../components/ui/button.tsx";
import { tx } from "../../lib/i18n/translate.ts";

/** Shown when a screen fails to load (often a dropped connection on a slow network). */
export function RouteError() {
  const error = useRouteError() as Error | undefined;
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-bold text-ink">
        <Trans>Something went wrong</Trans>
      </h1>
      <p className="text-muted">
        <Trans>We could not open this page. Please check your connection and try again.</Trans>
      </p>
      {error?.message ? <p className="text-xs text-muted">{tx(error.message)}</p> : null}
      <div className="flex gap-2">
        <button type="button" className={buttonClasses("primary")} onClick={() => window.location.reload()}>
          <Trans>Try again</Trans>
        </button>
        <Link to="/" className={buttonClasses("secondary")}>
          <Trans>Home</Trans>
        </Link>
      </div>
    </main>
  );
}
