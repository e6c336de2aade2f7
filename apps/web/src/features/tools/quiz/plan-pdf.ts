// Builds the wellness plan as a real one- or two-page PDF in the browser (pdf-lib is passed in, so the
// page loads it only when someone asks for the file). Its words come through the `i18n` given. English
// uses the standard Helvetica fonts (WinAnsi only); Hindi needs `fonts`: Noto Sans Devanagari and its
// Latin subset (for digits and Latin words), embedded as subsets with fontkit shaping the conjuncts.
import { i18n as activeI18n, type I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { isLocale } from "@saathi/contract/locale";
import type * as PdfLib from "pdf-lib";
import { formatDate } from "../../../lib/i18n/format.ts";
import { HELPLINE_LINE } from "../shared/helpline.ts";
import type { PlanAction } from "./wellness-plan.ts";

export const PLAN_PDF_FILENAME = "saathi-wellness-plan.pdf";

const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const MARGIN = 56;

/** Replaces what the standard Helvetica font cannot draw (WinAnsi only) with close plain characters. */
export function toWinAnsi(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2013\u2014]/g, "-")
    .replace(/\u2026/g, "...")
    .replace(/[^\x20-\x7E\u00A0-\u00FF]/g, "");
}

/** Splits text into lines no wider than `maxWidth` at this font size (very long words are cut). */
export function wrapText(text: string, maxWidth: number, widthOf: (s: string) => number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (widthOf(candidate) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    while (widthOf(rest) > maxWidth && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && widthOf(rest.slice(0, cut)) > maxWidth) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

/** Font files for text the standard fonts cannot draw, each weight's files in order of preference. */
export interface PdfFontFiles {
  fontkit: Parameters<PdfLib.PDFDocument["registerFontkit"]>[0];
  regular: readonly Uint8Array[];
  bold: readonly Uint8Array[];
}

/** What `write` needs of a font: fit the text to it, measure it, draw it. */
interface Face {
  prepare(text: string): string;
  widthOf(text: string, size: number): number;
  draw(page: PdfLib.PDFPage, text: string, at: { x: number; y: number; size: number; color: PdfLib.RGB }): void;
}

function standardFace(font: PdfLib.PDFFont): Face {
  return {
    prepare: toWinAnsi,
    widthOf: (text, size) => font.widthOfTextAtSize(text, size),
    draw: (page, text, at) => page.drawText(text, { ...at, font }),
  };
}

/** Splits text into runs, each drawn with the first font that has its characters (others are dropped). */
export function fontRuns<F>(text: string, fonts: readonly F[], has: (font: F, codePoint: number) => boolean) {
  const runs: { text: string; font: F }[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    const last = runs.at(-1);
    // Staying in the current font keeps spaces and joiners inside a word's run.
    if (last && has(last.font, code)) {
      last.text += char;
      continue;
    }
    const font = fonts.find((f) => has(f, code));
    if (font !== undefined) runs.push({ text: char, font });
  }
  return runs;
}

function mixedFace(fonts: readonly PdfLib.PDFFont[]): Face {
  const sets = new Map(fonts.map((f) => [f, new Set(f.getCharacterSet())]));
  const runsOf = (text: string) => fontRuns(text, fonts, (f, code) => sets.get(f)?.has(code) ?? false);
  const widthOf = (text: string, size: number) =>
    runsOf(text).reduce((sum, run) => sum + run.font.widthOfTextAtSize(run.text, size), 0);
  return {
    prepare: (text) =>
      runsOf(text)
        .map((run) => run.text)
        .join(""),
    widthOf,
    draw: (page, text, at) => {
      let x = at.x;
      for (const run of runsOf(text)) {
        page.drawText(run.text, { ...at, x, font: run.font });
        x += run.font.widthOfTextAtSize(run.text, at.size);
      }
    },
  };
}

/** The plan as PDF bytes: title, date, the numbered actions, and the helpline. */
export async function buildPlanPdf(
  lib: typeof PdfLib,
  plan: { actions: readonly PlanAction[]; strengths?: readonly string[]; date: Date },
  i18n: I18n = activeI18n,
  fonts?: PdfFontFiles,
): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = lib;
  const doc = await PDFDocument.create();
  doc.setTitle(i18n._(msg`My Saathi wellness plan`));
  doc.setAuthor("Saathi");
  doc.setSubject(i18n._(msg`A personal wellness plan for the week`));
  doc.setCreator(i18n._(msg`Saathi wellness quiz`));
  doc.setCreationDate(plan.date);
  let regular: Face;
  let bold: Face;
  if (fonts) {
    doc.registerFontkit(fonts.fontkit);
    const embed = (files: readonly Uint8Array[]) => Promise.all(files.map((f) => doc.embedFont(f, { subset: true })));
    [regular, bold] = (await Promise.all([embed(fonts.regular), embed(fonts.bold)])).map(mixedFace) as [Face, Face];
  } else {
    regular = standardFace(await doc.embedFont(StandardFonts.Helvetica));
    bold = standardFace(await doc.embedFont(StandardFonts.HelveticaBold));
  }
  const ink = rgb(0.12, 0.16, 0.18);
  const brand = rgb(0.06, 0.46, 0.43);
  const muted = rgb(0.36, 0.42, 0.44);
  const width = PAGE.width - 2 * MARGIN;

  let page = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;

  const write = (
    text: string,
    {
      size = 11,
      font = regular,
      color = ink,
      indent = 0,
      gap = 4,
    }: Partial<{
      size: number;
      font: Face;
      color: PdfLib.RGB;
      indent: number;
      gap: number;
    }> = {},
  ) => {
    const lineHeight = size * 1.35;
    for (const line of wrapText(font.prepare(text), width - indent, (s) => font.widthOf(s, size))) {
      if (y - lineHeight < MARGIN) {
        page = doc.addPage([PAGE.width, PAGE.height]);
        y = PAGE.height - MARGIN;
      }
      y -= lineHeight;
      font.draw(page, line, { x: MARGIN + indent, y, size, color });
    }
    y -= gap;
  };

  const locale = isLocale(i18n.locale) ? i18n.locale : "en";
  const dateText = formatDate(plan.date, { day: "numeric", month: "long", year: "numeric" }, locale);
  write(i18n._(msg`My wellness plan for this week`), { size: 22, font: bold, color: brand, gap: 6 });
  write(i18n._(msg`Made on ${dateText} with the Saathi wellness quiz.`), { color: muted, gap: 16 });
  write(
    i18n._(
      msg`Small, kind steps for the next 7 days. Pick them up in any order, and go easy on yourself if a day slips.`,
    ),
    { gap: 14 },
  );
  plan.actions.forEach((a, i) => {
    write(`${i + 1}. ${a.title}`, { size: 13, font: bold, gap: 2 });
    write(a.text, { indent: 16, gap: 12 });
  });
  if (plan.strengths && plan.strengths.length > 0) {
    const strengths = plan.strengths.join(", ");
    write(i18n._(msg`Already going well: ${strengths}. Keep it up.`), { color: muted, gap: 16 });
  }
  write(i18n._(HELPLINE_LINE), { size: 12, font: bold, color: brand, gap: 8 });
  write(i18n._(msg`This plan is for general wellbeing and is not medical advice.`), { size: 9, color: muted });
  return doc.save();
}
