// The soften layer (soften.ts, decision 034 "Softened, not silenced"): what it does to a decision, and the
// reader with it switched on; the app's switch is restored after each test.
import { afterEach, describe, expect, it } from "vitest";
import { readCrisis } from "./index.ts";
import { SOFTEN_LAYER, softenLayer, withSoften } from "./soften.ts";

afterEach(() => {
  softenLayer.on = SOFTEN_LAYER;
});

describe("the soften layer", () => {
  it("is off, as its go/no-go left it", () => {
    expect(SOFTEN_LAYER).toBe(false);
  });

  it("lowers risk and imminent to concern, never to none, only when on and never for a reading helped by recent lines", () => {
    softenLayer.on = true;
    const imminent = { level: "imminent" as const, crisisShare: 0.8, means: false };
    expect(withSoften(imminent, true).level).toBe("concern");
    expect(withSoften({ ...imminent, level: "risk" }, true).level).toBe("concern");
    expect(withSoften({ ...imminent, level: "danger" }, true).level).toBe("danger");
    expect(withSoften({ ...imminent, level: "none" }, true).level).toBe("none");
    expect(withSoften(imminent, true, true).level).toBe("imminent");
    expect(withSoften(imminent, false).level).toBe("imminent");
    softenLayer.on = false;
    expect(withSoften(imminent, true).level).toBe("imminent");
  });

  it("in the reader: an everyday goodbye and a recovery story read concern, a final goodbye stays imminent", () => {
    softenLayer.on = true;
    expect(readCrisis("bye guys, going offline for the night, see you tomorrow").level).toBe("concern");
    expect(readCrisis("तीन साल पहले मैंने नींद की गोलियाँ खा ली थीं, आज मैं काउंसलर हूँ").level).toBe("concern");
    expect(readCrisis("last day at work today. no next job, no next anything. this is the end for me").level).toBe(
      "imminent",
    );
  });
});
