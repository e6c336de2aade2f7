// What the live rooms need kept: the Janus room behind each circle room (its id and secret never
// leave the server), the join tokens and who was removed. Ports, so the circles module backs them
// with tables; the in-memory stores serve tests and a single process.

/** One live room: the Janus room behind a Saathi room key (e.g. a circle session's id). */
export interface MediaRoomRecord {
  key: string;
  janusRoom: number;
  secret: string;
  locked: boolean;
  ended: boolean;
}

/** One join token, stored only as its SHA-256 (the member holds the token itself). */
export interface JoinTokenRecord {
  hash: string;
  roomKey: string;
  seatId: string;
  memberId: string;
  expiresAt: Date;
  usedAt: Date | null;
}

export interface RoomStore {
  save(room: MediaRoomRecord): Promise<void>;
  /**
   * Stores a newly made room unless a live one is stored for its key already (another node opened it
   * first): answers the room that is stored now, which the caller uses.
   */
  claim(room: MediaRoomRecord): Promise<MediaRoomRecord>;
  get(key: string): Promise<MediaRoomRecord | null>;
  /** A member removed from the room: never given a token for it again. */
  ban(key: string, memberId: string): Promise<void>;
  isBanned(key: string, memberId: string): Promise<boolean>;
  /** Which member a participant of the room is (set at join). */
  setParticipant(key: string, participantId: number, memberId: string): Promise<void>;
  participantMember(key: string, participantId: number): Promise<string | null>;
  participantsOf(key: string, memberId: string): Promise<number[]>;
}

export interface TokenStore {
  put(token: JoinTokenRecord): Promise<void>;
  /**
   * Marks the token used and returns it, in one step (two joins racing with one token: one wins),
   * only when it exists, is unused, unexpired at `now` and bound to this room and member; otherwise
   * null and nothing changes (a token shown to the wrong room is not spent).
   */
  take(hash: string, bound: { roomKey: string; memberId: string }, now: Date): Promise<JoinTokenRecord | null>;
  /** Unused tokens of the room (of one member when given), removed; their hashes returned. */
  drop(roomKey: string, memberId?: string): Promise<string[]>;
  /** Tokens past their time, removed (used ones too); the unused ones' hashes by room, for Janus's lists. */
  dropExpired(now: Date): Promise<{ roomKey: string; hash: string }[]>;
}

export function createMemoryRoomStore(): RoomStore {
  const rooms = new Map<string, MediaRoomRecord>();
  const bans = new Set<string>();
  const participants = new Map<string, string>();
  const pkey = (key: string, id: number) => `${key}\u0000${id}`;
  return {
    async save(room) {
      rooms.set(room.key, { ...room });
    },
    async claim(room) {
      const r = rooms.get(room.key);
      if (r && !r.ended) return { ...r };
      rooms.set(room.key, { ...room });
      return { ...room };
    },
    async get(key) {
      const r = rooms.get(key);
      return r ? { ...r } : null;
    },
    async ban(key, memberId) {
      bans.add(`${key}\u0000${memberId}`);
    },
    async isBanned(key, memberId) {
      return bans.has(`${key}\u0000${memberId}`);
    },
    async setParticipant(key, participantId, memberId) {
      participants.set(pkey(key, participantId), memberId);
    },
    async participantMember(key, participantId) {
      return participants.get(pkey(key, participantId)) ?? null;
    },
    async participantsOf(key, memberId) {
      const prefix = `${key}\u0000`;
      return [...participants]
        .filter(([k, m]) => k.startsWith(prefix) && m === memberId)
        .map(([k]) => Number(k.slice(prefix.length)));
    },
  };
}

export function createMemoryTokenStore(): TokenStore {
  const tokens = new Map<string, JoinTokenRecord>();
  return {
    async put(token) {
      tokens.set(token.hash, { ...token });
    },
    async take(hash, bound, now) {
      const t = tokens.get(hash);
      if (!t || t.usedAt || t.memberId !== bound.memberId || t.roomKey !== bound.roomKey || t.expiresAt <= now)
        return null;
      t.usedAt = now;
      return { ...t };
    },
    async drop(roomKey, memberId) {
      const dropped: string[] = [];
      for (const [hash, t] of tokens)
        if (t.roomKey === roomKey && !t.usedAt && (memberId === undefined || t.memberId === memberId)) {
          tokens.delete(hash);
          dropped.push(hash);
        }
      return dropped;
    },
    async dropExpired(now) {
      const dropped: { roomKey: string; hash: string }[] = [];
      for (const [hash, t] of tokens)
        if (t.expiresAt <= now) {
          tokens.delete(hash);
          if (!t.usedAt) dropped.push({ roomKey: t.roomKey, hash });
        }
      return dropped;
    },
  };
}
