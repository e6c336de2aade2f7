import { z } from "zod";

/**
 * Self-assessment with validated, public-domain screening instruments (replacing the spec's
 * placeholder test): PHQ-9 (low mood), GAD-7 (anxiety) and WHO-5 (wellbeing). Scores and bands follow
 * the published scoring: Kroenke et al. 2001 (PHQ-9), Spitzer et al. 2006 (GAD-7), Topp et al. 2015
 * (WHO-5). Results are screening, not diagnosis.
 */

export const INSTRUMENT_IDS = ["phq9", "gad7", "who5"] as const;
export type InstrumentId = (typeof INSTRUMENT_IDS)[number];

export interface AnswerOption {
  label: string;
  value: number;
}

export interface Band {
  key: string;
  label: string;
  /** Lowest raw score in the band. */
  min: number;
  /** Plain-language, non-diagnostic words for someone who just took the test. */
  report: string;
}

export interface Instrument {
  id: InstrumentId;
  name: string;
  title: string;
  stem: string;
  items: { id: string; text: string }[];
  options: AnswerOption[];
  maxScore: number;
  bands: Band[];
}

const FREQUENCY: AnswerOption[] = [
  { label: "Not at all", value: 0 },
  { label: "Several days", value: 1 },
  { label: "More than half the days", value: 2 },
  { label: "Nearly every day", value: 3 },
];

const items = (prefix: string, texts: string[]) => texts.map((text, i) => ({ id: `${prefix}_${i + 1}`, text }));

const TALK = "Talking to one of our experts can help you understand what is going on and what might help.";

export const INSTRUMENTS: Record<InstrumentId, Instrument> = {
  phq9: {
    id: "phq9",
    name: "PHQ-9",
    title: "Low mood (PHQ-9)",
    stem: "Over the last 2 weeks, how often have you been bothered by any of the following problems?",
    items: items("phq9", [
      "Little interest or pleasure in doing things",
      "Feeling down, depressed, or hopeless",
      "Trouble falling or staying asleep, or sleeping too much",
      "Feeling tired or having little energy",
      "Poor appetite or overeating",
      "Feeling bad about yourself — or that you are a failure or have let yourself or your family down",
      "Trouble concentrating on things, such as reading the newspaper or watching television",
      "Moving or speaking so slowly that other people could have noticed? Or the opposite — being so fidgety or restless that you have been moving around a lot more than usual",
      "Thoughts that you would be better off dead or of hurting yourself in some way",
    ]),
    options: FREQUENCY,
    maxScore: 27,
    bands: [
      {
        key: "minimal",
        label: "Minimal",
        min: 0,
        report:
          "Your answers suggest few or no signs of low mood right now. Keep doing what supports you, and check in with yourself again if things change.",
      },
      {
        key: "mild",
        label: "Mild",
        min: 5,
        report:
          "Your answers suggest some signs of low mood. Small steps such as rest, movement and time with people you trust often help. If it lasts more than a few weeks, talking to someone can help.",
      },
      {
        key: "moderate",
        label: "Moderate",
        min: 10,
        report: `Your answers suggest a moderate level of low mood that may be affecting your days. ${TALK}`,
      },
      {
        key: "moderately_severe",
        label: "Moderately severe",
        min: 15,
        report: `Your answers suggest low mood that is weighing on you a lot. You do not have to carry this alone: ${TALK.toLowerCase()}`,
      },
      {
        key: "severe",
        label: "Severe",
        min: 20,
        report:
          "Your answers suggest you are going through a very hard time. Please reach out to a professional soon; an expert here or your doctor can help you find support that fits.",
      },
    ],
  },
  gad7: {
    id: "gad7",
    name: "GAD-7",
    title: "Anxiety (GAD-7)",
    stem: "Over the last 2 weeks, how often have you been bothered by the following problems?",
    items: items("gad7", [
      "Feeling nervous, anxious, or on edge",
      "Not being able to stop or control worrying",
      "Worrying too much about different things",
      "Trouble relaxing",
      "Being so restless that it is hard to sit still",
      "Becoming easily annoyed or irritable",
      "Feeling afraid, as if something awful might happen",
    ]),
    options: FREQUENCY,
    maxScore: 21,
    bands: [
      {
        key: "minimal",
        label: "Minimal",
        min: 0,
        report:
          "Your answers suggest little anxiety right now. Everyone worries sometimes; keep the habits that help you feel steady.",
      },
      {
        key: "mild",
        label: "Mild",
        min: 5,
        report:
          "Your answers suggest some anxiety. Breathing exercises, sleep and sharing worries with someone you trust often help. If it keeps growing, talking to someone can help.",
      },
      {
        key: "moderate",
        label: "Moderate",
        min: 10,
        report: `Your answers suggest a moderate level of anxiety that may be getting in the way of daily life. ${TALK}`,
      },
      {
        key: "severe",
        label: "Severe",
        min: 15,
        report:
          "Your answers suggest anxiety that is hard to live with right now. Please reach out to a professional soon; an expert here or your doctor can help.",
      },
    ],
  },
  who5: {
    id: "who5",
    name: "WHO-5",
    title: "Wellbeing (WHO-5)",
    stem: "Over the last two weeks, how much of the time…",
    items: items("who5", [
      "I have felt cheerful and in good spirits",
      "I have felt calm and relaxed",
      "I have felt active and vigorous",
      "I woke up feeling fresh and rested",
      "My daily life has been filled with things that interest me",
    ]),
    options: [
      { label: "All of the time", value: 5 },
      { label: "Most of the time", value: 4 },
      { label: "More than half of the time", value: 3 },
      { label: "Less than half of the time", value: 2 },
      { label: "Some of the time", value: 1 },
      { label: "At no time", value: 0 },
    ],
    maxScore: 25,
    bands: [
      {
        key: "very_low",
        label: "Very low wellbeing",
        min: 0,
        report: `Your answers suggest your wellbeing is very low at the moment. A fuller check with a professional is a good next step. ${TALK}`,
      },
      {
        key: "low",
        label: "Low wellbeing",
        min: 8,
        report:
          "Your answers suggest your wellbeing is lower than it could be. A fuller check, such as the PHQ-9, or a conversation with an expert can help you see what is going on.",
      },
      {
        key: "good",
        label: "Good wellbeing",
        min: 13,
        report:
          "Your answers suggest good wellbeing over the last two weeks. Keep making room for what helps you feel well.",
      },
    ],
  },
};

