// After `vite build`: puts the prerendered landing page into dist/landing.html (and its .br/.gz),
// which the server sends for '/' to visitors. Run by the web build (apps/web package.json).
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { renderLanding } from "../apps/web/src/features/landing/static/prerender.tsx";

const file = path.resolve(import.meta.dirname, "../apps/web/dist/landing.html");
const shell = readFileSync(file, "utf8");
if (!shell.includes("<!--landing-->")) throw new Error("dist/landing.html has no <!--landing--> placeholder");
const html = shell.replace("<!--landing-->", await renderLanding());
writeFileSync(file, html);
writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
writeFileSync(`${file}.br`, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
console.log(`prerendered landing page: ${(html.length / 1024).toFixed(1)} KB`);
