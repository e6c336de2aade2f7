// The prerendered landing page's only script (see prerender.tsx): it opens the header menus and the
// dialogs, fills the featured experts from the API, turns both carousels on and remembers a language
// chosen in the header. No React and no Lingui here, so a visitor's phone downloads and runs a few
// kilobytes instead of the whole app: the words it writes come from the page, in the page's language.

import type { Circle } from "@saathi/contract/circles";
import type { ExpertCard } from "@saathi/contract/experts";
import EmblaCarousel, { type EmblaCarouselType } from "embla-carousel";
import {
  circleFeeText,
  circleLanguageText,
  circleSeatsText,
  circleWhenText,
  LANDING_CIRCLES,
} from "../circle-card-text.ts";
import { feeText, fill, nextText, ratingText, specialitiesText, waysText } from "../expert-card-text.ts";
import type { IslandText } from "../landing-text.ts";
import "../../../index.css";

const $ = <T extends Element>(sel: string, root: ParentNode = document) => root.querySelector<T>(sel);
const $$ = <T extends Element>(sel: string, root: ParentNode = document) => [...root.querySelectorAll<T>(sel)];

/** The words this script writes, in the page's language (prerender.tsx). */
const TEXT = JSON.parse($("#landing-text")?.textContent ?? "{}") as IslandText;
const ONE_YEAR_S = 31_536_000;

/** The mobile menu button and each header menu: disclosure buttons (Escape or a click outside closes). */
function header() {
  const toggle = $<HTMLButtonElement>('button[aria-controls="public-nav"]');
  const nav = $<HTMLElement>("#public-nav");
  toggle?.addEventListener("click", () => {
    const open = toggle.getAttribute("aria-expanded") !== "true";
    toggle.setAttribute("aria-expanded", String(open));
    toggle.setAttribute("aria-label", open ? TEXT.closeMenu : TEXT.openMenu);
    nav?.classList.toggle("hidden", !open);
    nav?.classList.toggle("block", open);
  });
  const menus = $$<HTMLButtonElement>("#public-nav button[aria-controls]");
  const set = (b: HTMLButtonElement, open: boolean) => {
    b.setAttribute("aria-expanded", String(open));
    const list = document.getElementById(b.getAttribute("aria-controls") ?? "");
    if (list) list.hidden = !open;
  };
  for (const b of menus) b.addEventListener("click", () => set(b, b.getAttribute("aria-expanded") !== "true"));
  document.addEventListener("keydown", (e) => {
    if (e.key === "Escape") for (const b of menus) set(b, false);
  });
  document.addEventListener("mousedown", (e) => {
    for (const b of menus) if (!b.parentElement?.contains(e.target as Node)) set(b, false);
  });
}

/**
 * English | हिन्दी: links to '/en' and '/hi'; the choice is remembered for '/' and the app. Opening
 * '/en' or '/hi' itself (a shared link, a search result) is a choice too.
 */
function languages() {
  const remember = (locale: string | undefined) => {
    // biome-ignore lint/suspicious/noDocumentCookie: a plain first-party preference the server reads too
    if (locale) document.cookie = `${TEXT.cookie}=${locale}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`;
  };
  for (const a of $$<HTMLAnchorElement>("a[data-locale]"))
    a.addEventListener("click", () => remember(a.dataset.locale));
  const byPath = /^\/(en|hi)\/?$/.exec(location.pathname)?.[1];
  if (byPath) remember(byPath);
}

/** Buttons with data-opens open that <dialog>; its video plays while it is open. */
function dialogs() {
  for (const b of $$<HTMLButtonElement>("[data-opens]")) {
    const d = document.getElementById(b.dataset.opens ?? "") as HTMLDialogElement | null;
    if (!d) continue;
    b.addEventListener("click", () => {
      d.showModal();
      void $<HTMLVideoElement>("video", d)
        ?.play()
        .catch(() => undefined);
    });
    d.addEventListener("close", () => $<HTMLVideoElement>("video", d)?.pause());
    d.addEventListener("click", (e) => e.target === d && d.close());
    for (const c of $$<HTMLButtonElement>("[data-closes]", d)) c.addEventListener("click", () => d.close());
  }
}

function carousel(root: HTMLElement, onSelect?: (api: EmblaCarouselType) => void): EmblaCarouselType | null {
  const viewport = $<HTMLElement>("[data-carousel]", root);
  if (!viewport) return null;
  const api = EmblaCarousel(viewport, { loop: true, align: "start" });
  $("[data-prev]", root)?.addEventListener("click", () => api.scrollPrev());
  $("[data-next]", root)?.addEventListener("click", () => api.scrollNext());
  if (onSelect) api.on("select", onSelect);
  return api;
}

