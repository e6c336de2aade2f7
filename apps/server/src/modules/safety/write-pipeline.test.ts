// The write pipeline's order with the real write check and nothing else real: an in-memory writer,
// watched words and moderation items, and a crisis reading the test chooses. What each caller's
// integration tests (chat, posts, comments, reviews) show end to end, shown here for the pipeline alone.
import { describe, expect, it } from "vitest";
import type { CrisisReading } from "../language/index.ts";
import type { FlagInput, ModerationItemsRepository } from "./moderation-items.repository.ts";
import type { WatchedWordRow } from "./watched-words-apply.repository.ts";
import type { WriteCheckRepository } from "./write-check.repository.ts";
import { createWriteCheckService } from "./write-check.service.ts";
import { createWritePipeline, type StoreAs } from "./write-pipeline.service.ts";

const calm: CrisisReading = { level: "none", score: 0, signals: [], means: false, hold: false };
const danger: CrisisReading = { level: "danger", score: 0.8, signals: ["goodbye"], means: false, hold: false };
const riskWithMeans: CrisisReading = { level: "risk", score: 0.7, signals: ["pills"], means: true, hold: true };

/** One write through the pipeline; `log` is every step in the order it ran. */
function harness(opts: { reading?: CrisisReading; words?: WatchedWordRow[]; insertFails?: boolean } = {}) {
  const log: string[] = [];
  const flags: FlagInput[] = [];
  const stored: StoreAs[] = [];
  const published: string[] = [];
  const repo: WriteCheckRepository = {
    writer: async () => ({ createdAt: new Date("2020-01-01"), postingMutedUntil: null, locale: null }),
    recentWritings: async () => [],
  };
  const items: ModerationItemsRepository = {
    flag: async (input) => {
      log.push("record");
      flags.push(input);
      return `item-${flags.length}`;
    },
  };
  const writeCheck = createWriteCheckService({
    repo,
    watchedWords: { all: async () => opts.words ?? [] },
    items,
    limiter: { hit: async () => ({ allowed: true, count: 1, retryAfter: 0 }), refund: async () => {} },
    newAccountLimits: false,
    read: () => opts.reading ?? calm,
  });
  const pipeline = createWritePipeline(writeCheck);
  const write = (text: string) =>
    pipeline.write("post", "author-1", text, {
      insert: async (as) => {
        log.push("insert");
        if (opts.insertFails) throw new Error("insert failed");
        stored.push(as);
        return "post-1";
      },
      context: (id) => ({ id, text }),
      present: (id) => {
        log.push("present");
        return { id };
      },
      publish: async ({ id }) => {
        log.push("publish");
        published.push(id);
      },
      publishHeld: async () => {
        log.push("publishHeld");
      },
    });
  return { write, log, flags, stored, published };
}

describe("the write pipeline", () => {
  it("allowed: stored visible, nothing queued, published; the writer's answer has no card and is not held", async () => {
    const h = harness();
    const out = await h.write("a calm day at the park");
    expect(h.stored.map((s) => s.state)).toEqual(["visible"]);
    expect(h.flags).toEqual([]);
    expect(h.published).toEqual(["post-1"]);
    expect(h.log).toEqual(["insert", "present", "publish"]);
    expect(out.held).toBe(false);
    expect(out.marks).toEqual({ crisis: { level: "none", held: false } });
  });

  it("held: stored held and queued held, never published to others; only the writer's own view is told", async () => {
    const h = harness({ reading: riskWithMeans });
    const out = await h.write("held text");
    expect(h.stored.map((s) => s.state)).toEqual(["held"]);
    expect(h.flags).toHaveLength(1);
    expect(h.flags[0]).toMatchObject({ targetType: "post", targetId: "post-1", authorId: "author-1", held: true });
    expect(h.published).toEqual([]);
    expect(h.log).toEqual(["insert", "record", "present", "publishHeld"]);
    expect(out.marks).toEqual({ crisis: { level: "risk", held: true }, held: true });
  });

  it("a watched word set to hold: held and queued under the word, not published", async () => {
    const h = harness({ words: [{ phrase: "buy followers", action: "hold" }] });
    await h.write("buy followers here");
    expect(h.stored.map((s) => s.state)).toEqual(["held"]);
    expect(h.flags[0]).toMatchObject({ source: "watched_word", watchedWord: "buy followers", held: true });
    expect(h.published).toEqual([]);
  });

  it("crisis (danger): published, and queued with its level and signals, after the insert and before the publish", async () => {
    const h = harness({ reading: danger });
    const out = await h.write("crisis text");
    expect(h.flags).toEqual([
      expect.objectContaining({
        source: "crisis",
        crisisLevel: "danger",
        crisisSignals: ["goodbye"],
        held: false,
        targetId: "post-1",
        context: { id: "post-1", text: "crisis text" },
      }),
    ]);
    expect(h.log).toEqual(["insert", "record", "present", "publish"]);
    expect(out.marks).toEqual({ crisis: { level: "danger", held: false } });
  });

  it("a failing insert: nothing queued, presented or published, and the error reaches the caller", async () => {
    const h = harness({ reading: danger, insertFails: true });
    await expect(h.write("crisis text")).rejects.toThrow("insert failed");
    expect(h.log).toEqual(["insert"]);
    expect(h.flags).toEqual([]);
    expect(h.published).toEqual([]);
  });

  it("a blocked watched word: refused before anything is stored", async () => {
    const h = harness({ words: [{ phrase: "scam link", action: "block" }] });
    await expect(h.write("click this scam link")).rejects.toMatchObject({ code: "WATCHED_WORD_BLOCKED" });
    expect(h.log).toEqual([]);
  });
});
