// The Health Bot (issue 20): runs one turn of the conversation. Every typed message goes through
// the crisis check first; on risk, or 'help', the flow stops and the safety check begins. Otherwise
// a typed answer, a typed reply, or the flow the words are about (intent); quick replies move the
// flow's machine or lead to the menu or another flow. Position and messages are saved together.
import { randomUUID } from "node:crypto";
import {
  type BotNode,
  HEALTHBOT_FLOW_IDS,
  HEALTHBOT_HISTORY_LIMIT,
  HEALTHBOT_NEXT_STEP_PATHS,
  HEALTHBOT_NEXT_STEP_TEXT,
  HEALTHBOT_TEXT,
  type HealthbotFlowId,
  type HealthbotSend,
  type HealthbotView,
} from "@saathi/contract/healthbot";
import { THOUGHT_RECORD_KEYS } from "@saathi/contract/healthbot-flows";
import type { Locale } from "@saathi/contract/locale";
import { AppError } from "../../platform/http/errors.ts";
import { translatorFor } from "../../platform/i18n/translator.ts";
import type { JournalService } from "../journal/journal.service.ts";
import type { WriteCheckService } from "../safety/write-check.service.ts";
import { classifyIntent } from "./healthbot.intents.ts";
import { type BotPosition, inSafetyCheck, nodeAt, startAt, step } from "./healthbot.machines.ts";
import { HEALTHBOT_JOURNAL_TEXT, HEALTHBOT_SERVER_MSG } from "./healthbot.messages.ts";
import { asksForHelp, destination, lineValues, replyForText, visibleReplies } from "./healthbot.policy.ts";
import type { ConversationRow, HealthbotRepository, NewMessage } from "./healthbot.repository.ts";

export interface HealthbotDeps {
  repo: HealthbotRepository;
  writeCheck: Pick<WriteCheckService, "inspect">;
  journal: Pick<JournalService, "add">;
}

interface Turn extends BotPosition {
  plan: string | null;
  planAt: Date | null;
}

const WELCOME = startAt("home");
const MENU = startAt("home", "menu");

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

export function createHealthbotService({ repo, writeCheck, journal }: HealthbotDeps) {
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
    return {
      flow: at.flow,
      node: at.node,
      crisis: inSafetyCheck(at.node),
      replies: visibleReplies(node, !!at.plan).map((r) => ({ id: r.id, label: r.label })),
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

    async send(userId: string, input: HealthbotSend, locale: Locale): Promise<HealthbotView> {
      const row = await repo.conversation(userId);
      let at = positionOf(row);
      // A first turn stores the welcome the member saw, then their words, then the bot's answer.
      const intro: NewMessage[] = row ? [] : botLines(nodeAt(at.flow, at.node)!, at);
      let mine: NewMessage | null = null;
      const out: NewMessage[] = [];
      const node = nodeAt(at.flow, at.node)!;
      const before = { flow: at.flow, node: at.node };
      const moveTo = (next: Turn) => {
        at = next;
      };

      const follow = async (reply: NonNullable<BotNode["replies"]>[number]) => {
        if (reply.effect === "saveThoughtRecord") await saveThoughtRecord(userId, at.answers, locale);
        if (reply.effect === "clearPlan") moveTo({ ...at, plan: null, planAt: null });
        const d = destination(reply.to);
        if (d.kind === "menu") moveTo({ ...at, ...MENU });
        else if (d.kind === "flow") moveTo({ ...at, ...startAt(d.flow, d.node) });
        else moveTo({ ...at, ...step(at, { type: `REPLY.${reply.id}` }) });
      };

      if (input.type === "help") {
        moveTo({ ...at, ...step(at, { type: "CRISIS" }) });
      } else if (input.type === "reply") {
        const reply = visibleReplies(node, !!at.plan).find((r) => r.id === input.id);
        if (!reply) throw new AppError(400, "HEALTHBOT_REPLY_UNAVAILABLE", HEALTHBOT_SERVER_MSG.notAvailable);
        await follow(reply);
        mine = { sender: "member", text: reply.label, catalog: true, values: null };
      } else {
        const text = input.text;
        mine = { sender: "member", text, catalog: false, values: null };
        // Safety first: the crisis check on every typed message, and 'help' anywhere.
        const { level } = await writeCheck.inspect(userId, text);
        const reply = replyForText(visibleReplies(node, !!at.plan), text);
        if (level !== "none" || asksForHelp(text)) {
          moveTo({ ...at, ...step(at, { type: "CRISIS" }) });
          // Already in the check and still at risk: say it again.
          if (at.node === before.node) out.push(...botLines(nodeAt(at.flow, at.node)!, at));
        } else if (node.ask) {
          const next = step(at, { type: "ANSWER", text });
          moveTo(node.ask.remember ? { ...at, ...next, plan: text, planAt: new Date() } : { ...at, ...next });
        } else if (reply) {
          await follow(reply);
        } else {
          const intent = inSafetyCheck(at.node) ? null : classifyIntent(text);
          // Another flow, or this one again from its end.
          if (intent && (intent.topic !== at.flow || node.end)) {
            out.push(botSays(HEALTHBOT_TEXT.switching));
            moveTo({ ...at, ...startAt(intent.topic) });
          } else {
            out.push(botSays(HEALTHBOT_TEXT.notUnderstood));
          }
        }
      }
      if (at.node !== before.node || at.flow !== before.flow) out.push(...botLines(nodeAt(at.flow, at.node)!, at));
      await repo.saveTurn(
        userId,
        { flow: at.flow, node: at.node, answers: at.answers, plan: at.plan, planAt: at.planAt },
        [...intro, ...(mine ? [mine] : []), ...out],
      );
      return view(userId);
    },

    async clear(userId: string): Promise<{ cleared: true }> {
      await repo.clear(userId);
      return { cleared: true };
    },
  };
}

export type HealthbotService = ReturnType<typeof createHealthbotService>;
