// Ages at sign-up and the gate on posting, messaging, booking and the journal until a guardian consents;
// experts are adults, no nudges for minors, the Health Bot, staff views and the guardian email limit.
// The consent life cycle itself is in guardian-consent.test.ts.
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffMember } from "../../../test/admin-helpers.ts";
import { type Harness, startHarness } from "../../../test/harness.ts";
import { bornYearsAgo, consentedMinor, youngMember } from "../../../test/young-people-fixture.ts";
import { memberAges } from "../../platform/db/schema/young-people.ts";
import type { Messenger } from "../../platform/mail/messenger.ts";
import { createChallengesRepository } from "../challenges/challenges.repository.ts";
import { createChallengesService } from "../challenges/challenges.service.ts";
import { createYoungPeopleRepository } from "./young-people.repository.ts";
import { createYoungPeopleService } from "./young-people.service.ts";

/** A messenger that sends nothing (the nudge test needs only the age rule). */
const quietMessenger: Messenger = {
  sendEmail: async () => {},
  sendSms: async () => {},
  localeOf: async () => "en",
  localeOfUser: async () => "en",
};

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const get = (cookie: string, url: string) => h.app.inject({ url, headers: { cookie } });

describe("age at sign-up", () => {
  it("under 13 cannot make an account: 403 with the helplines' sentence, and nothing is stored", async () => {
    const email = `child-${Date.now()}@test.local`;
    const r = await h.post("/api/auth/sign-up/email", {
      name: "Child",
      email,
      password: "secret12",
      dateOfBirth: bornYearsAgo(12),
    });
    expect(r.statusCode).toBe(403);
    expect(r.json().code).toBe("UNDER_13");
    expect(r.json().message).toContain("Childline 1098");
    const outbox = await h.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(email)}` });
    expect(outbox.json()).toEqual([]);
  });

  it("a bad date or band is a clear 400, never a 5xx", async () => {
    for (const age of [
      { dateOfBirth: "2010-02-30" },
      { dateOfBirth: "tomorrow" },
      { ageBand: "12" },
      { dateOfBirth: "2999-01-01" },
    ]) {
      const r = await h.post("/api/auth/sign-up/email", {
        name: "X",
        email: `bad-${Math.random()}@test.local`,
        password: "secret12",
        ...age,
      });
      expect(r.statusCode, JSON.stringify(age)).toBe(400);
      expect(r.json().code).toBe("AGE_REQUIRED");
    }
  });

  it("stores only the day the member turns 18 (never a date of birth); an adult's birthday is not kept", async () => {
    const teen = await youngMember(h, { dateOfBirth: "2010-06-15" });
    const adult = await youngMember(h, { dateOfBirth: "1990-06-15" });
    const banded = await youngMember(h, { ageBand: "16-17" });
    const rows = await h.database.db.select().from(memberAges);
    const of = (id: string) => rows.find((r) => r.userId === id);
    expect(of(teen.id)).toMatchObject({ adultOn: "2028-06-15", basis: "date_of_birth" });
    expect(of(adult.id)).toMatchObject({ adultOn: null, basis: "date_of_birth" });
    expect(of(banded.id)?.basis).toBe("age_band");
    expect((await get(teen.cookie, "/api/young-people/me")).json()).toMatchObject({ band: "13-17", consented: false });
    expect((await get(adult.cookie, "/api/young-people/me")).json()).toMatchObject({ band: "18+", consented: true });
  });

  it("an account without an age row (accounts from before, the seed, social sign-in) is read as an adult", async () => {
    const m = await h.member();
    await h.database.db.delete(memberAges).where(eq(memberAges.userId, m.id));
    expect((await get(m.cookie, "/api/young-people/me")).json().band).toBe("18+");
  });

  it("a new email sign-up without an age is a clear 400 and makes no account", async () => {
    const email = `no-age-${Date.now()}@test.local`;
    const r = await h.post("/api/auth/sign-up/email", { name: "No Age", email, password: "secret12" });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({
      code: "AGE_REQUIRED",
      message: "Tell us your date of birth or choose an age band.",
    });
    const outbox = await h.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(email)}` });
    expect(outbox.json()).toEqual([]);
  });

  it("a minor starts private, messages from buddies only, hidden from search, sensitive themes folded", async () => {
    const teen = await youngMember(h, { dateOfBirth: bornYearsAgo(15) });
    const privacy = (await get(teen.cookie, "/api/settings/privacy")).json();
    expect(privacy).toEqual({ whoMayMessage: "buddies", discoverable: false });
    const me = (await get(teen.cookie, "/api/me")).json();
    expect(me.profile.isPrivate).toBe(true);
    const loosen = await h.app.inject({
      method: "PUT",
      url: "/api/settings/privacy",
      headers: { cookie: teen.cookie },
      payload: { whoMayMessage: "everyone", discoverable: true },
    });
    expect(loosen.statusCode).toBe(403);
    expect(loosen.json().code).toBe("MINOR_PROTECTED");
    const unlock = await h.app.inject({
      method: "PATCH",
      url: "/api/profiles/me",
      headers: { cookie: teen.cookie, origin: "http://localhost:3000" },
      payload: { isPrivate: false },
    });
    expect(unlock.statusCode).toBe(403);
    expect(me.profile.ageBand).toBe("13-17");
  });
});

