// The Health Bot's ask probes are pinned like a frozen split: a changed, added or relabelled line fails
// here; each language holds the ordinary and crisis lines it was written with; and no line is in, or within a
// word overlap of 0.65 of, the corpus, a language probe, the care probe or another ask probe but those recorded
// (each is a held-out check).
import { describe } from "vitest";
import { linesBesides } from "../../language/probe/probe-overlap.ts";
import { itIsThePinnedProbe } from "../../language/probe/probe-pin-checks.ts";
import { type BotAskProbeName, loadBotAskProbe } from "./bot-ask-probe.ts";
import { loadBotCareProbe } from "./bot-care-probe.ts";
import {
  BOT_FIRST_CLOSE,
  BOT_FIRST_CLOSE_LATER,
  BOT_FIRST_SHARED,
  BOT_FIRST_SHARED_LATER,
  BOT_FIRST2_CLOSE,
  BOT_FIRST2_SHARED,
} from "./bot-first-overlap.ts";
import { loadPersonProbe } from "./person-probe.ts";

/** Each recorded when its helpers handed it over, before the app read any line of it. */
const PINNED: Record<
  BotAskProbeName,
  { items: number; sha256: string; at: string; ordinary: number; crisis: number; shared: string[]; close: string[] }
> = {
  "bot-ask": {
    items: 360,
    sha256: "2c4d3f55eae4c767163a9e3b324e01a97d41a98384efb97717b8d4dc597d06e0",
    at: "2026-11-30 13:56",
    ordinary: 70,
    crisis: 50,
    // A line the replies probe (2026-12-02) wrote again.
    shared: ["पंखे से दुपट्टा बाँध लिया है"],
    // Close to lines of the later probes (bot-first, bot-first2, person; hi-c038 the replies probe).
    close: [
      "probe-botask-hi-c038",
      "probe-botask-en-n031",
      "probe-botask-en-n070",
      "probe-botask-en-c044",
      "probe-botask-hi-n034",
      "probe-botask-hi-n061",
      "probe-botask-hinglish-n034",
      "probe-botask-hinglish-c035",
    ],
  },
  "bot-ask2": {
    items: 360,
    sha256: "4607646b001937c7d7253ddc7a464a84072d614aaa7b1f486b2fdc7563d00604",
    at: "2026-11-30 14:11",
    ordinary: 70,
    crisis: 50,
    shared: ["कभी कभी लगता है सुबह आँख ही न खुले तो अच्छा"],
    // Close to lines of the later probes (bot-first, bot-first2, person; hi-c005 the replies probe).
    close: [
      "probe-botask2-hi-c005",
      "probe-botask2-en-c003",
      "probe-botask2-en-c006",
      "probe-botask2-en-c033",
      "probe-botask2-hi-n056",
      "probe-botask2-hi-c001",
    ],
  },
  "bot-first": {
    items: 360,
    sha256: "b7e8d4881d5ffa90e189629c0feab0bc224cab2bfdbe8d2592b2605af57b31de",
    at: "2026-12-01 00:56",
    ordinary: 84,
    crisis: 36,
    shared: [...BOT_FIRST_SHARED, ...BOT_FIRST_SHARED_LATER],
    close: [...BOT_FIRST_CLOSE, ...BOT_FIRST_CLOSE_LATER],
  },
  "bot-first2": {
    items: 360,
    sha256: "e0889ee4b7b82504b271dcd8865837c4d14ec5e90e876d85d394257e5b87f42b",
    at: "2026-12-01 01:04",
    ordinary: 84,
    crisis: 36,
    shared: BOT_FIRST2_SHARED,
    // hinglish-c011 close to a line of the replies probe (2026-12-02), written later.
    close: [...BOT_FIRST2_CLOSE, "probe-botfirst2-hinglish-c011"],
  },
};
const NAMES = Object.keys(PINNED) as BotAskProbeName[];

for (const name of NAMES) {
  const pin = PINNED[name];
  describe(`the Health Bot ask probe ${name} (pinned ${pin.at} UTC)`, () => {
    itIsThePinnedProbe(
      loadBotAskProbe(name),
      pin,
      { harmless: pin.ordinary, crisis: pin.crisis, stem: name.replace("-", ""), shared: pin.shared },
      () => [
        ...linesBesides(),
        ...loadBotCareProbe(),
        ...NAMES.filter((n) => n !== name).flatMap((n) => loadBotAskProbe(n)),
        ...loadPersonProbe("person"),
        ...loadPersonProbe("person2"),
      ],
      pin.close,
      (i) => `${i.level}\t${i.means}\t${(i as { intent?: string }).intent}`,
    );
  });
}
