// Member search in Hindi: names typed in Devanagari, and Hindi or Hinglish words for what
// experts offer ('chinta', 'तनाव', 'हिंदी') finding them by their English specialities and languages.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publishedExpert, submittedExpert } from "../../../test/experts-fixture.ts";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";

let h: Harness;
let me: Member;
let priya: Member;
let anxietyExpert: Member;
let sleepExpert: Member;
let unvetted: Member;
let restExpert: Member;
const search = async (q: string): Promise<string[]> => {
  const res = await h.app.inject({
    url: `/api/users/search?q=${encodeURIComponent(q)}`,
    headers: { cookie: me.cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { userId: string }[]).map((u) => u.userId);
};

beforeAll(async () => {
  h = await startHarness();
  me = await h.member({ username: "hindi_searcher", displayName: "Searcher" });
  priya = await h.member({
    username: "priya_s",
    firstName: "प्रिया",
    lastName: "शर्मा",
    displayName: "प्रिया शर्मा",
  });
  await h.member({ username: "ravi_k", displayName: "रवि कुमार" });
  anxietyExpert = await publishedExpert(h, {
    fullName: "Meera Calm",
    languages: ["English"],
    specialisations: ["Stress & Anxiety", "Work Challenges", "Teen and Family"],
  });
  sleepExpert = await publishedExpert(h, {
    fullName: "Kabir Rest",
    languages: ["Hindi"],
    specialisations: ["Depression", "Relationship", "Mental Health"],
  });
  // Sleep is no stored speciality: found through the worry vocabulary, by the words of the bio.
  restExpert = await publishedExpert(h, {
    fullName: "Nidra Rao",
    languages: ["English"],
    bio: "I help people with insomnia and restless nights.",
    specialisations: ["Work Challenges", "Teen and Family", "Mental Health"],
  });
  // Applied, not yet approved: not listed, so never found by what they say they offer.
  unvetted = await submittedExpert(h, {
    fullName: "Unvetted Person",
    languages: ["Hindi"],
    specialisations: ["Stress & Anxiety", "Depression", "Relationship"],
  });
}, 180_000);
afterAll(() => h?.close());

describe("search in Devanagari", () => {
  it("finds a name typed in Devanagari, from its start or a later word", async () => {
    expect((await search("प्रिया"))[0]).toBe(priya.id);
    expect((await search("प्रि"))[0]).toBe(priya.id);
    expect(await search("शर्मा")).toContain(priya.id);
    expect(await search("प्रिया शर्मा")).toContain(priya.id);
    expect(await search("प्रिया")).not.toContain(me.id);
  });

  it("matches the same name however its letters were composed (NFC)", async () => {
    expect(await search("प्रिया".normalize("NFD"))).toContain(priya.id);
  });

  it("does not match a different Devanagari name", async () => {
    expect(await search("सुनीता")).toEqual([]);
  });
});

describe("Hindi and Hinglish words for specialities and languages", () => {
  it("finds an anxiety expert for 'chinta', 'चिंता', 'tanav' and 'तनाव'", async () => {
    for (const q of ["chinta", "चिंता", "tanav", "तनाव", "anxiety"]) {
      const found = await search(q);
      expect(found, q).toContain(anxietyExpert.id);
      expect(found, q).not.toContain(sleepExpert.id);
    }
  });

  it("finds experts by depression and relationships in Hindi, and by the Hindi language", async () => {
    for (const q of ["udaasi", "उदासी", "डिप्रेशन", "rishta", "रिश्ते", "हिंदी", "हिन्दी", "hindi"]) {
      const found = await search(q);
      expect(found, q).toContain(sleepExpert.id);
      expect(found, q).not.toContain(anxietyExpert.id);
    }
  });
});

describe("worries that are no speciality, through the worry vocabulary", () => {
  it("finds an expert whose bio speaks of sleep for 'neend', 'नींद' and 'so nahi pa raha'", async () => {
    for (const q of ["neend", "नींद", "so nahi pa raha", "insomnia"]) {
      const found = await search(q);
      expect(found, q).toContain(restExpert.id);
      expect(found, q).not.toContain(anxietyExpert.id);
    }
  });
});

describe("only listed experts are found by what they offer", () => {
  it("does not find an expert whose application is not approved by a speciality or language word", async () => {
    for (const q of ["chinta", "tanav", "udaasi", "हिंदी", "anxiety"])
      expect(await search(q), q).not.toContain(unvetted.id);
  });
});
