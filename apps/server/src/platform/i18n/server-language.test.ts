// What the server writes reaches each person in their language — emails and notices in
// the recipient's profile language, errors with their values filled in, and the sign-up code in the
// language of the request that asked for it (there is no profile yet).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, ORIGIN, startHarness } from "../../../test/harness.ts";
import { translate } from "./translator.ts";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const outbox = async (to: string): Promise<{ subject: string; text: string; code?: string }[]> =>
  (await h.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).json();

describe("emails and notices in the recipient's language", () => {
  it("a member whose profile says Hindi gets the password notice in Hindi, in the email and in the app", async () => {
    const m = await h.member({ locale: "hi" });
    const ok = await h.post(
      "/api/account/password",
      { currentPassword: "secret12", newPassword: "newsecret1" },
      { cookie: m.cookie },
    );
    expect(ok.statusCode, ok.body).toBe(200);
    const [mail] = await outbox(m.email);
    expect(mail?.subject).toBe("आपका Saathi पासवर्ड बदल दिया गया");
    expect(mail?.text).toContain("बाकी डिवाइस से साइन आउट");
    expect(mail?.text).toContain("Help > Grievances");
    expect(mail?.text).not.toContain("Your Saathi password");

    // The stored notice is the catalog's English text; each reader sees it in the language they ask for.
    const list = (hl?: string) =>
      h.app.inject({
        url: "/api/notifications",
        headers: { cookie: m.cookie, ...(hl ? { "x-saathi-lang": hl } : {}) },
      });
    const hindi = (await list("hi")).json().items.find((n: { type: string }) => n.type === "account");
    expect(hindi.data.message).toBe("आपका Saathi पासवर्ड बदल दिया गया और बाकी डिवाइस से साइन आउट कर दिया गया है।");
    const english = (await list()).json().items.find((n: { type: string }) => n.type === "account");
    expect(english.data.message).toBe("Your Saathi password was changed and other devices were signed out.");
  });

  it("a member without a chosen language gets English", async () => {
    const m = await h.member();
    await h.post(
      "/api/account/password",
      { currentPassword: "secret12", newPassword: "newsecret1" },
      { cookie: m.cookie },
    );
    expect((await outbox(m.email))[0]?.subject).toBe("Your Saathi password was changed");
  });

  it("a code by email for a Hindi reader is in Hindi", async () => {
    const m = await h.member({ locale: "hi" });
    const r = await h.post("/api/account/deletion/code", {}, { cookie: m.cookie });
    expect(r.statusCode, r.body).toBe(200);
    const [mail] = await outbox(m.email);
    expect(mail?.subject).toBe(`आपका Saathi कोड: ${mail?.code}`);
    expect(mail?.text).toContain("अकाउंट डिलीट करने की पुष्टि के लिए आपका Saathi कोड");
  });
});

describe("errors with values", () => {
  it("fill their placeholders in the language of the request, and stay English otherwise", async () => {
    const m = await h.member();
    expect((await h.post("/api/account/deletion/code", {}, { cookie: m.cookie })).statusCode).toBe(200);
    const again = (hl?: string) =>
      h.app.inject({
        method: "POST",
        url: "/api/account/deletion/code",
        headers: { origin: ORIGIN, cookie: m.cookie, ...(hl ? { "x-saathi-lang": hl } : {}) },
      });
    const english = await again();
    expect(english.statusCode).toBe(429);
    expect(english.json().message).toMatch(/^Please wait \d+ seconds before asking for another code\.$/);
    const hindi = await again("hi");
    expect(hindi.statusCode).toBe(429);
    expect(hindi.json().message).toMatch(/^नया कोड माँगने से पहले कृपया \d+ सेकंड रुकें।$/);
  });

  it("the translator fills ICU placeholders and plurals in both languages", () => {
    const text =
      "New accounts can share up to {perHour} posts an hour. Please try again in {minutes, plural, one {# minute} other {# minutes}}.";
    expect(translate("en", text, { perHour: 5, minutes: 1 })).toBe(
      "New accounts can share up to 5 posts an hour. Please try again in 1 minute.",
    );
    expect(translate("hi", text, { perHour: 5, minutes: 12 })).toBe(
      "नए अकाउंट एक घंटे में ज़्यादा से ज़्यादा 5 पोस्ट शेयर कर सकते हैं। कृपया 12 मिनट बाद फिर से कोशिश करें।",
    );
  });
});

describe("the sign-up code", () => {
  it("is in the language of the sign-up request (no profile yet), in English without one", async () => {
    const hindiEmail = `hindi-${Date.now()}@test.local`;
    const r = await h.app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      headers: { origin: ORIGIN, "x-saathi-lang": "hi" },
      payload: { name: "Asha", email: hindiEmail, password: "secret12", ageBand: "18+" },
      remoteAddress: "10.44.0.1",
    });
    expect(r.statusCode, r.body).toBe(200);
    const [mail] = await outbox(hindiEmail);
    expect(mail?.subject).toBe(`आपका Saathi कोड: ${mail?.code}`);
    expect(mail?.text).toBe(
      `अपना ईमेल सत्यापित करने के लिए आपका Saathi कोड ${mail?.code} है। यह 10 मिनट में ख़त्म हो जाएगा। अगर आपने यह नहीं माँगा था, तो इस मैसेज को अनदेखा कर सकते हैं।`,
    );

    const englishEmail = `english-${Date.now()}@test.local`;
    await h.post(
      "/api/auth/sign-up/email",
      { name: "Ravi", email: englishEmail, password: "secret12", ageBand: "18+" },
      { ip: "10.44.0.2" },
    );
    const [en] = await outbox(englishEmail);
    expect(en?.subject).toBe(`Your Saathi code: ${en?.code}`);
    expect(en?.text).toContain("Your Saathi code to verify your email is");
  });
});
