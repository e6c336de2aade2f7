// The Health Bot's rules, pure: what counts as asking for help, which quick replies a
// node offers now, which reply a typed word means, where a reply leads, and where typed words go
// (the crisis check first: risk and above to the safety check, concern to the gentle answer; then the
// safety check's answers, the node's own replies, then what the words are about).
import type {
  BotIntent,
  BotNode,
  BotReply,
  HealthbotFlowId,
  HealthbotTopic,
  IntentReading,
} from "@saathi/contract/healthbot";
import { HEALTHBOT_FLOW_IDS, HEALTHBOT_TEXT, HEALTHBOT_TOPIC_TEXT } from "@saathi/contract/healthbot";
import { type CrisisLevel, type CrisisReading, onlyGoodbyeSignals, type SafetyAnswer } from "../language/index.ts";
import { asksAboutBot, greetsBot, saysGoodbye, thanksBot } from "./healthbot-about.ts";
import { asksForHelp, saysNotSafe } from "./healthbot-cries.ts";
import { fold } from "./healthbot-fold.ts";
import { asksForPerson, personAsk } from "./healthbot-person.ts";
import { practiceAskedFor, practiceRule } from "./healthbot-practice.ts";

/** Typed words that mean a yes or a no reply. */
const YES = new Set(["yes", "y", "yeah", "yep", "ok", "okay", "haan", "han", "ha", "ji", "haan ji", "हाँ", "हां", "जी"]);
const NO = new Set(["no", "n", "nope", "nahi", "nahin", "na", "nhi", "नहीं", "ना", "नही"]);

const BACK_TO_MENU: BotReply = { id: "menu", label: HEALTHBOT_TEXT.backToMenu, to: "menu" };
/** The way into the safety check at "Are you safe right now?", as the gentle answer offers it. */
const NOT_SAFE: BotReply = { id: "not-safe", label: HEALTHBOT_TEXT.notSafe, to: "safety" };

/** Keys of a conversation's answers that the bot keeps for itself, not the member's answers to a flow. */
export const BOT_KEYS = {
  /**
   * "danger" (or "others") while a safety check begun for danger from someone else is on; "gentle" for
   * one turn only when a none reading over the bot's bar shows the helplines beside its answer.
   */
  care: "@care",
  /** This turn only: the three likeliest flows offered after "I'm a simple bot…" (comma-separated). */
  guesses: "@try",
  /** This turn only: the offer of a person (the earliest expert time as JSON, or "none"). */
  offer: "@offer",
  /**
   * While a safety check begun by typed words is open: the practice those words were about ("how do i stop
   * being so hard on myself" read as risk), offered first when the check closes as safe (decision 041,
   * "After a check that closes as safe").
   */
  after: "@after",
} as const;

/** The answers without what was offered for one turn only (the helplines beside a none reading among them). */
export function withoutTurnKeys(answers: Record<string, string>): Record<string, string> {
  const { [BOT_KEYS.guesses]: _g, [BOT_KEYS.offer]: _o, ...rest } = answers;
  if (rest[BOT_KEYS.care] === "gentle") delete rest[BOT_KEYS.care];
  return rest;
}

/** Only the bot's own keys of the answers (kept for a minor whose words are not: they hold none of them). */
export function botKeysOf(answers: Record<string, string>): Record<string, string> {
  const keys = new Set<string>(Object.values(BOT_KEYS));
  return Object.fromEntries(Object.entries(answers).filter(([k]) => keys.has(k)));
}

/** The helplines beside a none reading over the bot's bar, this turn only. */
export const gentleBeside = (answers: Record<string, string>): boolean => answers[BOT_KEYS.care] === "gentle";

/** The flows offered after "I'm a simple bot…", as quick replies. */
export function guessReplies(answers: Record<string, string>): BotReply[] {
  const ids = (answers[BOT_KEYS.guesses] ?? "").split(",").filter((id): id is HealthbotTopic => isTopicId(id));
  return ids.map((id) => ({ id: `try-${id}`, label: HEALTHBOT_TOPIC_TEXT[id], to: `flow:${id}` }));
}

const isTopicId = (id: string): id is HealthbotTopic => Object.hasOwn(HEALTHBOT_TOPIC_TEXT, id);

