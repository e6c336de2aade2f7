import { describe, expect, it } from "vitest";
import { SPECIALISATIONS } from "./expert-constants.ts";
import { bioWordsFor, matchWorries, specialisationsFor, WORRIES, WORRY_IDS, worriesOfExpert } from "./worries.ts";

describe("matchWorries", () => {
  it("meets one worry in English, Devanagari Hindi and Hinglish", () => {
    const same: Record<string, string[]> = {
      anxiety: ["anxiety", "Anxious", "chinta", "चिंता", "चिन्ता", "ghabrahat", "घबराहट"],
      sleep: ["sleep", "insomnia", "neend", "नींद", "so nahi pa raha", "सो नहीं पा रहा", "I can't sleep"],
      stress: ["stress", "tanav", "तनाव", "tension"],
      relationship: ["breakup", "relationship", "rishta", "रिश्ता"],
      exam: ["exam", "padhai", "pariksha", "परीक्षा", "पढ़ाई"],
      loneliness: ["loneliness", "akela", "अकेलापन"],
      anger: ["anger", "gussa", "गुस्सा"],
      grief: ["grief", "dukh", "दुख"],
      family: ["family", "parivaar", "parivar", "परिवार"],
      work: ["work", "naukri", "office", "नौकरी"],
      depression: ["depression", "udaas", "डिप्रेशन", "उदासी"],
      self_esteem: ["self-esteem", "self esteem", "आत्मविश्वास"],
    };
    for (const [id, texts] of Object.entries(same)) for (const t of texts) expect(matchWorries(t), t).toEqual([id]);
  });

  it("reads chat spellings: doubled letters, nuktas, case and spacing", () => {
    expect(matchWorries("NEEEND")).toEqual(["sleep"]);
    expect(matchWorries("chintaaa")).toEqual(["anxiety"]);
    expect(matchWorries("tanaaav")).toEqual(["stress"]);
    expect(matchWorries("gusssa")).toEqual(["anger"]);
    expect(matchWorries("so   nahi pa rahi")).toEqual(["sleep"]);
    expect(matchWorries("पढाई")).toEqual(["exam"]); // without the nukta
    expect(matchWorries("नी\u0902\u0926".normalize("NFD"))).toEqual(["sleep"]);
  });

  it("meets sleep and loneliness as chats write them", () => {
    for (const q of ["so nhi pata", "raat bhar jagta rehta hu", "bure sapne aate hain", "बुरे सपने", "insomniac"])
      expect(matchWorries(q), q).toEqual(["sleep"]);
    for (const q of ["main akele rehta hoon", "akelepan se pareshan", "अकेलेपन से परेशान हूँ", "tanha", "koi dost nahi"])
      expect(matchWorries(q), q).toEqual(["loneliness"]);
    expect(matchWorries("bahut dukhi hoon")).toEqual(["depression"]);
  });

  it("lets a longer phrase keep its words: 'so nahi pati' is sleep, not a husband", () => {
    expect(matchWorries("raat ko so nahi pati hu")).toEqual(["sleep"]);
    expect(matchWorries("so nahi pati, so nahi pati")).toEqual(["sleep"]);
    // The same word on its own still counts.
    expect(matchWorries("pati se jhagda, so nahi pati")).toEqual(["relationship", "sleep"]);
  });

  it("finds every worry of a sentence once, in the order they come", () => {
    expect(matchWorries("raat ko neend nahi aati, bahut chinta hoti hai, neend")).toEqual(["sleep", "anxiety"]);
    expect(matchWorries("office ka tanav aur ghar pe gussa")).toEqual(["work", "stress", "anger"]);
  });

  it("does not match unrelated words, or a worry word inside another word", () => {
    for (const t of [
      "",
      "   ",
      "Priya Sharma",
      "danger", // contains 'anger'
      "sleepy-hollow town", // 'sleepy' is not listed
      "kaamyaab", // contains 'kaam'
      "networking", // contains 'work'
      "examine", // contains 'exam'
      "Dr. Kavya",
      "so", // a phrase's first word alone
      "nahi pa raha",
      "'; drop table users; --",
    ])
      expect(matchWorries(t), t).toEqual([]);
  });

  it("has well-formed data: every speciality is stored, every worry has words in each script", () => {
    for (const id of WORRY_IDS) {
      const w = WORRIES[id];
      for (const s of w.specialisations) expect(SPECIALISATIONS).toContain(s);
      expect(w.en.length, id).toBeGreaterThan(0);
      expect(
        w.hi.every((x) => /[\u0900-\u097F]/u.test(x)),
        id,
      ).toBe(true);
      expect(
        w.hinglish.every((x) => /^[a-z ]+$/u.test(x)),
        id,
      ).toBe(true);
    }
  });
});

describe("the worries' specialities and bio words", () => {
  it("maps worries to stored specialities, each once", () => {
    expect(specialisationsFor(["anxiety", "stress"])).toEqual(["Stress & Anxiety"]);
    expect(specialisationsFor(["sleep"])).toEqual([]);
    expect(bioWordsFor(["sleep"])).toContain("insomnia");
    expect(bioWordsFor(["work"])).not.toContain("work");
  });

  it("tells which worries an expert matches, by speciality or by whole words in the bio", () => {
    const arjun = {
      specialisations: ["Work Challenges"],
      bio: "Helping young professionals with burnout, stress and sleep.",
    };
    expect(worriesOfExpert(["sleep", "anxiety", "work"], arjun)).toEqual(["sleep", "work"]);
    expect(worriesOfExpert(["sleep"], { specialisations: [], bio: "Sleepy town counsellor." })).toEqual([]);
    expect(worriesOfExpert(["anxiety"], { specialisations: ["Stress & Anxiety"], bio: "" })).toEqual(["anxiety"]);
  });
});
