// What both calm probes' tests assert about the calm layer (test support: imports vitest).
import { expect } from "vitest";
import type { readWithAndWithoutCalmLayer } from "./calm-probe.ts";

type Figures = ReturnType<ReturnType<typeof readWithAndWithoutCalmLayer>>;

/** The figures recorded at the probe's one reading: floors for crisis lines caught, ceilings for harmless flagged. */
export interface CalmRecorded {
  crisisCaught: number;
  harmlessOff: number;
  harmlessOn: number;
}

/** Loses no crisis line, flags no more harmless lines than recorded, and the app reads what its switch says. */
export function expectCalmFigures(f: Figures, recorded: CalmRecorded): void {
  expect(f.caughtOff).toBeGreaterThanOrEqual(recorded.crisisCaught);
  expect(f.caughtOn).toBe(f.caughtOff);
  expect(f.flaggedOff).toBeLessThanOrEqual(recorded.harmlessOff);
  expect(f.flaggedOn).toBeLessThanOrEqual(recorded.harmlessOn);
  expect(f.flaggedOn).toBeLessThanOrEqual(f.flaggedOff);
  expect(f.app).toEqual(f.bySwitch);
}
