// POST /api/matching end to end: visitors and every role may ask; only listed, bookable experts come
// back (never unvetted, suspended or blocked ones), with reasons and a free slot; bad answers are a
// 400 that says what is wrong; nothing of the answers is stored.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeAdmin, markSecondFactor } from "../../../test/admin-helpers.ts";
import { fixtureAdmin, publishedExpert, submittedExpert, validProfile } from "../../../test/experts-fixture.ts";
import { type Harness, type Member, ORIGIN, startHarness } from "../../../test/harness.ts";

let h: Harness;
let hindiExam: Member;
let englishWork: Member;
let suspended: Member;
let unvetted: Member;
let blocked: Member;
let member: Member;

interface Result {
  matches: {
    expertId: string;
    reasons: { code: string; [k: string]: unknown }[];
    misses: string[];
    slot: { startsAt: string; endsAt: string } | null;
    gender: string | null;
  }[];
  worries: string[];
  relaxed: string[];
}

const ask = (body: unknown, opts: { cookie?: string; ip?: string } = {}) =>
  h.app.inject({
    method: "POST",
    url: "/api/matching",
    payload: body as object,
    headers: { ...(opts.cookie ? { cookie: opts.cookie } : {}) },
    remoteAddress: opts.ip ?? "10.0.0.1",
  });
const ids = (r: Result) => r.matches.map((m) => m.expertId);

beforeAll(async () => {
  h = await startHarness();
  hindiExam = await publishedExpert(h, {
    fullName: "Asha Hindi",
    languages: ["Hindi", "English"],
    specialisations: ["Teen and Family", "Stress & Anxiety", "Mental Health"],
  });
  englishWork = await publishedExpert(h, {
    fullName: "Ben Work",
    languages: ["English"],
    specialisations: ["Work Challenges", "Depression", "Relationship"],
  });
  suspended = await publishedExpert(h, { fullName: "Sus Pended", languages: ["Hindi"] });
  blocked = await publishedExpert(h, { fullName: "Blocked Expert", languages: ["Hindi"] });
  unvetted = await submittedExpert(h, { fullName: "Not Vetted", languages: ["Hindi"] });
  await h.database.db.execute(sql`update expert_profiles set gender = 'woman' where user_id = ${hindiExam.id}`);
  await h.database.db.execute(sql`update expert_profiles set gender = 'man' where user_id = ${englishWork.id}`);
  const admin = await fixtureAdmin(h);
  const res = await h.post(
    `/api/admin/experts/${suspended.id}/suspend`,
    { reason: "Under review." },
    { cookie: admin.cookie },
  );
  expect(res.statusCode, res.body).toBe(200);
  member = await h.member();
  await h.database.db.execute(sql`insert into blocks (blocker_id, blocked_id) values (${member.id}, ${blocked.id})`);
}, 240_000);
afterAll(() => h?.close());

describe("who may ask", () => {
  it("every role and visitors get ranked listed experts; the unvetted and the suspended never come back", async () => {
    const expert = await publishedExpert(h, { fullName: "Another Expert", languages: ["Kannada"] });
    const admin = await h.member();
    await makeAdmin(h, admin);
    await markSecondFactor(h, admin);
    const moderator = await h.member();
    await h.database.db.execute(sql`update "user" set role = 'moderator' where id = ${moderator.id}`);
    await h.database.db.execute(sql`update user_profiles set role = 'moderator' where user_id = ${moderator.id}`);
    const roles: [string, string | undefined][] = [
      ["anonymous", undefined],
      ["member", member.cookie],
      ["expert", expert.cookie],
      ["moderator", moderator.cookie],
      ["admin", admin.cookie],
    ];
    for (const [role, cookie] of roles) {
      const res = await ask({ text: "exam ka bahut tension hai", limit: 20 }, { cookie, ip: `10.1.0.${role.length}` });
      expect(res.statusCode, `${role}: ${res.body}`).toBe(200);
      const found = ids(res.json() as Result);
      expect(found, role).toContain(hindiExam.id);
      expect(found, role).not.toContain(suspended.id);
      expect(found, role).not.toContain(unvetted.id);
      // An expert is never offered themself.
      if (role === "expert") expect(found).not.toContain(expert.id);
    }
  });

  it("a member is never offered an expert blocked either way; a visitor is", async () => {
    const mine = ids((await ask({ limit: 20 }, { cookie: member.cookie })).json() as Result);
    expect(mine).not.toContain(blocked.id);
    const visitor = ids((await ask({ limit: 20 }, { ip: "10.2.0.1" })).json() as Result);
    expect(visitor).toContain(blocked.id);
  });
});

