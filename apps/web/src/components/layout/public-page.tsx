import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { PublicFooter } from "./public-footer.tsx";
import { PublicHeader } from "./public-header.tsx";

/** Frame of every public page: header with the spec's menus, a titled main, footer. */
export function PublicPage({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-surface">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50">
        <Trans>Skip to content</Trans>
      </a>
      <PublicHeader />
      <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 pb-16 pt-8">
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">{title}</h1>
        {intro ? <div className="mt-2 text-muted">{intro}</div> : null}
        <div className="mt-6">{children}</div>
      </main>
      <PublicFooter />
    </div>
  );
}
