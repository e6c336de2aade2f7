// Benchmark: what Hindi and English cost the browser.
// - the i18n runtime (@lingui/core + @lingui/react as the app uses them), minified and gzipped;
// - each language's catalogs as built into apps/web/dist (one chunk each, compiled from the .po files);
// - the Devanagari font file, which only Hindi pages load.
// Targets: runtime ≤ 5 KB gzipped, font ≤ 60 KB. Needs a web build first (npm run build).
// Run: node --import tsx bench/i18n-size.ts   → bench/results/i18n.json
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");
const dist = path.join(root, "apps/web/dist");
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const gz = (buf: Buffer | Uint8Array) => gzipSync(buf, { level: 9 }).length;

// The runtime as the app imports it (macros compile to these calls), React left out.
const runtime = await build({
  stdin: {
    contents: `export { i18n, setupI18n } from "@lingui/core"; export { I18nProvider, useLingui, Trans } from "@lingui/react";`,
    resolveDir: path.join(root, "apps/web"),
    loader: "ts",
  },
  bundle: true,
  minify: true,
  format: "esm",
  write: false,
  external: ["react", "react/jsx-runtime"],
  define: { "process.env.NODE_ENV": '"production"' },
});
const runtimeBytes = runtime.outputFiles[0]?.contents ?? new Uint8Array();

// Catalog chunks: one per language (lib/i18n/catalog-LOCALE.ts), compiled from the .po files.
const assets = path.join(dist, "assets");
const files = readdirSync(assets);
const catalogs = (locale: string) => {
  const chunks = files.filter((f) => new RegExp(`^catalog-${locale}-[\\w-]+\\.js$`).test(f));
  const bytes = chunks.map((f) => readFileSync(path.join(assets, f)));
  return {
    chunks: chunks.length,
    rawKB: kb(bytes.reduce((s, b) => s + b.length, 0)),
    gzipKB: kb(bytes.reduce((s, b) => s + gz(b), 0)),
  };
};
const fonts = files.filter((f) => /noto-sans-devanagari.*\.woff2$/.test(f));
const fontBytes = fonts.reduce((s, f) => s + statSync(path.join(assets, f)).size, 0);

const result = {
  benchmark: "What Hindi and English cost the browser (issue 18)",
  date: new Date().toISOString(),
  machine: `${os.cpus().length} cpus, ${os.cpus()[0]?.model.trim()}`,
  targets: { runtimeGzipKB: "<= 5", devanagariFontKB: "<= 60" },
  runtime: { rawKB: kb(runtimeBytes.length), gzipKB: kb(gz(runtimeBytes)) },
  catalogs: { en: catalogs("en"), hi: catalogs("hi") },
  devanagariFont: { files: fonts, KB: kb(fontBytes) },
};
writeFileSync(path.join(root, "bench/results/i18n.json"), `${JSON.stringify(result, null, 2)}\n`);
console.log(JSON.stringify(result, null, 2));
const ok = result.runtime.gzipKB <= 5 && result.devanagariFont.KB <= 60 && fonts.length === 1;
if (!ok) {
  console.error("over budget");
  process.exit(1);
}
