// After `vite build`: renders the landing page in every language into dist/landing.html (English)
// and dist/landing.LOCALE.html (with their .br/.gz), which the server sends to visitors for '/'
// (by their remembered or browser language), '/en' and '/hi'. Run by the web build.
// The page's components use Lingui macros, so they are loaded through Vite (its plugins compile the
// macros and the .po catalogs), not plain Node. The Hindi page alone gets Noto Sans Devanagari (its
// @font-face and a preload); the English page loads no Devanagari font at all.
import { createHash } from "node:crypto";
import { copyFileSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { createServer } from "vite";
import { LOCALES, type Locale } from "../packages/contract/src/locale.ts";

const web = path.resolve(import.meta.dirname, "../apps/web");
const shellFile = path.join(web, "dist/landing.html");
const shell = readFileSync(shellFile, "utf8");
if (!shell.includes("<!--landing-->")) throw new Error("dist/landing.html has no <!--landing--> placeholder");

const vite = await createServer({
  configFile: path.join(web, "vite.config.ts"),
  root: web,
  logLevel: "error",
  appType: "custom",
  server: { middlewareMode: true, hmr: false, ws: false },
});

type Rendered = { html: string; title: string; description: string };
const { renderLanding } = (await vite.ssrLoadModule("/src/features/landing/static/prerender.tsx")) as {
  renderLanding(locale: Locale): Promise<Rendered>;
};

const alternates = [
  ...LOCALES.map((l) => `<link rel="alternate" hreflang="${l}" href="/${l}" />`),
  `<link rel="alternate" hreflang="x-default" href="/" />`,
].join("\n    ");

// The Devanagari subset of Noto Sans Devanagari, regular weight (~50 KB): the file the app's own
// lazy font CSS emitted (lib/i18n/devanagari-font.ts), so a visitor moving on to the app has it
// cached; copied under a content hash if the build did not emit it.
const FONT = "noto-sans-devanagari-devanagari-400-normal";
function devanagariFontUrl(): string {
  const assets = path.join(web, "dist/assets");
  const built = readdirSync(assets).find((f) => f.startsWith(`${FONT}-`) && f.endsWith(".woff2"));
  if (built) return `/assets/${built}`;
  const source = path.join(import.meta.dirname, `../node_modules/@fontsource/noto-sans-devanagari/files/${FONT}.woff2`);
  const hash = createHash("sha256").update(readFileSync(source)).digest("base64url").slice(0, 8);
  copyFileSync(source, path.join(assets, `${FONT}-${hash}.woff2`));
  return `/assets/${FONT}-${hash}.woff2`;
}
// Only Devanagari characters use it (Google Fonts' devanagari subset range); Latin text keeps the app's font.
const DEVANAGARI_RANGE =
  "U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20A8, U+20B9, U+20F0, U+25CC, U+A830-A839, U+A8E0-A8FF, U+11B00-11B09";
const fontHead = (url: string) =>
  [
    `<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin />`,
    `<style>@font-face{font-family:"Noto Sans Devanagari";font-style:normal;font-weight:400;font-display:swap;src:url(${url}) format("woff2");unicode-range:${DEVANAGARI_RANGE}}</style>`,
  ].join("\n    ");
const HEAD_EXTRA: Partial<Record<Locale, string>> = { hi: fontHead(devanagariFontUrl()) };

const escapeAttr = (s: string) => s.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");
const escapeText = (s: string) => s.replaceAll("&", "&amp;").replaceAll("<", "&lt;");

try {
  for (const locale of LOCALES) {
    const page = await renderLanding(locale);
    const html = shell
      .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(page.title)}</title>`)
      .replace(
        /<meta name="description" content="[^"]*"/,
        `<meta name="description" content="${escapeAttr(page.description)}"`,
      )
      .replace("</head>", `  ${[HEAD_EXTRA[locale], alternates].filter(Boolean).join("\n    ")}\n  </head>`)
      .replace("<!--landing-->", page.html);
    const file = locale === "en" ? shellFile : path.join(web, `dist/landing.${locale}.html`);
    writeFileSync(file, html);
    writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
    writeFileSync(`${file}.br`, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    console.log(`prerendered landing page (${locale}): ${(html.length / 1024).toFixed(1)} KB`);
  }
} finally {
  await vite.close();
}
