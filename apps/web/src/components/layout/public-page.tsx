import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { useInMemberFrame } from "./member-frame.ts";
import { PublicFooter } from "./public-footer.tsx";
import { PublicHeader } from "./public-header.tsx";

/**
 * Frame of every public page: header with the spec's menus, a titled main, footer. A signed-in member
 * sees the same page inside the member frame instead (which has its own header, main and bottom tabs).
 */
export function PublicPage({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  const body = (
    <>
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">{title}</h1>
      {intro ? <div className="mt-2 text-muted">{intro}</div> : null}
      <div className="mt-6">{children}</div>
    </>
  );
  if (useInMemberFrame()) return <div className="mx-auto w-full max-w-3xl px-4 pb-16 pt-8">{body}</div>;
  return (
    <div className="flex min-h-dvh flex-col bg-surface">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50">
        <Trans>Skip to content</Trans>
      </a>
      <PublicHeader />
      <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 pb-16 pt-8">
        {body}
      </main>
      <PublicFooter />
    </div>
  );
}