export const SCREENING_DISCLAIMER =
  "This is a screening tool, not a diagnosis. Only a qualified professional can diagnose a condition.";

/**
 * Every word of the instruments, for the catalogs. The Hindi of PHQ-9 and GAD-7 is the
 * published, validated translation (PHQ Screeners, Hindi for India); WHO-5's is the official one.
 * Scoring never depends on these words.
 */
export const INSTRUMENT_TEXT = Object.fromEntries(
  INSTRUMENT_IDS.map((id) => {
    const inst = INSTRUMENTS[id];
    return [
      id,
      {
        title: inst.title,
        stem: inst.stem,
        items: inst.items.map((i) => i.text),
        options: inst.options.map((o) => o.label),
        bands: inst.bands.map((b) => ({ label: b.label, report: b.report })),
      },
    ];
  }),
) as Record<InstrumentId, { title: string; stem: string; items: string[]; options: string[]; bands: object[] }>;
export const HELPLINE = { name: "Tele-MANAS", number: "14416" } as const;
export const ASSESSMENT_MSG = {
  answerAll: "Please answer all questions before submitting.",
  disclaimer: SCREENING_DISCLAIMER,
  instrumentRequired: "Choose PHQ-9, GAD-7 or WHO-5",
  wholeNumbers: "Answers are whole numbers",
  tooManyAnswers: "Too many answers",
  /** ICU twins of answersProblem's sentences. */
  wrongCount: "{name} has {count} questions; got {got} answers",
  badAnswer: "Answer {n} is not one of the {name} options",
  crisis:
    "You mentioned thoughts of being better off dead or of hurting yourself. You deserve support right now: call Tele-MANAS on 14416 (free, any time, in many languages), or book an expert.",
} as const;

