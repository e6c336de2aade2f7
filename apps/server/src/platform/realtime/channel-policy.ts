// Who may subscribe to which channel. Each feature adds its rule; an unknown channel is refused. A
// feature that takes someone's right away (removed from a room) revokes it: the hub cuts their open
// subscriptions on every node, and the rule refuses them from then on.
import { channels } from "@saathi/contract/realtime";
export type ChannelRule = (userId: string, channel: string) => boolean | Promise<boolean>;

export interface ChannelPolicy {
  /** Adds a rule for channels starting with `prefix`. */
  add(prefix: string, rule: ChannelRule): void;
  canSubscribe(userId: string, channel: string): Promise<boolean>;
  /** Two-person channels (chat pairs) are refused to a pair where either blocked the other. */
  hidePairs(hidden: (a: string, b: string) => Promise<boolean>): void;
  /**
   * Cuts the open subscriptions to `channel` of these members (everyone's when null) on every node.
   * Call it after the change that makes the rule refuse them has committed, so a resubscription is refused.
   */
  revoke(channel: string, userIds: string[] | null): Promise<void>;
  /** The hub carries revocations to every node (before it is attached, a revocation reaches nobody). */
  onRevoke(handler: (channel: string, userIds: string[] | null) => Promise<void>): void;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createChannelPolicy(): ChannelPolicy {
  const rules: [string, ChannelRule][] = [];
  let hidden: (a: string, b: string) => Promise<boolean> = async () => false;
  let revoker: (channel: string, userIds: string[] | null) => Promise<void> = async () => {};
  const policy: ChannelPolicy = {
    add(prefix, rule) {
      rules.push([prefix, rule]);
      // Longest prefix first, so `call_notifications:` wins over `call_`.
      rules.sort((a, b) => b[0].length - a[0].length);
    },
    async canSubscribe(userId, channel) {
      const match = rules.find(([prefix]) => channel.startsWith(prefix));
      return match ? Boolean(await match[1](userId, channel)) : false;
    },
    hidePairs(fn) {
      hidden = fn;
    },
    revoke: (channel, userIds) => revoker(channel, userIds),
    onRevoke(handler) {
      revoker = handler;
    },
  };
  // Channels that belong to one member: only that member.
  const own = (prefix: string) => (userId: string, channel: string) => channel === `${prefix}${userId}`;
  policy.add("user:", own("user:"));
  policy.add("call_notifications:", own("call_notifications:"));
  policy.add("user_messages_", own("user_messages_"));
  // A chat pair channel: only the two members of the pair, named exactly as chatPair names it (two
  // member ids, sorted). Anything else is refused before the block check, which reads the other id
  // as a uuid (a malformed one failed that query).
  policy.add("chat_messages_", async (userId, channel) => {
    const pair = channel.slice("chat_messages_".length).split("_");
    const other = pair.find((id) => id !== userId);
    if (pair.length !== 2 || !other || !UUID.test(other) || !pair.includes(userId)) return false;
    if (channel !== channels.chatPair(userId, other)) return false;
    return !(await hidden(userId, other));
  });
  return policy;
}
