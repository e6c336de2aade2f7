// A short message's clauses (clause.ts), read alone by the Health Bot's lower bar (decision 041).
import { describe, expect, it } from "vitest";
import { clausesOf } from "./clause.ts";
import { readClauses, readCrisis } from "./index.ts";

describe("clausesOf", () => {
  it("splits at a sentence's end, a comma, a semicolon, a danda and a line break", () => {
    expect(clausesOf("the rope is already in my room. can u just help me calm down first")).toEqual([
      "the rope is already in my room.",
      "can u just help me calm down first",
    ]);
    expect(clausesOf("आज exam था, अच्छा नहीं गया। कल फिर से class है\nबहुत थक गया हूँ आज")).toEqual([
      "आज exam था,",
      "अच्छा नहीं गया।",
      "कल फिर से class है",
      "बहुत थक गया हूँ आज",
    ]);
  });

  it("keeps a clause of fewer than three words with the one after it, and the last with the one before", () => {
    expect(clausesOf("ok. so the match was trash, gg to everyone")).toEqual([
      "ok. so the match was trash,",
      "gg to everyone",
    ]);
    expect(clausesOf("so the match was trash today, gg")).toEqual([]);
    expect(clausesOf("so the match was trash today, gg all")).toEqual([]);
    expect(clausesOf("so the match was trash today, gg to all")).toEqual([
      "so the match was trash today,",
      "gg to all",
    ]);
  });

  it("reads nothing alone in a message of one clause, nor in one of more than eight (a list, a poem)", () => {
    expect(clausesOf("i have pills saved up")).toEqual([]);
    expect(clausesOf("a, b, c d e")).toEqual([]);
    const long = Array.from({ length: 9 }, (_, i) => `line number ${i} here`).join(", ");
    expect(clausesOf(long)).toEqual([]);
    expect(clausesOf(long.split(", ").slice(0, 8).join(", "))).toHaveLength(8);
  });
});

describe("readClauses", () => {
  it("reads each clause alone, none for a message of one clause", () => {
    const text = "hey, quick question about the app. i have pills saved up. anyway how do i change my name";
    const alone = readCrisis("i have pills saved up.");
    expect(alone.level).not.toBe("none");
    const clauses = readClauses(text);
    expect(clauses).toHaveLength(3);
    expect(clauses[1]).toEqual(alone);
    expect(Math.max(...clauses.map((r) => r.score))).toBeGreaterThanOrEqual(alone.score);
    expect(readClauses("i have pills saved up")).toEqual([]);
    expect(readClauses("exam kal hai, neend nahi aa rahi, kuch tips do").every((r) => r.level === "none")).toBe(true);
  });
});