/** PHQ-9 item 9 (thoughts of death or self-harm) is the ninth answer. */
const PHQ9_ITEM9 = 8;

export interface AssessmentScore {
  instrumentId: InstrumentId;
  score: number;
  maxScore: number;
  band: Band;
  /** WHO-5 only: raw × 4 (0–100). */
  percentage: number | null;
  needsCrisisSupport: boolean;
}

/** The most answers a submission may carry (the longest instrument has 9). */
const MAX_ANSWERS = 20;

// answersProblem's sentences: ASSESSMENT_MSG.wrongCount and .badAnswer filled in.
const wrongCountText = (inst: Instrument, got: number) =>
  `${inst.name} has ${inst.items.length} questions; got ${got} answers`;
const badAnswerText = (inst: Instrument, n: number) => `Answer ${n} is not one of the ${inst.name} options`;

/**
 * Every sentence answersProblem can say for a submission the schema allows (up to MAX_ANSWERS
 * answers), for the catalog: a validation message reaches the server's error handler and
 * the web's tx() as this finished English text, which is then its own catalog id. Its Hindi follows
 * the ICU twins above.
 */
export const ASSESSMENT_ANSWERS_TEXT = Object.fromEntries(
  INSTRUMENT_IDS.map((id) => {
    const inst = INSTRUMENTS[id];
    const counts = Array.from({ length: MAX_ANSWERS + 1 }, (_, got) => got).filter((got) => got !== inst.items.length);
    return [
      id,
      {
        wrongCount: counts.map((got) => wrongCountText(inst, got)),
        badAnswer: inst.items.map((_, i) => badAnswerText(inst, i + 1)),
      },
    ];
  }),
) as Record<InstrumentId, { wrongCount: string[]; badAnswer: string[] }>;

/** Why these answers cannot be scored, or null when they can. */
export function answersProblem(id: InstrumentId, answers: readonly number[]): string | null {
  const inst = INSTRUMENTS[id];
  if (answers.length !== inst.items.length) return wrongCountText(inst, answers.length);
  const allowed = new Set(inst.options.map((o) => o.value));
  const bad = answers.findIndex((a) => !allowed.has(a));
  return bad >= 0 ? badAnswerText(inst, bad + 1) : null;
}

export function bandFor(id: InstrumentId, score: number): Band {
  const bands = INSTRUMENTS[id].bands;
  let band = bands[0] as Band;
  for (const b of bands) if (score >= b.min) band = b;
  return band;
}

/** Scores one completed instrument; throws when the answers do not fit it. */
export function scoreAssessment(id: InstrumentId, answers: readonly number[]): AssessmentScore {
  const problem = answersProblem(id, answers);
  if (problem) throw new Error(problem);
  const score = answers.reduce((a, b) => a + b, 0);
  return {
    instrumentId: id,
    score,
    maxScore: INSTRUMENTS[id].maxScore,
    band: bandFor(id, score),
    percentage: id === "who5" ? score * 4 : null,
    needsCrisisSupport: id === "phq9" && (answers[PHQ9_ITEM9] ?? 0) > 0,
  };
}

export const assessmentSubmitSchema = z
  .object({
    instrumentId: z.enum(INSTRUMENT_IDS, ASSESSMENT_MSG.instrumentRequired),
    answers: z.array(z.number().int(ASSESSMENT_MSG.wholeNumbers)).max(MAX_ANSWERS, ASSESSMENT_MSG.tooManyAnswers),
  })
  .superRefine((b, ctx) => {
    const problem = answersProblem(b.instrumentId, b.answers);
    if (problem) ctx.addIssue({ code: "custom", path: ["answers"], message: problem });
  });
export type AssessmentSubmit = z.infer<typeof assessmentSubmitSchema>;

export const assessmentResultSchema = z.object({
  id: z.string(),
  instrumentId: z.enum(INSTRUMENT_IDS),
  score: z.number().int(),
  maxScore: z.number().int(),
  bandKey: z.string(),
  bandLabel: z.string(),
  percentage: z.number().int().nullable(),
  needsCrisisSupport: z.boolean(),
  createdAt: z.string(),
});
export type AssessmentResult = z.infer<typeof assessmentResultSchema>;
