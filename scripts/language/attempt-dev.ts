// The attempt layer's development list (decision 034, "A disclosed attempt: a layer after the model"):
// scripts/language/attempt-dev.tsv, label<TAB>lang<TAB>text, written by the same person as the patterns
// (a check on what was meant, not a measure). Labels: recent (the writer's own attempt told as recent:
// imminent wanted), self (the writer's own: at least risk), other (a friend's or relative's: at least
// risk), sh (a self-harm relapse: at least risk), neg (a hard negative: the layer must not change it),
// future (a plan: the layer must not change it). Layer off -> on per language. Writes nothing.
// Run: npx tsx scripts/language/attempt-dev.ts [--lines]
import { readFileSync } from "node:fs";
import { SEVERITY } from "../../apps/server/src/modules/language/crisis.ts";
import { ATTEMPT_LAYER, attemptLayer } from "../../apps/server/src/modules/language/crisis-decision.ts";
import { readCrisis, warmUpLanguage } from "../../apps/server/src/modules/language/index.ts";

warmUpLanguage();
const rows = readFileSync("scripts/language/attempt-dev.tsv", "utf8")
  .split("\n")
  .filter(Boolean)
  .map((l) => l.split("\t") as [string, string, string]);
const ATTEMPT = new Set(["recent", "self", "other", "sh"]);
for (const lang of ["en", "hi", "hinglish"]) {
  const read = (on: boolean) => {
    attemptLayer.on = on;
    return rows.filter((r) => r[1] === lang).map(([label, , text]) => ({ label, text, r: readCrisis(text) }));
  };
  const off = read(false);
  const on = read(true);
  attemptLayer.on = ATTEMPT_LAYER;
  const count = (xs: typeof on, keep: (x: (typeof on)[number]) => boolean) => xs.filter(keep).length;
  const att = (x: (typeof on)[number]) => ATTEMPT.has(x.label);
  console.log(
    `${lang}: attempt lines ${count(on, att)}, read as none ${count(off, (x) => att(x) && x.r.level === "none")} -> ${count(on, (x) => att(x) && x.r.level === "none")}; recent read imminent ${count(off, (x) => x.label === "recent" && x.r.level === "imminent")} -> ${count(on, (x) => x.label === "recent" && x.r.level === "imminent")} of ${count(on, (x) => x.label === "recent")}; hard negatives ${count(on, (x) => x.label === "neg")} flagged ${count(off, (x) => x.label === "neg" && x.r.level !== "none")} -> ${count(on, (x) => x.label === "neg" && x.r.level !== "none")}`,
  );
  if (process.argv.includes("--lines"))
    on.forEach((x, i) => {
      const want =
        x.label === "recent"
          ? x.r.level === "imminent"
          : ATTEMPT.has(x.label)
            ? SEVERITY[x.r.level]! >= 2
            : x.r.level === off[i]!.r.level;
      if (!want) console.log(`  MISS ${x.label} ${off[i]!.r.level} -> ${x.r.level} ${x.text}`);
    });
}
