// The guardian's code cannot be guessed: five tries in all, also when the guesses arrive at once, and a
// fresh withdrawal code (which starts the tries again) is sent only a few times a day, so a link that
// leaked can neither be brute-forced nor used to flood the guardian's inbox or phone.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, startHarness } from "../../../test/harness.ts";
import { bornYearsAgo, consentedMinor, guardianMail, youngMember } from "../../../test/young-people-fixture.ts";
import { guardianConsents } from "../../platform/db/schema/young-people.ts";
import { GUARDIAN_WITHDRAW_CODES_PER_DAY } from "./guardian-consent.service.ts";
import { GUARDIAN_CODE_TRIES } from "./young-people.policy.ts";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 120_000);
afterAll(() => h?.close());

/** Six-digit codes other than `code`. */
const wrongCodes = (code: string, n: number) =>
  Array.from({ length: n }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, "0"));

describe("the guardian's code", () => {
  it("answers at most five guesses sent at once; the others are told the link is closed", async () => {
    const teen = await youngMember(h, { dateOfBirth: bornYearsAgo(16) });
    await h.post("/api/young-people/guardian", { email: "racer@example.com" }, { cookie: teen.cookie });
    const { token, code } = await guardianMail(h, "racer@example.com");
    const answers = await Promise.all(
      wrongCodes(code, 30).map((guess) =>
        h.post(`/api/guardian-consent/${token}/decision`, {
          code: guess,
          decision: "consent",
          confirmAdult: true,
          method: "declared_with_email_code",
        }),
      ),
    );
    const checked = answers.filter((r) => r.statusCode === 400).length;
    expect(checked).toBeLessThanOrEqual(GUARDIAN_CODE_TRIES);
    expect(answers.every((r) => r.statusCode === 400 || r.statusCode === 410)).toBe(true);
    const right = await h.post(`/api/guardian-consent/${token}/decision`, {
      code,
      decision: "consent",
      confirmAdult: true,
      method: "declared_with_email_code",
    });
    expect(right.statusCode).toBe(410);
    const [row] = await h.database.db.select().from(guardianConsents).where(eq(guardianConsents.token, token));
    expect(row?.status).toBe("pending");
  }, 60_000);

  it("withdrawal: five guesses at once at most, and a fresh code only a few times a day", async () => {
    const teen = await consentedMinor(h);
    const [link] = await h.database.db.select().from(guardianConsents).where(eq(guardianConsents.minorId, teen.id));
    if (!link) throw new Error("no link");
    const url = `/api/guardian-consent/${link.token}`;
    expect((await h.post(`${url}/withdraw-code`)).statusCode).toBe(200);
    const code = await h.codeFor(`parent-${teen.id}@test.local`);
    const answers = await Promise.all(wrongCodes(code, 30).map((guess) => h.post(`${url}/withdraw`, { code: guess })));
    expect(answers.filter((r) => r.statusCode === 400).length).toBeLessThanOrEqual(GUARDIAN_CODE_TRIES);

    // A new code starts the tries again, so new codes are limited; the guardian is not flooded.
    for (let i = 1; i < GUARDIAN_WITHDRAW_CODES_PER_DAY; i++)
      expect((await h.post(`${url}/withdraw-code`)).statusCode).toBe(200);
    const more = await h.post(`${url}/withdraw-code`);
    expect(more.statusCode).toBe(429);
    expect(more.json().message).toBeTruthy();
    const outbox = await h.app.inject({
      url: `/api/dev/outbox?to=${encodeURIComponent(`parent-${teen.id}@test.local`)}`,
    });
    // The consent request's email and one per code allowed.
    expect((outbox.json() as unknown[]).length).toBe(1 + GUARDIAN_WITHDRAW_CODES_PER_DAY);
    // The latest code still withdraws: the consent was not lost to the guesses.
    const latest = await h.codeFor(`parent-${teen.id}@test.local`);
    expect((await h.post(`${url}/withdraw`, { code: latest })).json()).toEqual({ status: "withdrawn" });
  }, 60_000);
});