function fillCard(card: DocumentFragment, e: ExpertCard) {
  const field = (name: string) => $<HTMLElement>(`[data-field="${name}"]`, card);
  const text = (name: string, value: string) => {
    const el = field(name);
    if (el) el.textContent = value;
  };
  text("name", e.displayName);
  text("rating", ratingText(e.rating, e.feedbackCount, TEXT));
  text("specialities", specialitiesText(e, TEXT));
  text("ways", waysText(e, TEXT));
  text("fee", feeText(e.consultationFee, TEXT));
  text("next", nextText(e.nextAvailableSlot, TEXT));
  const avatar = field("avatar");
  if (avatar && e.avatarUrl) {
    const img = Object.assign(document.createElement("img"), { src: e.avatarUrl, alt: "", loading: "lazy" });
    img.className = "size-14 object-cover";
    avatar.replaceChildren(img);
  } else if (avatar) avatar.textContent = e.displayName.charAt(0);
}

/** Featured Experts: the first 10 from the API, or 'Could not load experts.' */
async function experts() {
  const root = $<HTMLElement>('[data-island="experts"]');
  const template = $<HTMLTemplateElement>('template[data-template="expert"]');
  if (!root || !template) return;
  const show = (state: string) => {
    for (const el of $$<HTMLElement>("[data-state]", root)) el.hidden = el.dataset.state !== state;
  };
  let list: ExpertCard[];
  try {
    const r = await fetch("/api/experts/featured", { credentials: "same-origin" });
    if (!r.ok) throw new Error(String(r.status));
    list = ((await r.json()) as ExpertCard[]).slice(0, 10);
  } catch {
    show("error");
    return;
  }
  if (list.length === 0) return show("empty");
  const ul = $<HTMLUListElement>('[data-state="ready"] ul', root);
  ul?.replaceChildren(
    ...list.map((e, i) => {
      const card = template.content.cloneNode(true) as DocumentFragment;
      fillCard(card, e);
      $("li", card)?.setAttribute("aria-label", fill(TEXT.slide, { n: i + 1, total: list.length }));
      return card;
    }),
  );
  show("ready");
  const section = $<HTMLElement>('[data-state="ready"]', root);
  if (section) carousel(section);
}

/** Support circles: a few with meetings to come, or 'Could not load circles.' */
async function circles() {
  const root = $<HTMLElement>('[data-island="circles"]');
  const template = $<HTMLTemplateElement>('template[data-template="circle"]');
  if (!root || !template) return;
  const show = (state: string) => {
    for (const el of $$<HTMLElement>("[data-state]", root)) el.hidden = el.dataset.state !== state;
  };
  let list: Circle[];
  try {
    const r = await fetch("/api/circles", { credentials: "same-origin" });
    if (!r.ok) throw new Error(String(r.status));
    list = ((await r.json()) as { circles: Circle[] }).circles.slice(0, LANDING_CIRCLES);
  } catch {
    show("error");
    return;
  }
  if (list.length === 0) return show("empty");
  $<HTMLUListElement>('ul[data-state="ready"]', root)?.replaceChildren(
    ...list.map((c) => {
      const card = template.content.cloneNode(true) as DocumentFragment;
      const field = (name: string) => $<HTMLElement>(`[data-field="${name}"]`, card);
      const title = field("title");
      if (title) {
        title.textContent = c.title;
        title.setAttribute("href", `/circles/${encodeURIComponent(c.id)}`);
      }
      const text = (name: string, value: string) => {
        const el = field(name);
        if (el) el.textContent = value;
      };
      text("language", circleLanguageText(c, TEXT));
      text("when", circleWhenText(c, TEXT));
      text("fee", circleFeeText(c.fee, TEXT));
      text("seats", circleSeatsText(c, TEXT));
      return card;
    }),
  );
  show("ready");
}

function testimonials() {
  const root = $<HTMLElement>('[data-island="testimonials"]');
  if (!root) return;
  const slides = $$<HTMLElement>("[data-carousel] > div > *", root);
  const counter = $<HTMLElement>("[data-counter]", root);
  carousel(root, (api) => {
    const i = api.selectedScrollSnap();
    slides.forEach((s, n) => {
      s.toggleAttribute("aria-hidden", n !== i);
    });
    if (counter) counter.textContent = `${i + 1} / ${slides.length}`;
  });
}

/** "Install app" buttons (hidden in the HTML) appear when the browser offers to install Saathi. */
function install() {
  interface InstallPrompt extends Event {
    prompt(): Promise<void>;
  }
  let offer: InstallPrompt | null = null;
  const buttons = $$<HTMLButtonElement>("button[data-install]");
  const show = (on: boolean) => {
    for (const b of buttons) b.hidden = !on;
  };
  window.addEventListener("beforeinstallprompt", (e) => {
    e.preventDefault();
    offer = e as InstallPrompt;
    show(true);
  });
  window.addEventListener("appinstalled", () => show(false));
  for (const b of buttons)
    b.addEventListener("click", () => {
      void offer?.prompt();
      offer = null; // an offer can be used once
      show(false);
    });
}

header();
languages();
install();
dialogs();
testimonials();
void experts();
void circles();
