// The Mini-IPIP (Donnellan, Oswald, Baird & Lucas, 2006, Psychological Assessment 18(2), 192-203):
// 20 public-domain items from the International Personality Item Pool, 4 per Big Five trait, with the
// published keying ("-" items are reverse-scored: 6 minus the answer).

export type Trait = "extraversion" | "agreeableness" | "conscientiousness" | "neuroticism" | "intellect";

export interface MiniIpipItem {
  /** Item number in the published order, 1-20. */
  number: number;
  text: string;
  trait: Trait;
  keyed: "+" | "-";
}

export const MINI_IPIP_ITEMS: readonly MiniIpipItem[] = [
  { number: 1, text: "Am the life of the party.", trait: "extraversion", keyed: "+" },
  { number: 2, text: "Sympathize with others' feelings.", trait: "agreeableness", keyed: "+" },
  { number: 3, text: "Get chores done right away.", trait: "conscientiousness", keyed: "+" },
  { number: 4, text: "Have frequent mood swings.", trait: "neuroticism", keyed: "+" },
  { number: 5, text: "Have a vivid imagination.", trait: "intellect", keyed: "+" },
  { number: 6, text: "Don't talk a lot.", trait: "extraversion", keyed: "-" },
  { number: 7, text: "Am not interested in other people's problems.", trait: "agreeableness", keyed: "-" },
  { number: 8, text: "Often forget to put things back in their proper place.", trait: "conscientiousness", keyed: "-" },
  { number: 9, text: "Am relaxed most of the time.", trait: "neuroticism", keyed: "-" },
  { number: 10, text: "Am not interested in abstract ideas.", trait: "intellect", keyed: "-" },
  { number: 11, text: "Talk to a lot of different people at parties.", trait: "extraversion", keyed: "+" },
  { number: 12, text: "Feel others' emotions.", trait: "agreeableness", keyed: "+" },
  { number: 13, text: "Like order.", trait: "conscientiousness", keyed: "+" },
  { number: 14, text: "Get upset easily.", trait: "neuroticism", keyed: "+" },
  { number: 15, text: "Have difficulty understanding abstract ideas.", trait: "intellect", keyed: "-" },
  { number: 16, text: "Keep in the background.", trait: "extraversion", keyed: "-" },
  { number: 17, text: "Am not really interested in others.", trait: "agreeableness", keyed: "-" },
  { number: 18, text: "Make a mess of things.", trait: "conscientiousness", keyed: "-" },
  { number: 19, text: "Seldom feel blue.", trait: "neuroticism", keyed: "-" },
  { number: 20, text: "Do not have a good imagination.", trait: "intellect", keyed: "-" },
];

/** The IPIP response scale, 1-5. */
export const MINI_IPIP_SCALE = [
  { value: 1, label: "Very inaccurate" },
  { value: 2, label: "Moderately inaccurate" },
  { value: 3, label: "Neither accurate nor inaccurate" },
  { value: 4, label: "Moderately accurate" },
  { value: 5, label: "Very accurate" },
] as const;

export const MINI_IPIP_INSTRUCTIONS =
  "Describe yourself as you generally are now, not as you wish to be in the future. Describe yourself as you honestly see yourself. For each statement, choose how accurately it describes you.";

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

const DESCRIPTIONS: Record<Trait, { name: string; lower: string; middle: string; higher: string }> = {
  extraversion: {
    name: "Extraversion",
    lower: "You may enjoy quiet time and smaller groups, and recharge by being on your own.",
    middle: "You can enjoy company and also value time alone, depending on the day.",
    higher: "You may draw energy from people, conversation and lively places.",
  },
  agreeableness: {
    name: "Agreeableness",
    lower: "You may be direct and value your own view, even when others disagree.",
    middle: "You balance caring for others with standing up for what you need.",
    higher: "You may be warm, caring and quick to notice how others feel.",
  },
  conscientiousness: {
    name: "Conscientiousness",
    lower: "You may prefer flexibility and going with the flow over fixed plans.",
    middle: "You like some order, and can also live with a bit of mess.",
    higher: "You may like order, plans and getting tasks done promptly.",
  },
  neuroticism: {
    name: "Emotional stability",
    lower:
      "You may feel emotions strongly and notice stress quickly. That sensitivity is human, and support can help on hard days.",
    middle: "You feel ups and downs like most people, and usually find your balance again.",
    higher: "You may stay fairly calm and steady, even when things are stressful.",
  },
  intellect: {
    name: "Intellect / Imagination",
    lower: "You may prefer the practical and familiar over abstract ideas.",
    middle: "You enjoy new ideas sometimes and also value what is tried and tested.",
    higher: "You may enjoy ideas, imagination and thinking about how things could be.",
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

/** Scores with plain descriptions; neuroticism becomes emotional stability (24 minus the score, still 4-20). */
export function describeMiniIpip(scores: MiniIpipScores): TraitResult[] {
  return TRAIT_ORDER.map((trait) => {
    const score = trait === "neuroticism" ? 24 - scores.neuroticism : scores[trait];
    const level = levelOf(score);
    const d = DESCRIPTIONS[trait];
    return { trait, name: d.name, score, level, description: d[level] };
  });
}