describe("the answer", () => {
  it("ranks the Hindi-speaking exam-stress counsellor first for Hinglish words, with reasons and a free slot", async () => {
    const res = await ask({ text: "exam ka bahut tension hai", language: "Hindi", gender: "woman", mode: "video" });
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json() as Result;
    expect(r.worries).toEqual(["exam", "stress"]);
    const first = r.matches[0];
    expect(first?.expertId).toBe(hindiExam.id);
    expect(first?.gender).toBe("woman");
    expect(first?.misses).toEqual([]);
    expect(first?.reasons.map((x) => x.code).slice(0, 4)).toEqual(["language", "worry", "worry", "slot"]);
    expect(first?.reasons).toContainEqual({ code: "gender", gender: "woman" });
    expect(first?.slot).not.toBeNull();
    expect(Date.parse(first?.slot?.startsAt ?? "")).toBeGreaterThan(Date.now());
    // Ben neither speaks Hindi nor is a woman: shown only after, saying what he misses.
    const ben = r.matches.find((m) => m.expertId === englishWork.id);
    expect(ben?.misses).toEqual(expect.arrayContaining(["gender", "language"]));
  });

  it("loosens choices nobody meets instead of answering nothing, and says which", async () => {
    const r = (await ask({ language: "Spanish", budgetRupees: 10 }, { ip: "10.3.0.1" })).json() as Result;
    expect(r.matches.length).toBeGreaterThan(0);
    expect(r.relaxed).toEqual(["budget", "language"]);
  });

  it("keeps nothing of the answers: only a counter per address", async () => {
    await ask({ text: "a private worry about my marriage" }, { ip: "10.4.0.1" });
    const keys = await h.database.db.execute(sql`select key from rate_limits where key like 'matching:%'`);
    expect(keys.rows.map((r) => (r as { key: string }).key)).toContain("matching:ip:10.4.0.1");
    expect(JSON.stringify(keys.rows)).not.toContain("marriage");
  });
});

describe("an expert's stated gender", () => {
  it("is saved from onboarding (optional, null when not said), refused when not one of the choices, and offered to whom it matters", async () => {
    const nb = await publishedExpert(h, { fullName: "Kiran Nonbinary", gender: "non_binary" });
    const state = (await h.app.inject({ url: "/api/onboarding", headers: { cookie: nb.cookie } })).json() as {
      profile: { gender: string | null };
    };
    expect(state.profile.gender).toBe("non_binary");
    const unsaid = await publishedExpert(h, { fullName: "Not Said" });
    const unsaidState = (await h.app.inject({ url: "/api/onboarding", headers: { cookie: unsaid.cookie } })).json() as {
      profile: { gender: string | null };
    };
    expect(unsaidState.profile.gender).toBeNull();
    const bad = await h.app.inject({
      method: "PUT",
      url: "/api/onboarding",
      payload: { ...validProfile(), gender: "robot" },
      headers: { cookie: unsaid.cookie, origin: ORIGIN },
    });
    expect(bad.statusCode).toBe(400);

    const r = (await ask({ gender: "non_binary", limit: 20 }, { ip: "10.7.0.1" })).json() as Result;
    expect(r.matches[0]?.expertId).toBe(nb.id);
    expect(r.matches[0]?.reasons).toContainEqual({ code: "gender", gender: "non_binary" });
    expect(r.matches.slice(1).every((m) => m.misses.includes("gender"))).toBe(true);
  });
});

describe("bad answers are a 400 that says what is wrong", () => {
  const bad: [string, unknown][] = [
    ["unknown worry", { worries: ["ghosts"] }],
    ["text too long", { text: "x".repeat(501) }],
    ["unknown language", { language: "Klingon" }],
    ["budget not a number", { budgetRupees: "cheap" }],
    ["budget with paise", { budgetRupees: 10.5 }],
    ["negative budget", { budgetRupees: -1 }],
    ["unknown gender", { gender: "robot" }],
    ["unknown time of day", { dayParts: ["midnight"] }],
    ["unknown mode", { mode: "chat" }],
    ["unknown field", { sql: "drop table experts" }],
    ["limit too large", { limit: 1000 }],
    ["not an object", [1, 2, 3]],
  ];
  it.each(bad)("%s", async (_name, body) => {
    const res = await ask(body, { ip: "10.5.0.1" });
    expect(res.statusCode, res.body).toBe(400);
    expect((res.json() as { message?: string }).message).toBeTruthy();
  });

  it("too many questionnaires from one address in a minute are a 429", async () => {
    let last = 0;
    for (let i = 0; i < 21; i++) last = (await ask({}, { ip: "10.6.0.1" })).statusCode;
    expect(last).toBe(429);
  });
});
