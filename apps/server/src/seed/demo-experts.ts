// Demo experts (ARCHITECTURE.md): eight approved, listed experts with schedules across the week, fees,
// languages, session types, reviews from finished sessions and their vetted credentials (
// some RCI-registered clinical psychologists, some counsellors); and one new registration whose
// application waits in the admin's queue, with its documents in private storage. Idempotent: experts
// that already have a profile are left alone.
import type { ExpertGender, ExpertTimezone, SessionType, Specialisation } from "@saathi/contract/experts";
import { inArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../platform/db/client.ts";
import { user } from "../platform/db/schema/auth.ts";
import { bookings, expertFeedbacks, payments } from "../platform/db/schema/bookings.ts";
import {
  expertProfiles,
  expertSessionTypes,
  expertSpecializations,
  expertWeeklySchedule,
} from "../platform/db/schema/experts.ts";
import { expertApplicationDocuments, expertApplications } from "../platform/db/schema/trust.ts";
import { queryRows } from "../platform/db/typed-query.ts";
import { splitPayment } from "../platform/payments/money.ts";
import type { Storage } from "../platform/storage/storage.ts";

interface DemoExpert {
  email: string;
  feeRupees: number;
  years: number;
  specialisations: Specialisation[];
  /** As the expert states it (null: not said), so matching has someone to offer whoever it matters to. */
  gender: ExpertGender | null;
  sessionTypes: SessionType[];
  timezone: ExpertTimezone;
  /** [weekday, start, end] rows. */
  hours: [number, string, string][];
  city: string;
  state: string;
  country: string;
  /** The new registration: submitted, not yet reviewed (so not listed). */
  pending?: boolean;
  /** Works with young people (the only experts a minor may book, and what the directory shows them first). */
  youngPeople?: boolean;
}

const weekdays = (start: string, end: string): [number, string, string][] =>
  [1, 2, 3, 4, 5].map((d) => [d, start, end]);
const everyDay = (start: string, end: string): [number, string, string][] =>
  [0, 1, 2, 3, 4, 5, 6].map((d) => [d, start, end]);

const EXPERTS: DemoExpert[] = [
  {
    email: "kavya@saathi.demo",
    youngPeople: true,
    feeRupees: 1200,
    years: 9,
    specialisations: ["Stress & Anxiety", "Relationship", "Depression"],
    gender: "woman",
    sessionTypes: ["audio", "video", "chat"],
    timezone: "Asia/Kolkata",
    hours: [...everyDay("09:00", "13:00"), ...weekdays("17:00", "20:00")],
    city: "New Delhi",
    state: "Delhi",
    country: "India",
  },
  {
    email: "arjun@saathi.demo",
    feeRupees: 1500,
    years: 12,
    specialisations: ["Work Challenges", "Stress & Anxiety", "Depression"],
    gender: "man",
    sessionTypes: ["video", "audio"],
    timezone: "Asia/Kolkata",
    hours: weekdays("10:00", "16:00"),
    city: "Kochi",
    state: "Kerala",
    country: "India",
  },
  {
    email: "neha@saathi.demo",
    feeRupees: 1000,
    years: 7,
    specialisations: ["Teen and Family", "Relationship", "Mental Health"],
    gender: "woman",
    sessionTypes: ["video", "chat"],
    timezone: "Asia/Kolkata",
    hours: [...weekdays("16:00", "20:00"), [6, "10:00", "14:00"]],
    city: "Mumbai",
    state: "Maharashtra",
    country: "India",
  },
  {
    email: "farah@saathi.demo",
    feeRupees: 800,
    years: 5,
    specialisations: ["Depression", "Mental Health", "Stress & Anxiety"],
    gender: "woman",
    sessionTypes: ["audio", "chat"],
    timezone: "Asia/Kolkata",
    hours: everyDay("18:00", "22:00"),
    city: "Hyderabad",
    state: "Telangana",
    country: "India",
  },
  {
    email: "vikram@saathi.demo",
    feeRupees: 900,
    years: 6,
    specialisations: ["Work Challenges", "Mental Health", "Relationship"],
    gender: "man",
    sessionTypes: ["video", "audio", "chat"],
    timezone: "Asia/Kolkata",
    hours: [...weekdays("07:00", "09:00"), [0, "10:00", "13:00"], [6, "10:00", "13:00"]],
    city: "Bengaluru",
    state: "Karnataka",
    country: "India",
  },
  {
    email: "ananya@saathi.demo",
    youngPeople: true,
    feeRupees: 2000,
    years: 14,
    specialisations: ["Relationship", "Depression", "Teen and Family"],
    gender: "woman",
    sessionTypes: ["video"],
    timezone: "Europe/London",
    hours: weekdays("08:00", "12:00"),
    city: "London",
    state: "England",
    country: "United Kingdom",
  },
  {
    email: "sofia@saathi.demo",
    feeRupees: 1800,
    years: 10,
    specialisations: ["Stress & Anxiety", "Mental Health", "Depression"],
    gender: null,
    sessionTypes: ["video", "audio"],
    timezone: "America/New_York",
    hours: weekdays("08:00", "11:00"),
    city: "New York",
    state: "New York",
    country: "United States",
  },
  {
    email: "rahul@saathi.demo",
    feeRupees: 700,
    years: 4,
    specialisations: ["Teen and Family", "Stress & Anxiety", "Work Challenges"],
    gender: "man",
    sessionTypes: ["chat", "audio"],
    timezone: "Asia/Kolkata",
    hours: [...everyDay("14:00", "17:00")],
    city: "Jaipur",
    state: "Rajasthan",
    country: "India",
  },
  {
    email: "pending@saathi.demo",
    feeRupees: 900,
    years: 6,
    specialisations: ["Depression", "Stress & Anxiety", "Relationship"],
    gender: "non_binary",
    sessionTypes: ["video", "audio"],
    timezone: "Asia/Kolkata",
    hours: [...weekdays("11:00", "18:00")],
    city: "Kolkata",
    state: "West Bengal",
    country: "India",
    pending: true,
  },
];

const REVIEWS: [rating: number, text: string][] = [
  [5, "I felt heard for the first time in months. Gentle and practical."],
  [4, "Helpful tools for my anxiety; I use the breathing exercise every day."],
  [5, "Kind, patient and never rushed me. Booking again next week."],
  [4, "Good session. Gave me a clear plan for the coming days."],
  [3, "Useful, though I needed a little more time to open up."],
];

const DAY = 86_400_000;

/** Arjun, Neha and Sofia are RCI-registered clinical psychologists; the others counsellors. */
const PSYCHOLOGISTS = new Set(["arjun@saathi.demo", "neha@saathi.demo", "sofia@saathi.demo"]);

function credentialsFor(i: number, email: string) {
  const institutions = [
    "NIMHANS, Bengaluru",
    "Tata Institute of Social Sciences, Mumbai",
    "Christ University, Bengaluru",
    "University of Delhi",
    "Amity University, Noida",
  ];
  const psychologist = PSYCHOLOGISTS.has(email);
  return {
    practitionerKind: psychologist ? "clinical_psychologist" : "counsellor",
    qualification: psychologist ? "M.Phil. Clinical Psychology" : "M.A. Counselling Psychology",
    institution: institutions[i % institutions.length] ?? "University of Delhi",
    professionalBody: psychologist ? "RCI" : i % 3 === 0 ? "Counsellors Council of India" : null,
    registrationNumber: psychologist ? `A${String(31_200 + i * 37)}` : null,
  } as const;
}

/** A one-page PDF and a small PNG, as the pending expert's degree and ID. */
async function demoDocuments(storage: Storage, expertId: string) {
  const pdf = Buffer.from(
    "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 200]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>endobj\n4 0 obj<</Length 68>>stream\nBT /F1 14 Tf 20 120 Td (Demo degree certificate - not real) Tj ET\nendstream endobj\n5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
  );
  const sharp = (await import("sharp")).default;
  const id = await sharp({ create: { width: 320, height: 200, channels: 3, background: "#e6eefc" } })
    .webp()
    .toBuffer();
  const docs = [
    { kind: "degree", body: pdf, mimeType: "application/pdf", ext: "pdf", fileName: "degree-certificate.pdf" },
    { kind: "government_id", body: id, mimeType: "image/webp", ext: "webp", fileName: "aadhaar-front.webp" },
  ];
  const rows = [];
  for (const d of docs) {
    const storageKey = `applications/${expertId}/demo-${d.kind}.${d.ext}`;
    await storage.putPrivate(storageKey, d.body, d.mimeType);
    rows.push({
      expertId,
      kind: d.kind,
      storageKey,
      mimeType: d.mimeType,
      sizeBytes: d.body.length,
      fileName: d.fileName,
    });
  }
  return rows;
}

export async function seedDemoExperts(db: Db, storage: Storage): Promise<void> {
  const accounts = await db
    .select({ id: user.id, email: user.email, name: user.name })
    .from(user)
    .where(
      inArray(
        user.email,
        EXPERTS.map((e) => e.email),
      ),
    );
  const done = new Set((await db.select({ id: expertProfiles.userId }).from(expertProfiles)).map((r) => r.id));
  const members = await db
    .select({ id: user.id })
    .from(user)
    .where(inArray(user.email, ["asha@saathi.demo", "meera@saathi.demo", "rohan@saathi.demo"]));
  for (const [i, e] of EXPERTS.entries()) {
    const account = accounts.find((a) => a.email === e.email);
    if (!account || done.has(account.id)) continue;
    await db.transaction(async (tx) => {
      const bio = (
        await queryRows(
          tx,
          z.object({ bio: z.string().nullable(), languages: z.array(z.string()) }),
          sql`select bio, languages from user_profiles where user_id = ${account.id}`,
        )
      )[0];
      await tx.insert(expertProfiles).values({
        userId: account.id,
        fullName: account.name,
        phoneNumber: `98765${String(43210 + i).padStart(5, "0")}`,
        city: e.city,
        state: e.state,
        country: e.country,
        pincode: "110001",
        languages: bio?.languages ?? ["English"],
        bio: bio?.bio ?? "Counsellor on Saathi.",
        counsellingWorkStatus: "yes",
        otherProfession: "Counselling psychologist",
        academicBackground: PSYCHOLOGISTS.has(e.email) ? "M.Phil. Clinical Psychology" : "M.A. Counselling Psychology",
        journey: "I came to counselling after seeing how much a single kind conversation can change a day.",
        yearsExperience: e.years,
        clientExperience: `${e.years * 120}+ people supported`,
        hourlyRate: e.feeRupees * 100,
        offersFreeConsultation: "Maybe",
        payoutExpectation: "Monthly",
        typicalSessionDurationMinutes: 60,
        gender: e.gender,
        worksWithYoungPeople: e.youngPeople === true,
        confirmedNonMedical: true,
        acceptedTerms: true,
        // Approved a month ago (listed until then + 12 months), or waiting for review.
        ...(e.pending
          ? {}
          : {
              publishedAt: new Date(Date.now() - 30 * DAY),
              verifiedUntil: new Date(Date.now() + 335 * DAY),
              verifiedBadge: PSYCHOLOGISTS.has(e.email) ? "rci_registered" : "verified_counsellor",
            }),
      });
      const c = credentialsFor(i, e.email);
      await tx.insert(expertApplications).values({
        expertId: account.id,
        ...c,
        yearsOfPractice: e.years,
        ...(e.pending
          ? { status: "submitted", submittedAt: new Date(Date.now() - 26 * 3_600_000) }
          : {
              status: "approved",
              submittedAt: new Date(Date.now() - 32 * DAY),
              decidedAt: new Date(Date.now() - 30 * DAY),
              approvedAt: new Date(Date.now() - 30 * DAY),
              reverifyBy: new Date(Date.now() + 335 * DAY),
            }),
      });
      if (e.pending) await tx.insert(expertApplicationDocuments).values(await demoDocuments(storage, account.id));
      await tx
        .insert(expertSessionTypes)
        .values(e.sessionTypes.map((sessionType) => ({ userId: account.id, sessionType })));
      await tx
        .insert(expertSpecializations)
        .values(e.specialisations.map((specialization) => ({ userId: account.id, specialization })));
      await tx.insert(expertWeeklySchedule).values(
        e.hours.map(([weekday, startTime, endTime]) => ({
          userId: account.id,
          weekday,
          startTime,
          endTime,
          timezone: e.timezone,
        })),
      );
      // Finished sessions with reviews: (i % 4) + 1 of them, a week or more ago. The last expert has none,
      // so 'No ratings' shows too.
      if (i >= EXPERTS.length - 2 || !members.length) return;
      let count = 0;
      let sum = 0;
      for (let k = 0; k < (i % 4) + 1; k++) {
        const member = members[k % members.length];
        if (!member) continue;
        const startsAt = new Date(Date.now() - (7 + k * 3 + i) * 86_400_000);
        startsAt.setUTCMinutes(0, 0, 0);
        const amount = e.feeRupees * 100;
        const [b] = await tx
          .insert(bookings)
          .values({
            expertId: account.id,
            clientId: member.id,
            startsAt,
            endsAt: new Date(startsAt.getTime() + 3_600_000),
            status: "CONFIRMED",
            sessionType: e.sessionTypes[0] ?? "video",
            language: bio?.languages?.[0] ?? "English",
            amount,
            currency: "INR",
            provider: "sandbox",
            holdExpiresAt: startsAt,
          })
          .returning({ id: bookings.id });
        if (!b) continue;
        const split = splitPayment(amount, 18, 20);
        await tx.insert(payments).values({
          bookingId: b.id,
          provider: "sandbox",
          gatewayOrderId: `order_demo_${b.id}`,
          gatewayPaymentId: `pay_demo_${b.id.slice(0, 8)}`,
          status: "captured",
          amount,
          tax: split.tax,
          commission: split.commission,
          earning: split.earning,
          capturedAt: startsAt,
        });
        const [rating, text] = REVIEWS[(i + k) % REVIEWS.length] ?? [5, "Thank you."];
        await tx.insert(expertFeedbacks).values({
          bookingId: b.id,
          expertId: account.id,
          clientId: member.id,
          rating,
          content: text,
          createdAt: new Date(startsAt.getTime() + 2 * 3_600_000),
        });
        count++;
        sum += rating;
      }
      await tx
        .update(expertProfiles)
        .set({ feedbackCount: count, feedbackSum: sum })
        .where(sql`${expertProfiles.userId} = ${account.id}`);
    });
  }
}
