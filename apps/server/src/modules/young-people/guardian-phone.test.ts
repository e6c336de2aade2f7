// A guardian named by phone: the link and the code go by SMS (the dev outbox here), with the email's
// rules (one use, five wrong tries close the request); Indian mobile numbers are checked clearly.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, startHarness } from "../../../test/harness.ts";
import { bornYearsAgo, guardianMail, youngMember } from "../../../test/young-people-fixture.ts";
import { guardianConsents } from "../../platform/db/schema/young-people.ts";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

/** A fresh Indian mobile number (10 digits starting with 9). */
const mobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
const ask = (cookie: string, body: object) => h.post("/api/young-people/guardian", body, { cookie });
const decide = (token: string, code: string) =>
  h.post(`/api/guardian-consent/${token}/decision`, {
    code,
    decision: "consent",
    confirmAdult: true,
    method: "declared_with_sms_code",
  });
const outbox = async (to: string) =>
  (await h.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).json() as {
    text: string;
    code?: string;
  }[];
const rowOf = async (token: string) =>
  (await h.database.db.select().from(guardianConsents).where(eq(guardianConsents.token, token)))[0];

describe("a guardian named by phone", () => {
  it("the link and the code go by SMS; the consent records the SMS code as the method", async () => {
    const teen = await youngMember(h, { dateOfBirth: bornYearsAgo(15) }, "Meera Rao");
    const phone = mobile();
    const asked = await ask(teen.cookie, { phone: `+91 ${phone.slice(0, 5)} ${phone.slice(5)}` });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({ status: "pending", guardianEmail: null, guardianPhone: phone });
    const [sms] = await outbox(phone);
    expect(sms?.text).toContain("Meera");
    expect(sms?.text).not.toContain("Rao");
    const { token, code } = await guardianMail(h, phone);
    expect(sms?.text).toContain(code);
    const status = (await h.app.inject({ url: "/api/young-people/me", headers: { cookie: teen.cookie } })).json();
    expect(status.request).toMatchObject({ status: "pending", guardianEmail: null, guardianPhone: phone });
    const page = (await h.app.inject({ url: `/api/guardian-consent/${token}` })).json();
    expect(page).toMatchObject({ status: "pending", codeSentBy: "sms" });
    expect((await decide(token, code)).json()).toEqual({ status: "consented" });
    // One use: the same code again finds the request closed.
    expect((await decide(token, code)).statusCode).toBe(410);
    expect(await rowOf(token)).toMatchObject({
      status: "consented",
      verification: "declared_with_sms_code",
      guardianPhone: phone,
      codeHash: null,
    });
    expect((await h.post("/api/posts", { content: "Hello" }, { cookie: teen.cookie })).statusCode).toBe(200);
  });

  it("a declaration is recorded with the channel the code went by, whatever method the page sent", async () => {
    const teen = await youngMember(h, { dateOfBirth: bornYearsAgo(16) });
    const phone = mobile();
    await ask(teen.cookie, { phone });
    const { token, code } = await guardianMail(h, phone);
    const r = await h.post(`/api/guardian-consent/${token}/decision`, {
      code,
      decision: "refuse",
      confirmAdult: true,
      method: "declared_with_email_code",
    });
    expect(r.json()).toEqual({ status: "refused" });
    expect(await rowOf(token)).toMatchObject({ verification: "declared_with_sms_code", guardianPhone: null });
  });

  it("five wrong codes close the request; the wrong-code sentence points to the text message", async () => {
    const teen = await youngMember(h, { dateOfBirth: bornYearsAgo(16) });
    const phone = mobile();
    await ask(teen.cookie, { phone });
    const { token, code } = await guardianMail(h, phone);
    const wrong = code === "123456" ? "654321" : "123456";
    for (let i = 0; i < 5; i++) {
      const r = await decide(token, wrong);
      expect(r.statusCode).toBe(400);
      expect(r.json()).toMatchObject({
        code: "GUARDIAN_CODE_INVALID",
        message: "That code is not right. Check the text message and try again.",
      });
    }
    expect((await decide(token, code)).statusCode).toBe(410);
  });

  it("email and phone together: the link goes to both, and the email's code is the same one", async () => {
    const teen = await youngMember(h, { dateOfBirth: bornYearsAgo(14) });
    const phone = mobile();
    const email = `both-${teen.id}@example.com`;
    expect((await ask(teen.cookie, { email, phone: `0${phone}` })).statusCode).toBe(200);
    const byMail = await guardianMail(h, email);
    const bySms = await guardianMail(h, phone);
    expect(bySms).toEqual(byMail);
    expect((await h.app.inject({ url: `/api/guardian-consent/${byMail.token}` })).json().codeSentBy).toBe("email");
  });

  it("withdrawal by phone: the fresh code goes by SMS and withdraws", async () => {
    const teen = await youngMember(h, { dateOfBirth: bornYearsAgo(16) });
    const phone = mobile();
    await ask(teen.cookie, { phone });
    const { token, code } = await guardianMail(h, phone);
    await decide(token, code);
    expect((await h.post(`/api/guardian-consent/${token}/withdraw-code`)).statusCode).toBe(200);
    const [fresh] = await outbox(phone);
    expect(fresh?.text).toContain("withdraw");
    if (!fresh?.code) throw new Error("no withdrawal code by SMS");
    expect((await h.post(`/api/guardian-consent/${token}/withdraw`, { code: fresh.code })).json()).toEqual({
      status: "withdrawn",
    });
    expect(await rowOf(token)).toMatchObject({ status: "withdrawn", guardianPhone: null });
  });

  it("numbers that are not Indian mobiles, or no contact at all, are a 400 with a sentence; nothing is sent", async () => {
    const teen = await youngMember(h, { dateOfBirth: bornYearsAgo(16) });
    for (const phone of ["12345", "5876543210", "+1 415 555 0100", "98765432101", "abcdefghij", "+92 9876543210"]) {
      const r = await ask(teen.cookie, { phone });
      expect(r.statusCode, phone).toBe(400);
      expect(r.json().message, phone).toContain(
        "Enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9 (with or without +91).",
      );
    }
    for (const body of [{}, { phone: "" }]) {
      const r = await ask(teen.cookie, body);
      expect(r.statusCode, JSON.stringify(body)).toBe(400);
      expect(r.json().message).toMatch(/email address or Indian mobile number|Indian mobile number/);
    }
    const none = await h.database.db.select().from(guardianConsents).where(eq(guardianConsents.minorId, teen.id));
    expect(none).toEqual([]);
    // The member's own phone number (a phone sign-in's) is not their guardian's.
    const own = mobile();
    await h.database.db.execute(sql`update "user" set phone_number = ${own} where id = ${teen.id}`);
    const self = await ask(teen.cookie, { phone: `+91${own}` });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({
      code: "GUARDIAN_IS_MEMBER",
      message: "Your guardian needs their own phone number, not yours.",
    });
    // An adult has no guardian to ask, by phone either.
    const adult = await h.member();
    expect((await ask(adult.cookie, { phone: mobile() })).json().code).toBe("NOT_A_MINOR");
  });
});
