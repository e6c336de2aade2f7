import { Trans, useLingui } from "@lingui/react/macro";
import { isLocale } from "@saathi/contract/locale";
import { ArrowRight, BookOpen, HeartHandshake, Lock, PlayCircle, Smartphone, Users, Video, Wind } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { PublicFooter } from "../../../components/layout/public-footer.tsx";
import { PublicHeader } from "../../../components/layout/public-header.tsx";
import { forgetSignInFor, signInWantedFor } from "../../../components/layout/sign-in-note.ts";
import { InstallAppButton } from "../../../components/pwa/install-app-button.tsx";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { FEATURES, FREE_TOOLS, STATS, SUPPORT_AREAS } from "../landing-content.ts";
import { FeaturedExperts } from "./featured-experts.tsx";
import { LanguageLinks } from "./language-links.tsx";
import { NativeDialog } from "./native-dialog.tsx";
import { SupportCircles } from "./support-circles.tsx";
import { Testimonials } from "./testimonials.tsx";

const FEATURE_ICONS = [Users, HeartHandshake, Video, BookOpen, Wind, Lock];

/**
 * '/': what a visitor sees first (spec §2 Landing page). `shell` renders it for prerendering: the
 * featured experts become a template that static/island.ts fills in the browser, and the language
 * switch becomes links to '/en' and '/hi' (no React there to switch in place).
 */
