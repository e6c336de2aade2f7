import type { ReactNode } from "react";
import { Link } from "react-router";

/** The calm frame around every sign-in screen: centred card, brand at the top, the page's heading. */
export function AuthCard({ children, aside, title }: { children: ReactNode; aside?: ReactNode; title: string }) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-start bg-gradient-to-b from-brand-50 to-surface px-4 py-8 sm:justify-center">
      <Link to="/" className="mb-6 flex items-center gap-2 text-2xl font-bold text-brand-700">
        <img src="/favicon.svg" alt="" width={36} height={36} />
        Saathi
      </Link>
      <h1 className="mb-4 text-center text-xl font-semibold text-ink">{title}</h1>
      <div className="w-full max-w-md rounded-3xl border border-brand-100 bg-white p-5 shadow-sm sm:p-8">
        {children}
      </div>
      {aside ? <div className="mt-6 w-full max-w-md text-center text-sm text-muted">{aside}</div> : null}
    </main>
  );
}
