// One text read with some of the language module's layer switches set for that reading only (the app's
// switches are constants; the probes' tests and the layer tools flip the objects they export and must put
// them back, also when a reading throws).
import { type CrisisReading, readCrisis } from "../index.ts";

/** A layer's switch object (`everydayGoodbye`, `recoveryLayer`, `relapseLayer`, `softenLayer`...) and the state to read with. */
export type SwitchSetting = readonly [{ on: boolean }, boolean];

/** readCrisis(text) with each switch set as given, every switch restored after. */
export function readSwitched(settings: readonly SwitchSetting[], text: string): CrisisReading {
  const saved = settings.map(([s]) => s.on);
  try {
    for (const [s, on] of settings) s.on = on;
    return readCrisis(text);
  } finally {
    settings.forEach(([s], i) => {
      s.on = saved[i]!;
    });
  }
}