describe("until a guardian consents", () => {
  it("a minor reads but cannot post, comment, message, book or keep journal entries (403 with a kind sentence)", async () => {
    const teen = await youngMember(h, { dateOfBirth: bornYearsAgo(16) });
    const other = await h.member();
    expect((await get(teen.cookie, "/api/feed")).statusCode).toBe(200);
    const tries = [
      await h.post("/api/posts", { content: "Hello" }, { cookie: teen.cookie }),
      await h.post("/api/chat/messages", { receiverId: other.id, message: "hi" }, { cookie: teen.cookie }),
      await h.post(
        "/api/journal",
        { clientId: crypto.randomUUID(), body: "dear diary", createdAt: new Date().toISOString() },
        { cookie: teen.cookie },
      ),
    ];
    for (const r of tries) {
      expect(r.statusCode).toBe(403);
      expect(r.json().code).toBe("GUARDIAN_CONSENT_NEEDED");
      expect(r.json().message).toContain("guardian");
    }
    // A session: not for a minor alone, consent or not (until sessions for minors exist).
    const booking = await h.post(
      "/api/bookings",
      {
        expertId: other.id,
        startsAt: new Date(Date.now() + 86_400_000).toISOString(),
        sessionType: "video",
        language: "English",
      },
      { cookie: teen.cookie },
    );
    expect(booking.statusCode).toBe(403);
    expect(booking.json().message).toContain("Childline 1098");
    // Nor with a package's credit, nor by buying a package.
    const credit = await h.post(
      "/api/bookings/package",
      {
        purchaseId: crypto.randomUUID(),
        startsAt: new Date(Date.now() + 86_400_000).toISOString(),
        sessionType: "video",
        language: "English",
      },
      { cookie: teen.cookie },
    );
    expect(credit.statusCode).toBe(403);
    expect(credit.json().code).toBe("MINOR_PROTECTED");
    const buy = await h.post(`/api/packages/${crypto.randomUUID()}/purchase`, undefined, { cookie: teen.cookie });
    expect(buy.statusCode).toBe(403);
    expect(buy.json().code).toBe("MINOR_PROTECTED");
  });
});

describe("experts are adults", () => {
  it("an expert registration that does not confirm being 18 or older is refused with a clear 400", async () => {
    const r = await h.post("/api/accounts/expert-registration/send-otp", {
      fullName: "Young Expert",
      email: `young-expert-${Date.now()}@test.local`,
      confirmAdult: false,
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toContain("Experts on Saathi must be 18 or older.");
  });
});

describe("no engagement nudges for minors", () => {
  it("the challenge's next-day reminder reaches an adult, never a minor", async () => {
    const teen = await consentedMinor(h);
    const adult = await h.member();
    let clock = Date.parse("2026-12-01T14:00:00Z");
    const sent: string[] = [];
    const repo = createYoungPeopleRepository(h.database.db);
    const youth = createYoungPeopleService({ repo, messenger: quietMessenger, log: pino({ level: "silent" }) });
    const challenges = createChallengesService({
      repo: createChallengesRepository(h.database.db),
      notifications: { notify: async (userId: string) => void sent.push(userId) },
      writeCheck: h.built.writeCheck,
      log: pino({ level: "silent" }),
      now: () => clock,
      youth,
    });
    for (const m of [teen, adult]) {
      await challenges.join(m.id, "Asia/Kolkata");
      await challenges.complete(m.id, 1, undefined);
    }
    clock = Date.parse("2026-12-02T04:00:00Z"); // 09:30 in India: day 2 is open
    await challenges.sendDueReminders();
    expect(sent).toContain(adult.id);
    expect(sent).not.toContain(teen.id);
  });
});

describe("the Health Bot before consent", () => {
  it("answers a minor without a guardian's consent but keeps none of their words; with consent it keeps them", async () => {
    const teen = await youngMember(h, { dateOfBirth: bornYearsAgo(15) });
    const grown = await consentedMinor(h);
    for (const m of [teen, grown]) {
      const r = await h.post(
        "/api/healthbot/messages",
        { type: "text", text: "exam stress is too much" },
        { cookie: m.cookie },
      );
      expect(r.statusCode).toBe(200);
      expect(r.json().messages.length).toBeGreaterThan(0);
    }
    const words = async (id: string) =>
      (
        await h.database.pool.query(
          "select count(*)::int as n from healthbot_messages where user_id = $1 and sender = 'member'",
          [id],
        )
      ).rows[0].n;
    expect(await words(teen.id)).toBe(0);
    expect(await words(grown.id)).toBe(1);
  });
});

describe("what staff see", () => {
  it("an age band in the members console, never a date of birth", async () => {
    const admin = await staffMember(h);
    const teen = await youngMember(h, { dateOfBirth: "2011-03-09" });
    const detail = await get(admin.cookie, `/api/admin/members/${teen.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().ageBand).toBe("13-17");
    expect(detail.body).not.toContain("2011");
    expect(detail.body).not.toContain("2029-03-09");
    const list = await get(admin.cookie, `/api/admin/members?q=${encodeURIComponent(teen.email)}`);
    expect(list.json().rows[0]).toMatchObject({ id: teen.id, ageBand: "13-17" });
  });
});

describe("guardian requests are limited", () => {
  it("a member sends at most five guardian emails a day, then a clear 429", async () => {
    const teen = await youngMember(h, { dateOfBirth: bornYearsAgo(16) });
    for (let i = 0; i < 5; i++) {
      const r = await h.post("/api/young-people/guardian", { email: `g${i}@example.com` }, { cookie: teen.cookie });
      expect(r.statusCode).toBe(200);
    }
    const sixth = await h.post("/api/young-people/guardian", { email: "g6@example.com" }, { cookie: teen.cookie });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe("GUARDIAN_REQUESTS_LIMITED");
  });
});
