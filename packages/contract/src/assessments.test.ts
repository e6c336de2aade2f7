import { describe, expect, it } from "vitest";
import {
  ASSESSMENT_ANSWERS_TEXT,
  ASSESSMENT_MSG,
  answersProblem,
  assessmentSubmitSchema,
  INSTRUMENT_IDS,
  INSTRUMENTS,
  scoreAssessment,
} from "./assessments.ts";

/** n answers summing to `total`, each at most `max`, filled from the front. */
function answersSumming(n: number, total: number, max: number): number[] {
  const out: number[] = [];
  let left = total;
  for (let i = 0; i < n; i++) {
    const v = Math.min(max, left);
    out.push(v);
    left -= v;
  }
  return out;
}

describe("PHQ-9 (Kroenke 2001: 5, 10, 15, 20 cut points)", () => {
  const band = (score: number) => scoreAssessment("phq9", answersSumming(9, score, 3)).band.label;
  it("bands every boundary", () => {
    expect([0, 4, 5, 9, 10, 14, 15, 19, 20, 27].map(band)).toEqual([
      "Minimal",
      "Minimal",
      "Mild",
      "Mild",
      "Moderate",
      "Moderate",
      "Moderately severe",
      "Moderately severe",
      "Severe",
      "Severe",
    ]);
  });
  it("sums the nine items (all 'Nearly every day' is 27 of 27)", () => {
    const r = scoreAssessment("phq9", Array(9).fill(3));
    expect(r).toMatchObject({ score: 27, maxScore: 27, percentage: null });
  });
  it("flags any answer above zero on item 9, and only item 9", () => {
    expect(scoreAssessment("phq9", [0, 0, 0, 0, 0, 0, 0, 0, 1]).needsCrisisSupport).toBe(true);
    expect(scoreAssessment("phq9", [3, 3, 3, 3, 3, 3, 3, 3, 0]).needsCrisisSupport).toBe(false);
    expect(scoreAssessment("gad7", Array(7).fill(3)).needsCrisisSupport).toBe(false);
  });
});

describe("GAD-7 (Spitzer 2006: 5, 10, 15 cut points)", () => {
  const band = (score: number) => scoreAssessment("gad7", answersSumming(7, score, 3)).band.key;
  it("bands every boundary", () => {
    expect([0, 4, 5, 9, 10, 14, 15, 21].map(band)).toEqual([
      "minimal",
      "minimal",
      "mild",
      "mild",
      "moderate",
      "moderate",
      "severe",
      "severe",
    ]);
  });
  it("scores the published example of 'several days' on every item as 7, mild", () => {
    const r = scoreAssessment("gad7", Array(7).fill(1));
    expect(r.score).toBe(7);
    expect(r.band.label).toBe("Mild");
  });
});

describe("WHO-5 (Topp 2015: raw below 13 poor, 7 or less very low; percentage = raw × 4)", () => {
  const of = (raw: number) => scoreAssessment("who5", answersSumming(5, raw, 5));
  it("gives the percentage and the bands", () => {
    expect(of(25)).toMatchObject({ score: 25, percentage: 100, band: { key: "good" } });
    expect(of(13)).toMatchObject({ percentage: 52, band: { key: "good" } });
    expect(of(12)).toMatchObject({ percentage: 48, band: { key: "low" } });
    expect(of(8).band.key).toBe("low");
    expect(of(7)).toMatchObject({ percentage: 28, band: { key: "very_low" } });
    expect(of(0).band.label).toBe("Very low wellbeing");
  });
  it("uses the six standard options, 5 'All of the time' to 0 'At no time'", () => {
    expect(INSTRUMENTS.who5.options.map((o) => o.value)).toEqual([5, 4, 3, 2, 1, 0]);
    expect(INSTRUMENTS.who5.options[0]?.label).toBe("All of the time");
  });
});

describe("bad answers", () => {
  it("throws on a wrong number of answers or a value that is not an option", () => {
    expect(() => scoreAssessment("phq9", [0, 0, 0])).toThrow("PHQ-9 has 9 questions; got 3 answers");
    expect(() => scoreAssessment("gad7", [0, 0, 0, 0, 0, 0, 4])).toThrow("Answer 7 is not one of the GAD-7 options");
    expect(() => scoreAssessment("who5", [5, 5, 5, 5, -1])).toThrow();
  });
  it("the submit schema refuses unknown instruments and misfitting answers, and accepts good ones", () => {
    expect(assessmentSubmitSchema.safeParse({ instrumentId: "gad7", answers: Array(7).fill(2) }).success).toBe(true);
    const wrong = assessmentSubmitSchema.safeParse({ instrumentId: "gad7", answers: Array(9).fill(0) });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]?.message).toBe("GAD-7 has 7 questions; got 9 answers");
    expect(assessmentSubmitSchema.safeParse({ instrumentId: "bdi", answers: [] }).success).toBe(false);
    expect(assessmentSubmitSchema.safeParse({ instrumentId: "who5", answers: [1.5, 1, 1, 1, 1] }).success).toBe(false);
  });
});

describe("answer problems in the catalog (issue 18)", () => {
  it("lists every sentence the schema can answer with, each the ICU twin filled in", () => {
    for (const id of INSTRUMENT_IDS) {
      const inst = INSTRUMENTS[id];
      const text = ASSESSMENT_ANSWERS_TEXT[id];
      for (let got = 0; got <= 20; got++) {
        const problem = answersProblem(id, Array(got).fill(inst.options[0]?.value ?? 0));
        if (got === inst.items.length) expect(problem).toBeNull();
        else expect(text.wrongCount).toContain(problem);
      }
      for (const [i] of inst.items.entries()) {
        const answers = inst.items.map(() => inst.options[0]?.value ?? 0);
        answers[i] = 99;
        expect(text.badAnswer).toContain(answersProblem(id, answers));
      }
    }
    const fill = (template: string, values: Record<string, string | number>) =>
      template.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k]));
    expect(ASSESSMENT_ANSWERS_TEXT.phq9.wrongCount).toContain(
      fill(ASSESSMENT_MSG.wrongCount, { name: "PHQ-9", count: 9, got: 3 }),
    );
    expect(ASSESSMENT_ANSWERS_TEXT.gad7.badAnswer).toContain(fill(ASSESSMENT_MSG.badAnswer, { n: 7, name: "GAD-7" }));
  });
});
