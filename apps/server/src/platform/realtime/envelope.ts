// What travels on the fan-out bus between nodes (hub.ts publishes and handles them).
export type Envelope =
  | { kind: "channel"; channel: string; event: string; data: unknown }
  /** `skip`: the tag of the one socket (on the node that named it) whose request's answer carried this. */
  | { kind: "channels"; channels: string[]; event: string; data: unknown; skip?: string }
  | { kind: "followers"; authorId: string; event: string; data: unknown }
  | { kind: "signal"; name: string; from: string }
  /** A channel's rule no longer admits these members (all when null): their sockets leave it on every node. */
  | { kind: "revoke"; channel: string; userIds: string[] | null }
  /** A lag probe: heard only by the node that sent it (the bus's own round trip, timed). */
  | { kind: "probe"; id: string; from: string }
  /** Several envelopes published in the same turn of the event loop, sent as one bus message. */
  | { kind: "batch"; items: Envelope[] };
