// Taking one's own life in the everyday Hindi verbs (decision 034, "One's own life"): with the entries on, as
// shipped, their examples read as a crisis and their negatives as without them; the Latin-letter forms the model
// alone reads as none are caught, and the same words in other senses are left alone.
import { describe, expect, it } from "vitest";
import { OWN_LIFE, ownLifeLayer } from "./attempt.ts";
import { itReadsAsAGroup } from "./attempt-group-test-kit.ts";
import { ownLife } from "./lexicon/own-life.ts";

describe("one's own life", () => {
  const readWith = itReadsAsAGroup(ownLifeLayer, OWN_LIFE, ownLife, {
    caught: ["main apni jaan le lunga", "apni jaan lene wala hu", "apni jaan le lunga kisi din"],
    literal: ["meri jaan, khana kha liya?", "pehle rules jaan lo phir khelna", "usne apni jaan le li, news me dekha"],
  });

  it("reads 'main apni jaan le lungi' told as today as imminent", () => {
    expect(readWith(true, "aaj main apni jaan le lungi").level).toBe("imminent");
  });
});
