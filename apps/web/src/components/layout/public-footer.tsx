import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { FOOTER_LINKS } from "./public-links.ts";

/** The visitor's footer: links of the public pages, the helpline, copyright. */
export function PublicFooter() {
  const { t, i18n } = useLingui();
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-brand-100 bg-white">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 sm:grid-cols-[1fr_2fr]">
        <div>
          <p className="flex items-center gap-2 text-lg font-bold text-brand-700">
            <img src="/favicon.svg" alt="" width={28} height={28} />
            Saathi
          </p>
          <p className="mt-2 text-sm text-muted">
            <Trans>Mental and emotional wellness, in your language, at your pace.</Trans>
          </p>
          <p className="mt-3 text-sm text-muted">
            <Trans>
              In crisis? Call Tele-MANAS{" "}
              <a className="font-semibold text-brand-700 underline" href="tel:14416">
                14416
              </a>
              , free, any time.
            </Trans>
          </p>
        </div>
        <nav aria-label={t`Footer`}>
          <ul className="grid grid-cols-2 gap-x-6 gap-y-1 sm:grid-cols-3">
            {FOOTER_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className="inline-flex min-h-11 items-center text-sm text-ink hover:text-brand-700">
                  {i18n._(l.label)}
                </Link>
              </li>
            ))}
            <li>
              {/* biome-ignore lint/a11y/useValidAnchor: spec §2, 'Success Stories' goes to '#' */}
              <a href="#" className="inline-flex min-h-11 items-center text-sm text-ink hover:text-brand-700">
                <Trans>Success Stories</Trans>
              </a>
            </li>
          </ul>
        </nav>
      </div>
      <p className="border-t border-brand-100 py-4 text-center text-xs text-muted">
        <Trans>© {year} Saathi. Screening tools here are not a diagnosis.</Trans>
      </p>
    </footer>
  );
}
