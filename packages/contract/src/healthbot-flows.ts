// Health Bot flows, part 1: the home menu, mood check-in, box breathing, 5-4-3-2-1
// grounding, the thought record and behavioural activation. Written by the team from standard CBT
// self-help practice; each flow ends by offering a next step. Part 2: healthbot-flows-more.ts.
import {
  type BotFlow,
  HEALTHBOT_TEXT,
  HEALTHBOT_TOPIC_TEXT,
  type HealthbotFlowId,
  type HealthbotTopic,
} from "./healthbot.ts";
import { MORE_FLOWS } from "./healthbot-flows-more.ts";

const TOPIC = HEALTHBOT_TOPIC_TEXT;

export const HEALTHBOT_FLOW_TEXT = {
  done: "Done",
  next: "Next",
  okay: "All right",
  notNow: "Not now",
  // Mood
  moodAsk: "How are you feeling right now?",
  good: "Good",
  okayish: "Okay-ish",
  low: "Low",
  anxious: "Anxious",
  angry: "Angry",
  moodGood: "That's lovely to hear. Noticing good moments helps them last.",
  moodOkay: "Thanks for checking in. Okay-ish days count too.",
  moodLow: "I'm sorry today feels heavy. Would a small step help?",
  moodAnxious: "Anxiety can feel like a storm in the body. Slowing the breath or using the senses can calm it.",
  moodAngry: "Anger often points at something that matters to you. Cooling the body first can help.",
  planSmallThing: "Plan one small thing",
  beKind: "Be kind to myself",
  breatheWithMe: "Breathe with me",
  groundMe: "Ground me",
  justNoteIt: "Just note it",
  moodEnd: "Thank you for checking in with yourself. Here is something you could do next.",
  // Box breathing
  boxIntro: "Let's do box breathing: in for 4, hold for 4, out for 4, hold for 4.",
  boxReady: "Sit comfortably and let your shoulders drop. Ready?",
  ready: "Ready",
  boxRound: "Breathe in… 2, 3, 4. Hold… 2, 3, 4. Breathe out… 2, 3, 4. Hold… 2, 3, 4.",
  again: "Again",
  boxAgain: "Once more, slowly. Notice the air a little cooler on the way in and warmer on the way out.",
  howNow: "How do you feel now?",
  calmer: "Calmer",
  same: "About the same",
  boxEnd: "Well done. The breathing tool can guide you with a timer whenever you need it.",
  // Grounding
  groundIntro: "Let's come back to the here and now, one sense at a time.",
  ground5: "Look around and name 5 things you can see.",
  ground4: "Now 4 things you can touch. Notice how they feel.",
  ground3: "3 things you can hear, near or far.",
  ground2: "2 things you can smell, or two smells you like.",
  ground1: "1 thing you can taste, or one kind word for yourself.",
  groundEnd: "Well done. Your mind came back to the present, one sense at a time.",
  // Thought record
  trIntro: "A thought record helps you look at a thought instead of through it.",
  trSituation: "What happened? Describe the situation in a line.",
  trThought: "What went through your mind?",
  trFeeling: "What did you feel, and how strongly?",
  trFor: "What supports that thought?",
  trAgainst: "What doesn't fit that thought? What would you tell a friend who thought it?",
  trBalanced: "Putting both sides together, what is a more balanced thought?",
  trSaveAsk: "Well done: that takes effort. Would you like to save this thought record to your journal?",
  saveToJournal: "Save to my journal",
  noThanks: "No, thanks",
  trSaved: "Saved to your journal. You can read it again whenever the thought comes back.",
  trEnd: "A balanced thought may feel strange at first. It grows stronger each time you come back to it.",
  // Behavioural activation
  baIntro:
    "When we feel low, we often do less, and doing less can make us feel lower. One small, doable thing can turn it.",
  baAsk: "What is one small thing you could do today? For example a 10-minute walk, calling a friend, or making tea.",
  baWhen: "Good choice. When will you do it?",
  morning: "Morning",
  afternoon: "Afternoon",
  evening: "Evening",
  baEnd: "I'll ask how it went next time you visit. Small steps count.",
  baCheckin: "Earlier you planned: {plan}. How did it go?",
  didIt: "I did it",
  notYet: "Not yet",
  baDid: "That's wonderful. Notice how you felt afterwards: that feeling is worth remembering.",
  baNotYet: "That's okay. Sometimes the first step needs to be smaller. Shall we plan again?",
  planAgain: "Plan again",
  notToday: "Not today",
  baRest: "Rest is allowed too. Be gentle with yourself today.",
} as const;
const F = HEALTHBOT_FLOW_TEXT;

const menuReplies = (Object.keys(TOPIC) as HealthbotTopic[]).map((id) => ({ id, label: TOPIC[id], to: `flow:${id}` }));

const home: BotFlow = {
  id: "home",
  title: HEALTHBOT_TEXT.title,
  start: "welcome",
  nodes: {
    welcome: {
      say: [HEALTHBOT_TEXT.hello, HEALTHBOT_TEXT.whatIAm, HEALTHBOT_TEXT.whatNow],
      replies: menuReplies,
    },
    menu: {
      say: [HEALTHBOT_TEXT.whatNext],
      // `checkin` shows only while a plan waits (the server hides it otherwise).
      replies: [{ id: "checkin", label: HEALTHBOT_TEXT.checkin, to: "flow:activation#checkin" }, ...menuReplies],
    },
  },
};

