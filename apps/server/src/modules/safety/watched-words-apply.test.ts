import { describe, expect, it } from "vitest";
import { normalise } from "./crisis/normalise.ts";
import { compileWatchedWord, createWatchedWordsCache, matchWatchedWords } from "./watched-words-apply.ts";

const words = [
  { phrase: "buy followers", action: "block" as const },
  { phrase: "crypto", action: "hold" as const },
  { phrase: "idiot", action: "flag" as const },
].map((w) => compileWatchedWord(w)!);
const match = (t: string) => matchWatchedWords(normalise(t).text, words);

describe("watched words", () => {
  it("match whole words of the normalised text, the most severe first", () => {
    expect(match("Cheap way to BUY   followers here")?.action).toBe("block");
    expect(match("idiot, try crypto")?.action).toBe("hold");
    expect(match("you iiidiot")?.phrase).toBe("idiot");
    expect(match("cryptography class")).toBeNull();
    expect(match("a kind note")).toBeNull();
  });
  it("a phrase of symbols only is ignored", () => {
    expect(compileWatchedWord({ phrase: "***", action: "block" })).toBeNull();
  });
  it("the list is cached for 30 s and reloaded after invalidate", async () => {
    let loads = 0;
    let t = 0;
    const cache = createWatchedWordsCache(
      async () => {
        loads += 1;
        return [{ phrase: "spam", action: "flag" }];
      },
      () => t,
    );
    await cache.current();
    await cache.current();
    expect(loads).toBe(1);
    t = 31_000;
    await cache.current();
    expect(loads).toBe(2);
    cache.invalidate();
    expect((await cache.current()).length).toBe(1);
    expect(loads).toBe(3);
  });
});
