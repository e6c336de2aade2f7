// The second farewell probe's reading with the soften layer, read once (2026-11-30, 12:15 UTC, right after
// its hash was recorded): lines softened, of 60 harmless and 60 crisis per language, and none read as none.
// Two crisis lines were softened (en "...truth is i won't be alive by tomorrow", Hinglish "...aaj raat khud ko
// khtm kr dunga"), so the layer stays off (decision 034). Ceilings as read, not goals.
import { expect, it } from "vitest";
import { type CrisisItem, LANGS } from "../corpus/corpus.ts";
import { softenLayer } from "../soften.ts";
import { readSwitched } from "./switched-reading.ts";

/** Lines whose level the soften layer changes, harmless and crisis, and lines it reads as none. */
export function readSoftened(items: readonly CrisisItem[]) {
  const f = { harmlessSoftened: 0, crisisSoftened: 0, toNone: 0 };
  for (const item of items) {
    const off = readSwitched([[softenLayer, false]], item.text);
    const on = readSwitched([[softenLayer, true]], item.text);
    if (on.level === off.level) continue;
    if (on.level === "none") f.toNone += 1;
    if (item.level === "none") f.harmlessSoftened += 1;
    else f.crisisSoftened += 1;
  }
  return f;
}

/** As read: harmless softened (a floor: the layer's good), crisis softened (a ceiling: its harm). */
const READ = {
  en: { harmlessSoftened: 4, crisisSoftened: 1 },
  hi: { harmlessSoftened: 3, crisisSoftened: 0 },
  hinglish: { harmlessSoftened: 5, crisisSoftened: 1 },
} as const;

export function farewell2Read(probe: readonly CrisisItem[]): void {
  it.each(LANGS)("%s: reads as recorded, never a line as none", (lang) => {
    const f = readSoftened(probe.filter((i) => i.lang === lang));
    console.log(`farewell2 probe ${lang}: ${JSON.stringify(f)}`);
    expect(f.toNone).toBe(0);
    expect(f.harmlessSoftened).toBeGreaterThanOrEqual(READ[lang].harmlessSoftened);
    expect(f.crisisSoftened).toBeLessThanOrEqual(READ[lang].crisisSoftened);
  });
}
