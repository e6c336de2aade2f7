// Health Bot flows, part 2: worry time, sleep wind-down, self-compassion, preparing for a
// first session with an expert, and what PHQ-9 is telling me. Part 1: healthbot-flows.ts.
import { type BotFlow, HEALTHBOT_TOPIC_TEXT as TOPIC } from "./healthbot.ts";

export const HEALTHBOT_FLOW_MORE_TEXT = {
  done: "Done",
  next: "Next",
  okay: "All right",
  gotIt: "Got it",
  yes: "Yes",
  no: "No",
  // Worry time
  wtIntro: "Worry time means giving worries a set time each day, so they don't take the whole day.",
  wtAsk: "What is on your mind? Write the worry in a few words.",
  wtCanAct: "Is this something you can do something about now?",
  wtAct: "Then pick one small step you could take, and when. Doing something usually shrinks a worry.",
  wtPark:
    "Let's park it. Choose 15 minutes later today as your worry time. If it comes back before then, tell it: 'Not now, at worry time.'",
  wtEnd: "Worries are easier to carry once they are written down. Your journal is a good parking place.",
  // Sleep
  slIntro: "Let's wind down for sleep. First, turn your screen's brightness down and take one slow breath.",
  slBody:
    "Relax your body from the top: forehead, jaw, shoulders, hands, belly, legs. Let each part feel heavy and warm.",
  slMind: "If your thoughts are busy, you could write them down for tomorrow, or picture a calm place.",
  writeThemDown: "Write them down",
  calmPlace: "Picture a calm place",
  slPlace:
    "Imagine the place: what you see, hear and feel there. Stay a while. If sleep doesn't come in about 20 minutes, get up and do something quiet until you feel sleepy.",
  slWrite: "Writing them down tells your mind they are safe until morning.",
  slEnd: "Sleep well. Waking up at the same time every day helps sleep the most.",
  // Self-compassion
  scIntro: "Let's be kind to yourself for a moment.",
  scAsk: "What are you being hard on yourself about?",
  scFriend: "If a close friend told you this, what would you say to them?",
  scPhrase:
    "Now try saying to yourself: 'This is a hard moment. Everyone struggles sometimes. May I be kind to myself.' Put a hand on your heart if that feels right.",
  saidIt: "I said it",
  feltHard: "It felt hard",
  scHard: "That's common at first. Kindness towards ourselves is a skill, and it grows with practice.",
  scEnd: "You deserve the same kindness you give others.",
  // First session
  fsIntro: "Feeling nervous before a first session is normal. Let's prepare together.",
  fsAsk: "What would you most like help with?",
  fsExpect:
    "In a first session the expert mostly listens and asks about you. You can share at your own pace, and it's fine to say 'I'm not ready to talk about that yet.'",
  fsQuestions: "You could ask them how they work, how many sessions people usually have, and what stays private.",
  fsEnd: "Write down what you want to say and keep it with you for the session. You've already taken a brave step.",
  // PHQ-9
  phIntro:
    "The PHQ-9 is a short questionnaire about the last two weeks. It is a screening, not a diagnosis. Have you taken it?",
  phScores: "Scores run from 0 to 27: 0-4 minimal, 5-9 mild, 10-14 moderate, 15-19 moderately severe, 20-27 severe.",
  phMeaning:
    "A higher score means the symptoms are affecting your days more. From 10 upwards, talking to an expert is a good idea.",
  phQ9: "The last question asks about thoughts of hurting yourself. If you answered anything but 'not at all', please talk to someone today.",
  phNotTaken: "It takes about two minutes, and your score comes with what it means.",
  phEnd: "You can take it again every two weeks to see how things are changing.",
} as const;
const F = HEALTHBOT_FLOW_MORE_TEXT;

const worry: BotFlow = {
  id: "worry-time",
  title: TOPIC["worry-time"],
  start: "start",
  nodes: {
    start: { say: [F.wtIntro, F.wtAsk], ask: { key: "worry", to: "sort" } },
    sort: {
      say: [F.wtCanAct],
      replies: [
        { id: "yes", label: F.yes, to: "act" },
        { id: "no", label: F.no, to: "park" },
      ],
    },
    act: { say: [F.wtAct], replies: [{ id: "ok", label: F.gotIt, to: "end" }] },
    park: { say: [F.wtPark], replies: [{ id: "ok", label: F.okay, to: "end" }] },
    end: { say: [F.wtEnd], end: ["journal", "breathing"] },
  },
};

const sleep: BotFlow = {
  id: "sleep",
  title: TOPIC.sleep,
  start: "start",
  nodes: {
    start: { say: [F.slIntro], replies: [{ id: "done", label: F.done, to: "body" }] },
    body: { say: [F.slBody], replies: [{ id: "done", label: F.done, to: "mind" }] },
    mind: {
      say: [F.slMind],
      replies: [
        { id: "write", label: F.writeThemDown, to: "write" },
        { id: "place", label: F.calmPlace, to: "place" },
      ],
    },
    write: { say: [F.slWrite], end: ["journal", "breathing"] },
    place: { say: [F.slPlace], replies: [{ id: "ok", label: F.okay, to: "end" }] },
    end: { say: [F.slEnd], end: ["breathing", "journal"] },
  },
};

const selfCompassion: BotFlow = {
  id: "self-compassion",
  title: TOPIC["self-compassion"],
  start: "start",
  nodes: {
    start: { say: [F.scIntro, F.scAsk], ask: { key: "struggle", to: "friend" } },
    friend: { say: [F.scFriend], ask: { key: "kindWords", to: "phrase" } },
    phrase: {
      say: [F.scPhrase],
      replies: [
        { id: "said", label: F.saidIt, to: "end" },
        { id: "hard", label: F.feltHard, to: "hard" },
      ],
    },
    hard: { say: [F.scHard], replies: [{ id: "next", label: F.next, to: "end" }] },
    end: { say: [F.scEnd], end: ["journal", "expert"] },
  },
};

const firstSession: BotFlow = {
  id: "first-session",
  title: TOPIC["first-session"],
  start: "start",
  nodes: {
    start: { say: [F.fsIntro, F.fsAsk], ask: { key: "goal", to: "expect" } },
    expect: { say: [F.fsExpect], replies: [{ id: "ok", label: F.okay, to: "questions" }] },
    questions: { say: [F.fsQuestions], replies: [{ id: "ok", label: F.gotIt, to: "end" }] },
    end: { say: [F.fsEnd], end: ["expert", "booking", "journal"] },
  },
};

const phq9: BotFlow = {
  id: "phq9",
  title: TOPIC.phq9,
  start: "start",
  nodes: {
    start: {
      say: [F.phIntro],
      replies: [
        { id: "yes", label: F.yes, to: "scores" },
        { id: "no", label: F.no, to: "notTaken" },
      ],
    },
    scores: { say: [F.phScores], replies: [{ id: "next", label: F.next, to: "meaning" }] },
    meaning: { say: [F.phMeaning, F.phQ9], replies: [{ id: "ok", label: F.okay, to: "end" }] },
    notTaken: { say: [F.phNotTaken], end: ["test"] },
    end: { say: [F.phEnd], end: ["test", "expert"] },
  },
};

export const MORE_FLOWS = {
  "worry-time": worry,
  sleep,
  "self-compassion": selfCompassion,
  "first-session": firstSession,
  phq9,
} as const;