/** The flow a link names, when it is one a member can choose (the home menu is not): null otherwise. */
export const linkedFlow = (id: string): HealthbotTopic | null => (isTopicId(id) ? id : null);

/**
 * What a member may tap now: the guessed or suggested flows first (when the bot guessed or suggested),
 * then the node's own replies; "Talk to a person" is left out while the offer of a person is on show;
 * "I don't feel safe" last while the helplines stand beside a none reading (unless the node has it).
 */
export function offeredReplies(node: BotNode, hasPlan: boolean, answers: Record<string, string>): readonly BotReply[] {
  const guesses = guessReplies(answers);
  const offered = Boolean(answers[BOT_KEYS.offer]);
  const own = visibleReplies(node, hasPlan).filter(
    (r) => !guesses.some((g) => g.to === r.to) && !(offered && r.to === "person"),
  );
  const notSafe = gentleBeside(answers) && !own.some((r) => r.to === "safety") ? [NOT_SAFE] : [];
  return [...guesses, ...own, ...notSafe];
}

/** The quick replies a node shows now: an end leads back to the menu; the plan check-in only while a plan waits. */
export function visibleReplies(node: BotNode, hasPlan: boolean): readonly BotReply[] {
  if (node.end) return [BACK_TO_MENU];
  return (node.replies ?? []).filter((r) => r.id !== "checkin" || hasPlan);
}

/** The reply a typed message means: its label typed out, or a yes/no word for a yes/no reply. */
export function replyForText(replies: readonly BotReply[], text: string): BotReply | null {
  const t = fold(text);
  const byLabel = replies.find((r) => fold(r.label) === t);
  if (byLabel) return byLabel;
  if (YES.has(t)) return replies.find((r) => r.id === "yes") ?? null;
  if (NO.has(t)) return replies.find((r) => r.id === "no") ?? null;
  return null;
}

export type Destination =
  | { kind: "menu" }
  /** The offer of a person (an expert's earliest time and a buddy), then the menu. */
  | { kind: "person" }
  /** The safety check, at "Are you safe right now?". */
  | { kind: "safety" }
  | { kind: "flow"; flow: HealthbotFlowId; node?: string }
  | { kind: "node"; node: string };

/** Where a reply's `to` leads. */
export function destination(to: string): Destination {
  if (to === "menu") return { kind: "menu" };
  if (to === "person") return { kind: "person" };
  if (to === "safety") return { kind: "safety" };
  if (to.startsWith("flow:")) {
    const [flow, node] = to.slice(5).split("#");
    if (!(HEALTHBOT_FLOW_IDS as readonly string[]).includes(flow!)) throw new Error(`unknown flow ${flow}`);
    return { kind: "flow", flow: flow as HealthbotFlowId, ...(node ? { node } : {}) };
  }
  return { kind: "node", node: to };
}

