// Sessions for minors, as far as they are built (decision 038): experts opt in to work with young people
// (and may name their campus), shown as badges; a minor without a guardian's consent books nobody; with
// consent, an expert who has not opted in is refused with its own sentence, and an opted-in expert's
// booking is held for the guardian (guardian-booking.test.ts follows it through); adults are unaffected.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBooking, slotsOf } from "../../../test/booking-helpers.ts";
import { publishedExpert } from "../../../test/experts-fixture.ts";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";
import { bornYearsAgo, consentedMinor, youngMember } from "../../../test/young-people-fixture.ts";

let h: Harness;
let plain: Member;
let youthFriendly: Member;
let teen: Member;
let adult: Member;

const setting = (m: Member, body: object) =>
  h.app.inject({ method: "PUT", url: "/api/expert/young-people", headers: { cookie: m.cookie }, payload: body });

beforeAll(async () => {
  h = await startHarness();
  plain = await publishedExpert(h, { fullName: "Plain Expert" });
  youthFriendly = await publishedExpert(h, { fullName: "Campus Counsellor" });
  teen = await consentedMinor(h, 16);
  adult = await h.member();
}, 60_000);
afterAll(() => h.close());

describe("experts who work with young people", () => {
  it("the expert opts in and names their campus; the directory and the profile show both badges", async () => {
    const off = await h.app.inject({ url: "/api/expert/young-people", headers: { cookie: youthFriendly.cookie } });
    expect(off.json()).toEqual({ worksWithYoungPeople: false, campusInstitution: null });
    const on = await setting(youthFriendly, {
      worksWithYoungPeople: true,
      campusInstitution: "  Kendriya Vidyalaya, Pune ",
    });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toEqual({ worksWithYoungPeople: true, campusInstitution: "Kendriya Vidyalaya, Pune" });
    const detail = (await h.app.inject({ url: `/api/experts/${youthFriendly.id}` })).json();
    expect(detail).toMatchObject({
      worksWithYoungPeople: true,
      campus: true,
      campusInstitution: "Kendriya Vidyalaya, Pune",
    });
    const list = (await h.app.inject({ url: "/api/experts?pageSize=50" })).json().items as {
      expertId: string;
      worksWithYoungPeople: boolean;
      campus: boolean;
    }[];
    expect(list.find((e) => e.expertId === youthFriendly.id)).toMatchObject({
      worksWithYoungPeople: true,
      campus: true,
    });
    expect(list.find((e) => e.expertId === plain.id)).toMatchObject({ worksWithYoungPeople: false, campus: false });
  });

  it("members cannot set it; a too-long institution or a missing flag is a clear 400", async () => {
    const member = await setting(adult, { worksWithYoungPeople: true, campusInstitution: null });
    expect(member.statusCode).toBe(403);
    expect(member.json().code).toBe("NOT_AN_EXPERT");
    expect(
      (await h.app.inject({ url: "/api/expert/young-people", headers: { cookie: adult.cookie } })).statusCode,
    ).toBe(403);
    expect((await setting(plain, { worksWithYoungPeople: true, campusInstitution: "x".repeat(121) })).statusCode).toBe(
      400,
    );
    expect((await setting(plain, { campusInstitution: null })).statusCode).toBe(400);
    const noSession = { worksWithYoungPeople: true, campusInstitution: null };
    const anonymous = await h.app.inject({ method: "PUT", url: "/api/expert/young-people", payload: noSession });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("booking rules for minors", () => {
  it("without a guardian's consent: refused before anything else, with Childline named", async () => {
    const alone = await youngMember(h, { dateOfBirth: bornYearsAgo(15) });
    const startsAt = (await slotsOf(h, youthFriendly.id))[0] as string;
    const r = await createBooking(h, alone, { expertId: youthFriendly.id, startsAt });
    expect(r.statusCode).toBe(403);
    expect(r.json().code).toBe("GUARDIAN_CONSENT_NEEDED");
    expect(r.json().message).toContain("Childline 1098");
  });

  it("with consent: an expert who has not opted in is refused with its own sentence; no hold is made", async () => {
    const startsAt = (await slotsOf(h, plain.id))[0] as string;
    const r = await createBooking(h, teen, { expertId: plain.id, startsAt });
    expect(r.statusCode).toBe(403);
    expect(r.json().code).toBe("MINOR_PROTECTED");
    expect(r.json().message).toContain("Works with young people");
    expect(await slotsOf(h, plain.id)).toContain(startsAt);
  });

  it("with consent and an opted-in expert: held for the guardian to consent and pay (guardian-booking.test.ts)", async () => {
    const soonest = Date.now() + 4 * 3_600_000;
    const startsAt = (await slotsOf(h, youthFriendly.id)).find((s) => Date.parse(s) > soonest) as string;
    const r = await createBooking(h, teen, { expertId: youthFriendly.id, startsAt });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ awaitingGuardian: true, orderId: "" });
    expect(await slotsOf(h, youthFriendly.id)).not.toContain(startsAt);
  });

  it("an adult books either expert as before", async () => {
    for (const expert of [plain, youthFriendly]) {
      const startsAt = (await slotsOf(h, expert.id))[1] as string;
      const r = await createBooking(h, adult, { expertId: expert.id, startsAt });
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json().bookingId).toBeTruthy();
    }
  });
});
