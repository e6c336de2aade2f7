// The tricks people use to write past a filter all land on one spelling.
import { describe, expect, it } from "vitest";
import { readCrisis } from "./index.ts";
import { compilePattern } from "./lexicon-check.ts";
import { canonicalChars, normalise } from "./normalise.ts";

const text = (s: string) => normalise(s).text;

describe("normalise", () => {
  it("undoes digits and symbols standing for letters, but leaves numbers and trailing marks", () => {
    expect(text("su1cide")).toBe("suicide");
    expect(text("k!ll mys3lf")).toBe("kil myself");
    expect(text("ki11 $elf")).toBe("kil self");
    expect(text("call 14416 now!")).toBe("cal 14416 now");
  });

  it("rejoins words split by dots, hyphens or one letter at a time", () => {
    expect(text("kill.my.self")).toBe("kil myself");
    expect(text("Sui-cide")).toBe("suicide");
    expect(normalise("k i l l myself")).toEqual({ text: "kil myself", joined: ["kil"] });
    expect(normalise("i w a n t t o d i e").joined).toEqual(["iwantodie"]);
    expect(text("मैं म र जाना")).toBe("मैं मर जाना");
  });

  it("squashes repeated letters and mends typos of the key words only", () => {
    expect(text("diiiiie")).toBe("die");
    expect(text("marnaaaa")).toBe("marna");
    expect(text("sucide")).toBe("suicide");
    expect(text("khudkhushi")).toBe("khudkushi");
    expect(text("aatmahatya")).toBe("atmhatya");
    expect(text("suicidal")).toBe("suicidal");
    expect(text("the steak was overdone")).toBe("the steak was overdone");
  });

  it("drops invisible characters and folds wide letters, nukta and candrabindu", () => {
    expect(text("s\u200Bu\u200Di\u2060cide")).toBe("suicide");
    expect(text("ＳＵＩＣＩＤＥ")).toBe("suicide");
    expect(text("ख़ुदकुशी")).toBe("खुदकुशी");
    expect(text("हूँ")).toBe(text("हूं"));
  });

  it("writes chat spellings out and laughter as a word", () => {
    expect(text("I wanna die")).toBe("i want to die");
    expect(text("jeene ka mn nhi h")).toBe("jene ka man nahi hai");
    expect(text("lol 😂")).toBe("lol haha");
  });

  it("applies the same character folding to lexicon patterns", () => {
    expect(canonicalChars("Kill|ज़हर")).toBe("kil|जहर");
  });

  it("folds the digits of a pattern's words as a message's, and leaves classes, escapes and numbers alone", () => {
    // A message's "3rd", "10th", "every1" are folded to "erd", "ioth", "everyi"; a pattern spelling them
    // plainly met nothing until the pattern's words were folded the same way.
    for (const [pattern, message] of [
      ["my (2nd|3rd) suicide atempts?", "this was my 3rd suicide attempt"],
      ["in (class )?(10th|12th)", "in 12th"],
      ["bye every1", "bye every1"],
      ["[a-z0-9]+ (days|years) clean", "2 years clean"],
      ["in 20[0-9][0-9]", "in 2019"],
      ["at (1[0-9]|2[0-9])", "at 17"],
    ])
      expect(compilePattern(pattern!).test(text(message!)), pattern).toBe(true);
    expect(compilePattern("in (class )?(10th|12th)").test(text("in class 11th"))).toBe(false);
    expect(compilePattern("\\u0915+").test("कक")).toBe(true);
  });

  it("reads a disclosed attempt written with a numeral ('my 3rd suicide attempt') as the words do", () => {
    expect(readCrisis("this was my 3rd suicide attempt").level).toBe("risk");
    expect(readCrisis("this was my third suicide attempt").level).toBe("risk");
  });
});
