// A meeting's live room with no media server (npm start's default, MEDIA_SERVER=none): the room says why
// in words, and a join token is refused with 503 and that sentence, never a 5xx of another kind.
import { MEDIA_MSG } from "@saathi/contract/media";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getAs, meetingWithSeats, postAs, roomUrl } from "../../../test/circle-room-fixture.ts";
import { publishedExpert } from "../../../test/experts-fixture.ts";
import { type Harness, startHarness } from "../../../test/harness.ts";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 180_000);
afterAll(() => h?.close());

describe("with no media server (npm start's default)", () => {
  it("the room says why in words, and a token is refused with 503 and that sentence", async () => {
    const host = await publishedExpert(h, { fullName: "Kiran Das" });
    const asha = await h.member({ displayName: "Asha Test" });
    const id = await meetingWithSeats(h.app, h.database, host, [[asha, "Quiet owl"]]);
    const v = await getAs(h.app, asha, roomUrl(id));
    expect(v.json()).toMatchObject({ available: false, reason: MEDIA_MSG.notConfigured, participants: [] });
    const t = await postAs(h.app, asha, `${roomUrl(id)}/token`);
    expect(t.statusCode).toBe(503);
    expect(t.json().message).toBe(MEDIA_MSG.notConfigured);
  }, 60_000);
});
