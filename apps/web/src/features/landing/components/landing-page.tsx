import { Link } from "react-router";
import { buttonClasses } from "../../../components/ui/button.tsx";

/** '/': what a visitor sees first. */
export function LandingPage() {
  return (
    <div className="min-h-dvh bg-gradient-to-b from-brand-50 to-surface">
      <header className="mx-auto flex max-w-6xl items-center justify-between px-4 py-4">
        <span className="flex items-center gap-2 text-xl font-bold text-brand-700">
          <img src="/favicon.svg" alt="" width={32} height={32} />
          Saathi
        </span>
        <nav aria-label="Account" className="flex gap-2">
          <Link to="/expert/auth" className={buttonClasses("ghost")}>
            For Experts
          </Link>
          <Link to="/auth" className={buttonClasses("primary")}>
            Join Community
          </Link>
        </nav>
      </header>
      <main className="mx-auto flex max-w-3xl flex-col items-center px-4 pb-16 pt-12 text-center sm:pt-20">
        <h1 className="text-3xl font-bold leading-tight text-ink sm:text-5xl">
          360° Mental &amp; Emotional Wellness Ecosystem
        </h1>
        <p className="mt-4 max-w-xl text-lg text-muted">
          Talk to buddies who understand, book a session with a trusted counsellor, and find small tools for hard days.
          In your language, at your pace.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/auth" className={buttonClasses("primary")}>
            Join Community
          </Link>
          <Link to="/expert/auth" className={buttonClasses("secondary")}>
            Partner Login
          </Link>
        </div>
        <p className="mt-10 rounded-2xl border border-brand-100 bg-white px-4 py-3 text-sm text-muted">
          In crisis? In India, call Tele-MANAS at{" "}
          <a className="font-semibold text-brand-700" href="tel:14416">
            14416
          </a>
          , free and any time.
        </p>
      </main>
    </div>
  );
}
