// Health Bot API: two turns of one member at once are taken one after the other. A quick reply computed
// before a crisis message must never land after it and lead the member out of the safety check; a turn whose
// conversation moved while it was read writes nothing and is read again.
import { HEALTHBOT_TEXT, type HealthbotView } from "@saathi/contract/healthbot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, startHarness } from "../../../test/harness.ts";
import { createHealthbotRepository } from "./healthbot.repository.ts";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 120_000);
afterAll(() => h.close());

const send = (cookie: string, body: object) => h.post("/api/healthbot/messages", body, { cookie });
const view = async (cookie: string): Promise<HealthbotView> =>
  (await h.app.inject({ method: "GET", url: "/api/healthbot", headers: { cookie } })).json();

describe("two Health Bot turns at once", () => {
  it("a turn that read the conversation before another turn moved it writes nothing", async () => {
    const m = await h.member();
    expect((await send(m.cookie, { type: "text", text: "hi" })).statusCode).toBe(200);
    const repo = createHealthbotRepository(h.database.db);
    const row = await repo.conversation(m.id);
    expect(row).not.toBeNull();
    const before = (await repo.messages(m.id, 100)).length;
    // Read, then moved by another turn.
    expect((await send(m.cookie, { type: "text", text: "help" })).statusCode).toBe(200);
    const moved = await repo.conversation(m.id);
    const stale = await repo.saveTurn(
      m.id,
      { flow: row!.flow, node: row!.node, answers: {}, plan: null, planAt: null },
      [{ sender: "member", text: "stale", catalog: false, values: null }],
      row!.updatedAt,
    );
    expect(stale).toBe(false);
    expect(await repo.conversation(m.id)).toEqual(moved);
    expect((await repo.messages(m.id, 100)).map((x) => x.text)).not.toContain("stale");
    expect((await repo.messages(m.id, 100)).length).toBeGreaterThan(before);
    // A first turn that finds a conversation already begun writes nothing either.
    expect(
      await repo.saveTurn(m.id, { flow: "home", node: "flow.start", answers: {}, plan: null, planAt: null }, [], null),
    ).toBe(false);
  });

  it("a 'yes' tapped at 'Are you safe right now?' as a crisis message is sent never ends outside the unsafe step", async () => {
    for (let round = 0; round < 4; round++) {
      const m = await h.member();
      const check = await send(m.cookie, { type: "text", text: "help" });
      expect(check.statusCode, check.body).toBe(200);
      expect((check.json() as HealthbotView).node).toBe("safety.ask1");
      const [reply, crisis] = await Promise.all([
        send(m.cookie, { type: "reply", id: "yes" }),
        send(m.cookie, { type: "text", text: "i have the pills ready and i am going to take them all tonight" }),
      ]);
      expect(crisis.statusCode, crisis.body).toBe(200);
      // The reply either came first (then the crisis message led on to the unsafe step) or came second and
      // found "yes" no longer offered.
      expect([200, 400]).toContain(reply.statusCode);
      const v = await view(m.cookie);
      expect(v.node).toBe("safety.unsafe");
      expect(v.crisis).toBe(true);
      const texts = v.messages.map((x) => x.text);
      expect(texts).toContain("i have the pills ready and i am going to take them all tonight");
      expect(texts).toContain(HEALTHBOT_TEXT.unsafe);
    }
  });
});
