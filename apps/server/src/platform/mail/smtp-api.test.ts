// The API sends its codes and notices through a real SMTP conversation (STARTTLS required,
// a self-signed certificate trusted through SMTP_CA_FILE, a login), and a member whose email cannot be
// sent is told so with a clear 503 in their language, never a false success.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieFrom, type Harness, ORIGIN, startHarness } from "../../../test/harness.ts";
import { type LocalSmtp, selfSignedCertificate, startLocalSmtp } from "./smtp-test-server.ts";

let h: Harness;
let smtp: LocalSmtp;
const cert = selfSignedCertificate();
let n = 0;
const address = (prefix = "mailer") => `${prefix}${++n}-${Date.now()}@example.in`;

function signUp(email: string, headers: Record<string, string> = {}) {
  return h.app.inject({
    method: "POST",
    url: "/api/auth/sign-up/email",
    headers: { origin: ORIGIN, ...headers },
    payload: { name: "Kavya Rao", email, password: "secret12", ageBand: "18+" },
    remoteAddress: `10.21.0.${n}`,
  });
}

beforeAll(async () => {
  smtp = await startLocalSmtp({
    tls: cert,
    login: { user: "saathi", pass: "mail-pass" },
    rejectRecipient: (a) => a.startsWith("bounce"),
  });
  h = await startHarness({
    SMTP_URL: `smtp://saathi:mail-pass@127.0.0.1:${smtp.port}?requireTLS=true`,
    SMTP_CA_FILE: cert.caFile,
    MAIL_FROM: "Saathi <no-reply@saathi.test>",
  });
}, 60_000);
afterAll(async () => {
  await h?.close();
  await smtp?.close();
  cert.dispose();
});

describe("codes and notices through SMTP", () => {
  it("the sign-up code arrives over TLS with To, Subject and body, and the code in it verifies the account", async () => {
    const email = address();
    expect((await signUp(email)).statusCode).toBe(200);
    const mail = await smtp.next(email);
    expect(mail).toMatchObject({ envelopeTo: [email], to: email, secure: true, user: "saathi" });
    const code = mail.subject.match(/^Your Saathi code: (\d{6})$/)?.[1];
    expect(code).toBeDefined();
    expect(mail.text.trim()).toBe(
      `Your Saathi code to verify your email is ${code}. It expires in 10 minutes. If you did not ask for it, you can ignore this message.`,
    );
    // Nothing was kept in the dev outbox: the email really went out.
    const outbox = await h.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(email)}` });
    expect(outbox.json()).toEqual([]);
    const verified = await h.post("/api/auth/email-otp/verify-email", { email, otp: code });
    expect(verified.statusCode).toBe(200);
    expect(cookieFrom(verified)).toMatch(/session_token=/);
  });

  it("the code comes in Hindi when the sign-up was made in Hindi", async () => {
    const email = address();
    expect((await signUp(email, { "accept-language": "hi" })).statusCode).toBe(200);
    const mail = await smtp.next(email);
    expect(mail.subject).toMatch(/^[^A-Za-z]*Saathi[^A-Za-z]*\d{6}$/);
    expect(mail.subject).not.toMatch(/Your Saathi code/);
    expect(mail.text).toMatch(/[\u0900-\u097F]/);
  });

  it("a notice (password changed) arrives with its subject and words", async () => {
    const email = address();
    await signUp(email);
    const code = (await smtp.next(email)).subject.match(/(\d{6})$/)?.[1];
    const cookie = cookieFrom(await h.post("/api/auth/email-otp/verify-email", { email, otp: code }));
    const changed = await h.post(
      "/api/account/password",
      { currentPassword: "secret12", newPassword: "another-secret-12" },
      { cookie },
    );
    expect(changed.statusCode).toBe(200);
    const notice = smtp.received.find((m) => m.envelopeTo.includes(email) && !/code/.test(m.subject));
    expect(notice).toMatchObject({ to: email, subject: "Your Saathi password was changed", secure: true });
    expect(notice?.text).toContain("Your Saathi password was changed and other devices were signed out.");
  });
});

describe("when the SMTP server refuses", () => {
  it("the sign-up answers 503 with a clear message, not a false success and not a crash", async () => {
    const email = address("bounce");
    const res = await signUp(email);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      code: "EMAIL_NOT_SENT",
      message: "We could not send the email just now. Please try again in a few minutes.",
    });
    expect(smtp.received.some((m) => m.envelopeTo.includes(email))).toBe(false);
  });

  it("the message is in the member's language", async () => {
    const res = await signUp(address("bounce"), { "accept-language": "hi" });
    expect(res.statusCode).toBe(503);
    const body = res.json() as { code: string; message: string };
    expect(body.code).toBe("EMAIL_NOT_SENT");
    expect(body.message).toMatch(/[\u0900-\u097F]/);
  });

  it("asking for a new code answers 503 the same way", async () => {
    const email = address("bounce");
    await signUp(email);
    const res = await h.app.inject({
      method: "POST",
      url: "/api/auth/email-otp/send-verification-otp",
      headers: { origin: ORIGIN },
      payload: { email, type: "sign-in" },
      remoteAddress: "10.21.1.1",
    });
    expect(res.statusCode).toBe(503);
    expect((res.json() as { code: string }).code).toBe("EMAIL_NOT_SENT");
  });

  it("an expert's registration code answers 503 the same way, and a good address still gets its code", async () => {
    const send = (email: string, ip: string) =>
      h.app.inject({
        method: "POST",
        url: "/api/accounts/expert-registration/send-otp",
        headers: { origin: ORIGIN },
        payload: { fullName: "Dr. Relay Test", email },
        remoteAddress: ip,
      });
    const refused = await send(address("bounce"), "10.21.2.1");
    expect(refused.statusCode).toBe(503);
    expect((refused.json() as { code: string }).code).toBe("EMAIL_NOT_SENT");
    const email = address("expert");
    const fine = await send(email, "10.21.2.2");
    expect(fine.statusCode).toBe(200);
    await expect.poll(() => smtp.received.some((m) => m.envelopeTo.includes(email))).toBe(true);
  });
});
