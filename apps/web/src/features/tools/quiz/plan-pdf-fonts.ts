// The fonts of the Hindi plan PDF (Noto Sans Devanagari from @fontsource) and the font engine that
// embeds and shapes them. The page imports this module only when a Hindi reader asks for the PDF, so
// English readers and the landing page never download any of it. The .woff files, not the .woff2 ones:
// fontkit's subsetter copies glyphs from the raw glyf table, which WOFF2 stores transformed (compound
// glyphs such as ज़ crash it, and pdf-lib cannot embed a whole WOFF2 file either).

import devanagariRegular from "@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff?url";
import devanagariBold from "@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff?url";
import latinRegular from "@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-latin-400-normal.woff?url";
import latinBold from "@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-latin-700-normal.woff?url";
import type { PdfFontFiles } from "./plan-pdf.ts";

/** A font file by its fontsource name: `<subset>-<weight>` (noto-sans-devanagari-<name>-normal.woff). */
export type PdfFontName = "devanagari-400" | "devanagari-700" | "latin-400" | "latin-700";

/** Reads a font file's bytes (fetch in the browser; tests read node_modules). */
export type PdfFontLoader = (name: PdfFontName) => Promise<Uint8Array>;

const URLS: Record<PdfFontName, string> = {
  "devanagari-400": devanagariRegular,
  "devanagari-700": devanagariBold,
  "latin-400": latinRegular,
  "latin-700": latinBold,
};

async function fetchFont(name: PdfFontName): Promise<Uint8Array> {
  const response = await fetch(URLS[name]);
  if (!response.ok) throw new Error(`Font ${name}: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/** Devanagari first (it has no digits or Latin letters), then Latin, for each weight. */
export async function loadHindiPdfFonts(load: PdfFontLoader = fetchFont): Promise<PdfFontFiles> {
  // fontkit's Indic shaper uses the global regeneratorRuntime: it must exist before any text is laid out.
  await import("regenerator-runtime/runtime");
  const [fontkit, ...files] = await Promise.all([
    import("@pdf-lib/fontkit").then((m) => m.default),
    load("devanagari-400"),
    load("latin-400"),
    load("devanagari-700"),
    load("latin-700"),
  ]);
  const [devanagari400, latin400, devanagari700, latin700] = files as [Uint8Array, Uint8Array, Uint8Array, Uint8Array];
  return { fontkit, regular: [devanagari400, latin400], bold: [devanagari700, latin700] };
}
