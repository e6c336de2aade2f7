// Test experts: a member promoted to expert, onboarded through the real endpoints.
import type { ApplicationDetailsInput } from "@saathi/contract/expert-application";
import type { OnboardingProfileInput } from "@saathi/contract/onboarding";
import { eq } from "drizzle-orm";
import { user } from "../src/platform/db/schema/auth.ts";
import { userProfiles } from "../src/platform/db/schema/profiles.ts";
import { staffMember } from "./admin-helpers.ts";
import { type Harness, type Member, ORIGIN } from "./harness.ts";

export const validProfile = (over: Partial<OnboardingProfileInput> = {}): OnboardingProfileInput => ({
  fullName: "Test Expert",
  phone: "98765 43210",
  country: "India",
  pincode: "560001",
  city: "Bengaluru",
  state: "Karnataka",
  specialisations: ["Depression", "Relationship", "Stress & Anxiety"],
  workStatus: "yes",
  currentProfession: "Counsellor",
  academicBackground: "M.A. Psychology",
  languages: ["English", "Hindi"],
  bio: "I help people find calm in hard weeks.",
  journey: "Started after volunteering on a helpline.",
  yearsExperience: 5,
  clientExperience: "300 people",
  hourlyRate: 1000,
  offersFreeConsultation: "Maybe",
  payoutExpectation: "Monthly",
  sessionDurationMinutes: 60,
  confirmedNonMedical: true,
  acceptedTerms: true,
  sessionTypes: ["video", "audio"],
  // Every day, all day in Kolkata: slots always exist in the next hours whatever the test's clock.
  weeklySchedule: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
    weekday,
    startTime: "00:00",
    endTime: "23:00",
    timezone: "Asia/Kolkata" as const,
  })),
  ...over,
});

/** Makes an account an expert (as expert registration would). */
export async function makeExpert(h: Harness, m: Member): Promise<void> {
  await h.database.db.update(user).set({ role: "expert" }).where(eq(user.id, m.id));
  await h.database.db.update(userProfiles).set({ role: "expert" }).where(eq(userProfiles.userId, m.id));
}

/** Credentials of a counsellor, valid for PUT /api/onboarding/application. */
export const validCredentials = (over: Partial<ApplicationDetailsInput> = {}): ApplicationDetailsInput => ({
  practitionerKind: "counsellor",
  qualification: "M.A. Counselling Psychology",
  institution: "Christ University, Bengaluru",
  professionalBody: null,
  registrationNumber: null,
  yearsOfPractice: 5,
  ...over,
});

/** The smallest file whose bytes are a PDF (header and trailer). */
export const tinyPdf = (): Buffer => Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n");

/** A multipart/form-data body with text fields and at most one file. */
export function multipartBody(
  fields: Record<string, string>,
  file?: { field?: string; name: string; type: string; bytes: Buffer },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----saathi${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? "file"}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from("\r\n"),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

/** Uploads one document of the expert's application. */
export function uploadDocument(h: Harness, m: Member, kind: string, bytes = tinyPdf(), name = `${kind}.pdf`) {
  const body = multipartBody({ kind }, { name, type: "application/pdf", bytes });
  return h.app.inject({
    method: "POST",
    url: "/api/onboarding/application/documents",
    headers: { cookie: m.cookie, origin: ORIGIN, ...body.headers },
    payload: body.payload,
  });
}

const check = (what: string, res: { statusCode: number; body: string }) => {
  if (res.statusCode !== 200) throw new Error(`${what} failed (${res.statusCode}): ${res.body}`);
};

/** An expert who went through onboarding and submitted the application (under review, not listed). */
export async function submittedExpert(
  h: Harness,
  over: Partial<OnboardingProfileInput> = {},
  credentials: Partial<ApplicationDetailsInput> = {},
): Promise<Member> {
  const m = await h.member();
  await makeExpert(h, m);
  const put = await h.app.inject({
    method: "PUT",
    url: "/api/onboarding",
    headers: { cookie: m.cookie },
    payload: validProfile(over),
  });
  check("onboarding save", put);
  const details = validCredentials(credentials);
  check(
    "credentials save",
    await h.app.inject({
      method: "PUT",
      url: "/api/onboarding/application",
      headers: { cookie: m.cookie },
      payload: details,
    }),
  );
  const kinds = ["degree", "government_id"];
  if (details.practitionerKind === "clinical_psychologist") kinds.push("registration_certificate");
  for (const kind of kinds) check(`upload ${kind}`, await uploadDocument(h, m, kind));
  check("onboarding submit", await h.post("/api/onboarding/submit", undefined, { cookie: m.cookie }));
  return m;
}

const admins = new WeakMap<Harness, Promise<Member>>();
/** One admin (with the second factor) per harness, for fixtures that need a decision. */
export function fixtureAdmin(h: Harness): Promise<Member> {
  let a = admins.get(h);
  if (!a) {
    a = staffMember(h);
    admins.set(h, a);
  }
  return a;
}

/** Approves a submitted application through the admin endpoint: the expert is listed. */
export async function approveExpert(h: Harness, m: Member): Promise<void> {
  const admin = await fixtureAdmin(h);
  check("approve", await h.post(`/api/admin/applications/${m.id}/approve`, undefined, { cookie: admin.cookie }));
}

/** A listed expert (onboarded, submitted, approved) with the given onboarding answers. */
export async function publishedExpert(h: Harness, over: Partial<OnboardingProfileInput> = {}): Promise<Member> {
  const m = await submittedExpert(h, over);
  await approveExpert(h, m);
  return m;
}
