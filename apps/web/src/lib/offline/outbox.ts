// The outbox: chat messages and journal entries written with no network are kept on this
// phone (IndexedDB) and sent once the network is back: when the browser comes online, when the live
// connection reconnects, and when the app starts. Each keeps the client id it was given when written,
// which the server already uses to answer a repeated send with the first one: no duplicates, however
// often a send is retried or however many tabs try it. Sends go in the order written.
// Only a final refusal (a 4xx such as "blocked" or "too long") takes an item out of the queue, marked
// failed so its screen can give the words back with the reason (and the member can try it again); the
// journal's "consent first" (409) waits for the member's answer. A journal entry refused because its id
// is another entry's (409 CLIENT_ID_REUSED) goes again at once under a new id: only the id was wrong.
// Items belong to one member: another member's are never sent or shown, and the whole outbox is erased
// on sign-out.
import type { ChatMessage } from "@saathi/contract/chat";
import { JOURNAL_ERROR, type JournalEntry } from "@saathi/contract/journal";
import { clear, createStore, del, entries, set } from "idb-keyval";
import { useMemo, useSyncExternalStore } from "react";
import { sendChatMessage } from "../api/chat/send-chat-message.ts";
import { isConsentRequired } from "../api/consent/give-consent.ts";
import { createJournalEntry } from "../api/journal/create-journal-entry.ts";
import { ApiError } from "../api-client.ts";
import { alsoForgetOnSignOut } from "./forget-device.ts";
import { onBackOnline } from "./network-status.ts";

interface QueuedBase {
  /** The member who wrote it (the only one it is ever sent for or shown to). */
  ownerId: string;
  /** Given when written and kept on every try: the server makes a repeated send return the first. */
  clientId: string;
  body: string;
  createdAt: string;
  /** Sending order (when written, made unique). */
  order: number;
  /** Tries that ended without an answer (no network, server trouble). */
  attempts: number;
  /** waiting: to send; sending: on its way; consent: the journal needs the member's consent first;
   * failed: refused for good (`error` says why), for its screen to give the words back. */
  state: "waiting" | "sending" | "consent" | "failed";
  error?: string;
  /** The refusal's code beside `error` (a try again by the member needs to know an id refusal). */
  errorCode?: string;
}
export interface QueuedChat extends QueuedBase {
  kind: "chat";
  receiverId: string;
}
export interface QueuedJournal extends QueuedBase {
  kind: "journal";
  /**
   * The id it is sent under once `clientId` was refused as another entry's. Kept with the item (whose key
   * stays `clientId`), so every later try, after a reload too, sends this same one: never a second copy.
   */
  sendAs?: string;
}
export type OutboxItem = QueuedChat | QueuedJournal;
type Fresh<T> = Omit<T, "order" | "attempts" | "state" | "error" | "errorCode" | "sendAs">;
export type NewOutboxItem = Fresh<QueuedChat> | Fresh<QueuedJournal>;

export type Sent =
  | { kind: "chat"; item: QueuedChat; saved: ChatMessage }
  | { kind: "journal"; item: QueuedJournal; saved: JournalEntry };
export type Sender = (item: OutboxItem) => Promise<ChatMessage | JournalEntry>;

/** Where the queue is kept between visits. */
export interface OutboxStore {
  load(): Promise<OutboxItem[]>;
  put(item: OutboxItem): Promise<void>;
  remove(clientId: string): Promise<void>;
  clear(): Promise<void>;
}

/** What a failed send means for the item: try again later, ask for consent, or give up. */
export function outcomeOf(err: unknown): "retry" | "consent" | "final" {
  if (isConsentRequired(err)) return "consent";
  if (!(err instanceof ApiError) || err.status < 400 || err.status >= 500) return "retry";
  // Signed out, a second factor due, a timeout or "slow down": the words are still good, later.
  if ([401, 408, 429].includes(err.status) || err.code === "TWO_FACTOR_REQUIRED") return "retry";
  return "final";
}

/** The id a journal entry goes to the server under (its own, or the new one its own was refused for). */
export const journalSendId = (item: QueuedJournal): string => item.sendAs ?? item.clientId;

/** A journal entry refused only because its id is another entry's with other words. */
const refusedForId = (err: unknown) => err instanceof ApiError && err.code === JOURNAL_ERROR.clientIdReused;

const FIRST_RETRY_MS = 5_000;
const LAST_RETRY_MS = 30_000;

export class Outbox {
  private items: readonly OutboxItem[] = [];
  private readonly changed = new Set<() => void>();
  private readonly sentListeners = new Set<(sent: Sent) => void>();
  private readonly loaded: Promise<void>;
  private flushing: Promise<void> | null = null;
  private lastOrder = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private retryDelay = FIRST_RETRY_MS;
  private readonly sentAt = { chat: 0, journal: 0 };
  /** The signed-in member whose items are sent (set by startOutbox). */
  owner: string | null = null;

