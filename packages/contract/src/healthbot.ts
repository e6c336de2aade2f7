// Health Bot: a scripted self-help companion. Every line is written by the team (no
// generative model); the flows are data (healthbot-flows*.ts) run as XState machines on the server,
// which keeps the conversation and its current node in the member's account. Texts travel in English
// (their catalog id) and the web shows them with tx().
import { z } from "zod";

export const HEALTHBOT_FLOW_IDS = [
  "home",
  "mood",
  "breathing",
  "grounding",
  "thought-record",
  "activation",
  "worry-time",
  "sleep",
  "self-compassion",
  "first-session",
  "phq9",
] as const;
export type HealthbotFlowId = (typeof HEALTHBOT_FLOW_IDS)[number];
/** The flows a member chooses (all but the home menu). */
export type HealthbotTopic = Exclude<HealthbotFlowId, "home">;

/** The flows' names on the menu. */
export const HEALTHBOT_TOPIC_TEXT: Record<HealthbotTopic, string> = {
  mood: "Check in on my mood",
  breathing: "Box breathing",
  grounding: "5-4-3-2-1 grounding",
  "thought-record": "Untangle a thought",
  activation: "Plan one small thing",
  "worry-time": "Worry time",
  sleep: "Wind down for sleep",
  "self-compassion": "Be kind to myself",
  "first-session": "Prepare for my first session",
  phq9: "What is PHQ-9 telling me?",
};
/**
 * What typed words are about (the language module's readIntent): a flow, `person` (asks for a human:
 * a counsellor, a therapist, someone to talk to, a buddy), `greeting` (hi, namaste, thanks) or `unknown`.
 */
export const BOT_INTENTS = [
  ...(Object.keys(HEALTHBOT_TOPIC_TEXT) as HealthbotTopic[]),
  "person",
  "greeting",
  "unknown",
] as const;
export type BotIntent = HealthbotTopic | "person" | "greeting" | "unknown";
export interface IntentReading {
  intent: BotIntent;
  /** The best intent's share of the reading, 0-1. */
  share: number;
  /** Every intent the reading considered, likeliest first. */
  ranked: { intent: BotIntent; share: number }[];
}

/** Where a flow's end leads: the tools and pages of Saathi. */
export const HEALTHBOT_NEXT_STEP_TEXT = {
  breathing: "Open the breathing tool",
  journal: "Write in my journal",
  expert: "Find an expert",
  test: "Take a test",
  booking: "See my sessions",
  buddy: "Message a buddy",
} as const;
export type HealthbotNextStep = keyof typeof HEALTHBOT_NEXT_STEP_TEXT;
export const HEALTHBOT_NEXT_STEP_PATHS: Record<HealthbotNextStep, string> = {
  breathing: "/breathing-tool",
  journal: "/daily-journal",
  expert: "/expert",
  test: "/test",
  booking: "/booking",
  buddy: "/chat",
};

/**
 * A quick reply. `to` is a node of the same flow, `menu` (the home menu), `flow:<id>` /
 * `flow:<id>#<node>` (another flow), `person` (the offer of a person) or `safety` (the safety check).
 * `effect` asks the server to do something first.
 */
export interface BotReply {
  id: string;
  label: string;
  to: string;
  effect?: "saveThoughtRecord" | "clearPlan";
}

/** One step of a flow: lines the bot says, then quick replies, a typed answer, or the end. */
export interface BotNode {
  say: readonly string[];
  replies?: readonly BotReply[];
  /** The member types an answer (kept under `key` for the flow); `remember` keeps it for a later visit. */
  ask?: { key: string; to: string; remember?: boolean };
  /** An end of the flow, offering these next steps. */
  end?: readonly HealthbotNextStep[];
}

export interface BotFlow {
  id: HealthbotFlowId;
  /** The flow's name on the menu. */
  title: string;
  start: string;
  nodes: Readonly<Record<string, BotNode>>;
}

