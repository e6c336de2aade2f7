// A suspended expert: hidden from the directory, the landing page's featured experts and
// their detail page, and refused at phone-OTP sign-in too; back after reinstatement.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { staffMember } from "../../../test/admin-helpers.ts";
import { publishedExpert } from "../../../test/experts-fixture.ts";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";
import { user } from "../../platform/db/schema/auth.ts";

let h: Harness;
let admin: Member;
let expert: Member;
let visitor: Member;
const PHONE = "9876501234";

beforeAll(async () => {
  h = await startHarness();
  admin = await staffMember(h);
  expert = await publishedExpert(h);
  visitor = await h.member();
  await h.database.db.update(user).set({ phoneNumber: PHONE, phoneNumberVerified: true }).where(eq(user.id, expert.id));
});
afterAll(() => h.close());

const directoryIds = async () =>
  (
    (await h.app.inject({ url: "/api/experts", headers: { cookie: visitor.cookie } })).json() as {
      items: { expertId: string }[];
    }
  ).items.map((e) => e.expertId);

it("hides a suspended expert everywhere members look, refuses phone OTP sign-in, and brings them back", async () => {
  expect(await directoryIds()).toContain(expert.id);
  const res = await h.post(
    `/api/admin/members/${expert.id}/suspend`,
    { reason: "Under investigation" },
    { cookie: admin.cookie },
  );
  expect(res.statusCode).toBe(200);

  expect(await directoryIds()).not.toContain(expert.id);
  expect(
    (await h.app.inject({ url: `/api/experts/${expert.id}`, headers: { cookie: visitor.cookie } })).statusCode,
  ).toBe(404);
  expect((await h.app.inject({ url: "/api/experts/featured" })).body).not.toContain(expert.id);

  await h.post("/api/auth/phone-number/send-otp", { phoneNumber: PHONE });
  const signIn = await h.post("/api/auth/phone-number/verify", { phoneNumber: PHONE, code: await h.codeFor(PHONE) });
  expect(signIn.statusCode).toBe(403);
  expect(signIn.json().code).toBe("ACCOUNT_SUSPENDED");

  await h.post(`/api/admin/members/${expert.id}/reinstate`, { reason: "Cleared" }, { cookie: admin.cookie });
  expect(await directoryIds()).toContain(expert.id);
});
