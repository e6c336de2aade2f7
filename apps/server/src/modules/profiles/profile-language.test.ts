// A member's language is kept in the profile, and the API answers in the language asked for.
import { LOCALE_MSG } from "@saathi/contract/locale";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";

let h: Harness;
const setLanguage = (m: Member | null, payload: unknown, headers: Record<string, string> = {}) =>
  h.app.inject({
    method: "PUT",
    url: "/api/me/language",
    headers: { ...(m ? { cookie: m.cookie } : {}), origin: "http://localhost:3000", ...headers },
    payload: payload as object,
  });

beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe("choosing a language", () => {
  it("is null until chosen, then kept in the profile and returned by /api/me", async () => {
    const m = await h.member();
    const before = await h.app.inject({ url: "/api/me", headers: { cookie: m.cookie } });
    expect(before.json().profile.locale).toBeNull();
    const r = await setLanguage(m, { locale: "hi" });
    expect(r.statusCode).toBe(200);
    expect(r.json().locale).toBe("hi");
    const after = await h.app.inject({ url: "/api/me", headers: { cookie: m.cookie } });
    expect(after.json().profile.locale).toBe("hi");
  });

  it("needs a signed-in member", async () => {
    const r = await setLanguage(null, { locale: "hi" });
    expect(r.statusCode).toBe(401);
  });

  it("refuses a language Saathi does not speak, or a broken body, with a 400 and a message", async () => {
    const m = await h.member();
    for (const payload of [{ locale: "fr" }, { locale: 7 }, {}, { locale: "hi\u0000" }]) {
      const r = await setLanguage(m, payload);
      expect(r.statusCode).toBe(400);
      expect(r.json().code).toBeTruthy();
    }
    const r = await setLanguage(m, { locale: "fr" });
    expect(r.json().fields[0].message).toBe(LOCALE_MSG.choose);
  });

  it("answers errors in Hindi when the web app shows Hindi, and in English otherwise", async () => {
    const m = await h.member();
    const hindi = await setLanguage(m, { locale: "xx" }, { "x-saathi-lang": "hi" });
    expect(hindi.json().fields[0].message).toBe("अंग्रेज़ी या हिन्दी चुनें");
    const byBrowser = await setLanguage(m, { locale: "xx" }, { "accept-language": "hi-IN,hi;q=0.9" });
    expect(byBrowser.json().fields[0].message).toBe("अंग्रेज़ी या हिन्दी चुनें");
    const english = await setLanguage(m, { locale: "xx" }, { "accept-language": "ta-IN, en;q=0.5" });
    expect(english.json().fields[0].message).toBe(LOCALE_MSG.choose);
  });
});
