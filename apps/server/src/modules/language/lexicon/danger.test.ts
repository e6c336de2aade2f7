// The danger entries (decision 034, "Danger from someone else") match their examples and none of their
// negatives after normalisation; the vetoes match theirs; and the layer switches a reading to danger
// only where withDanger says.
import { describe, expect, it } from "vitest";
import { type Decision, selfRiskIn, withDanger } from "../crisis-decision.ts";
import { dangerEntries, dangerVetoes, readDanger } from "../danger.ts";
import { compilePattern, readLexicon } from "../lexicon-check.ts";
import { normalise } from "../normalise.ts";

const masked = (text: string) => readLexicon(text).masked;

describe("danger entries", () => {
  it("have unique ids, examples and negatives", () => {
    const ids = dangerEntries.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(dangerEntries.filter((e) => e.examples.length === 0 || e.negatives.length === 0).map((e) => e.id)).toEqual(
      [],
    );
  });

  it.each(dangerEntries.map((e) => [e.id, e] as const))("%s matches its examples", (_id, entry) => {
    const re = compilePattern(entry.pattern);
    expect(entry.examples.filter((x) => !re.test(normalise(x).text))).toEqual([]);
  });

  it.each(dangerEntries.map((e) => [e.id, e] as const))("%s matches none of its negatives", (_id, entry) => {
    const re = compilePattern(entry.pattern);
    expect(entry.negatives.filter((x) => re.test(normalise(x).text))).toEqual([]);
  });

  it.each(dangerVetoes.map((v) => [v.id, v] as const))("veto %s matches its examples", (_id, veto) => {
    const re = compilePattern(veto.pattern);
    expect(veto.examples.filter((x) => !re.test(normalise(x).text))).toEqual([]);
  });

  it("reads the lexicon's masked text: hyperbole and vetoed texts find nothing", () => {
    expect(readDanger(masked("my mom will kill me if she sees my marks"))).toEqual([]);
    expect(readDanger(masked("in the serial the husband beats his wife"))).toEqual([]);
    expect(readDanger(masked("bachpan mein papa maarte the, ab theek hoon"))).toEqual([]);
    expect(readDanger(masked("papa maarte hain"))).toEqual(["danger.hinglish.violence"]);
  });
});

describe("withDanger", () => {
  const at = (level: Decision["level"], crisisShare = 0.1): Decision => ({ level, crisisShare, means: false });
  const ids = ["danger.en.violence"];

  it("turns none and concern into danger, at least an even crisis share", () => {
    for (const level of ["none", "concern"] as const) {
      const d = withDanger(at(level), ids);
      expect(d.level).toBe("danger");
      expect(d.crisisShare).toBe(0.5);
    }
    expect(withDanger(at("concern", 0.7), ids).crisisShare).toBe(0.7);
  });

  it("turns risk into danger only when the lexicon reads no risk of the writer's own", () => {
    expect(withDanger(at("risk", 0.6), ids, false)).toEqual(at("danger", 0.6));
    expect(withDanger(at("risk", 0.6), ids, true)).toEqual(at("risk", 0.6));
    expect(selfRiskIn(["en.want-to-die", "context.report"])).toBe(true);
    expect(selfRiskIn(["en.in-danger", "context.report"])).toBe(false);
  });

  it("leaves imminent and danger, and every reading without an entry, as they are", () => {
    expect(withDanger(at("imminent", 0.8), ids)).toEqual(at("imminent", 0.8));
    expect(withDanger(at("danger", 0.8), ids)).toEqual(at("danger", 0.8));
    expect(withDanger(at("concern"), [])).toEqual(at("concern"));
  });
});
