// The member's care records leave in a standard form: questionnaire results as FHIR R4 resources in a
// collection Bundle (checked against the R4 shapes we emit: required fields, LOINC, references), the
// plan, homework with their notes and the shared summaries; never the counsellor's private notes nor
// anyone else's data. A counsellor's export names their clients and dates only.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { seedCare } from "../../../test/export-fixture.ts";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";
import { unzip } from "../../../test/unzip.ts";

// ---- The FHIR R4 shapes of what we emit (no FHIR validator package is available offline) ----
const id = z.string().regex(/^[A-Za-z0-9\-.]{1,64}$/);
const instant = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/);
const uri = z.string().regex(/^(https?:\/\/|urn:)\S+$/);
const coding = z.object({ system: uri, code: z.string().min(1), display: z.string().optional() }).strict();
const relative = (type: string) =>
  z.object({ reference: z.string().regex(new RegExp(`^${type}/[A-Za-z0-9\\-.]{1,64}$`)) });
const tag = z.object({ tag: z.array(coding).min(1) }).strict();

const patient = z.object({ resourceType: z.literal("Patient"), id }).strict();
const questionnaireResponse = z
  .object({
    resourceType: z.literal("QuestionnaireResponse"),
    id,
    meta: tag,
    questionnaire: uri,
    status: z.literal("completed"),
    subject: relative("Patient"),
    authored: instant,
    item: z
      .array(
        z
          .object({
            linkId: z.string().min(1),
            text: z.string(),
            answer: z.array(z.object({ valueCoding: coding }).strict()).length(1),
          })
          .strict(),
      )
      .min(1),
  })
  .strict();
const observation = z
  .object({
    resourceType: z.literal("Observation"),
    id,
    meta: tag,
    status: z.literal("final"),
    category: z.array(
      z.object({
        coding: z.array(
          coding.extend({
            system: z.literal("http://terminology.hl7.org/CodeSystem/observation-category"),
            code: z.literal("survey"),
          }),
        ),
      }),
    ),
    code: z.object({ coding: z.array(coding).min(1), text: z.string() }).strict(),
    subject: relative("Patient"),
    effectiveDateTime: instant,
    valueInteger: z.number().int(),
    derivedFrom: z.array(relative("QuestionnaireResponse")),
  })
  .strict();
const bundle = z
  .object({
    resourceType: z.literal("Bundle"),
    id,
    type: z.literal("collection"),
    timestamp: instant,
    entry: z.array(
      z
        .object({
          fullUrl: uri,
          resource: z.discriminatedUnion("resourceType", [patient, questionnaireResponse, observation]),
        })
        .strict(),
    ),
  })
  .strict();

let h: Harness;
let a: Member;
let b: Member;
let expert: Member;
let aResult: string;

beforeAll(async () => {
  h = await startHarness();
  [a, b, expert] = await Promise.all([
    h.member({ displayName: "Asha Care" }),
    h.member(),
    h.member({ displayName: "Meera Counsellor" }),
  ]);
  const booking = async (m: Member, hour: number) =>
    (
      await h.database.pool.query(
        `insert into bookings (expert_id, client_id, starts_at, ends_at, status, session_type, language, amount, provider, hold_expires_at)
         values ($1, $2, $3, $3::timestamptz + interval '50 minutes', 'CONFIRMED', 'video', 'English', 50000, 'sandbox', $3) returning id`,
        [expert.id, m.id, new Date(Date.UTC(2026, 0, 2, hour))],
      )
    ).rows[0].id as string;
  aResult = (await seedCare(h, a, expert, await booking(a, 10), "ASHA-CARE")).resultId;
  await seedCare(h, b, expert, await booking(b, 12), "OTHER-SECRET");
  // A self-check (no session) of a's: in the Bundle too, tagged as such.
  await h.database.db.execute(sql`insert into assessment_results (user_id, instrument, answers, score, band_key)
    values (${a.id}, 'phq9', '{3,3,2,2,1,1,0,0,1}', 13, 'moderate')`);
}, 120_000);
afterAll(() => h?.close());

async function exportOf(m: Member) {
  expect((await h.post("/api/account/export", undefined, { cookie: m.cookie })).statusCode).toBe(202);
  await h.built.jobQueue.idle();
  const state = (await h.app.inject({ url: "/api/account/export", headers: { cookie: m.cookie } })).json().export;
  expect(state.status).toBe("ready");
  const res = await h.app.inject({ url: state.downloadUrl, headers: { cookie: m.cookie } });
  const files = await unzip(res.rawPayload);
  return files;
}

