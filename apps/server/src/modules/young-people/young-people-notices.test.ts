// The in-app notices of young-people (not only the emails): turning 18, and a guardian's withdrawal
// (the account paused, its deletion date, the helplines and free tools), and the sign-in screen's words
// for a young person whose guardian withdrew.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, startHarness } from "../../../test/harness.ts";
import { consentedMinor } from "../../../test/young-people-fixture.ts";
import { notifications } from "../../platform/db/schema/social.ts";
import { guardianConsents, memberAges } from "../../platform/db/schema/young-people.ts";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const list = async (cookie: string, lang = "en") =>
  (await h.app.inject({ url: "/api/notifications", headers: { cookie, "x-saathi-lang": lang } })).json() as {
    items: { type: string; data: { message?: string; youngNotice?: string } }[];
  };

describe("young-people notices in the app", () => {
  it("turning 18: one kind notice in the app, in the member's list, linked to nobody else", async () => {
    const teen = await consentedMinor(h);
    await h.database.db.update(memberAges).set({ adultOn: "2000-01-01" }).where(eq(memberAges.userId, teen.id));
    const job = h.built.periodicJobs.find((j) => j.name === "young-people-turn-18");
    await job?.run();
    await job?.run();
    const mine = (await list(teen.cookie)).items.filter((n) => n.type === "young_people");
    expect(mine).toHaveLength(1);
    expect(mine[0]?.data).toMatchObject({
      youngNotice: "turned_18",
      message: expect.stringContaining(
        "you are 18 now: your guardian's link has ended and you can change your settings",
      ),
    });
    const hindi = (await list(teen.cookie, "hi")).items.find((n) => n.type === "young_people");
    expect(hindi?.data.message).toMatch(/18/);
    expect(hindi?.data.message).not.toContain("your guardian's link");
  });

  it("a guardian's withdrawal: the notice says the account is paused, when it is deleted, and where help is", async () => {
    const teen = await consentedMinor(h);
    const [link] = await h.database.db.select().from(guardianConsents).where(eq(guardianConsents.minorId, teen.id));
    if (!link) throw new Error("no link");
    await h.post(`/api/guardian-consent/${link.token}/withdraw-code`);
    const code = await h.codeFor(`parent-${teen.id}@test.local`);
    expect((await h.post(`/api/guardian-consent/${link.token}/withdraw`, { code })).statusCode).toBe(200);
    // Signed out: the notice is read from its row (the list answers the owner only).
    const rows = await h.database.db.select().from(notifications).where(eq(notifications.userId, teen.id));
    const withdrawal = rows.find((r) => r.type === "young_people");
    const data = withdrawal?.data as Record<string, string>;
    expect(data.young_notice).toBe("guardian_withdrawal");
    expect(data.message).toContain("paused and will be deleted on {when}");
    expect(data.message).toContain("Childline 1098");
    expect(data.message).toContain("free tools");
    expect(JSON.parse(data.message_values ?? "{}").when).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // The sign-in screen tells them why, kindly, instead of the general suspension sentence.
    const signIn = await h.post("/api/auth/sign-in/email", { email: teen.email, password: "secret12" });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toMatchObject({
      code: "ACCOUNT_SUSPENDED",
      message: expect.stringContaining("Your parent or guardian has withdrawn their consent"),
    });
    expect(signIn.json().message).toContain("Childline 1098");
  });

  it("a notice of one member is never in another's list", async () => {
    const other = await h.member();
    expect((await list(other.cookie)).items.filter((n) => n.type === "young_people")).toEqual([]);
  });
});