export function LandingPage({ shell = false }: { shell?: boolean }) {
  const { t, i18n } = useLingui();
  const [demo, setDemo] = useState(false);
  const [download, setDownload] = useState(false);
  // A visitor sent here from a page that needs sign-in is told so, once (the prerendered page never is).
  const [wanted] = useState(() => (shell ? null : signInWantedFor()));
  useEffect(() => {
    if (wanted) forgetSignInFor();
  }, [wanted]);
  return (
    <div className="flex min-h-dvh flex-col bg-surface">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50">
        <Trans>Skip to content</Trans>
      </a>
      <PublicHeader
        {...(shell
          ? {
              languageSwitch: <LanguageLinks locale={isLocale(i18n.locale) ? i18n.locale : "en"} />,
              install: <InstallAppButton shell />,
            }
          : {})}
      />
      <main id="main" className="flex-1">
        {wanted ? (
          <p role="status" className="mx-auto mt-4 max-w-3xl px-4">
            <span className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-2xl border border-brand-200 bg-white px-4 py-3 text-sm text-ink">
              <Trans>That page is for members: please sign in to open it.</Trans>
              <Link
                to={`/auth?next=${encodeURIComponent(wanted)}`}
                className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-2"
              >
                <Trans>Sign in</Trans>
              </Link>
            </span>
          </p>
        ) : null}
        <section className="bg-gradient-to-b from-brand-50 to-surface">
          <div className="mx-auto flex max-w-3xl flex-col items-center px-4 pb-14 pt-12 text-center sm:pt-20">
            <h1 className="text-3xl font-bold leading-tight text-ink sm:text-5xl">
              <Trans>360° Mental &amp; Emotional Wellness Ecosystem</Trans>
            </h1>
            <p className="mt-4 max-w-xl text-lg text-muted">
              <Trans>
                Talk to buddies who understand, book a session with a trusted counsellor, and find small tools for hard
                days. In your language, at your pace.
              </Trans>
            </p>
            <div className="mt-8 flex flex-wrap justify-center gap-3">
              <Link to="/find-counsellor" className={buttonClasses("primary")}>
                <Trans>Find my counsellor</Trans>
              </Link>
              <Link to="/auth?mode=signup" className={buttonClasses("primary")}>
                <Trans>Join Community</Trans>
              </Link>
              <button
                type="button"
                data-opens="demo-dialog"
                className={buttonClasses("secondary")}
                onClick={() => setDemo(true)}
              >
                <PlayCircle aria-hidden size={18} /> <Trans>Watch Demo</Trans>
              </button>
            </div>
            <p className="mt-8 rounded-2xl border border-brand-100 bg-white px-4 py-3 text-sm text-muted">
              <Trans>
                In crisis? In India, call Tele-MANAS at{" "}
                <a className="font-semibold text-brand-700 underline" href="tel:14416">
                  14416
                </a>
                , free and any time.
              </Trans>
            </p>
          </div>
        </section>

        <section aria-label={t`Saathi in numbers`} className="bg-brand-800 text-white">
          <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-6 px-4 py-8 text-center sm:grid-cols-4">
            {STATS.map((s) => (
              <div key={s.label.id}>
                <dt className="text-sm capitalize text-brand-100">{i18n._(s.label)}</dt>
                <dd className="order-first text-3xl font-bold">{s.value}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section aria-labelledby="features" className="mx-auto max-w-6xl px-4 py-14">
          <h2 id="features" className="text-2xl font-bold text-ink sm:text-3xl">
            <Trans>Everything for your wellbeing, in one place</Trans>
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {FEATURES.map((f, i) => {
              const Icon = FEATURE_ICONS[i] ?? Users;
              return (
                <li key={f.title.id} className="rounded-2xl bg-white p-5 shadow-sm">
                  <Icon aria-hidden className="text-brand-700" />
                  <h3 className="mt-3 font-semibold text-ink">{i18n._(f.title)}</h3>
                  <p className="mt-1 text-sm text-muted">{i18n._(f.text)}</p>
                </li>
              );
            })}
          </ul>
        </section>

        <section aria-labelledby="support" className="bg-white py-14">
          <div className="mx-auto max-w-6xl px-4">
            <h2 id="support" className="text-2xl font-bold text-ink sm:text-3xl">
              <Trans>Support for what you are going through</Trans>
            </h2>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {SUPPORT_AREAS.map((a) => (
                <li key={a.title.id} className="rounded-2xl border border-brand-100 p-5">
                  <h3 className="font-semibold text-ink">{i18n._(a.title)}</h3>
                  <p className="mt-1 text-sm text-muted">{i18n._(a.text)}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <FeaturedExperts shell={shell} />
        <SupportCircles shell={shell} />
        <Testimonials />

        <section aria-labelledby="free-tools" className="mx-auto max-w-6xl px-4 py-14">
          <h2 id="free-tools" className="text-2xl font-bold text-ink sm:text-3xl">
            <Trans>Free tools, no sign-up</Trans>
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {FREE_TOOLS.map((tool) => (
              <li key={tool.to}>
                <Link
                  to={tool.to}
                  className="flex h-full flex-col gap-1 rounded-2xl bg-white p-5 shadow-sm hover:shadow-md"
                >
                  <span className="font-semibold text-ink">{i18n._(tool.title)}</span>
                  <span className="text-sm text-muted">{i18n._(tool.text)}</span>
                  <span className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
                    <Trans>Try it</Trans> <ArrowRight aria-hidden size={16} />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="download" className="bg-brand-50 py-14">
          <div className="mx-auto flex max-w-3xl flex-col items-center px-4 text-center">
            <Smartphone aria-hidden className="text-brand-700" size={40} />
            <h2 id="download" className="mt-3 text-2xl font-bold text-ink sm:text-3xl">
              <Trans>Carry Saathi in your pocket</Trans>
            </h2>
            <p className="mt-2 text-muted">
              <Trans>Your buddies, your counsellor and your tools, wherever you are.</Trans>
            </p>
            <button
              type="button"
              data-opens="download-dialog"
              className={`${buttonClasses("primary")} mt-6`}
              onClick={() => setDownload(true)}
            >
              <Trans>Download Our Free App</Trans>
            </button>
          </div>
        </section>
      </main>
      <PublicFooter />

      <NativeDialog id="demo-dialog" open={demo} onClose={() => setDemo(false)} title={t`Saathi in one minute`} wide>
        {/* biome-ignore lint/a11y/useMediaCaption: the demo's words are written into the picture */}
        <video
          controls
          playsInline
          preload="none"
          src="/demo-media/saathi-demo.mp4"
          className="aspect-video w-full rounded-xl bg-ink"
        />
      </NativeDialog>
      <NativeDialog
        id="download-dialog"
        open={download}
        onClose={() => setDownload(false)}
        title={t`Download Our Free App`}
      >
        <p className="text-sm text-muted">
          <Trans>
            Our apps are on their way to the stores. Until they arrive, this website does everything the app will: add
            it to your home screen from your browser's menu.
          </Trans>
        </p>
        <InstallAppButton shell={shell} />
      </NativeDialog>
    </div>
  );
}