const mood: BotFlow = {
  id: "mood",
  title: TOPIC.mood,
  start: "start",
  nodes: {
    start: {
      say: [F.moodAsk],
      replies: [
        { id: "good", label: F.good, to: "good" },
        { id: "okay", label: F.okayish, to: "okay" },
        { id: "low", label: F.low, to: "low" },
        { id: "anxious", label: F.anxious, to: "anxious" },
        { id: "angry", label: F.angry, to: "angry" },
      ],
    },
    good: { say: [F.moodGood], replies: [{ id: "next", label: F.next, to: "end" }] },
    okay: { say: [F.moodOkay], replies: [{ id: "next", label: F.next, to: "end" }] },
    low: {
      say: [F.moodLow],
      replies: [
        { id: "plan", label: F.planSmallThing, to: "flow:activation" },
        { id: "kind", label: F.beKind, to: "flow:self-compassion" },
        { id: "note", label: F.justNoteIt, to: "end" },
      ],
    },
    anxious: {
      say: [F.moodAnxious],
      replies: [
        { id: "breathe", label: F.breatheWithMe, to: "flow:breathing" },
        { id: "ground", label: F.groundMe, to: "flow:grounding" },
        { id: "note", label: F.justNoteIt, to: "end" },
      ],
    },
    angry: {
      say: [F.moodAngry],
      replies: [
        { id: "breathe", label: F.breatheWithMe, to: "flow:breathing" },
        { id: "note", label: F.justNoteIt, to: "end" },
      ],
    },
    end: { say: [F.moodEnd], end: ["journal", "breathing", "test"] },
  },
};

const breathing: BotFlow = {
  id: "breathing",
  title: TOPIC.breathing,
  start: "start",
  nodes: {
    start: {
      say: [F.boxIntro, F.boxReady],
      replies: [
        { id: "ready", label: F.ready, to: "round" },
        { id: "later", label: F.notNow, to: "end" },
      ],
    },
    round: {
      say: [F.boxRound],
      replies: [
        { id: "again", label: F.again, to: "again" },
        { id: "done", label: F.done, to: "check" },
      ],
    },
    again: { say: [F.boxAgain, F.boxRound], replies: [{ id: "done", label: F.done, to: "check" }] },
    check: {
      say: [F.howNow],
      replies: [
        { id: "calmer", label: F.calmer, to: "end" },
        { id: "same", label: F.same, to: "end" },
      ],
    },
    end: { say: [F.boxEnd], end: ["breathing", "journal"] },
  },
};

const step = (say: string[], to: string) => ({ say, replies: [{ id: "done", label: F.done, to }] });

const grounding: BotFlow = {
  id: "grounding",
  title: TOPIC.grounding,
  start: "see",
  nodes: {
    see: step([F.groundIntro, F.ground5], "touch"),
    touch: step([F.ground4], "hear"),
    hear: step([F.ground3], "smell"),
    smell: step([F.ground2], "taste"),
    taste: step([F.ground1], "end"),
    end: { say: [F.groundEnd], end: ["breathing", "journal"] },
  },
};

/** The thought record's answers, in order: what 'Save to my journal' writes. */
export const THOUGHT_RECORD_KEYS = ["situation", "thought", "feeling", "evidenceFor", "evidenceAgainst", "balanced"];

const thoughtRecord: BotFlow = {
  id: "thought-record",
  title: TOPIC["thought-record"],
  start: "situation",
  nodes: {
    situation: { say: [F.trIntro, F.trSituation], ask: { key: "situation", to: "thought" } },
    thought: { say: [F.trThought], ask: { key: "thought", to: "feeling" } },
    feeling: { say: [F.trFeeling], ask: { key: "feeling", to: "for" } },
    for: { say: [F.trFor], ask: { key: "evidenceFor", to: "against" } },
    against: { say: [F.trAgainst], ask: { key: "evidenceAgainst", to: "balanced" } },
    balanced: { say: [F.trBalanced], ask: { key: "balanced", to: "save" } },
    save: {
      say: [F.trSaveAsk],
      replies: [
        { id: "save", label: F.saveToJournal, to: "saved", effect: "saveThoughtRecord" },
        { id: "skip", label: F.noThanks, to: "end" },
      ],
    },
    saved: { say: [F.trSaved], end: ["journal", "expert"] },
    end: { say: [F.trEnd], end: ["journal", "expert"] },
  },
};

const activation: BotFlow = {
  id: "activation",
  title: TOPIC.activation,
  start: "plan",
  nodes: {
    plan: { say: [F.baIntro, F.baAsk], ask: { key: "plan", to: "when", remember: true } },
    when: {
      say: [F.baWhen],
      replies: [
        { id: "morning", label: F.morning, to: "end" },
        { id: "afternoon", label: F.afternoon, to: "end" },
        { id: "evening", label: F.evening, to: "end" },
      ],
    },
    end: { say: [F.baEnd], end: ["journal", "breathing"] },
    checkin: {
      say: [F.baCheckin],
      replies: [
        { id: "did", label: F.didIt, to: "did", effect: "clearPlan" },
        { id: "notyet", label: F.notYet, to: "notyet", effect: "clearPlan" },
      ],
    },
    did: { say: [F.baDid], end: ["journal"] },
    notyet: {
      say: [F.baNotYet],
      replies: [
        { id: "again", label: F.planAgain, to: "plan" },
        { id: "rest", label: F.notToday, to: "rest" },
      ],
    },
    rest: { say: [F.baRest], end: ["journal", "breathing"] },
  },
};

export const HEALTHBOT_FLOWS: Readonly<Record<HealthbotFlowId, BotFlow>> = {
  home,
  mood,
  breathing,
  grounding,
  "thought-record": thoughtRecord,
  activation,
  ...MORE_FLOWS,
};
