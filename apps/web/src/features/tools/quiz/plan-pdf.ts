// Builds the wellness plan as a real one- or two-page PDF in the browser (pdf-lib is passed in, so the
// page loads it only when someone asks for the file). Its words come through the `i18n` given: the
// standard PDF fonts draw only Latin text (WinAnsi), so the page passes an English one for now.
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

/** The plan as PDF bytes: title, date, the numbered actions, and the helpline. */
export async function buildPlanPdf(
  lib: typeof PdfLib,
  plan: { actions: readonly PlanAction[]; strengths?: readonly string[]; date: Date },
  i18n: I18n = activeI18n,
): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = lib;
  const doc = await PDFDocument.create();
  doc.setTitle(i18n._(msg`My Saathi wellness plan`));
  doc.setAuthor("Saathi");
  doc.setSubject(i18n._(msg`A personal wellness plan for the week`));
  doc.setCreator(i18n._(msg`Saathi wellness quiz`));
  doc.setCreationDate(plan.date);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
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
      font: PdfLib.PDFFont;
      color: PdfLib.RGB;
      indent: number;
      gap: number;
    }> = {},
  ) => {
    const lineHeight = size * 1.35;
    for (const line of wrapText(toWinAnsi(text), width - indent, (s) => font.widthOfTextAtSize(s, size))) {
      if (y - lineHeight < MARGIN) {
        page = doc.addPage([PAGE.width, PAGE.height]);
        y = PAGE.height - MARGIN;
      }
      y -= lineHeight;
      page.drawText(line, { x: MARGIN + indent, y, size, font, color });
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
