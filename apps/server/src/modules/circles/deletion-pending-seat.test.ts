// A member whose account is set to be deleted cannot take a paid seat: the erasure keeps a paid seat as a
// payment record and refunds nothing, so a seat bought in the 7-day grace was paid for and never used.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { circleRequests, inDays, startCirclesCast } from "../../../test/circles-fixture.ts";
import type { Harness, Member } from "../../../test/harness.ts";

let h: Harness;
let host: Member;
beforeAll(async () => {
  ({ h, host } = await startCirclesCast());
}, 180_000);
afterAll(() => h?.close());

const { send, hostCircle, book } = circleRequests(() => ({ h, host }));

describe("a seat while the account is set to be deleted", () => {
  it("a paid seat is refused (409, nothing held) until 'Keep my account'; a free one is fine", async () => {
    const paid = await hostCircle({ fee: 500, startsAt: inDays(9), title: "Paid circle" });
    const free = await hostCircle({ fee: 0, startsAt: inDays(9, 14), title: "Free circle" });
    const m = await h.member();
    expect((await send(m, "POST", "/api/account/deletion", { password: "secret12" })).statusCode).toBe(200);
    const refused = await book(m, paid.occurrences[0]?.id ?? "");
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({
      code: "DELETION_PENDING",
      message: expect.stringContaining("Keep my account"),
    });
    expect((await book(m, free.occurrences[0]?.id ?? "")).statusCode).toBe(200);
    expect((await send(m, "DELETE", "/api/account/deletion")).statusCode).toBe(200);
    expect((await book(m, paid.occurrences[0]?.id ?? "")).statusCode).toBe(200);
  });
});