/** The values a line's {placeholders} take, from the flow's answers and the remembered plan. */
export function lineValues(
  line: string,
  answers: Record<string, string>,
  memory: { plan?: string | null },
): Record<string, string> | null {
  const names = [...line.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  if (names.length === 0) return null;
  const pool: Record<string, string> = { ...answers, plan: memory.plan ?? answers.plan ?? "" };
  return Object.fromEntries(names.map((n) => [n, pool[n] ?? ""]));
}

/** Where typed words go. */
export type TextRoute =
  /** Risk, imminent or danger (or concern inside the check): the helplines and the safety check (danger: its own numbers). */
  | { kind: "crisis"; danger: boolean }
  /**
   * Concern (hopelessness, a passive wish), outside the safety check: warm words, the gentle helpline
   * card, the suggested flow or a person, and "I don't feel safe" into the check.
   */
  | { kind: "concern"; suggestion: GentleSuggestion }
  /** "help", "please help me", "I don't feel safe": the safety check. */
  | { kind: "help" }
  /** The node waits for a typed answer. */
  | { kind: "answer" }
  /** One of the node's quick replies, typed (or yes/no/unsure read from the words at a safety question). */
  | { kind: "reply"; reply: BotReply; unsure?: boolean }
  /** In the safety check, words that answer nothing: ask again. */
  | { kind: "askAgain" }
  /** Another flow, or this one again from its end. */
  | { kind: "flow"; flow: HealthbotTopic }
  /** The flow the member is already in. */
  | { kind: "same" }
  /** An offer of a person: an expert's earliest time and a buddy. */
  | { kind: "person" }
  | { kind: "greeting" }
  /** "What can you do?", "tum kaun ho": what the bot is, and the menu. */
  | { kind: "about" }
  /** "bye, take care", "gn": the bot says goodbye (with the gentle card beside it when overCareBar says so). */
  | { kind: "goodbye" }
  /** "thank you", "thanku, ab better lag raha h": the bot says you're welcome, and the menu waits. */
  | { kind: "thanks" }
  /** Nothing fits: "I'm a simple bot…" with the three likeliest flows. */
  | { kind: "fallback"; suggestions: HealthbotTopic[] };

export interface TextTurn {
  text: string;
  crisis: CrisisLevel;
  /** The model's crisis share (crisisShareOf): a none reading at BOT_CARE_BAR or over shows the helplines beside its answer. */
  share?: number;
  flow: HealthbotFlowId;
  /** The node's path ("flow.<node>" or "safety.<node>") and data. */
  at: string;
  node: BotNode;
  /** The quick replies the node shows now. */
  replies: readonly BotReply[];
  intent: IntentReading;
  safety: SafetyAnswer | null;
  /** The crisis reading's signals (readCrisis): a goodbye read as a crisis by its goodbye words alone is still a goodbye. */
  signals?: readonly string[];
  /** The crisis reading asks for or describes a means. */
  means?: boolean;
  /**
   * The last 24 hours held a crisis or concern: the bot began a safety check or gave the gentle answer, or
   * the member's recent words read as one (checkedLately). A goodbye then never passes for an everyday one.
   */
  recentCare?: boolean;
}

const TOPICS = Object.keys(HEALTHBOT_TOPIC_TEXT) as HealthbotTopic[];
const isTopic = (i: BotIntent): i is HealthbotTopic => isTopicId(i);

/** The three likeliest flows of a reading, filled up from the menu's order when it names fewer. */
export function likeliestFlows(intent: IntentReading, count = 3): HealthbotTopic[] {
  const named = intent.ranked.map((r) => r.intent).filter(isTopic);
  return [...new Set([...named, ...TOPICS])].slice(0, count);
}

/** What the gentle answer suggests first: a flow, or a person. */
export type GentleSuggestion = HealthbotTopic | "person";
/**
 * The flow offered at concern when the words name none clearly: being kind to oneself fits
 * hopelessness and a low, heavy mood, asks nothing hard, and ends by offering the journal and an expert.
 */
export const GENTLE_DEFAULT_FLOW: HealthbotTopic = "self-compassion";
/**
 * How sure the reading of intent must be before its flow is suggested at concern. Lower, and "hope I
 * don't wake up tomorrow" (sleep 0.41) would be offered the sleep wind-down.
 */
export const GENTLE_FLOW_SHARE = 0.5;

/**
 * The gentle answer's suggestion for the words: a person when that is what they ask for; the flow
 * they are about when the reading is sure of it; otherwise being kind to oneself.
 */
export function gentleSuggestion(intent: IntentReading, text = ""): GentleSuggestion {
  if (intent.intent === "person" || (personAsk.on && asksForPerson(text))) return "person";
  if (isTopic(intent.intent) && intent.share >= GENTLE_FLOW_SHARE) return intent.intent;
  return GENTLE_DEFAULT_FLOW;
}

/** The flow offered beside the gentle answer (with a person, the default flow). */
export const gentleFlow = (s: GentleSuggestion): HealthbotTopic => (s === "person" ? GENTLE_DEFAULT_FLOW : s);

/** Inside the safety check until it closed as safe: only its answers lead out. */
const inOpenCheck = (at: string) => at.startsWith("safety.") && at !== "safety.safe";

/** The questions of the safety check that take a yes or a no. */
const SAFETY_QUESTIONS = new Set(["safety.ask1", "safety.ask2"]);

/**
 * The intent a typed turn is routed with: read for none and concern (the gentle answer suggests the flow
 * the words are about), never for risk and above, which the crisis answer decides alone.
 */
export const intentForRoute = (level: CrisisLevel, read: () => IntentReading): IntentReading =>
  level === "none" || level === "concern" ? read() : { intent: "unknown", share: 0, ranked: [] };

/**
 * The model's crisis share (1 - P(none)) of a reading. readCrisis gives a none reading half its share
 * as its score (so it sorts under every crisis in the queue), and any other reading the share itself.
 */
export const crisisShareOf = (r: Pick<CrisisReading, "level" | "score">): number =>
  r.level === "none" ? r.score * 2 : r.score;

/**
 * The Health Bot's own bar for the helplines (decision 041, "A lower bar in the Health Bot"): a reading
 * of none whose crisis share reaches it is routed as none (the flow the words are about, a person, a
 * greeting, or the three likeliest flows), with the gentle helpline card, one kind line and "I don't
 * feel safe" beside it for that turn. The crisis threshold (0.25) was chosen for posts and chat, where a
 * false alarm holds or queues a person's words; in the bot a false alarm costs a card beside the flow
 * the member asked for, and a miss costs a person in crisis the helplines. Chosen on the train side by
 * scripts/language/bot-care-bar.ts.
 */
export const BOT_CARE_BAR = 0.19;

/**
 * A whole message of leave-taking the bot may answer with a goodbye (decision 041, "Goodbyes"): outside an
 * open check; read as none, or as concern, risk or imminent on the goodbye words and the model alone
 * ("bye, take care" read imminent: a final goodbye's words are an everyday one's too) when the last 24
 * hours held no crisis or concern (`recentCare`). Danger, any other signal, or a recent crisis keep the
 * reading's answer.
 */
function everydayGoodbye(t: TextTurn): boolean {
  if (inOpenCheck(t.at) || t.crisis === "danger" || !saysGoodbye(t.text)) return false;
  if (t.crisis === "none") return true;
  return t.signals !== undefined && onlyGoodbyeSignals(t.signals) && t.recentCare === false;
}

/**
 * A practice of the bot asked for by name (decision 041, "A practice asked for by name"): "how do i stop
 * being so hard on myself", "khud ko maaf nahi kar pa rahi", "मैं अपना मूड चेक करना चाहता हूं", read as
 * risk by the crisis model alone, go to the practice they name with the gentle helpline card beside,
 * instead of the safety check. Only risk (never imminent or danger), no signal but the model's (no
 * lexicon entry, no recent line), no means, no word of harm (healthbot-practice.ts), no cry for help,
 * outside an open check, and when the last 24 hours held no crisis or concern (`recentCare`).
 */
export function practiceOverModel(t: TextTurn): HealthbotTopic | null {
  if (!practiceRule.on || t.crisis !== "risk" || t.means !== false || t.recentCare !== false) return null;
  if (t.signals === undefined || !t.signals.every((id) => id === "model")) return null;
  if (inOpenCheck(t.at) || t.node.ask || asksForHelp(t.text) || saysNotSafe(t.text)) return null;
  return practiceAskedFor(t.text);
}

/**
 * Whether a turn needs `recentCare` (the last 24 hours read, which costs a crisis reading of the member's
 * recent words): only a goodbye, or a practice asked for by name while that rule is on, looks at it.
 */
export const needsRecentCare = (text: string): boolean =>
  saysGoodbye(text) || (practiceRule.on && practiceAskedFor(text) !== null);

/**
 * Whether this turn shows the helplines beside its usual answer: a none reading at the bot's bar or
 * over, except where typed words answer something (in an open safety check and at its questions, at an
 * exercise's question, or one of the node's replies typed out: "no", "Back to the menu") and except a
 * cry for help, which opens the safety check itself. Concern and above are answered by routeText. A goodbye
 * read as a crisis, or after a crisis or concern of the last 24 hours, always shows them.
 */
export function overCareBar(t: TextTurn): boolean {
  if (practiceOverModel(t)) return true;
  if (everydayGoodbye(t)) return t.crisis !== "none" || t.recentCare === true || (t.share ?? 0) >= BOT_CARE_BAR;
  if (t.crisis !== "none" || (t.share ?? 0) < BOT_CARE_BAR) return false;
  if (inOpenCheck(t.at) || t.node.ask || replyForText(t.replies, t.text)) return false;
  // A whole message of small talk or a question about the bot carries no distress of its own.
  if (greetsBot(t.text) || asksAboutBot(t.text) || thanksBot(t.text)) return false;
  return !(asksForHelp(t.text) || saysNotSafe(t.text));
}

/** Where typed words go. Safety first: the crisis check outranks everything, on every turn. */
export function routeText(t: TextTurn): TextRoute {
  // At "Are you safe right now?", an answer ("pata nahi", "not really") is read as the answer: it may
  // sound low on its own (concern), and the answer already leads to the helplines when it is not a yes.
  const answering = SAFETY_QUESTIONS.has(t.at) && t.safety !== null && (t.crisis === "none" || t.crisis === "concern");
  // An exercise's own question ("what else could explain it?") is answered in the member's words; a
  // gentle concern reading there ("he may be tired") does not break the exercise, risk and above do.
  const exercise = Boolean(t.node.ask) && t.crisis === "concern";
  // "help", "please help me", "I don't feel safe": the safety check, whatever the reading.
  const cries = asksForHelp(t.text) || saysNotSafe(t.text);
  if (everydayGoodbye(t)) return { kind: "goodbye" };
  const practice = practiceOverModel(t);
  if (practice)
    return practice === t.flow && !t.node.end && !t.at.startsWith("safety.")
      ? { kind: "same" }
      : { kind: "flow", flow: practice };
  if (t.crisis !== "none" && !answering && !exercise) {
    // Concern gets the gentle answer, but never leads out of an open check (a gentler reading is no
    // answer to it), and a cry for help still opens the check.
    if (t.crisis === "concern" && !inOpenCheck(t.at))
      return cries ? { kind: "help" } : { kind: "concern", suggestion: gentleSuggestion(t.intent, t.text) };
    return { kind: "crisis", danger: t.crisis === "danger" };
  }
  if (cries) return { kind: "help" };
  if (t.node.ask) return { kind: "answer" };
  if (SAFETY_QUESTIONS.has(t.at)) {
    const byLabel = t.replies.find((r) => fold(r.label) === fold(t.text));
    if (byLabel) return { kind: "reply", reply: byLabel };
    // Doubt is treated with care: as not safe for the next step.
    const id = t.safety === "yes" ? "yes" : t.safety ? "no" : null;
    const reply = id ? t.replies.find((r) => r.id === id) : undefined;
    return reply ? { kind: "reply", reply, ...(t.safety === "unsure" ? { unsure: true } : {}) } : { kind: "askAgain" };
  }
  const reply = replyForText(t.replies, t.text);
  if (reply) return { kind: "reply", reply };
  // Inside the check (until it closes as safe) words only answer it.
  if (inOpenCheck(t.at)) return { kind: "askAgain" };
  if (asksAboutBot(t.text)) return { kind: "about" };
  if (greetsBot(t.text)) return { kind: "greeting" };
  if (thanksBot(t.text)) return { kind: "thanks" };
  const i = t.intent.intent;
  if (i === "person" || (personAsk.on && asksForPerson(t.text))) return { kind: "person" };
  if (i === "greeting") return { kind: "greeting" };
  if (isTopic(i))
    return i === t.flow && !t.node.end && !t.at.startsWith("safety.") ? { kind: "same" } : { kind: "flow", flow: i };
  return { kind: "fallback", suggestions: likeliestFlows(t.intent) };
}

/**
 * Whether the last 24 hours held a crisis or concern in the bot: it began a safety check or gave the
 * gentle answer.
 */
export function checkedLately(
  messages: readonly { sender: string; text: string; createdAt: Date }[],
  now: number,
): boolean {
  return messages.some(
    (m) =>
      m.sender === "bot" &&
      (m.text === HEALTHBOT_TEXT.pause || m.text === HEALTHBOT_TEXT.gentleHeavy) &&
      now - m.createdAt.getTime() <= RECENT_MS,
  );
}

/** How far back the member's own words are read together with a new message. */
const RECENT_MS = 24 * 60 * 60 * 1000;
const RECENT_MESSAGES = 5;

/**
 * The member's typed words of the last 24 hours since the bot last began a safety check (what came
 * before was answered by that check), oldest first.
 */
export function recentWords(
  messages: readonly { sender: string; text: string; catalog: boolean; createdAt: Date }[],
  now: number,
): string[] {
  const lastCheck = messages.findLastIndex((m) => m.sender === "bot" && m.text === HEALTHBOT_TEXT.pause);
  return messages
    .slice(lastCheck + 1)
    .filter((m) => m.sender === "member" && !m.catalog && now - m.createdAt.getTime() <= RECENT_MS)
    .slice(-RECENT_MESSAGES)
    .map((m) => m.text);
}
