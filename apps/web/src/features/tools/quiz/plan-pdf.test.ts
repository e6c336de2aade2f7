import * as PdfLib from "pdf-lib";
import { describe, expect, it } from "vitest";
import { buildPlanPdf, toWinAnsi, wrapText } from "./plan-pdf.ts";
import type { PlanAction } from "./wellness-plan.ts";

const actions: PlanAction[] = [
  {
    area: "sleep",
    title: "Sleep",
    text: "Wake up at the same time on at least 5 days this week, even after a late night.",
  },
  { area: "help", title: "Support", text: "Save Tele-MANAS (14416) in your phone \u2014 just in case \u{1F49A}." },
  { area: "nature", title: "Nature", text: "Spend 15 minutes outdoors ".repeat(40) },
];

describe("plan PDF", () => {
  it("builds a real PDF of more than 1 KB", async () => {
    const bytes = await buildPlanPdf(PdfLib, { actions, strengths: ["Movement"], date: new Date(2026, 10, 3) });
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    expect(bytes.length).toBeGreaterThan(1024);
    const doc = await PdfLib.PDFDocument.load(bytes);
    expect(doc.getTitle()).toBe("My Saathi wellness plan");
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
  });

  it("is more than 1 KB even for the shortest plan", async () => {
    const short = actions.slice(0, 1);
    const bytes = await buildPlanPdf(PdfLib, { actions: short, date: new Date(2026, 10, 3) });
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    expect(bytes.length).toBeGreaterThan(1024);
  });

  it("wraps long lines within the width and cuts words too long for a line", () => {
    const width = (s: string) => s.length; // one unit per character
    expect(wrapText("one two three four", 9, width)).toEqual(["one two", "three", "four"]);
    expect(wrapText("abcdefghijkl", 5, width)).toEqual(["abcde", "fghij", "kl"]);
    for (const line of wrapText("a ".repeat(200), 20, width)) expect(line.length).toBeLessThanOrEqual(20);
  });

  it("keeps only characters the standard font can draw", () => {
    expect(toWinAnsi("\u201CHi\u201D \u2014 it\u2019s okay \u{1F49A}")).toBe('"Hi" - it\'s okay ');
  });
});
