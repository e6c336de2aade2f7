import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { type Messages, setupI18n } from "@lingui/core";
import * as PdfLib from "pdf-lib";
import { describe, expect, it } from "vitest";
import { buildPlanPdf, fontRuns } from "./plan-pdf.ts";
import { loadHindiPdfFonts, type PdfFontName } from "./plan-pdf-fonts.ts";
import { buildWellnessPlan } from "./wellness-plan.ts";
import type { QuizAnswers } from "./wellness-questions.ts";

const catalogs = import.meta.glob<Messages>("../locales/*.po", { import: "messages", eager: true });
const i18nFor = (locale: "en" | "hi") =>
  setupI18n({ locale, messages: { [locale]: catalogs[`../locales/${locale}.po`] ?? {} } });

// The same files the page fetches, read from node_modules.
const require = createRequire(import.meta.url);
const readFont = async (name: PdfFontName) =>
  new Uint8Array(
    await readFile(require.resolve(`@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-${name}-normal.woff`)),
  );

// Needs care in every area: the longest plan (5 actions), and no strengths.
const answers: QuizAnswers = {
  sleep: "under5",
  movement: "rarely",
  connection: "rarely",
  stress: "very",
  screens: "5plus",
  nature: "rarely",
  purpose: "rarely",
  help: "alone",
};
const date = new Date(2026, 10, 3);

/** The BaseFont names of every font dictionary in the PDF. */
function fontNames(doc: PdfLib.PDFDocument): string[] {
  const { PDFDict, PDFName } = PdfLib;
  return doc.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter((o): o is PdfLib.PDFDict => o instanceof PDFDict && o.get(PDFName.of("Type")) === PDFName.of("Font"))
    .map((font) => font.get(PDFName.of("BaseFont"))?.toString() ?? "");
}

describe("plan PDF in Hindi", () => {
  it("embeds subsets of Noto Sans Devanagari and stays small", async () => {
    const hi = i18nFor("hi");
    const plan = buildWellnessPlan(answers, (text) => hi._(text));
    expect(plan.actions[0]?.text).toMatch(/[\u0900-\u097F]/);
    const bytes = await buildPlanPdf(PdfLib, { ...plan, date }, hi, await loadHindiPdfFonts(readFont));
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    const doc = await PdfLib.PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(doc.getTitle()).toMatch(/[\u0900-\u097F]/);
    const names = fontNames(doc);
    expect(names.some((n) => n.includes("NotoSansDevanagari"))).toBe(true);
    expect(names.some((n) => n.includes("Helvetica"))).toBe(false);
    console.info(`Hindi plan PDF: ${bytes.length} bytes, fonts ${names.join(" ")}`);
    expect(bytes.length).toBeLessThan(120_000);
  });

  it("keeps the English PDF on Helvetica, without a Devanagari font", async () => {
    const en = i18nFor("en");
    const plan = buildWellnessPlan(answers, (text) => en._(text));
    const bytes = await buildPlanPdf(PdfLib, { ...plan, date }, en);
    const doc = await PdfLib.PDFDocument.load(bytes);
    expect(doc.getTitle()).toBe("My Saathi wellness plan");
    const names = fontNames(doc);
    expect(names).toEqual(expect.arrayContaining(["/Helvetica", "/Helvetica-Bold"]));
    expect(names.some((n) => n.includes("Devanagari"))).toBe(false);
    console.info(`English plan PDF: ${bytes.length} bytes, fonts ${names.join(" ")}`);
  });

  it("splits text into runs by the first font that has each character", () => {
    const devanagari = (code: number) => code >= 0x0900 && code <= 0x097f;
    const latin = (code: number) => code <= 0xff;
    const fonts = ["dev", "lat"] as const;
    const has = (font: (typeof fonts)[number], code: number) =>
      font === "dev" ? devanagari(code) || code === 0x20 : latin(code);
    expect(fontRuns("Tele-MANAS 14416 पर कॉल करें।\u{1F49A}", fonts, has)).toEqual([
      { text: "Tele-MANAS 14416 ", font: "lat" },
      { text: "पर कॉल करें।", font: "dev" },
    ]);
  });
});
