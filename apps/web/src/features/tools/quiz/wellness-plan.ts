// Turns the quiz answers into 3-5 concrete actions for the coming week, by simple rules.
import { i18n, type MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { QUIZ_QUESTIONS, type QuestionId, type QuizAnswers, type QuizOption } from "./wellness-questions.ts";

export interface PlanAction {
  area: QuestionId;
  title: string;
  text: string;
}

export interface WellnessPlan {
  actions: PlanAction[];
  /** Names of the areas that are already going well. */
  strengths: string[];
}

const AREA_TITLES: Record<QuestionId, MessageDescriptor> = {
  sleep: msg`Sleep`,
  movement: msg`Movement`,
  connection: msg`Connection`,
  stress: msg`Stress`,
  screens: msg`Screen time`,
  nature: msg`Nature`,
  purpose: msg`Joy and meaning`,
  help: msg`Support`,
};

// Actions for an area that needs care, by the chosen option.
const CARE: Record<QuestionId, Record<string, MessageDescriptor>> = {
  sleep: {
    under5: msg`Aim for 7 hours. Pick a bedtime that allows it, and keep it on at least 5 nights this week. Dim screens 30 minutes before.`,
    "5to6": msg`Move your bedtime 20 minutes earlier on at least 5 nights this week.`,
    irregular: msg`Wake up at the same time on at least 5 days this week, even after a late night.`,
  },
  movement: {
    rarely: msg`Take a 10-minute walk on 3 days this week. Right after a meal is an easy time.`,
    "1to2": msg`Add one more active day this week: a 20-minute walk, some yoga or dancing at home.`,
  },
  connection: {
    rarely: msg`Message or call one person you trust this week and ask how they are. A short chat is enough.`,
    sometimes: msg`Plan one unhurried chat or meal with someone you like this week.`,
  },
  stress: {
    very: msg`Take 2 minutes of slow breathing every day this week (the Saathi breathing tool can guide you), and write down what is weighing on you.`,
    often: msg`Pick one daily pause this week: 2 minutes of slow breathing or a short walk when stress builds up.`,
    some: msg`Notice when stress shows up this week, and write down one thing that helped it pass.`,
  },
  screens: {
    "5plus": msg`Keep your phone out of reach for the first and last 30 minutes of each day this week.`,
    "3to5": msg`Choose one hour each evening this week without social media.`,
  },
  nature: {
    rarely: msg`Spend 15 minutes outdoors or near plants on 3 days this week. A balcony, a terrace or a park all count.`,
    weekly: msg`Add one more short walk outside this week, and notice the sky, trees or birds on the way.`,
  },
  purpose: {
    rarely: msg`Set aside 30 minutes twice this week for something you enjoy, just for you: music, cooking, drawing, prayer or a hobby.`,
    sometimes: msg`Write down three things that give you meaning, and make time for one of them this week.`,
  },
  help: {
    alone: msg`Save Tele-MANAS (14416) in your phone and write down the name of one person you could reach out to on a hard day.`,
    unsure: msg`Save Tele-MANAS (14416) in your phone, and think of one person or counsellor you could talk to. You do not have to decide today.`,
  },
};

// Actions for an area already going well: keep it, gently.
const KEEP: Record<QuestionId, MessageDescriptor> = {
  sleep: msg`Keep protecting your sleep this week, and notice one thing that helps you rest well.`,
  movement: msg`Keep your active days going, and try one new kind of movement just for fun.`,
  connection: msg`Keep talking to your people, and thank one of them this week for being there.`,
  stress: msg`Write down what helps you stay calm, so you can return to it on busy days.`,
  screens: msg`Keep your healthy screen habits, and try one phone-free meal each day.`,
  nature: msg`Keep your time outdoors, and try noticing five things you can see and hear while you are there.`,
  purpose: msg`Keep making time for what matters to you, and share it with someone this week.`,
  help: msg`Keep reaching out when things are hard, and save Tele-MANAS (14416) in your phone just in case.`,
};

// Which area comes first when two need the same amount of care.
const PRIORITY: readonly QuestionId[] = [
  "help",
  "sleep",
  "stress",
  "connection",
  "movement",
  "purpose",
  "screens",
  "nature",
];

export const PLAN_MIN = 3;
export const PLAN_MAX = 5;

/**
 * The plan for these answers: the areas most in need first (at most 5), topped up to 3 with keep-ups.
 * Its words are in the language shown now, or through `translate` (the PDF's language).
 */
export function buildWellnessPlan(
  answers: QuizAnswers,
  translate: (text: MessageDescriptor) => string = (text) => i18n._(text),
): WellnessPlan {
  const rated = QUIZ_QUESTIONS.map((q) => {
    const chosen = q.options.find((o) => o.key === answers[q.id]);
    if (!chosen) throw new Error(`No answer for ${q.id}`);
    const best = Math.max(...q.options.map((o: QuizOption) => o.score));
    return { id: q.id, option: chosen, need: (best - chosen.score) / best };
  });
  const rank = (id: QuestionId) => PRIORITY.indexOf(id);
  const needing = rated
    .filter((r) => r.need > 0 && CARE[r.id][r.option.key])
    .sort((a, b) => b.need - a.need || rank(a.id) - rank(b.id));
  const well = rated.filter((r) => r.need === 0).sort((a, b) => rank(a.id) - rank(b.id));

  const actions: PlanAction[] = needing.slice(0, PLAN_MAX).map((r) => ({
    area: r.id,
    title: translate(AREA_TITLES[r.id]),
    text: translate(CARE[r.id][r.option.key] as MessageDescriptor),
  }));
  for (const r of well) {
    if (actions.length >= PLAN_MIN) break;
    actions.push({ area: r.id, title: translate(AREA_TITLES[r.id]), text: translate(KEEP[r.id]) });
  }
  return { actions, strengths: well.map((r) => translate(AREA_TITLES[r.id])) };
}
