// After `vite build`: renders the landing page in every language into dist/landing.html (English)
// and dist/landing.LOCALE.html (with their .br/.gz), which the server sends to visitors for '/'
// (by their remembered or browser language), '/en' and '/hi'. Run by the web build.
// The page's components use Lingui macros, so they are loaded through Vite (its plugins compile the
// macros and the .po catalogs), not plain Node.
import { readFileSync, writeFileSync } from "node:fs";
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
      .replace("</head>", `  ${alternates}\n  </head>`)
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