  constructor(
    private readonly store: OutboxStore,
    private readonly send: Sender,
  ) {
    this.loaded = store
      .load()
      .then((stored) => {
        const known = new Set(this.items.map((i) => i.clientId));
        // Anything on its way when the page closed is simply waiting again (its client id makes it safe).
        const kept = stored
          .filter((i) => !known.has(i.clientId))
          .map((i): OutboxItem => (i.state === "sending" ? { ...i, state: "waiting" } : i));
        for (const i of kept) this.lastOrder = Math.max(this.lastOrder, i.order);
        this.replace([...kept, ...this.items]);
      })
      .catch(() => {});
  }

  /** Every item, in sending order (for useSyncExternalStore: the same array until something changes). */
  snapshot = (): readonly OutboxItem[] => this.items;

  subscribe = (listener: () => void): (() => void) => {
    this.changed.add(listener);
    return () => this.changed.delete(listener);
  };

  /** Called after each item the server accepted, before it leaves the queue. */
  onSent(listener: (sent: Sent) => void): () => void {
    this.sentListeners.add(listener);
    return () => this.sentListeners.delete(listener);
  }

  /** When an item of this kind was last accepted by the server (ms; 0 = not in this visit). */
  lastSentAt(kind: OutboxItem["kind"]): number {
    return this.sentAt[kind];
  }

  /** Queues an item (shown at once, kept on the phone), then tries to send the queue. */
  async add(fresh: NewOutboxItem): Promise<void> {
    this.lastOrder = Math.max(this.lastOrder + 1, Date.now());
    const item = { ...fresh, order: this.lastOrder, attempts: 0, state: "waiting" } as OutboxItem;
    this.replace([...this.items.filter((i) => i.clientId !== item.clientId), item]);
    await this.store.put(item).catch(() => {});
    void this.flush(item.ownerId);
  }

  /** Takes an item out (sent elsewhere, or its words given back to the member). */
  async remove(clientId: string): Promise<void> {
    this.replace(this.items.filter((i) => i.clientId !== clientId));
    await this.store.remove(clientId).catch(() => {});
  }

  /** The journal's consent was given: its waiting entries go out again. */
  resume(ownerId: string): Promise<void> {
    for (const i of this.items)
      if (i.ownerId === ownerId && i.state === "consent") this.update(i, { state: "waiting" });
    return this.flush(ownerId);
  }

  /**
   * The member's "Try again" on a refused item: it waits to go again, under a new id if its own was
   * refused as another entry's (any other refusal keeps its id: the server may hold it by then).
   */
  async retry(clientId: string): Promise<void> {
    const item = this.items.find((i) => i.clientId === clientId);
    if (item?.state !== "failed") return;
    if (item.kind === "journal" && item.errorCode === JOURNAL_ERROR.clientIdReused) await this.renew(item);
    else this.update(item, { state: "waiting", error: undefined, errorCode: undefined });
    await this.flush(item.ownerId);
  }

  /** A journal entry its screen sent was refused for its id (another entry's): it goes again under a new one. */
  async sendUnderNewId(clientId: string): Promise<void> {
    const item = this.items.find((i) => i.clientId === clientId);
    if (!item) return;
    await this.renew(item);
    await this.flush(item.ownerId);
  }

  /**
   * Sends the member's waiting items one after another, in order. One run at a time: a run re-reads the
   * queue after each send, so what is added meanwhile goes out in the same run.
   */
  flush(ownerId: string | null = this.owner): Promise<void> {
    if (!ownerId) return Promise.resolve();
    if (!this.flushing) this.flushing = this.run(ownerId);
    return this.flushing;
  }

  private async run(ownerId: string): Promise<void> {
    try {
      // No check of navigator.onLine first: it can be wrong both ways, and a try with no network fails
      // at once.
      await this.loaded;
      for (;;) {
        const next = this.items.find((i) => i.ownerId === ownerId && i.state === "waiting");
        if (!next) {
          this.retryDelay = FIRST_RETRY_MS;
          return;
        }
        if (!(await this.sendOne(next))) {
          this.retryLater(ownerId);
          return;
        }
      }
    } finally {
      // Synchronously after the last look at the queue, so a flush asked for now starts a new run.
      this.flushing = null;
    }
  }

