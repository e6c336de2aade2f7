// Revocations this node heard, by member and channel: a subscription whose rule was asked before one
// of them arrived is refused (the rule may have read the database before the change committed).

const key = (userId: string, channel: string) => `${userId}\u0000${channel}`;

export interface Revocations {
  /** Where the count stands now: what a subscription notes before it asks the channel's rule. */
  now(): number;
  /** Records a revocation of `channel` for these members (all when null). */
  record(channel: string, userIds: ReadonlySet<string> | null): void;
  /** A revocation of this member's `channel` arrived after `seq` (as `now()` answered). */
  since(userId: string, channel: string, seq: number): boolean;
}

export function createRevocations(): Revocations {
  let count = 0;
  const at = new Map<string, number>();
  return {
    now: () => count,
    record(channel, userIds) {
      const seq = ++count;
      if (userIds) for (const id of userIds) at.set(key(id, channel), seq);
      else at.set(key("*", channel), seq);
      // Only subscriptions asked for while the revocation travelled need it; old marks go.
      if (at.size > 10_000) at.clear();
    },
    since: (userId, channel, seq) =>
      (at.get(key(userId, channel)) ?? 0) > seq || (at.get(key("*", channel)) ?? 0) > seq,
  };
}
