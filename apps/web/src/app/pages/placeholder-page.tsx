import { useLocation, useMatches } from "react-router";

/** A titled page for screens that later work fills in. */
export function PlaceholderPage({ title, description }: { title: string; description?: string }) {
  const { pathname } = useLocation();
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-8">
      <h1 className="text-2xl font-bold text-ink">{title}</h1>
      <p className="mt-2 text-muted">
        {description ?? "This part of Saathi is on its way. Thank you for your patience."}
      </p>
      <p className="sr-only">Page {pathname}</p>
    </section>
  );
}

/** The placeholder for the current route, titled from its handle. */
export function RoutePlaceholder() {
  const matches = useMatches();
  const title = (matches.at(-1)?.handle as { title?: string } | undefined)?.title ?? "Saathi";
  return <PlaceholderPage title={title} />;
}