/** Words of the bot itself: the first screen, the menu, not understood, and the safety check. */
export const HEALTHBOT_TEXT = {
  title: "Health Bot",
  hello: "Hi, I'm Saathi's Health Bot. I can walk you through short exercises that many people find helpful.",
  whatIAm:
    "I'm a self-help tool with lines written by our team. I'm not a therapist and I'm not for emergencies. If you are in danger, call Tele-MANAS 14416 or KIRAN 1800-599-0019.",
  whatNow: "What would you like to do?",
  whatNext: "What would you like to do now?",
  notUnderstood: "I'm a simple bot and I may not understand everything. Please pick one of the buttons.",
  /** Nothing fits: the three likeliest flows follow as quick replies. */
  notUnderstoodGuess: "I'm a simple bot and I may not understand everything. Is it about one of these?",
  greeting: "Hello, it's good to hear from you. I'm here whenever you want to try something together.",
  /** A whole message of leave-taking ("bye, take care", "gn"). */
  goodbye: "Take care. I'm here whenever you want to talk or try something again.",
  /** A whole message of thanks. */
  thanks: "You're welcome. I'm here whenever you want to try something again.",
  sameFlow: "We're on that together now. Let's carry on from here.",
  // Someone asked for a person.
  personOffer:
    "Talking to a person can really help. Here is the earliest time an expert is free, or you can message a buddy on Saathi.",
  personNoSlot:
    "Talking to a person can really help. No expert has a free time in the next two weeks, but you can see who is available or message a buddy on Saathi.",
  switching: "That sounds like something we can work on together. Let's try this.",
  backToMenu: "Back to the menu",
  checkin: "Check in on my plan",
  answerTooLong: "Please keep it shorter (at most {max} characters).",
  notAvailable: "That choice isn't available any more.",
  // The safety check (a crisis message, or 'help').
  pause: "I'm going to pause here, because your safety matters most. You don't have to go through this alone.",
  askSafeNow: "Are you safe right now?",
  askStaySafe: "Can you keep yourself safe until you talk to someone: a helpline, an expert or a person you trust?",
  unsafe:
    "Thank you for telling me. Please call one of these helplines now: they are free and there day and night. You can also book the earliest time with an expert, or message a buddy.",
  stillHere: "I'm still here. When you have talked to someone, I can ask you again.",
  safe: "I'm glad you're safe. The helplines stay here if you need them.",
  /** After a check begun by typed words closes as safe: the practice those words were surely about is offered first. */
  afterSafe: "If you'd like, we can try something together now.",
  /** "pata nahi", "maybe": doubt is treated with care, as not safe for now. */
  unsure: "It's okay not to be sure. When you aren't sure, it's best to reach out to someone now.",
  /** Words that are no answer to a safety question. */
  askAgain: "I want to be sure I understand you. You can answer yes, no, or not sure.",
  /** Someone else is hurting or threatening the writer. */
  danger: "What you describe sounds frightening, and it is not your fault. Your safety comes first.",
  yes: "Yes",
  no: "No",
  talkedToSomeone: "I've talked to someone",
  // The gentle answer (concern: hopelessness, a passive wish): warm words, the helplines, a suggestion.
  gentleHeavy: "That sounds really heavy. Thank you for telling me.",
  gentleNotAlone:
    "You don't have to carry it alone. If it ever feels like too much, the people at these helplines listen, free, day and night.",
  gentleOffer: "Would you like to try something small together, or talk to a person?",
  talkToPerson: "Talk to a person",
  /**
   * After the usual answer to words the crisis model reads as none but near its line (the bot's lower
   * bar): beside the gentle helpline card, without presuming a crisis.
   */
  helplinesBeside: "If things ever feel like too much, the people at these helplines listen, free, day and night.",
  /** Starts the safety check at "Are you safe right now?". */
  notSafe: "I don't feel safe",
} as const;
const T = HEALTHBOT_TEXT;

/** The safety check every flow can enter (on risk, or 'help'). One 'no' leads to `unsafe`, which only a fresh check leaves. */
export const SAFETY_NODES: Readonly<Record<"ask1" | "ask2" | "unsafe" | "safe", BotNode>> = {
  ask1: {
    say: [T.pause, T.askSafeNow],
    replies: [
      { id: "yes", label: T.yes, to: "ask2" },
      { id: "no", label: T.no, to: "unsafe" },
    ],
  },
  ask2: {
    say: [T.askStaySafe],
    replies: [
      { id: "yes", label: T.yes, to: "safe" },
      { id: "no", label: T.no, to: "unsafe" },
    ],
  },
  unsafe: {
    say: [T.unsafe, T.stillHere],
    replies: [{ id: "recheck", label: T.talkedToSomeone, to: "ask1" }],
  },
  safe: { say: [T.safe], replies: [{ id: "menu", label: T.backToMenu, to: "menu" }] },
};

