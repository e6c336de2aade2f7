import { Trans, useLingui } from "@lingui/react/macro";
import { ChevronDown, Menu, X } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { LanguageSwitch } from "../i18n/language-switch.tsx";
import { InstallAppButton } from "../pwa/install-app-button.tsx";
import { buttonClasses } from "../ui/button.tsx";
import { PUBLIC_MENUS, PUBLIC_TOP_LINKS, type PublicMenu } from "./public-links.ts";

/** One header menu: a disclosure button and its list (opens by click, Enter or Space; Escape closes). */
function HeaderMenu({ menu, onNavigate }: { menu: PublicMenu; onNavigate(): void }) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const id = useId();
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent | KeyboardEvent) => {
      if (e instanceof KeyboardEvent ? e.key === "Escape" : !ref.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("mousedown", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("mousedown", close);
      document.removeEventListener("keydown", close);
    };
  }, [open]);
  return (
    <li ref={ref} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        className="flex min-h-11 w-full items-center justify-between gap-1 whitespace-nowrap rounded-lg px-3 text-sm font-medium text-ink hover:bg-brand-50 lg:w-auto"
      >
        {i18n._(menu.label)}
        <ChevronDown aria-hidden size={16} className={open ? "rotate-180" : ""} />
      </button>
      <ul
        id={id}
        hidden={!open}
        className="z-30 min-w-60 rounded-xl bg-white py-1 lg:absolute lg:left-0 lg:top-full lg:mt-1 lg:border lg:border-brand-100 lg:shadow-lg"
      >
        {menu.links.map((l) => (
          <li key={l.to}>
            <Link
              to={l.to}
              onClick={() => {
                setOpen(false);
                onNavigate();
              }}
              className="block px-5 py-3 text-sm text-ink hover:bg-brand-50 lg:px-4 lg:py-2"
            >
              {i18n._(l.label)}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * The visitor's header: logo, the spec's menus and links, Join Community and the language switch.
 * From 1024px it has two rows (logo with Join Community and the language switch, then the menus), so
 * it fits the common laptop widths (1280, 1366) in English and in Hindi, whose words run longer; under
 * 1024px the menus fold behind a button. The prerendered landing page (no React in the browser) passes
 * links for the switch instead of buttons, and its own install button (static/island.ts shows it).
 */
export function PublicHeader({
  languageSwitch = <LanguageSwitch />,
  install = <InstallAppButton />,
}: {
  languageSwitch?: ReactNode;
  install?: ReactNode;
} = {}) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  // A new page closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => setOpen(false), [pathname]);
  const close = () => setOpen(false);
  return (
    <header className="sticky top-0 z-40 border-b border-brand-100 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4">
        <Link to="/" className="flex shrink-0 items-center gap-2 text-xl font-bold text-brand-700">
          <img src="/favicon.svg" alt="" width={32} height={32} />
          Saathi
        </Link>
        <button
          type="button"
          className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg text-ink hover:bg-brand-50 lg:hidden"
          aria-expanded={open}
          aria-controls="public-nav"
          aria-label={open ? t`Close menu` : t`Open menu`}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? <X aria-hidden /> : <Menu aria-hidden />}
        </button>
      </div>
      <nav
        id="public-nav"
        aria-label={t`Main`}
        className={`${open ? "block" : "hidden"} absolute inset-x-0 top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-brand-100 bg-white px-4 pb-4 lg:static lg:block lg:max-h-none lg:overflow-visible lg:border-0 lg:border-t lg:bg-transparent lg:p-0`}
      >
        <ul className="flex flex-col gap-1 lg:relative lg:mx-auto lg:max-w-6xl lg:flex-row lg:flex-wrap lg:items-center lg:gap-x-1 lg:gap-y-0 lg:px-2">
          {PUBLIC_MENUS.map((m) => (
            <HeaderMenu key={m.label.id} menu={m} onNavigate={close} />
          ))}
          {PUBLIC_TOP_LINKS.map((l) => (
            <li key={l.to}>
              <Link
                to={l.to}
                className="flex min-h-11 items-center whitespace-nowrap rounded-lg px-3 text-sm font-medium text-ink hover:bg-brand-50"
              >
                {i18n._(l.label)}
              </Link>
            </li>
          ))}
          {install ? <li className="px-3 lg:hidden">{install}</li> : null}
          {/* In the folded menu: the last items. From 1024px: up in the first row, at its right end. */}
          <li className="mt-2 flex flex-col items-start gap-3 lg:absolute lg:-top-16 lg:right-4 lg:mt-0 lg:h-16 lg:flex-row lg:items-center">
            <Link to="/auth?mode=signup" className={`${buttonClasses("primary")} w-full whitespace-nowrap lg:w-auto`}>
              <Trans>Join Community</Trans>
            </Link>
            <span className="px-3 lg:px-0">{languageSwitch}</span>
          </li>
        </ul>
      </nav>
    </header>
  );
}
