// better-auth endpoints that Saathi answers through its own guarded routes (decision 024: password and
// email changes, devices) or does not offer at all (password reset by phone, the deprecated reset
// path, a password check) are refused: reaching them directly skipped the step-up of a member with a
// second factor, the notice to the old address, ending the other devices, the attempt limits and the
// send cooldown, and list-sessions sent session tokens to the browser.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";

let h: Harness;
let m: Member;
const outbox = async (to: string) =>
  (await h.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).json() as unknown[];
const signIn = (password: string) => h.post("/api/auth/sign-in/email", { email: m.email, password });

beforeAll(async () => {
  h = await startHarness();
  m = await h.member();
});
afterAll(() => h?.close());

describe("better-auth endpoints Saathi does not offer", () => {
  it("answer 404 with a message and change nothing", async () => {
    const before = (await outbox(m.email)).length;
    const calls: [string, object][] = [
      ["/api/auth/change-password", { currentPassword: "secret12", newPassword: "changed-pass-1" }],
      ["/api/auth/email-otp/request-email-change", { newEmail: "taken-over@test.local" }],
      ["/api/auth/email-otp/change-email", { newEmail: "taken-over@test.local", otp: "123456" }],
      ["/api/auth/update-user", { name: "Not Through The Profile" }],
      ["/api/auth/verify-password", { password: "secret12" }],
      ["/api/auth/revoke-other-sessions", {}],
      ["/api/auth/revoke-sessions", {}],
      ["/api/auth/revoke-session", { token: "x" }],
      ["/api/auth/forget-password/email-otp", { email: m.email }],
      ["/api/auth/phone-number/request-password-reset", { phoneNumber: "9876543210" }],
      ["/api/auth/phone-number/reset-password", { phoneNumber: "9876543210", otp: "123456", newPassword: "x1234567" }],
    ];
    for (const [url, body] of calls) {
      const res = await h.post(url, body, { cookie: m.cookie });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(404);
      expect(res.json().message).toBeTruthy();
    }
    const list = await h.app.inject({ url: "/api/auth/list-sessions", headers: { cookie: m.cookie } });
    expect(list.statusCode).toBe(404);
    expect(list.body).not.toContain("token");
    // Nothing changed: the old password signs in, the name and email stand, no code or notice was sent.
    expect((await signIn("changed-pass-1")).statusCode).toBe(401);
    expect((await signIn("secret12")).statusCode).toBe(200);
    const me = (await h.app.inject({ url: "/api/me", headers: { cookie: m.cookie } })).json();
    expect(me.user).toMatchObject({ email: m.email, name: expect.not.stringContaining("Not Through") });
    expect((await outbox(m.email)).length).toBe(before);
    expect(await outbox("taken-over@test.local")).toEqual([]);
  });

  it("Saathi's own routes still change the password, and sign-in, session and sign-out still work", async () => {
    const res = await h.post(
      "/api/account/password",
      { currentPassword: "secret12", newPassword: "new-secret-12" },
      { cookie: m.cookie },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await signIn("new-secret-12")).statusCode).toBe(200);
    expect((await h.app.inject({ url: "/api/auth/get-session", headers: { cookie: m.cookie } })).statusCode).toBe(200);
    expect((await h.post("/api/auth/sign-out", {}, { cookie: m.cookie })).statusCode).toBe(200);
  });
});
