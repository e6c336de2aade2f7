import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieFrom, type Harness, startHarness } from "../../../test/harness.ts";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from "../../seed/demo.ts";

let h: Harness;
const me = async (cookie: string) => (await h.app.inject({ url: "/api/me", headers: { cookie } })).json();

beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe("expert registration", () => {
  it("name, email, code: a new account with role expert, signed in", async () => {
    const email = `expert-${Date.now()}@test.local`;
    const sent = await h.post("/api/accounts/expert-registration/send-otp", {
      fullName: "Anil Kumar",
      email,
      role: "admin",
    });
    expect(sent.statusCode).toBe(200);
    const verified = await h.post("/api/accounts/expert-registration/verify", {
      fullName: "Anil Kumar",
      email,
      otp: await h.codeFor(email),
      role: "admin",
    });
    expect(verified.statusCode).toBe(200);
    const m = await me(cookieFrom(verified));
    expect(m.user.role).toBe("expert");
    expect(m.profile).toMatchObject({ role: "expert", firstName: "Anil", lastName: "Kumar" });
  });

  it("an email that already has an account is refused with 409, not promoted", async () => {
    const email = `member-${Date.now()}@test.local`;
    await h.post("/api/auth/sign-up/email", { name: "Already Here", email, password: "secret12", ageBand: "18+" });
    const r = await h.post("/api/accounts/expert-registration/send-otp", { fullName: "Already Here", email });
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe("An account with this email already exists. Please log in instead.");
  });

  it("a wrong code is refused and creates nothing", async () => {
    const email = `expert-wrong-${Date.now()}@test.local`;
    await h.post("/api/accounts/expert-registration/send-otp", { fullName: "Wrong Code", email });
    const code = await h.codeFor(email);
    const r = await h.post("/api/accounts/expert-registration/verify", {
      fullName: "Wrong Code",
      email,
      otp: code === "000000" ? "111111" : "000000",
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().code).toBe("INVALID_OTP");
    const signIn = await h.post("/api/auth/sign-in/email", { email, password: "anything" });
    expect(signIn.statusCode).toBe(401);
  });
});

describe("demo seed and expert phone login", () => {
  it("is idempotent and makes the private member and the expert", async () => {
    const { auth, storage } = h.built;
    const log = h.app.log as never;
    await seedDemo(h.database.db, auth, storage, log);
    await seedDemo(h.database.db, auth, storage, log);
    for (const demo of DEMO_ACCOUNTS) {
      const r = await h.post(
        "/api/auth/sign-in/email",
        { email: demo.email, password: DEMO_PASSWORD },
        { ip: "10.7.0.1" },
      );
      expect(r.statusCode).toBe(200);
      const m = await me(cookieFrom(r));
      expect(m.user.role).toBe(demo.role);
      expect(m.profile.isPrivate).toBe(Boolean(demo.profile.isPrivate));
    }
    const posts = await h.app.inject({
      url: "/api/feed",
      headers: {
        cookie: cookieFrom(
          await h.post("/api/auth/sign-in/email", { email: "meera@saathi.demo", password: DEMO_PASSWORD }),
        ),
      },
    });
    expect(posts.json().items.length).toBeGreaterThan(0);
  });

  it("an expert signs in by phone code or phone and password; an unknown phone is 404", async () => {
    const sent = await h.post("/api/auth/phone-number/send-otp", { phoneNumber: "9876543210" }, { ip: "10.7.0.2" });
    expect(sent.statusCode).toBe(200);
    const code = await h.codeFor("9876543210");
    const verified = await h.post(
      "/api/auth/phone-number/verify",
      { phoneNumber: "9876543210", code },
      { ip: "10.7.0.2" },
    );
    expect(verified.statusCode).toBe(200);
    expect((await me(cookieFrom(verified))).user.role).toBe("expert");
    const withPassword = await h.post(
      "/api/auth/sign-in/phone-number",
      { phoneNumber: "9876543210", password: DEMO_PASSWORD },
      { ip: "10.7.0.2" },
    );
    expect(withPassword.statusCode).toBe(200);
    const unknown = await h.post("/api/auth/phone-number/send-otp", { phoneNumber: "9000000001" }, { ip: "10.7.0.2" });
    expect(unknown.statusCode).toBe(404);
    expect(
      (await h.post("/api/auth/phone-number/verify", { phoneNumber: "9000000001", code: "123456" }, { ip: "10.7.0.2" }))
        .statusCode,
    ).toBe(404);
  });
});
