// The directory's "Works with young people" filter (decision 038): `youngPeople=true` lists only experts
// who opted in (the only ones a minor may book, through their guardian), for visitors (the cached public
// answer) and members alike, combined with the other filters; anything but true or false is a 400 with
// the field's message, never a 5xx.
import { EXPERT_QUERY_MSG } from "@saathi/contract/experts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publishedExpert } from "../../../test/experts-fixture.ts";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";
import { consentedMinor } from "../../../test/young-people-fixture.ts";

let h: Harness;
let plain: Member;
let youthHindi: Member;
let youthEnglish: Member;
let teen: Member;
let adult: Member;

const get = (url: string, m?: Member) => h.app.inject({ url, headers: m ? { cookie: m.cookie } : {} });
const ids = (res: { json(): { items: { expertId: string }[] } }) =>
  res
    .json()
    .items.map((e) => e.expertId)
    .sort();
const optIn = async (m: Member) => {
  const r = await h.app.inject({
    method: "PUT",
    url: "/api/expert/young-people",
    headers: { cookie: m.cookie },
    payload: { worksWithYoungPeople: true, campusInstitution: null },
  });
  expect(r.statusCode, r.body).toBe(200);
};

beforeAll(async () => {
  h = await startHarness();
  plain = await publishedExpert(h, { fullName: "Plain Expert", languages: ["Hindi"] });
  youthHindi = await publishedExpert(h, { fullName: "Youth Hindi", languages: ["Hindi"] });
  youthEnglish = await publishedExpert(h, { fullName: "Youth English", languages: ["English"] });
  teen = await consentedMinor(h, 16);
  adult = await h.member();
}, 60_000);
afterAll(() => h?.close());

describe("the directory filtered to experts who work with young people", () => {
  it("lists only the experts who opted in, for visitors, adults and minors, and drops the cached answer on a change", async () => {
    const everyone = [plain.id, youthHindi.id, youthEnglish.id].sort();
    // Read once before anyone opts in, so a stale cached visitor's page would show.
    expect(ids(await get("/api/experts?youngPeople=true"))).toEqual([]);
    await optIn(youthHindi);
    await optIn(youthEnglish);
    const flagged = [youthHindi.id, youthEnglish.id].sort();
    for (const who of [undefined, adult, teen]) {
      const res = await get("/api/experts?youngPeople=true", who);
      expect(res.statusCode, res.body).toBe(200);
      expect(ids(res)).toEqual(flagged);
      expect(res.json().total).toBe(2);
      expect(res.json().items.every((e: { worksWithYoungPeople: boolean }) => e.worksWithYoungPeople)).toBe(true);
      // Off (or left out) lists everyone, as before.
      expect(ids(await get("/api/experts?youngPeople=false", who))).toEqual(everyone);
      expect(ids(await get("/api/experts", who))).toEqual(everyone);
    }
    // It narrows the other filters, never widens them.
    expect(ids(await get("/api/experts?youngPeople=true&languages=Hindi"))).toEqual([youthHindi.id]);
  });

  it("answers anything but true or false with 400 and the field's message", async () => {
    for (const bad of ["yes", "1", "TRUE", "", "true,false"]) {
      const res = await get(`/api/experts?youngPeople=${encodeURIComponent(bad)}`);
      expect([bad, res.statusCode]).toEqual([bad, 400]);
      expect(res.json()).toMatchObject({
        code: "VALIDATION_ERROR",
        fields: [{ field: "youngPeople", message: EXPERT_QUERY_MSG.trueOrFalse }],
      });
    }
    const twice = await get("/api/experts?youngPeople=true&youngPeople=true", adult);
    expect(twice.statusCode).toBe(400);
  });
});
