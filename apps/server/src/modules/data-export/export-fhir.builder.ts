// A member's questionnaire results as FHIR R4 (decision 037): one Bundle of type collection with the
// member as a Patient (their id only), and per result a QuestionnaireResponse (each answer coded) and
// an Observation of the total score. PHQ-9 and GAD-7 use LOINC (panels 44249-1 and 69737-5, items,
// the answer list LA6568-5…LA6571-9, totals 44261-6 and 70274-6); WHO-5 has no LOINC total score we
// could confirm, so it uses Saathi's own code system with the instrument named in text.
import { INSTRUMENTS, type InstrumentId } from "@saathi/contract/assessments";

/** Where Saathi's own FHIR identifiers live (never fetched: a namespace). */
export const FHIR_BASE = "https://saathi.app/fhir";
export const LOINC = "http://loinc.org";

interface Coding {
  system: string;
  code: string;
  display: string;
}

interface InstrumentCodes {
  questionnaire: string;
  total: Coding;
  /** linkId (and code, where LOINC has one) of each item, in order. */
  items: { linkId: string; code?: Coding }[];
  answer: (value: number, label: string) => Coding;
}

const frequency = ["LA6568-5", "LA6569-3", "LA6570-1", "LA6571-9"];
const loincAnswer = (value: number, label: string): Coding => ({
  system: LOINC,
  code: frequency[value] ?? String(value),
  display: label,
});
const loincItems = (codes: string[], id: InstrumentId) =>
  codes.map((code, i) => ({
    linkId: `/${code}`,
    code: { system: LOINC, code, display: INSTRUMENTS[id].items[i]?.text ?? "" },
  }));

export const FHIR_CODES: Record<InstrumentId, InstrumentCodes> = {
  phq9: {
    questionnaire: `${LOINC}/q/44249-1`,
    total: {
      system: LOINC,
      code: "44261-6",
      display: "Patient Health Questionnaire 9 item (PHQ-9) total score [Reported]",
    },
    items: loincItems(
      ["44250-9", "44255-8", "44259-0", "44254-1", "44251-7", "44258-2", "44252-5", "44253-3", "44260-8"],
      "phq9",
    ),
    answer: loincAnswer,
  },
  gad7: {
    questionnaire: `${LOINC}/q/69737-5`,
    total: {
      system: LOINC,
      code: "70274-6",
      display: "Generalized anxiety disorder 7 item (GAD-7) total score [Reported.PHQ]",
    },
    items: loincItems(["69725-0", "68509-9", "69733-4", "69734-2", "69735-9", "69689-8", "69736-7"], "gad7"),
    answer: loincAnswer,
  },
  who5: {
    questionnaire: `${FHIR_BASE}/Questionnaire/who5`,
    total: {
      system: `${FHIR_BASE}/CodeSystem/score`,
      code: "who5-raw-total",
      display: "WHO-5 Well-Being Index raw score (0-25)",
    },
    items: INSTRUMENTS.who5.items.map((_, i) => ({ linkId: `who5-${i + 1}` })),
    answer: (value, label) => ({ system: `${FHIR_BASE}/CodeSystem/who5-answer`, code: String(value), display: label }),
  },
};

export interface ResultRow {
  id: string;
  instrument: InstrumentId;
  answers: number[];
  score: number;
  /** The session it was asked for; null for a self-check. */
  bookingId: string | null;
  createdAt: string;
}

const surveyCategory = {
  coding: [
    {
      system: "http://terminology.hl7.org/CodeSystem/observation-category",
      code: "survey",
      display: "Survey",
    },
  ],
};

/** The Bundle for one member's results (oldest first). */
export function buildFhirBundle(userId: string, results: readonly ResultRow[], generatedAt: Date) {
  const patient = `Patient/${userId}`;
  const entry: { fullUrl: string; resource: Record<string, unknown> }[] = [
    { fullUrl: `${FHIR_BASE}/${patient}`, resource: { resourceType: "Patient", id: userId } },
  ];
  for (const r of results) {
    const codes = FHIR_CODES[r.instrument];
    const inst = INSTRUMENTS[r.instrument];
    const authored = new Date(r.createdAt).toISOString();
    const context = {
      system: `${FHIR_BASE}/CodeSystem/result-context`,
      code: r.bookingId ? "before-session" : "self-check",
      display: r.bookingId ? "Answered before a session" : "Self-check",
    };
    entry.push({
      fullUrl: `${FHIR_BASE}/QuestionnaireResponse/${r.id}`,
      resource: {
        resourceType: "QuestionnaireResponse",
        id: r.id,
        meta: { tag: [context] },
        questionnaire: codes.questionnaire,
        status: "completed",
        subject: { reference: patient },
        authored,
        item: r.answers.map((value, i) => {
          const item = codes.items[i];
          const label = inst.options.find((o) => o.value === value)?.label ?? String(value);
          return {
            linkId: item?.linkId ?? String(i + 1),
            text: inst.items[i]?.text ?? "",
            answer: [{ valueCoding: codes.answer(value, label) }],
          };
        }),
      },
    });
    entry.push({
      fullUrl: `${FHIR_BASE}/Observation/${r.id}`,
      resource: {
        resourceType: "Observation",
        id: r.id,
        meta: { tag: [context] },
        status: "final",
        category: [surveyCategory],
        code: { coding: [codes.total], text: codes.total.display },
        subject: { reference: patient },
        effectiveDateTime: authored,
        valueInteger: r.score,
        derivedFrom: [{ reference: `QuestionnaireResponse/${r.id}` }],
      },
    });
  }
  return {
    resourceType: "Bundle",
    id: `saathi-scores-${userId}`,
    type: "collection",
    timestamp: generatedAt.toISOString(),
    entry,
  };
}

/** The readable page's table of the Bundle: each score with its code, without the URLs. */
export function fhirScoresOnPage(bundle: ReturnType<typeof buildFhirBundle>) {
  return bundle.entry.flatMap(({ resource: r }) =>
    r.resourceType === "Observation"
      ? [
          {
            score: (r.code as { text: string }).text,
            code: (r.code as { coding: Coding[] }).coding[0]?.code,
            value: r.valueInteger,
            date: r.effectiveDateTime,
          },
        ]
      : [],
  );
}
