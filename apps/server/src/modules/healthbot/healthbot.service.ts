// The Health Bot: runs one turn of the conversation. Every typed message goes through
// the crisis check first (with the member's words since the last safety check, so a plan written in
// short lines is read whole); at risk and above, or 'help', the flow stops and the safety check begins
// (danger from someone else with its own numbers); at concern (hopelessness, a passive wish) the bot
// answers gently: warm words, the gentle helpline card, a suggested flow or a person, and "I don't
// feel safe" into the check (inside an open check, concern stays in it). The check's questions understand yes, no and
// doubt in the member's words. Otherwise a typed answer, a typed reply, the flow the words are
// about, an offer of a person, a greeting, or (when nothing fits) the three likeliest flows; a none
// reading over the bot's own lower bar (BOT_CARE_BAR) gets that same answer with the gentle helpline
// card, one kind line and "I don't feel safe" beside it, for that turn only. Quick
// replies move the flow's machine or lead to the menu or another flow. Position and messages are
// saved together. A link naming a flow starts it (never from inside the safety check).
import { randomUUID } from "node:crypto";
import {
  type BotNode,
  type BotReply,
  HEALTHBOT_FLOW_IDS,
  HEALTHBOT_HISTORY_LIMIT,
  HEALTHBOT_NEXT_STEP_PATHS,
  HEALTHBOT_NEXT_STEP_TEXT,
  HEALTHBOT_TEXT,
  HEALTHBOT_TOPIC_TEXT,
  type HealthbotFlowId,
  type HealthbotSend,
  type HealthbotView,
  healthbotExpertSlotSchema,
} from "@saathi/contract/healthbot";
import { THOUGHT_RECORD_KEYS } from "@saathi/contract/healthbot-flows";
import type { Locale } from "@saathi/contract/locale";
import { AppError } from "../../platform/http/errors.ts";
import type { RateLimiter } from "../../platform/http/rate-limit.ts";
import { translatorFor } from "../../platform/i18n/translator.ts";
import type { JournalService } from "../journal/journal.service.ts";
import { dangerFromOthersIn, readCrisis, readIntent, readSafetyAnswer } from "../language/index.ts";
import type { WriteCheckHelpService } from "../safety/write-check-help.service.ts";
import type { YouthChecks } from "../young-people/index.ts";
import { type BotPosition, GENTLE_NODE, inSafetyCheck, nodeAt, startAt, step } from "./healthbot.machines.ts";
import { HEALTHBOT_JOURNAL_TEXT, HEALTHBOT_SERVER_MSG } from "./healthbot.messages.ts";
import {
  BOT_KEYS,
  botKeysOf,
  checkedLately,
  destination,
  gentleBeside,
  gentleFlow,
  intentForRoute,
  lineValues,
  linkedFlow,
  needsRecentCare,
  offeredReplies,
  overCareBar,
  recentWords,
  routeText,
  withoutTurnKeys,
} from "./healthbot.policy.ts";
import type { ConversationRow, HealthbotRepository, NewMessage } from "./healthbot.repository.ts";
import { flowAfterCheck, offerAfterSafe } from "./healthbot-after-safe.ts";
import { readAtNode } from "./healthbot-check-answer.ts";
import { turnShareOf } from "./healthbot-clause-bar.ts";
import { readIntentNamed } from "./healthbot-names.ts";

export interface HealthbotDeps {
  repo: HealthbotRepository;
  journal: Pick<JournalService, "add">;
  /** The crisis card's "Talk to an expert now": the earliest bookable time of a listed expert. */
  help: Pick<WriteCheckHelpService, "help">;
  limiter: Pick<RateLimiter, "hit">;
  /** A minor's words are kept only once a guardian has consented (young-people, decision 038). */
  youth?: Pick<YouthChecks, "mayStoreWords">;
}

/** Typed messages a member may send in a minute: the bot is for people, not for testing texts in bulk. */
const TYPED_PER_MINUTE = 30;

/** The offer of a person kept with the position for the turn it was made. */
function offerOf(answers: Record<string, string>): HealthbotView["offer"] {
  const raw = answers[BOT_KEYS.offer];
  if (!raw) return null;
  if (raw === "none") return { earliest: null };
  try {
    const parsed = healthbotExpertSlotSchema.safeParse(JSON.parse(raw));
    return { earliest: parsed.success ? parsed.data : null };
  } catch {
    return { earliest: null };
  }
}

interface Turn extends BotPosition {
  plan: string | null;
  planAt: Date | null;
}

const WELCOME = startAt("home");
const MENU = startAt("home", "menu");
/** "I'm glad you're safe": where a safety check closes as safe. */
const SAFE_NODE = "safety.safe";