describe("the member's care records in their export", () => {
  it("scores-fhir.json is a valid R4 collection Bundle with LOINC codes and relative references", async () => {
    const files = await exportOf(a);
    const parsed = bundle.parse(JSON.parse(files.get("scores-fhir.json")?.toString() ?? "null"));
    const resources = parsed.entry.map((e) => e.resource);
    expect(resources.filter((r) => r.resourceType === "Patient")).toEqual([{ resourceType: "Patient", id: a.id }]);
    const obs = resources.filter((r) => r.resourceType === "Observation");
    const qrs = resources.filter((r) => r.resourceType === "QuestionnaireResponse");
    expect(obs).toHaveLength(2);
    expect(qrs).toHaveLength(2);
    const gad = obs.find((o) => o.id === aResult);
    expect(gad?.code.coding[0]).toMatchObject({ system: "http://loinc.org", code: "70274-6" });
    expect(gad).toMatchObject({ valueInteger: 10, subject: { reference: `Patient/${a.id}` } });
    expect(gad?.meta.tag[0]?.code).toBe("before-session");
    const phq = obs.find((o) => o.id !== aResult);
    expect(phq?.code.coding[0]).toMatchObject({ system: "http://loinc.org", code: "44261-6" });
    expect(phq).toMatchObject({ valueInteger: 13 });
    expect(phq?.meta.tag[0]?.code).toBe("self-check");
    const gadQr = qrs.find((q) => q.id === aResult);
    expect(gadQr?.questionnaire).toBe("http://loinc.org/q/69737-5");
    expect(gadQr?.item).toHaveLength(7);
    expect(gadQr?.item[0]).toMatchObject({
      linkId: "/69725-0",
      answer: [{ valueCoding: { system: "http://loinc.org", code: "LA6570-1", display: "More than half the days" } }],
    });
    expect(gadQr?.item[6]?.answer[0]?.valueCoding.code).toBe("LA6571-9");
    // Every reference resolves inside the Bundle (against the fullUrls' base).
    const urls = new Set(parsed.entry.map((e) => e.fullUrl.replace(/^https:\/\/saathi\.app\/fhir\//, "")));
    for (const r of resources) {
      if (r.resourceType === "Patient") continue;
      expect(urls.has(r.subject.reference)).toBe(true);
      if (r.resourceType === "Observation") for (const d of r.derivedFrom) expect(urls.has(d.reference)).toBe(true);
    }
  });

  it("care-plan.json has the goals, homework with their note and shared summaries; no private note, nobody else's", async () => {
    const files = await exportOf(a);
    const plan = JSON.parse(files.get("care-plan.json")?.toString() ?? "null");
    expect(plan.asMember).toHaveLength(1);
    const link = plan.asMember[0];
    expect(link.with).toBe("Meera Counsellor");
    expect(link.goals[0]).toMatchObject({ title: "ASHA-CARE goal", progress: 40 });
    expect(link.homework[0]).toMatchObject({
      instructions: "ASHA-CARE homework",
      yourNote: "ASHA-CARE homework note",
      status: "done",
    });
    expect(link.session_summaries[0].summary).toBe("ASHA-CARE summary");
    expect(link.questionnaires_asked[0]).toMatchObject({ instrument: "gad7", status: "answered" });
    expect(plan.scoreSharing[0]).toMatchObject({ with: "Meera Counsellor", withdrawn_at: null });
    // What the outcomes page counts of them: the before-session GAD-7 only (the self-check never counts).
    expect(plan.scoreProgress).toEqual([
      {
        instrument: "gad7",
        before_session_scores: 1,
        first_score: 10,
        first_at: expect.any(String),
        score_near_8_weeks: null,
        score_near_12_weeks: null,
      },
    ]);
    expect(plan.asCounsellor).toEqual([]);
    for (const [name, bytes] of files) {
      expect(bytes.toString("latin1"), name).not.toContain("PRIVATE NOTE");
      expect(bytes.toString("latin1"), name).not.toContain("OTHER-SECRET");
      expect(bytes.toString("latin1"), name).not.toContain(b.id);
    }
    // The readable page says what is left out and how to ask for it.
    expect(files.get("index.html")?.toString()).toContain("Mental Healthcare Act 2017 (section 25)");
  });
});

describe("the counsellor's export", () => {
  it("names their clients and dates, never a member's plan, summaries, notes or scores", async () => {
    const files = await exportOf(expert);
    const plan = JSON.parse(files.get("care-plan.json")?.toString() ?? "null");
    expect(plan.asMember).toEqual([]);
    expect(plan.scoreProgress).toEqual([]);
    expect(plan.asCounsellor).toHaveLength(2);
    expect(plan.asCounsellor.map((l: { with: string }) => l.with)).toContain("Asha Care");
    const fhir = bundle.parse(JSON.parse(files.get("scores-fhir.json")?.toString() ?? "null"));
    expect(fhir.entry.map((e) => e.resource.resourceType)).toEqual(["Patient"]);
    for (const [name, bytes] of files) {
      const text = bytes.toString("latin1");
      for (const secret of ["goal", "homework", "summary", "PRIVATE NOTE"])
        for (const tagged of ["ASHA-CARE", "OTHER-SECRET"]) expect(text, name).not.toContain(`${tagged} ${secret}`);
      expect(text, name).not.toContain(aResult);
    }
  });
});
