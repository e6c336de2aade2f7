import { Link, useRouteError } from "react-router";
import { buttonClasses } from "../../components/ui/button.tsx";

/** Shown when a screen fails to load (often a dropped connection on a slow network). */
export function RouteError() {
  const error = useRouteError() as Error | undefined;
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-bold text-ink">Something went wrong</h1>
      <p className="text-muted">We could not open this page. Please check your connection and try again.</p>
      {error?.message ? <p className="text-xs text-muted">{error.message}</p> : null}
      <div className="flex gap-2">
        <button type="button" className={buttonClasses("primary")} onClick={() => window.location.reload()}>
          Try again
        </button>
        <Link to="/" className={buttonClasses("secondary")}>
          Home
        </Link>
      </div>
    </main>
  );
}
