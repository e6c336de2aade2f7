// Domain events: how one module tells others that something happened without importing them
// (a new account, a sign-in, a stored crisis flag, an approved message, a saved profile). Each event's
// payload is typed here; a module lists its handlers in its `events`, app.ts attaches them all, and a
// module that says something calls `emit`. Handlers run in the order of the module list and are awaited:
// a handler that must not hold the caller up (an alert, a check-in) starts its work and returns.

export interface DomainEvents {
  /** An account was created (sign-up, social sign-in, the seed): give it a profile, a role, consents. */
  "account.created": {
    id: string;
    name: string;
    email: string;
    role: string;
    /** The age declared at sign-up (absent: none was given; young-people reads that as an adult). */
    age?: { adultOn: string | null; basis: "date_of_birth" | "age_band" };
  };
  /** A session began (any sign-in method). */
  "session.created": { userId: string; ipAddress?: string | null; userAgent?: string | null };
  /** The write check stored a crisis item. */
  "crisis.flagged": { itemId: string; authorId: string; level: string | null };
  /** A moderator approved a held item (a held chat message is delivered then). */
  "moderation.approved": { type: string; id: string };
  /** A staff member opened an item of the moderation queue (the first look of a crisis item). */
  "moderation.opened": { staffId: string; itemId: string };
  /** The watched words changed (the write check drops its cache). */
  "watched-words.changed": Record<string, never>;
  /**
   * One member blocked another (directly, or from a support-circle room), and the block has committed.
   * What still binds the pair ends: sessions to come are cancelled as the blocker's own cancellation
   * (bookings, which then has packages refund the pair's unused package sessions), a ringing or live
   * call ends (calls). Blocking is silent: a handler never tells the
   * blocked person of a block. Emitted after the write by visibility, which logs a failed handler and
   * keeps the block; each reacting module also sweeps blocked pairs every minute (a crash or another
   * node's lost emit is caught there), so handlers must be idempotent.
   */
  "block.made": { blockerId: string; blockedId: string };
  /** A member saved their profile. */
  "profile.updated": { userId: string };
  /**
   * An account that must not exist is erased now, with no grace (young-people: a child under 13 after
   * a Google or Microsoft sign-in); account-deletion runs the same erasure walk as a deletion.
   */
  "account.erase-now": { userId: string; reason: "under_13" };
  /**
   * A notice for a member from a module built before notifications (young-people: turning 18, a
   * guardian's withdrawal): `message` is a catalog text, `values` its placeholders (`when`: an ISO time).
   */
  "member.notice": {
    userId: string;
    type: "young_people";
    message: string;
    values?: Record<string, string>;
    data?: Record<string, string>;
  };
}

export type DomainEventName = keyof DomainEvents;
export type DomainEventHandlers = { [K in DomainEventName]?: (payload: DomainEvents[K]) => Promise<void> | void };

export interface DomainEventBus {
  emit<K extends DomainEventName>(name: K, payload: DomainEvents[K]): Promise<void>;
  /** Attaches a module's handlers (app.ts, once per module, in the order of the list). */
  on(handlers: DomainEventHandlers): void;
}

export function createDomainEvents(): DomainEventBus {
  type Handler = (payload: never) => Promise<void> | void;
  const listeners = new Map<DomainEventName, Handler[]>();
  return {
    async emit(name, payload) {
      for (const handler of listeners.get(name) ?? []) await (handler as (p: typeof payload) => unknown)(payload);
    },
    on(handlers) {
      for (const name of Object.keys(handlers) as DomainEventName[]) {
        const handler = handlers[name] as Handler | undefined;
        if (handler) listeners.set(name, [...(listeners.get(name) ?? []), handler]);
      }
    },
  };
}
