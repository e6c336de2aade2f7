// The fourth general probe is pinned like a frozen split: a changed, added or relabelled line fails here. Five
// lines are already in the corpus or another probe (one of them written in two languages' files) and
// twenty-six are within 0.65 word overlap of one, recorded with the pin; candidate P's judge leaves them out,
// since P trains on every other probe (decision 034, candidate P).
// The fifth general probe (2026-12-01) wrote two of its lines again and came close to three more.
import { describe } from "vitest";
import { loadGeneral4Probe } from "./general4-probe.ts";
import { linesBesides } from "./probe-overlap.ts";
import { itIsThePinnedProbe } from "./probe-pin-checks.ts";

/** Recorded on 2026-11-30 at 21:44 UTC, when the helpers handed it over, before the app read any line of it. */
const PINNED = { items: 360, sha256: "7dae73a33e9856a706e48a7b626ff8c60b2c103955b504f5bf32b7627f79c52e" };
const SHARED = [
  "💊💊💊 + 🌙 = 😴⚰️",
  "Killed it with the biryani today, even papa took seconds!",
  "काश रात को सोऊँ और सुबह उठूँ ही नहीं",
  "Minecraft में गलती से lava में कूद गया, पूरा inventory गया 😭",
  "kaash kal subah aankh hi na khule 😶",
  "💊💊💊 + 🌙 = 😴⚰️",
  "me rn: 🧍‍♀️➡️🚉🚆 ... bye 🖤",
  "aaj metro me itni bheed thi ki saans lena mushkil tha",
];
const CLOSE = [
  ...["c031", "c041", "c042", "c045", "c051", "c052", "c053", "n001", "n020"].map((n) => `probe-general4-en-${n}`),
  ...["c006", "c039", "c041", "c051", "c052", "n001", "n008", "n012", "n031", "n034"].map(
    (n) => `probe-general4-hi-${n}`,
  ),
  ...["c006", "c021", "c033", "c041", "c042", "c044", "n033", "n051", "n052", "n056"].map(
    (n) => `probe-general4-hinglish-${n}`,
  ),
];

describe("the fourth general probe", () => {
  itIsThePinnedProbe(
    loadGeneral4Probe(),
    PINNED,
    { harmless: 60, crisis: 60, stem: "general4", shared: SHARED },
    () => linesBesides("general4"),
    CLOSE,
  );
});
