// Where the keyboard focus goes when a dialog, popup or inline prompt that held it goes away. A dialog
// opened by a trigger button gives the focus back to that button; one opened from state (a query's
// answer, a realtime event, a payment's outcome, a refused request) has no trigger, and when its content
// leaves the page the focus falls to <body>: a keyboard or screen-reader user is thrown to the top of
// the page. `restoreLostFocus` puts it back: on the element that had the focus before (if it is still on
// the page), else the page's main heading, else the main landmark. It does nothing when the focus is
// already somewhere (a trigger, or a place the dialog's owner chose).

/** The elements that last had the focus, newest last (a few are enough: a dialog's own are gone). */
const recent: Element[] = [];
const KEEP = 12;

function remember(el: Element | null) {
  if (!el || el === document.body || el === document.documentElement) return;
  const at = recent.indexOf(el);
  if (at >= 0) recent.splice(at, 1);
  recent.push(el);
  if (recent.length > KEEP) recent.splice(0, recent.length - KEEP);
}

if (typeof document !== "undefined") {
  remember(document.activeElement);
  document.addEventListener("focusin", (e) => remember(e.target instanceof Element ? e.target : null), true);
}

/**
 * Notes where the focus is now (a dialog calls it as it opens, before the focus moves inside). An item of
 * a menu (a "More options" menu's Block…) goes away with its menu: what opened the dialog is then the
 * menu's button, which the menu names as its label (Radix: `aria-labelledby` on the menu).
 */
export function rememberFocus(): Element | null {
  const now = typeof document === "undefined" ? null : document.activeElement;
  const menu = now?.closest("[role='menu']");
  const button = menu?.getAttribute("aria-labelledby");
  const opener = (button && document.getElementById(button)) || now;
  remember(opener);
  return opener;
}

/** The focus has nowhere to be: on <body>, on nothing, or on an element no longer on the page. */
export function focusIsLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
}

/** Focuses `el` if it can take the focus now; true when it did. */
function tryFocus(el: Element | null | undefined): boolean {
  if (!(el instanceof HTMLElement || el instanceof SVGElement) || !el.isConnected || el === document.body) return false;
  if (el.closest("[inert], [aria-hidden='true']")) return false;
  el.focus();
  return document.activeElement === el;
}

/** Focuses a heading or landmark that is not focusable by itself, for as long as it holds the focus. */
function focusStatic(el: HTMLElement | null): boolean {
  if (!el?.isConnected) return false;
  if (el.hasAttribute("tabindex")) return tryFocus(el);
  el.setAttribute("tabindex", "-1");
  if (tryFocus(el)) {
    el.addEventListener("blur", () => el.removeAttribute("tabindex"), { once: true });
    return true;
  }
  el.removeAttribute("tabindex");
  return false;
}

/**
 * When the focus is lost, puts it on `opener` (what had the focus when the dialog opened), else on the
 * newest element that had it and is still on the page, else the main heading, else the main landmark.
 */
export function restoreLostFocus(opener?: Element | null): void {
  if (typeof document === "undefined" || !focusIsLost()) return;
  if (tryFocus(opener)) return;
  for (let i = recent.length - 1; i >= 0; i--) {
    const el = recent[i];
    if (!el?.isConnected) {
      recent.splice(i, 1);
      continue;
    }
    if (tryFocus(el)) return;
  }
  const main = document.querySelector<HTMLElement>("main, [role='main']");
  const heading = (main ?? document).querySelector<HTMLElement>("h1");
  if (focusStatic(heading)) return;
  focusStatic(main);
}
