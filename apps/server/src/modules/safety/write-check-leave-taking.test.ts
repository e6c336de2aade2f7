// The leave-taking rule of the write check (decision 034, "Leave-taking as a whole message, in the write
// check"), through the real endpoints with the rule switched on for this file: "bye guys" at the end of an
// ordinary chat or post is read as concern (the writer's gentle card, nothing queued, nobody alerted), and
// the same words after recent lines of crisis, or with any other word of finality, keep their reading.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";
import { LEAVE_TAKING_RULE, leaveTakingRule, softensLeaveTaking } from "./write-check.policy.ts";

let h: Harness;

const post = (m: Member, content: string) => h.post("/api/posts", { content }, { cookie: m.cookie });
const send = (m: Member, receiverId: string, message: string) =>
  h.post("/api/chat/messages", { receiverId, message }, { cookie: m.cookie });
const queued = async (targetId: string) =>
  (
    await h.database.db.execute<{ crisis_level: string }>(
      sql`select crisis_level from moderation_items where target_id = ${targetId}`,
    )
  ).rows[0]?.crisis_level ?? null;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  leaveTakingRule.on = LEAVE_TAKING_RULE;
  await h.close();
});

describe("the leave-taking rule (pure)", () => {
  const imminent = { level: "imminent", signals: ["model"] } as const;
  const quiet = () => false;
  it("softens a whole goodbye read as risk or imminent on goodbye signals alone, with quiet recent lines", () => {
    leaveTakingRule.on = true;
    expect(softensLeaveTaking("bye guys", imminent, quiet)).toBe(true);
    expect(softensLeaveTaking("goodbye everyone", { level: "risk", signals: ["en.goodbye", "model"] }, quiet)).toBe(
      true,
    );
    for (const level of ["none", "concern", "danger"] as const)
      expect(softensLeaveTaking("bye guys", { level, signals: ["model"] }, quiet)).toBe(false);
    // Any other word, any other signal (a recent line's, a wish to die), or recent lines of crisis.
    expect(softensLeaveTaking("bye forever guys", imminent, quiet)).toBe(false);
    expect(softensLeaveTaking("bye guys", { level: "imminent", signals: ["model", "recent-lines"] }, quiet)).toBe(
      false,
    );
    expect(softensLeaveTaking("bye guys", { level: "imminent", signals: ["en.want-to-die", "model"] }, quiet)).toBe(
      false,
    );
    expect(softensLeaveTaking("bye guys", imminent, () => true)).toBe(false);
    leaveTakingRule.on = false;
    expect(softensLeaveTaking("bye guys", imminent, quiet)).toBe(false);
  });

  it("reads the recent lines only when everything else holds", () => {
    leaveTakingRule.on = true;
    let reads = 0;
    const counted = () => {
      reads += 1;
      return false;
    };
    softensLeaveTaking("i want to die", imminent, counted);
    softensLeaveTaking("bye guys", { level: "none", signals: [] }, counted);
    expect(reads).toBe(0);
    softensLeaveTaking("bye guys", imminent, counted);
    expect(reads).toBe(1);
    leaveTakingRule.on = false;
  });
});

describe("the leave-taking rule through the endpoints", () => {
  it("without the rule, 'bye guys' is queued as imminent: the reading the rule exists for", async () => {
    leaveTakingRule.on = false;
    const [writer, friend] = await Promise.all([h.member(), h.member()]);
    const r = await post(writer, "bye guys 👋");
    expect(r.json().crisis).toEqual({ level: "imminent", held: false });
    expect(await queued(r.json().id)).toBe("imminent");
    for (const t of ["match dekha?", "haan kya last over tha"]) await send(writer, friend.id, t);
    const m = await send(writer, friend.id, "take care guys");
    expect(m.json().crisisLevel).toBe("imminent");
    expect(await queued(m.json().id)).toBe("imminent");
  });

  it("a post or a chat message of leave-taking alone is concern: the writer's card, nothing queued", async () => {
    leaveTakingRule.on = true;
    const [writer, friend] = await Promise.all([h.member(), h.member()]);
    for (const text of ["bye guys 👋", "take care everyone", "goodbye everyone"]) {
      const r = await post(writer, text);
      expect(r.statusCode).toBe(200);
      expect(r.json().crisis, text).toEqual({ level: "concern", held: false });
      expect(await queued(r.json().id), text).toBeNull();
    }
    for (const t of ["match dekha?", "haan kya last over tha", "chal kal college me milte"])
      await send(writer, friend.id, t);
    const r = await send(writer, friend.id, "take care guys");
    expect(r.statusCode).toBe(200);
    // The writer's gentle card; the message carries no queued level to the receiver.
    expect(r.json().crisis).toEqual({ level: "concern", held: false });
    expect(r.json().crisisLevel).toBeNull();
    expect(await queued(r.json().id)).toBeNull();
  });

  it("after recent lines of crisis, the same goodbye stays a crisis, first in the queue", async () => {
    leaveTakingRule.on = true;
    const [writer, friend] = await Promise.all([h.member(), h.member()]);
    await post(writer, "nobody would even notice if i was gone");
    const p = await post(writer, "bye guys 👋");
    expect(p.json().crisis.level).toBe("imminent");
    expect(await queued(p.json().id)).toBe("imminent");
    for (const t of ["i have been saving my pills", "tonight it ends"]) await send(writer, friend.id, t);
    const m = await send(writer, friend.id, "take care everyone");
    expect(["risk", "imminent"]).toContain(m.json().crisisLevel);
    expect(await queued(m.json().id)).not.toBeNull();
  });

  it("a goodbye with words of finality is not leave-taking alone", async () => {
    leaveTakingRule.on = true;
    const writer = await h.member();
    for (const text of ["bye forever guys", "love you all, bye", "take care of yourselves, bye everyone"]) {
      const r = await post(writer, text);
      expect(r.json().crisis.level, text).toBe("imminent");
      expect(await queued(r.json().id), text).toBe("imminent");
    }
  });
});
