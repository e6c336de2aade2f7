// index.html of the export: a page a person can read offline, with no script and nothing fetched
// from anywhere (inline CSS; images by relative path inside the zip). Every value is escaped. Its
// words and dates are in the member's language; file names and JSON keys stay as they are.
import type { Locale } from "@saathi/contract/locale";
import { formatDateTime } from "../../platform/i18n/format.ts";
import { translatorFor } from "../../platform/i18n/translator.ts";
import { EXPORT_PAGE_TEXT as TEXT } from "./data-export.messages.ts";

type Translate = ReturnType<typeof translatorFor>;

/** One section of the page: a kind of data, its file in the zip, and what it holds. */
export interface HtmlSection {
  /** A catalog text (DATA_EXPORT_STEP_TEXT), translated on the page. */
  title: string;
  file: string;
  data: unknown;
  /** Said above the data (e.g. where mood check-ins live): a catalog text (EXPORT_NOTE_TEXT). */
  note?: string;
}

export interface HtmlPost {
  content: string;
  createdAt: string;
  /** Paths inside the zip (posts/images/…); missing files are named, not linked. */
  images: string[];
  missing: string[];
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
/** Escapes text for HTML element content and quoted attributes. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

const label = (key: string) => escapeHtml(key.replace(/_/g, " ").replace(/([a-z])([A-Z])/g, "$1 $2"));

function scalar(value: unknown): string {
  if (value === null || value === undefined) return '<span class="none">—</span>';
  if (value instanceof Date) return escapeHtml(value.toISOString());
  return escapeHtml(String(value));
}

/** Renders any JSON-like value: lists of records as tables, records as definition lists. */
export function renderValue(value: unknown, t: Translate = translatorFor("en"), depth = 0): string {
  if (Array.isArray(value)) {
    if (value.length === 0) return `<p class="none">${escapeHtml(t(TEXT.nothingHere))}</p>`;
    if (value.every((v) => v && typeof v === "object" && !Array.isArray(v) && !(v instanceof Date))) {
      const keys = [...new Set(value.flatMap((v) => Object.keys(v as object)))];
      const head = keys.map((k) => `<th scope="col">${label(k)}</th>`).join("");
      const body = value
        .map(
          (v) =>
            `<tr>${keys.map((k) => `<td>${renderValue((v as Record<string, unknown>)[k], t, depth + 1)}</td>`).join("")}</tr>`,
        )
        .join("\n");
      return `<div class="scroll"><table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></div>`;
    }
    return `<ul>${value.map((v) => `<li>${renderValue(v, t, depth + 1)}</li>`).join("")}</ul>`;
  }
  if (value && typeof value === "object" && !(value instanceof Date)) {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 0) return '<span class="none">—</span>';
    const items = entries.map(([k, v]) => `<dt>${label(k)}</dt><dd>${renderValue(v, t, depth + 1)}</dd>`).join("");
    return `<dl>${items}</dl>`;
  }
  return scalar(value);
}

function renderPosts(posts: HtmlPost[], t: Translate, locale: Locale): string {
  if (posts.length === 0) return `<p class="none">${escapeHtml(t(TEXT.nothingHere))}</p>`;
  const alt = escapeHtml(t(TEXT.imageAlt));
  return posts
    .map((p) => {
      const images = p.images.map((src) => `<img src="${escapeHtml(src)}" alt="${alt}" loading="lazy">`);
      const missing = p.missing.map((file) => `<p class="none">${escapeHtml(t(TEXT.imageUnreadable, { file }))}</p>`);
      const when = formatDateTime(p.createdAt, locale);
      return `<article class="post"><p class="when"><time datetime="${escapeHtml(p.createdAt)}">${escapeHtml(when)}</time></p><p class="text">${escapeHtml(p.content)}</p>${images.join("")}${missing.join("")}</article>`;
    })
    .join("\n");
}

const CSS = `body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:1rem;color:#1f2933;background:#fbfaf7;max-width:60rem;margin:auto}
h1{font-size:1.5rem}h2{font-size:1.2rem;margin-top:2rem;border-bottom:1px solid #d9d4c7}
nav ul{columns:2;padding-left:1.2rem}table{border-collapse:collapse;font-size:.9rem}th,td{border:1px solid #d9d4c7;padding:.3rem .5rem;text-align:left;vertical-align:top}
.scroll{overflow-x:auto}dl{margin:0}dt{font-weight:600}dd{margin:0 0 .4rem 1rem}.none{color:#616e7c}
.post{border:1px solid #d9d4c7;border-radius:.5rem;padding:.75rem;margin:.75rem 0;background:#fff}.post img{max-width:100%;height:auto;display:block;margin-top:.5rem}
.text{white-space:pre-wrap}.when,.note{color:#52606d;font-size:.9rem}`;

/** The whole page: the member's name, when it was made, a contents list and one section per kind. */
export function buildIndexHtml(input: {
  name: string;
  generatedAt: string;
  posts: HtmlPost[];
  sections: HtmlSection[];
  /** The member's language (their profile's; English when not chosen). */
  locale: Locale;
}): string {
  const { locale, name } = input;
  const t = translatorFor(locale);
  const text = (english: string, values?: Record<string, unknown>) => escapeHtml(t(english, values));
  const all = [
    { title: TEXT.posts, file: "posts.json", id: "posts" },
    ...input.sections.map((s) => ({ ...s, id: s.file.replace(/\.json$/, "") })),
  ];
  const toc = all.map((s) => `<li><a href="#${escapeHtml(s.id)}">${text(s.title)}</a></li>`).join("");
  const sections = input.sections
    .map((s) => {
      const id = escapeHtml(s.file.replace(/\.json$/, ""));
      const note = s.note ? `<p class="note">${text(s.note)}</p>` : "";
      return `<section id="${id}"><h2>${text(s.title)}</h2><p class="note">${text(TEXT.alsoIn, { file: s.file })}</p>${note}${renderValue(s.data, t)}</section>`;
    })
    .join("\n");
  const made = text(TEXT.made, { name, date: formatDateTime(input.generatedAt, locale) });
  return `<!doctype html>
<html lang="${escapeHtml(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${text(TEXT.title, { name })}</title><style>${CSS}</style></head>
<body><header><h1>${text(TEXT.heading)}</h1><p>${made}</p>
<p class="note">${text(TEXT.intro)}</p></header>
<nav aria-label="${text(TEXT.contents)}"><ul>${toc}</ul></nav>
<main><section id="posts"><h2>${text(TEXT.posts)}</h2><p class="note">${text(TEXT.postsAlsoIn)}</p>${renderPosts(input.posts, t, locale)}</section>
${sections}</main></body></html>
`;
}