/**
 * The bot's own nodes outside the flows and the safety check ("care.<node>"). `gentle` answers a
 * concern reading (hopelessness, a passive wish): warm words beside the gentle helpline card, the
 * suggested flow first (added by the server for that turn), a person, and an easy way into the
 * safety check. `to: "person"` makes the offer of a person; `to: "safety"` starts the safety check.
 */
export const CARE_NODES: Readonly<Record<"gentle", BotNode>> = {
  gentle: {
    say: [T.gentleHeavy, T.gentleNotAlone, T.gentleOffer],
    replies: [
      { id: "person", label: T.talkToPerson, to: "person" },
      { id: "not-safe", label: T.notSafe, to: "safety" },
      { id: "menu", label: T.backToMenu, to: "menu" },
    ],
  },
};

/**
 * Which card the web shows beside the conversation: `gentle` (the helplines with a calm heading, after
 * a concern reading, or for one turn beside the usual answer to a none reading over the bot's bar), `crisis` (the safety check's helpline card), `danger` (112, 181, 1098), or none.
 */
export const HEALTHBOT_CARE = ["none", "gentle", "crisis", "danger"] as const;
export type HealthbotCare = (typeof HEALTHBOT_CARE)[number];

/** Longest typed message. */
export const HEALTHBOT_TEXT_MAX = 1000;
/** Messages of the history answered by GET /api/healthbot (the newest). */
export const HEALTHBOT_HISTORY_LIMIT = 100;

export const healthbotSendSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("reply"), id: z.string().min(1).max(64) }),
  z.object({ type: z.literal("text"), text: z.string().trim().min(1).max(HEALTHBOT_TEXT_MAX) }),
  /** The page's 'Get help now' button: the safety check at once. */
  z.object({ type: z.literal("help") }),
  /**
   * A link that names a flow (`/healthbot?flow=<id>`, such as homework from a counsellor): that flow
   * starts at once. An id that is no flow a member can choose is 404; the safety check is never left this way.
   */
  z.object({ type: z.literal("start"), flow: z.string().trim().min(1).max(64) }),
]);
export type HealthbotSend = z.infer<typeof healthbotSendSchema>;

export const healthbotMessageSchema = z.object({
  id: z.string(),
  from: z.enum(["bot", "member"]),
  /** Bot lines and reply labels are catalog texts (English ids); a member's typed words are not. */
  text: z.string(),
  catalog: z.boolean(),
  values: z.record(z.string(), z.string()).nullable(),
  createdAt: z.string(),
});
export type HealthbotMessage = z.infer<typeof healthbotMessageSchema>;

/** The earliest bookable time of a listed expert (GET /api/safety/help's answer). */
export const healthbotExpertSlotSchema = z.object({
  expertId: z.string(),
  /** What /expert/booking?expert= takes (username or id). */
  handle: z.string(),
  displayName: z.string(),
  startsAt: z.string(),
});

export const healthbotViewSchema = z.object({
  flow: z.enum(HEALTHBOT_FLOW_IDS),
  node: z.string(),
  /** The safety check is on: the web shows the helpline card. */
  crisis: z.boolean(),
  /** The check began for danger from someone else: the web shows the emergency numbers (112, 181, 1098) instead. */
  danger: z.boolean(),
  /**
   * The check began for a risk read beside danger from someone else: the helpline card offers no
   * "Tell {name}" (the person named may be the one who hurts them).
   */
  othersDanger: z.boolean().optional(),
  /**
   * The card to show (`crisis` and `danger` say the same as the two booleans; `gentle` is the calm
   * helpline card after a concern reading). Always sent; optional so a view saved before it existed still reads.
   */
  care: z.enum(HEALTHBOT_CARE).optional(),
  /** The member asked for a person: the earliest expert time (null when none is free) and a buddy. */
  offer: z.object({ earliest: healthbotExpertSlotSchema.nullable() }).nullable(),
  replies: z.array(z.object({ id: z.string(), label: z.string() })),
  /** The bot waits for a typed answer. */
  ask: z.boolean(),
  next: z.array(z.object({ step: z.string(), label: z.string(), to: z.string() })),
  messages: z.array(healthbotMessageSchema),
});
export type HealthbotView = z.infer<typeof healthbotViewSchema>;
