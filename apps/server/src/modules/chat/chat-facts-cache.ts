// What a chat send checks, kept on this node per (sender, receiver): the receiver's privacy and "who
// may message me", the follows both ways, blocks either way, who wrote first, the sender as the write
// check sees them (account age, posting mute, language, their last messages to this receiver for the
// crisis reading), the sender's age and guardian's consent (young-people's gate on messaging), whether
// the receiver has an unread message notification from the sender and a push subscription. A
// conversation in progress then reads nothing before its insert.
//
// Kept in step with every node's writes:
// - a trigger on each table behind these facts (migration chat_facts_notify) names the members
//   concerned on the channel saathi_chat_facts at commit, whichever code path wrote; every node drops
//   what it keeps about them;
// - a message stored on another node (heard on the realtime bus) drops that direction's context here
//   (its sender's recent messages changed), and a first message drops both directions (who wrote first);
// - while either listener is down nothing is kept or used, and when one comes back everything is
//   dropped (what it missed is unknown);
// - a read that started before a change it did not see is used once and not kept (the epoch).
// The insert checks blocks again in SQL, so a block made in the last milliseconds still holds.
import { CRISIS_CONTEXT_HOURS, CRISIS_CONTEXT_LIMIT } from "@saathi/contract/crisis";
import type { MessagingContext } from "./chat.repository.ts";

/** A kept context is read again after this long, whatever was heard (a backstop, not the mechanism). */
export const FACTS_TTL_MS = 5 * 60_000;
/**
 * A busy node's grouped reads of send facts (chat.module.ts) start at least this far apart
 * (milliseconds): the sends that arrive meanwhile are read in the same statement.
 */
export const FACTS_READ_PACE_MS = 10;
/** Pairs kept at most; past it everything is dropped and kept again as used (a bound, not an LRU). */
export const FACTS_MAX_PAIRS = 100_000;
const HOUR_MS = 3_600_000;

export interface FactsListeners {
  /** Both the facts channel and the realtime bus are listening now. */
  listening(): boolean;
}

interface Kept {
  ctx: MessagingContext;
  at: number;
}

export function createChatFactsCache(
  load: (senderId: string, receiverId: string) => Promise<MessagingContext | null>,
  listeners: FactsListeners,
  now: () => number = Date.now,
) {
  const pairs = new Map<string, Kept>();
  /** Member → keys of the pairs they are in (either side). */
  const byMember = new Map<string, Set<string>>();
  let epoch = 0;
  /** Per pair: bumped when this node stores one of its messages (a read in flight then is not kept). */
  const versions = new Map<string, number>();
  const stats = { hits: 0, misses: 0 };

  const key = (s: string, r: string) => `${s}:${r}`;
  const drop = (k: string) => {
    if (!pairs.delete(k)) return;
    const [s, r] = k.split(":") as [string, string];
    byMember.get(s)?.delete(k);
    byMember.get(r)?.delete(k);
  };
  const keep = (s: string, r: string, ctx: MessagingContext) => {
    if (pairs.size >= FACTS_MAX_PAIRS) clear();
    const k = key(s, r);
    pairs.set(k, { ctx, at: now() });
    for (const m of [s, r]) {
      const set = byMember.get(m);
      if (set) set.add(k);
      else byMember.set(m, new Set([k]));
    }
  };
  const clear = () => {
    epoch++;
    pairs.clear();
    byMember.clear();
    versions.clear();
  };

  /** The sender's recent messages still inside the crisis reading's window. */
  const fresh = (ctx: MessagingContext): MessagingContext => {
    const w = ctx.writer;
    if (!w?.recentAt.length) return ctx;
    const since = now() - CRISIS_CONTEXT_HOURS * HOUR_MS;
    const first = w.recentAt.findIndex((at) => at > since);
    if (first === 0) return ctx;
    const from = first === -1 ? w.recentAt.length : first;
    return { ...ctx, writer: { ...w, recent: w.recent.slice(from), recentAt: w.recentAt.slice(from) } };
  };

  return {
    stats,
    /** The facts of a send from `senderId` to `receiverId` (null: the receiver cannot be messaged). */
    async get(senderId: string, receiverId: string): Promise<MessagingContext | null> {
      if (!listeners.listening()) {
        if (pairs.size) clear();
        return load(senderId, receiverId);
      }
      const k = key(senderId, receiverId);
      const kept = pairs.get(k);
      if (kept && now() - kept.at < FACTS_TTL_MS) {
        stats.hits++;
        return fresh(kept.ctx);
      }
      stats.misses++;
      const started = epoch;
      const version = versions.get(k);
      const ctx = await load(senderId, receiverId);
      // Kept only when nothing changed meanwhile (a change heard during the read may not be in it).
      // The notification facts only for this send (see MessagingContext.notify): kept without them.
      if (ctx && epoch === started && versions.get(k) === version && listeners.listening())
        keep(senderId, receiverId, { ...ctx, notify: undefined });
      return ctx;
    },
    /** The pair's facts read again now (a send found the kept ones out of date), and kept. */
    async refresh(senderId: string, receiverId: string): Promise<MessagingContext | null> {
      drop(key(senderId, receiverId));
      return this.get(senderId, receiverId);
    },
    /** A message this node stored: its sender's recent messages and, for a first one, the pair's start. */
    stored(m: { senderId: string; receiverId: string; message: string; sentAt: Date }) {
      const k = key(m.senderId, m.receiverId);
      if (versions.size >= FACTS_MAX_PAIRS) versions.clear();
      versions.set(k, (versions.get(k) ?? 0) + 1);
      const kept = pairs.get(k);
      if (!kept?.ctx.conversation_started) drop(k);
      else if (kept.ctx.writer) {
        const w = kept.ctx.writer;
        const recent = [...w.recent, m.message].slice(-CRISIS_CONTEXT_LIMIT);
        const recentAt = [...w.recentAt, m.sentAt.getTime()].slice(-CRISIS_CONTEXT_LIMIT);
        kept.ctx = { ...kept.ctx, writer: { ...w, recent, recentAt } };
      }
      const back = key(m.receiverId, m.senderId);
      if (!pairs.get(back)?.ctx.conversation_started) drop(back);
    },
    /** A message another node stored (heard on the bus): this node's view of the pair is out of date. */
    storedElsewhere(senderId: string, receiverId: string) {
      drop(key(senderId, receiverId));
      const back = key(receiverId, senderId);
      if (!pairs.get(back)?.ctx.conversation_started) drop(back);
    },
    /** The receiver now has an unread notification from the sender (unless something changed since `at`). */
    notified(senderId: string, receiverId: string, at: number) {
      const kept = pairs.get(key(senderId, receiverId));
      if (kept && epoch === at) kept.ctx = { ...kept.ctx, unread_notified: true };
    },
    /** The current epoch, to pass to `notified` after a slow step. */
    epoch: () => epoch,
    /** A fact about these members changed (the trigger's payload). */
    forget(memberIds: string[]) {
      epoch++;
      for (const m of memberIds) {
        for (const k of byMember.get(m) ?? []) drop(k);
        byMember.delete(m);
      }
    },
    clear,
    size: () => pairs.size,
  };
}

export type ChatFactsCache = ReturnType<typeof createChatFactsCache>;