  /** false when the network (or the server) did not answer: the run stops and tries again later. */
  private async sendOne(item: OutboxItem): Promise<boolean> {
    this.update(item, { state: "sending" });
    try {
      const saved = await this.send(item);
      if (!this.has(item.clientId)) return true; // forgotten meanwhile (signed out)
      this.sentAt[item.kind] = Date.now();
      for (const l of this.sentListeners) l({ kind: item.kind, item, saved } as Sent);
      await this.remove(item.clientId);
      return true;
    } catch (err) {
      if (!this.has(item.clientId)) return true;
      // A new id once by itself; refused again, it waits for the member's Try again (never a loop).
      if (item.kind === "journal" && refusedForId(err) && !item.sendAs) {
        await this.renew(item);
        return true;
      }
      const outcome = outcomeOf(err);
      if (outcome === "retry") {
        this.update(item, { state: "waiting", attempts: item.attempts + 1 });
        return false;
      }
      if (outcome === "consent") this.update(item, { state: "consent" });
      else this.update(item, { state: "failed", error: (err as ApiError).message, errorCode: (err as ApiError).code });
      return true;
    }
  }

  /** Tries again by itself (also when no event says the network is back), less often each time. */
  private retryLater(ownerId: string): void {
    if (this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.flush(ownerId);
    }, this.retryDelay);
    this.retryDelay = Math.min(this.retryDelay * 2, LAST_RETRY_MS);
  }

  /** Drops other members' items (a shared phone whose last member did not sign out here). */
  async keepOnly(ownerId: string): Promise<void> {
    await this.loaded;
    for (const i of this.items) if (i.ownerId !== ownerId) await this.remove(i.clientId);
  }

  /** Sign-out: everything queued on this phone is erased. */
  async forget(): Promise<void> {
    this.owner = null;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.replace([]);
    await this.loaded;
    this.replace([]);
    await this.store.clear().catch(() => {});
  }

  /** A new id to send under, kept on the phone before it is ever sent (a reload then sends the same one). */
  private async renew(item: OutboxItem): Promise<void> {
    const current = this.items.find((i) => i.clientId === item.clientId);
    if (current?.kind !== "journal") return;
    const next: QueuedJournal = {
      ...current,
      sendAs: crypto.randomUUID(),
      state: "waiting",
      error: undefined,
      errorCode: undefined,
    };
    this.replace(this.items.map((i) => (i === current ? next : i)));
    await this.store.put(next).catch(() => {});
  }

  private has(clientId: string): boolean {
    return this.items.some((i) => i.clientId === clientId);
  }

  private update(item: OutboxItem, change: Partial<QueuedBase>): void {
    const current = this.items.find((i) => i.clientId === item.clientId);
    if (!current) return;
    const next = { ...current, ...change } as OutboxItem;
    this.replace(this.items.map((i) => (i === current ? next : i)));
    void this.store.put(next).catch(() => {});
  }

  private replace(items: OutboxItem[]): void {
    this.items = [...items].sort((a, b) => a.order - b.order);
    for (const l of this.changed) l();
  }
}

/** IndexedDB through idb-keyval (one small database of its own). */
export function idbStore(): OutboxStore {
  const db = createStore("saathi-outbox", "items");
  return {
    load: async () => (await entries<string, OutboxItem>(db)).map(([, item]) => item),
    put: (item) => set(item.clientId, item, db),
    remove: (clientId) => del(clientId, db),
    clear: () => clear(db),
  };
}

/** For browsers without IndexedDB (and tests): the queue lasts until the page closes. */
export function memoryStore(): OutboxStore {
  const kept = new Map<string, OutboxItem>();
  return {
    load: async () => [...kept.values()],
    put: async (item) => void kept.set(item.clientId, item),
    remove: async (clientId) => void kept.delete(clientId),
    clear: async () => kept.clear(),
  };
}

/** The real sends: the same endpoints the screens use, with the item's own client id. */
export const sendOverNetwork: Sender = (item) =>
  item.kind === "chat"
    ? sendChatMessage({ receiverId: item.receiverId, message: item.body, clientId: item.clientId })
    : createJournalEntry({ clientId: journalSendId(item), body: item.body, createdAt: item.createdAt });

export const outbox = new Outbox(typeof indexedDB === "undefined" ? memoryStore() : idbStore(), sendOverNetwork);
alsoForgetOnSignOut(() => outbox.forget());

/**
 * For the signed-in member (from the app's frame): sends what is queued now, when the network comes
 * back and whenever `onReconnect` fires (the live connection is back). Returns the stop function.
 */
export function startOutbox(ownerId: string, onReconnect: (listener: () => void) => () => void): () => void {
  outbox.owner = ownerId;
  const flush = () => void outbox.flush(ownerId);
  void outbox.keepOnly(ownerId).then(flush);
  const stopBack = onBackOnline(flush);
  const stopReconnect = onReconnect(flush);
  return () => {
    stopBack();
    stopReconnect();
  };
}

/** The member's queued items, kept current (never another member's). */
export function useOutbox(ownerId: string | null | undefined): OutboxItem[] {
  const all = useSyncExternalStore(outbox.subscribe, outbox.snapshot, outbox.snapshot);
  return useMemo(() => all.filter((i) => i.ownerId === ownerId), [all, ownerId]);
}
