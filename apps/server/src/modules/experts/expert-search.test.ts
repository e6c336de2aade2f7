// The directory's search: names and worries typed in English, Devanagari or Hinglish find experts by
// their specialities and bios (through the worry vocabulary), paged like the directory, and each card
// says what matched. Bad input is a 400, never a 5xx; SQL-looking text is only text.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publishedExpert, submittedExpert } from "../../../test/experts-fixture.ts";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";

let h: Harness;
let sleepy: Member;
let calm: Member;
let family: Member;
let unvetted: Member;
let asha: Member;

interface Card {
  expertId: string;
  displayName: string;
  specialisations: string[];
  matchedSpecialisations?: string[];
  matchedWorries?: string[];
}
interface Page {
  items: Card[];
  total: number;
  page: number;
}

const get = (url: string, m?: Member) => h.app.inject({ url, headers: m ? { cookie: m.cookie } : {} });
const search = async (q: string, extra = "", m: Member | undefined = asha): Promise<Page> => {
  const res = await get(`/api/experts?q=${encodeURIComponent(q)}${extra}`, m);
  expect(res.statusCode, `${q}: ${res.body}`).toBe(200);
  return res.json() as Page;
};
const ids = (p: Page) => p.items.map((c) => c.expertId);

beforeAll(async () => {
  h = await startHarness();
  sleepy = await publishedExpert(h, {
    fullName: "Arjun Nair",
    bio: "Clinical psychologist helping young professionals with burnout and sleep.",
    specialisations: ["Work Challenges", "Depression", "Mental Health"],
  });
  calm = await publishedExpert(h, {
    fullName: "Meera Calm",
    bio: "I help people find calm in hard weeks.",
    specialisations: ["Depression", "Relationship", "Stress & Anxiety"],
  });
  family = await publishedExpert(h, {
    fullName: "Neha Kapoor",
    bio: "Family therapist for teens and parents.",
    specialisations: ["Teen and Family", "Relationship", "Mental Health"],
  });
  unvetted = await submittedExpert(h, {
    fullName: "Unvetted Sleep",
    bio: "Sleep and anxiety, insomnia too.",
    specialisations: ["Stress & Anxiety", "Depression", "Relationship"],
  });
  asha = await h.member();
}, 180_000);
afterAll(() => h?.close());

describe("search by worry, in any script", () => {
  it("finds the sleep expert for 'neend', 'नींद', 'insomnia' and 'so nahi pa raha', and says it matched Sleep", async () => {
    for (const q of ["neend", "नींद", "sleep", "so nahi pa raha"]) {
      const page = await search(q);
      expect(ids(page), q).toEqual([sleepy.id]);
      expect(page.items[0]?.matchedWorries, q).toEqual(["sleep"]);
    }
  });

  it("finds the sleep expert however a chat says it, and never a couples counsellor for 'so nahi pati'", async () => {
    for (const q of ["so nhi pata", "neend nahi aati", "नींद नहीं आती", "raat bhar jagta rehta hu", "so nahi pati"]) {
      const page = await search(q);
      expect(ids(page), q).toEqual([sleepy.id]);
      expect(page.items[0]?.matchedWorries, q).toEqual(["sleep"]);
    }
  });

  it("finds the experts whose specialities cover loneliness for 'akela', 'akele' and 'अकेलेपन'", async () => {
    for (const q of ["akela", "main akele rehta hoon", "अकेलेपन", "lonely"]) {
      const page = await search(q);
      expect(ids(page).sort(), q).toEqual([sleepy.id, family.id].sort());
      for (const card of page.items) expect(card.matchedWorries, q).toEqual(["loneliness"]);
    }
  });

  it("finds anxiety experts for 'chinta', 'चिंता' and 'ghabrahat', with the matched speciality first", async () => {
    for (const q of ["chinta", "चिंता", "ghabrahat", "anxiety"]) {
      const page = await search(q);
      expect(ids(page), q).toEqual([calm.id]);
      expect(page.items[0]?.matchedSpecialisations, q).toEqual(["Stress & Anxiety"]);
      expect(page.items[0]?.matchedWorries, q).toEqual(["anxiety"]);
    }
  });

  it("finds family and relationship experts in Hindi and Hinglish", async () => {
    expect(ids(await search("parivaar")).sort()).toEqual([family.id].sort());
    expect(ids(await search("rishta")).sort()).toEqual([calm.id, family.id].sort());
    expect(ids(await search("office ka tanav")).sort()).toEqual([sleepy.id, calm.id].sort());
  });

  it("finds by name, and by a word of the bio that is no worry", async () => {
    expect(ids(await search("Neha"))).toEqual([family.id]);
    expect(ids(await search("kapo"))).toEqual([family.id]);
    expect(ids(await search("psychologist"))).toEqual([sleepy.id]);
  });

  it("combines the search with the category filter, which it shows as matched", async () => {
    const page = await search("rishta", "&specialisations=Teen%20and%20Family");
    expect(ids(page)).toEqual([family.id]);
    expect(page.items[0]?.matchedSpecialisations?.sort()).toEqual(["Relationship", "Teen and Family"]);
    const plain = (await get("/api/experts?specialisations=Stress%20%26%20Anxiety", asha)).json() as Page;
    for (const c of plain.items) expect(c.matchedSpecialisations).toContain("Stress & Anxiety");
  });

  it("pages a search like the directory", async () => {
    const first = await search("rishta", "&pageSize=1&page=1");
    const second = await search("rishta", "&pageSize=1&page=2");
    expect(first.total).toBe(2);
    expect(second.total).toBe(2);
    expect(new Set([...ids(first), ...ids(second)]).size).toBe(2);
  });

  it("never finds an expert who is not listed, and finds nobody for an unrelated word", async () => {
    for (const q of ["sleep", "Unvetted", "insomnia"]) expect(ids(await search(q)), q).not.toContain(unvetted.id);
    expect((await search("zzqxv")).total).toBe(0);
    expect((await search("danger")).total).toBe(0);
  });

  it("works for visitors too", async () => {
    expect(ids(await search("neend", "", undefined))).toEqual([sleepy.id]);
  });
});

describe("bad input", () => {
  it("answers 400 for a very long query and for control characters, never 5xx", async () => {
    for (const q of ["a".repeat(81), "neend\u0000", "chinta\u0007", "line\nbreak", "x".repeat(5000)]) {
      const res = await get(`/api/experts?q=${encodeURIComponent(q)}`, asha);
      expect(res.statusCode, JSON.stringify(q).slice(0, 40)).toBe(400);
    }
  });

  it("treats SQL-looking and pattern text as text", async () => {
    for (const q of ["'; drop table expert_profiles; --", "%", "\\", "(", "a|b", ".*", "' or 1=1 --", '"']) {
      const res = await get(`/api/experts?q=${encodeURIComponent(q)}`, asha);
      expect(res.statusCode, q).toBe(200);
      expect((res.json() as Page).total, q).toBe(0);
    }
    // '_' is a literal underscore (usernames have them), not LIKE's any-character.
    expect((await get(`/api/experts?q=${encodeURIComponent("x_y")}`, asha)).json().total).toBe(0);
    expect((await get("/api/experts", asha)).json().total).toBe(3);
  });

  it("an empty or blank query is the plain directory", async () => {
    expect((await search("")).total).toBe(3);
    expect((await search("   ")).total).toBe(3);
  });
});
