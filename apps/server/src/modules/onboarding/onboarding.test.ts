import { APPLICATION_MSG } from "@saathi/contract/expert-application";
import { LOCALE_HEADER } from "@saathi/contract/locale";
import { ONBOARDING_MSG } from "@saathi/contract/onboarding";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  approveExpert,
  makeExpert,
  uploadDocument,
  validCredentials,
  validProfile,
} from "../../../test/experts-fixture.ts";
import { type Harness, ORIGIN, startHarness } from "../../../test/harness.ts";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.close());

const put = (cookie: string, payload: object) =>
  h.app.inject({ method: "PUT", url: "/api/onboarding", headers: { cookie }, payload });
const get = (cookie: string, url = "/api/onboarding") => h.app.inject({ url, headers: { cookie } });

describe("expert onboarding", () => {
  it("is for experts only; visitors are not authenticated", async () => {
    const member = await h.member();
    const res = await get(member.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(ONBOARDING_MSG.notExpert);
    expect((await put(member.cookie, validProfile())).statusCode).toBe(403);
    expect((await h.post("/api/onboarding/submit", undefined, { cookie: member.cookie })).statusCode).toBe(403);
    expect((await h.app.inject({ url: "/api/onboarding" })).statusCode).toBe(401);
  });

  it("starts empty with the account's name and email", async () => {
    const m = await h.member();
    await makeExpert(h, m);
    const s = (await get(m.cookie)).json();
    expect(s).toMatchObject({ email: m.email, emailVerified: true, profile: null, completed: false });
    expect(s.fullName).toMatch(/^Member \d+/);
  });

  it("refuses bad answers with the spec's messages and saves nothing", async () => {
    const m = await h.member();
    await makeExpert(h, m);
    const cases: [object, string][] = [
      [{ phone: "98765" }, ONBOARDING_MSG.phoneDigits],
      [{ specialisations: ["Depression", "Relationship"] }, "Select 3 more categories to continue"],
      [{ languages: [] }, ONBOARDING_MSG.languagesRequired],
      [{ hourlyRate: 0 }, ONBOARDING_MSG.hourlyRatePositive],
      [{ acceptedTerms: false }, ONBOARDING_MSG.termsRequired],
      [{ sessionTypes: [] }, ONBOARDING_MSG.sessionTypeRequired],
      [{ weeklySchedule: [] }, ONBOARDING_MSG.weeklySlotRequired],
      [
        { weeklySchedule: [{ weekday: 1, startTime: "10:00", endTime: "09:00", timezone: "Asia/Kolkata" }] },
        ONBOARDING_MSG.slotOrder,
      ],
      [
        { weeklySchedule: [{ weekday: 1, startTime: "09:00", endTime: "10:00", timezone: "Asia/Tokyo" }] },
        "Choose one of the listed time zones",
      ],
      [{ bio: "short" }, ONBOARDING_MSG.bioLength],
    ];
    for (const [over, message] of cases) {
      const res = await put(m.cookie, { ...validProfile(), ...over });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect((await get(m.cookie)).json().profile).toBeNull();
  });

  it("saves steps 1 to 3 (phone digits only, rate in rupees), then lists the expert once submitted and approved", async () => {
    const m = await h.member();
    await makeExpert(h, m);
    const saved = await put(m.cookie, validProfile({ fullName: "Priya Menon Iyer" }));
    expect(saved.statusCode).toBe(200);
    expect(saved.json().profile).toMatchObject({ phone: "9876543210", hourlyRate: 1000, fullName: "Priya Menon Iyer" });
    expect(saved.json().completed).toBe(false);
    // Not listed before submitting.
    expect((await h.app.inject({ url: `/api/experts/${m.id}` })).statusCode).toBe(404);

    // A second save replaces the rows (delete then insert), never duplicates them.
    const again = await put(m.cookie, validProfile({ fullName: "Priya Menon Iyer", sessionTypes: ["chat"] }));
    expect(again.json().profile.sessionTypes).toEqual(["chat"]);
    expect(again.json().profile.weeklySchedule).toHaveLength(7);

    // Step 4 submits the application (credentials and documents), an admin approves it.
    await h.app.inject({
      method: "PUT",
      url: "/api/onboarding/application",
      headers: { cookie: m.cookie },
      payload: validCredentials(),
    });
    await uploadDocument(h, m, "degree");
    await uploadDocument(h, m, "government_id");
    const submitted = await h.post("/api/onboarding/submit", undefined, { cookie: m.cookie });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().completed).toBe(true);
    await approveExpert(h, m);

    const me = (await get(m.cookie, "/api/me")).json();
    expect(me.profile).toMatchObject({ firstName: "Priya", lastName: "Menon Iyer", displayName: "Priya Menon Iyer" });
    expect(me.profile.languages).toEqual(["English", "Hindi"]);
    expect(me.profile.bio).toBe("I help people find calm in hard weeks.");

    const detail = await h.app.inject({ url: `/api/experts/${m.id}` });
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      displayName: "Priya Menon Iyer",
      consultationFee: 100000,
      sessionTypes: ["chat"],
    });
    // A username was made when the account had one already (the harness sets one); it stays.
    expect(detail.json().username).toBeTruthy();
  });

  it("cannot submit before saving", async () => {
    const m = await h.member();
    await makeExpert(h, m);
    const res = await h.post("/api/onboarding/submit", undefined, { cookie: m.cookie });
    expect(res.statusCode).toBe(400);
  });

  it("says what an incomplete application lacks in the request's language", async () => {
    const m = await h.member();
    await makeExpert(h, m);
    expect((await put(m.cookie, validProfile())).statusCode).toBe(200);
    const submit = (lang: string) =>
      h.app.inject({
        method: "POST",
        url: "/api/onboarding/submit",
        headers: { origin: ORIGIN, cookie: m.cookie, [LOCALE_HEADER]: lang },
      });
    const en = await submit("en");
    expect(en.statusCode).toBe(400);
    const missing = [APPLICATION_MSG.detailsMissing, APPLICATION_MSG.degreeMissing, APPLICATION_MSG.idMissing];
    expect(en.json()).toMatchObject({ code: "APPLICATION_INCOMPLETE", message: missing.join(" "), missing });
    const hi = await submit("hi");
    expect(hi.statusCode).toBe(400);
    // The sentences in Hindi; the list of what is missing stays the English catalog texts (data).
    expect(hi.json().message).toBe(
      "समीक्षा के लिए कृपया अपनी योग्यताओं की जानकारी भरें कृपया अपना डिग्री सर्टिफ़िकेट अपलोड करें कृपया सरकारी पहचान पत्र अपलोड करें",
    );
    expect(hi.json().missing).toEqual(missing);
  });
});
