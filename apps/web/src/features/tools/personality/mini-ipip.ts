// The Mini-IPIP (Donnellan, Oswald, Baird & Lucas, 2006, Psychological Assessment 18(2), 192-203):
// 20 public-domain items from the International Personality Item Pool, 4 per Big Five trait, with the
// published keying ("-" items are reverse-scored: 6 minus the answer).

import { i18n, type MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

export type Trait = "extraversion" | "agreeableness" | "conscientiousness" | "neuroticism" | "intellect";

export interface MiniIpipItem {
  /** Item number in the published order, 1-20. */
  number: number;
  text: string;
  trait: Trait;
  keyed: "+" | "-";
}

// Texts are read in the language shown now (getters), never frozen when the module loads.
const item = (number: number, text: MessageDescriptor, trait: Trait, keyed: "+" | "-"): MiniIpipItem => ({
  number,
  trait,
  keyed,
  get text() {
    return i18n._(text);
  },
});

export const MINI_IPIP_ITEMS: readonly MiniIpipItem[] = [
  item(1, msg`Am the life of the party.`, "extraversion", "+"),
  item(2, msg`Sympathize with others' feelings.`, "agreeableness", "+"),
  item(3, msg`Get chores done right away.`, "conscientiousness", "+"),
  item(4, msg`Have frequent mood swings.`, "neuroticism", "+"),
  item(5, msg`Have a vivid imagination.`, "intellect", "+"),
  item(6, msg`Don't talk a lot.`, "extraversion", "-"),
  item(7, msg`Am not interested in other people's problems.`, "agreeableness", "-"),
  item(8, msg`Often forget to put things back in their proper place.`, "conscientiousness", "-"),
  item(9, msg`Am relaxed most of the time.`, "neuroticism", "-"),
  item(10, msg`Am not interested in abstract ideas.`, "intellect", "-"),
  item(11, msg`Talk to a lot of different people at parties.`, "extraversion", "+"),
  item(12, msg`Feel others' emotions.`, "agreeableness", "+"),
  item(13, msg`Like order.`, "conscientiousness", "+"),
  item(14, msg`Get upset easily.`, "neuroticism", "+"),
  item(15, msg`Have difficulty understanding abstract ideas.`, "intellect", "-"),
  item(16, msg`Keep in the background.`, "extraversion", "-"),
  item(17, msg`Am not really interested in others.`, "agreeableness", "-"),
  item(18, msg`Make a mess of things.`, "conscientiousness", "-"),
  item(19, msg`Seldom feel blue.`, "neuroticism", "-"),
  item(20, msg`Do not have a good imagination.`, "intellect", "-"),
];

/** The IPIP response scale, 1-5. */
const option = (value: 1 | 2 | 3 | 4 | 5, label: MessageDescriptor) => ({
  value,
  get label() {
    return i18n._(label);
  },
});

export const MINI_IPIP_SCALE = [
  option(1, msg`Very inaccurate`),
  option(2, msg`Moderately inaccurate`),
  option(3, msg`Neither accurate nor inaccurate`),
  option(4, msg`Moderately accurate`),
  option(5, msg`Very accurate`),
] as const;

export const MINI_IPIP_INSTRUCTIONS: MessageDescriptor = msg`Describe yourself as you generally are now, not as you wish to be in the future. Describe yourself as you honestly see yourself. For each statement, choose how accurately it describes you.`;

export type MiniIpipScores = Record<Trait, number>;

/** Sums each trait's four items (4-20), reverse-scoring "-" items; answers are in item order, 1-5. */
export function scoreMiniIpip(answers: readonly number[]): MiniIpipScores {
  if (answers.length !== MINI_IPIP_ITEMS.length) throw new Error(`Expected ${MINI_IPIP_ITEMS.length} answers`);
  const scores: MiniIpipScores = {
    extraversion: 0,
    agreeableness: 0,
    conscientiousness: 0,
    neuroticism: 0,
    intellect: 0,
  };
  MINI_IPIP_ITEMS.forEach((item, i) => {
    const a = answers[i] as number;
    if (!Number.isInteger(a) || a < 1 || a > 5) throw new Error(`Answer ${i + 1} must be 1-5`);
    scores[item.trait] += item.keyed === "+" ? a : 6 - a;
  });
  return scores;
}

export interface TraitResult {
  trait: Trait;
  /** Shown name; neuroticism is shown reversed, as emotional stability. */
  name: string;
  score: number;
  level: "lower" | "middle" | "higher";
  description: string;
}

type Described = {
  name: MessageDescriptor;
  lower: MessageDescriptor;
  middle: MessageDescriptor;
  higher: MessageDescriptor;
};

const DESCRIPTIONS: Record<Trait, Described> = {
  extraversion: {
    name: msg`Extraversion`,
    lower: msg`You may enjoy quiet time and smaller groups, and recharge by being on your own.`,
    middle: msg`You can enjoy company and also value time alone, depending on the day.`,
    higher: msg`You may draw energy from people, conversation and lively places.`,
  },
  agreeableness: {
    name: msg`Agreeableness`,
    lower: msg`You may be direct and value your own view, even when others disagree.`,
    middle: msg`You balance caring for others with standing up for what you need.`,
    higher: msg`You may be warm, caring and quick to notice how others feel.`,
  },
  conscientiousness: {
    name: msg`Conscientiousness`,
    lower: msg`You may prefer flexibility and going with the flow over fixed plans.`,
    middle: msg`You like some order, and can also live with a bit of mess.`,
    higher: msg`You may like order, plans and getting tasks done promptly.`,
  },
  neuroticism: {
    name: msg`Emotional stability`,
    lower: msg`You may feel emotions strongly and notice stress quickly. That sensitivity is human, and support can help on hard days.`,
    middle: msg`You feel ups and downs like most people, and usually find your balance again.`,
    higher: msg`You may stay fairly calm and steady, even when things are stressful.`,
  },
  intellect: {
    name: msg`Intellect / Imagination`,
    lower: msg`You may prefer the practical and familiar over abstract ideas.`,
    middle: msg`You enjoy new ideas sometimes and also value what is tried and tested.`,
    higher: msg`You may enjoy ideas, imagination and thinking about how things could be.`,
  },
};

const TRAIT_ORDER: readonly Trait[] = [
  "extraversion",
  "agreeableness",
  "conscientiousness",
  "neuroticism",
  "intellect",
];

const levelOf = (score: number): TraitResult["level"] => (score <= 9 ? "lower" : score <= 14 ? "middle" : "higher");

/**
 * Scores with plain descriptions, in the language shown now (call it at render time); neuroticism becomes
 * emotional stability (24 minus the score, still 4-20).
 */
export function describeMiniIpip(scores: MiniIpipScores): TraitResult[] {
  return TRAIT_ORDER.map((trait) => {
    const score = trait === "neuroticism" ? 24 - scores.neuroticism : scores[trait];
    const level = levelOf(score);
    const d = DESCRIPTIONS[trait];
    return { trait, name: i18n._(d.name), score, level, description: i18n._(d[level]) };
  });
}