/** A stored position, or the welcome when there is none (or its flow was rewritten since). */
function positionOf(row: ConversationRow | null): Turn {
  const fresh = { ...WELCOME, plan: row?.plan ?? null, planAt: row?.planAt ?? null };
  if (!row || !(HEALTHBOT_FLOW_IDS as readonly string[]).includes(row.flow)) return fresh;
  const flow = row.flow as HealthbotFlowId;
  if (!nodeAt(flow, row.node)) return fresh;
  return { flow, node: row.node, answers: row.answers ?? {}, plan: row.plan, planAt: row.planAt };
}

const botLines = (node: BotNode, t: Turn): NewMessage[] =>
  node.say.map((text) => ({ sender: "bot", text, catalog: true, values: lineValues(text, t.answers, t) }));
const botSays = (text: string): NewMessage => ({ sender: "bot", text, catalog: true, values: null });

/** How often a turn is read again when another turn of the member moved the conversation first. */
const TURN_ATTEMPTS = 3;

export function createHealthbotService({ repo, journal, help, limiter, youth }: HealthbotDeps) {
  const view = async (userId: string): Promise<HealthbotView> => {
    const row = await repo.conversation(userId);
    const at = positionOf(row);
    const node = nodeAt(at.flow, at.node)!;
    const stored = row ? await repo.messages(userId, HEALTHBOT_HISTORY_LIMIT) : [];
    // A member who never wrote sees the welcome; nothing is stored until they answer.
    const messages = row
      ? stored.map((m) => ({
          id: m.id,
          from: m.sender as "bot" | "member",
          text: m.text,
          catalog: m.catalog,
          values: m.values ?? null,
          createdAt: m.createdAt.toISOString(),
        }))
      : botLines(node, at).map((m, i) => ({
          id: `welcome-${i}`,
          from: "bot" as const,
          text: m.text,
          catalog: true,
          values: m.values,
          createdAt: new Date().toISOString(),
        }));
    const crisis = inSafetyCheck(at.node);
    const danger = crisis && at.answers[BOT_KEYS.care] === "danger";
    return {
      flow: at.flow,
      node: at.node,
      crisis,
      danger,
      ...(crisis && at.answers[BOT_KEYS.care] === "others" ? { othersDanger: true } : {}),
      care: danger
        ? "danger"
        : crisis
          ? "crisis"
          : at.node === GENTLE_NODE || gentleBeside(at.answers)
            ? "gentle"
            : "none",
      offer: offerOf(at.answers),
      replies: offeredReplies(node, !!at.plan, at.answers).map((r) => ({ id: r.id, label: r.label })),
      ask: !!node.ask,
      next: (node.end ?? []).map((s) => ({
        step: s,
        label: HEALTHBOT_NEXT_STEP_TEXT[s],
        to: HEALTHBOT_NEXT_STEP_PATHS[s],
      })),
      messages,
    };
  };

  /** A thought record into the journal, headed in the member's language (409 without consent: nothing else happens). */
  const saveThoughtRecord = async (userId: string, answers: Record<string, string>, locale: Locale) => {
    const tr = translatorFor(locale);
    const J = HEALTHBOT_JOURNAL_TEXT as Record<string, string>;
    const body = [
      tr(HEALTHBOT_JOURNAL_TEXT.title),
      ...THOUGHT_RECORD_KEYS.filter((k) => answers[k]).map((k) => `${tr(J[k]!)}: ${answers[k]}`),
    ].join("\n");
    await journal.add(userId, { clientId: randomUUID(), body, createdAt: new Date().toISOString() });
  };

  return {
    view,

    /**
     * One turn. Two turns of one member at once (a quick reply tapped as a message is sent, two tabs) are
     * taken one after the other: a turn whose conversation moved while it was read is read again, so a reply
     * computed before a crisis message never lands after it and leads out of the safety check.
     */
    async send(userId: string, input: HealthbotSend, locale: Locale): Promise<HealthbotView> {
      for (let attempt = 0; attempt < TURN_ATTEMPTS; attempt++) {
        const done = await turn(userId, input, locale);
        if (done) return done;
      }
      throw new AppError(409, "HEALTHBOT_BUSY", HEALTHBOT_SERVER_MSG.busy);
    },

    async clear(userId: string): Promise<{ cleared: true }> {
      await repo.clear(userId);
      return { cleared: true };
    },
  };

  /** One turn as read now, or null when another turn moved the conversation first (nothing written). */
  async function turn(userId: string, input: HealthbotSend, locale: Locale): Promise<HealthbotView | null> {
    const linked = input.type === "start" ? linkedFlow(input.flow) : null;
    if (input.type === "start" && !linked)
      throw new AppError(404, "HEALTHBOT_FLOW_NOT_FOUND", HEALTHBOT_SERVER_MSG.unknownFlow);
    const row = await repo.conversation(userId);
    let at = positionOf(row);
    // Safety first: a link never takes a member out of the safety check (only its answers do).
    if (linked && inSafetyCheck(at.node)) return view(userId);
    // A first turn stores the welcome the member saw, then their words, then the bot's answer.
    const intro: NewMessage[] = row ? [] : botLines(nodeAt(at.flow, at.node)!, at);
    let mine: NewMessage | null = null;
    const out: NewMessage[] = [];
    const node = nodeAt(at.flow, at.node)!;
    const before = { flow: at.flow, node: at.node };
    // What the member could tap, then forget what was offered for that turn only.
    const offered = offeredReplies(node, !!at.plan, at.answers);
    at = { ...at, answers: withoutTurnKeys(at.answers) };
    /** Say the node's lines even when the position stays (the menu again after a greeting). */
    let sayNode = false;
    /** A none reading over the bot's bar: the usual answer, with the helplines beside it for this turn. */
    let beside = false;
    const moveTo = (next: Turn) => {
      at = next;
    };
    const keep = (key: string, value: string) => moveTo({ ...at, answers: { ...at.answers, [key]: value } });

    /** The earliest expert time and a buddy (the crisis card's "Talk to an expert now"), then the menu. */
    const offerPerson = async () => {
      const { earliest } = await help.help();
      out.push(botSays(earliest ? HEALTHBOT_TEXT.personOffer : HEALTHBOT_TEXT.personNoSlot));
      moveTo({ ...at, ...MENU });
      keep(BOT_KEYS.offer, earliest ? JSON.stringify(earliest) : "none");
      sayNode = true;
    };
    const follow = async (reply: BotReply) => {
      if (reply.effect === "saveThoughtRecord") await saveThoughtRecord(userId, at.answers, locale);
      if (reply.effect === "clearPlan") moveTo({ ...at, plan: null, planAt: null });
      const d = destination(reply.to);
      if (d.kind === "menu") moveTo({ ...at, ...MENU });
      else if (d.kind === "person") await offerPerson();
      else if (d.kind === "safety") moveTo({ ...at, ...step(at, { type: "CRISIS" }) });
      else if (d.kind === "flow") moveTo({ ...at, ...startAt(d.flow, d.node) });
      else moveTo({ ...at, ...step(at, { type: `REPLY.${reply.id}` }) });
    };
    const safetyCheck = () => {
      moveTo({ ...at, ...step(at, { type: "CRISIS" }) });
      // Already in the check and still at risk: say it again.
      if (at.node === before.node) sayNode = true;
    };

    if (input.type === "help") {
      moveTo({ ...at, ...step(at, { type: "CRISIS" }) });
    } else if (input.type === "start") {
      if (linked) {
        mine = { sender: "member", text: HEALTHBOT_TOPIC_TEXT[linked], catalog: true, values: null };
        // Opened again while on it: carry on from where the member is, as for typed words about it.
        if (at.flow === linked && !node.end) {
          out.push(botSays(HEALTHBOT_TEXT.sameFlow));
          sayNode = true;
        } else moveTo({ ...at, ...startAt(linked) });
      }
    } else if (input.type === "reply") {
      const reply = offered.find((r) => r.id === input.id);
      if (!reply) throw new AppError(400, "HEALTHBOT_REPLY_UNAVAILABLE", HEALTHBOT_SERVER_MSG.notAvailable);
      await follow(reply);
      mine = { sender: "member", text: reply.label, catalog: true, values: null };
    } else {
      const text = input.text;
      const r = await limiter.hit(`healthbot:${userId}`, TYPED_PER_MINUTE, 60);
      if (!r.allowed) throw new AppError(429, "SLOW_DOWN", HEALTHBOT_SERVER_MSG.slowDown, { retryAfter: r.retryAfter });
      mine = { sender: "member", text, catalog: false, values: null };
      // Safety first: the crisis check on every typed message, read with the member's recent words.
      const history = row ? await repo.messages(userId, 30) : [];
      const recent = recentWords(history, Date.now());
      const crisis = readAtNode(text, at.node, readCrisis(text, { recent }), (t) => readCrisis(t));
      const turn = {
        text,
        crisis: crisis.level,
        share: turnShareOf(crisis, text),
        flow: at.flow,
        at: at.node,
        node,
        replies: offered,
        // Concern reads intent too: its gentle answer suggests the flow (or person) the words are about.
        intent: intentForRoute(crisis.level, () => readIntentNamed(text, readIntent)),
        safety: readSafetyAnswer(text),
        signals: crisis.signals,
        means: crisis.means,
        // Read only for a goodbye or a practice asked for by name: whether the last 24 hours held a crisis or concern.
        recentCare: needsRecentCare(text)
          ? checkedLately(history, Date.now()) || (recent.length > 0 && readCrisis(recent.join("\n")).level !== "none")
          : undefined,
      };
      const route = routeText(turn);
      beside = overCareBar(turn);
      switch (route.kind) {
        case "crisis":
          if (route.danger) out.push(botSays(HEALTHBOT_TEXT.danger));
          safetyCheck();
          if (route.danger) keep(BOT_KEYS.care, "danger");
          // Someone else hurts them, read beside their own risk: the card offers no "Tell {name}".
          else if (dangerFromOthersIn(crisis.signals)) keep(BOT_KEYS.care, "others");
          else {
            // What the words were surely about, offered if the check closes as safe (a false alarm costs two taps).
            const after = flowAfterCheck(text, () => readIntentNamed(text, readIntent));
            if (after) keep(BOT_KEYS.after, after);
          }
          break;
        case "help":
          safetyCheck();
          break;
        case "concern":
          // The gentle answer, said again if the member is already there; the suggested flow first.
          moveTo({ ...at, flow: "home", node: GENTLE_NODE, answers: {} });
          sayNode = true;
          keep(BOT_KEYS.guesses, gentleFlow(route.suggestion));
          if (route.suggestion === "person") {
            const { earliest } = await help.help();
            keep(BOT_KEYS.offer, earliest ? JSON.stringify(earliest) : "none");
          }
          break;
        case "answer": {
          const next = step(at, { type: "ANSWER", text });
          moveTo(node.ask?.remember ? { ...at, ...next, plan: text, planAt: new Date() } : { ...at, ...next });
          break;
        }
        case "reply":
          if (route.unsure) out.push(botSays(HEALTHBOT_TEXT.unsure));
          await follow(route.reply);
          break;
        case "askAgain": {
          const question = node.say.at(-1);
          if (at.node === "safety.ask1" || at.node === "safety.ask2") out.push(botSays(HEALTHBOT_TEXT.askAgain));
          if (question) out.push({ ...botSays(question), values: lineValues(question, at.answers, at) });
          break;
        }
        case "flow":
          out.push(botSays(HEALTHBOT_TEXT.switching));
          moveTo({ ...at, ...startAt(route.flow) });
          break;
        case "same":
          out.push(botSays(HEALTHBOT_TEXT.sameFlow));
          sayNode = true;
          break;
        case "person":
          await offerPerson();
          break;
        case "greeting":
          out.push(botSays(HEALTHBOT_TEXT.greeting));
          moveTo({ ...at, ...MENU });
          sayNode = true;
          break;
        case "goodbye":
          out.push(botSays(HEALTHBOT_TEXT.goodbye));
          moveTo({ ...at, ...MENU });
          break;
        case "thanks":
          out.push(botSays(HEALTHBOT_TEXT.thanks));
          moveTo({ ...at, ...MENU });
          break;
        case "about":
          out.push(botSays(HEALTHBOT_TEXT.hello), botSays(HEALTHBOT_TEXT.whatIAm));
          moveTo({ ...at, ...MENU });
          sayNode = true;
          break;
        case "fallback":
          out.push(botSays(HEALTHBOT_TEXT.notUnderstoodGuess));
          keep(BOT_KEYS.guesses, route.suggestions.join(","));
          break;
      }
    }
    if (sayNode || at.node !== before.node || at.flow !== before.flow)
      out.push(...botLines(nodeAt(at.flow, at.node)!, at));
    if (at.node === SAFE_NODE && before.node !== SAFE_NODE && at.answers[BOT_KEYS.after]) {
      moveTo({ ...at, answers: offerAfterSafe(at.answers) });
      out.push(botSays(HEALTHBOT_TEXT.afterSafe));
    }
    if (beside) {
      out.push(botSays(HEALTHBOT_TEXT.helplinesBeside));
      keep(BOT_KEYS.care, "gentle");
    }
    // A minor without a guardian's consent: where the conversation stands is kept, their words are not.
    const keepWords = (await youth?.mayStoreWords(userId)) ?? true;
    const saved = await repo.saveTurn(
      userId,
      {
        flow: at.flow,
        node: at.node,
        answers: keepWords ? at.answers : botKeysOf(at.answers),
        plan: at.plan,
        planAt: at.planAt,
      },
      [...intro, ...(mine && keepWords ? [mine] : []), ...out],
      row?.updatedAt ?? null,
    );
    return saved ? view(userId) : null;
  }
}

export type HealthbotService = ReturnType<typeof createHealthbotService>;
