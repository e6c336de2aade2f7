import type { SendSignalBody, Signal } from "@saathi/contract/calls";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PeerSession, type PeerSessionOptions } from "./peer-session.ts";

/** Just enough of RTCPeerConnection to follow the offer/answer state machine. */
class FakePc {
  signalingState: RTCSignalingState = "stable";
  connectionState: RTCPeerConnectionState = "new";
  remoteDescription: RTCSessionDescriptionInit | null = null;
  localDescription: RTCSessionDescriptionInit | null = null;
  candidates: unknown[] = [];
  closed = false;
  restarted = 0;
  transceivers: string[] = [];
  ontrack: unknown = null;
  onicecandidate: unknown = null;
  onconnectionstatechange: unknown = null;
  constructor(readonly config: RTCConfiguration) {}
  addTrack() {}
  addTransceiver(kind: string) {
    this.transceivers.push(kind);
  }
  getSenders() {
    return [];
  }
  async createOffer(opts?: RTCOfferOptions) {
    return { type: "offer" as const, sdp: opts?.iceRestart ? "restart-offer" : "offer-sdp" };
  }
  async createAnswer() {
    return { type: "answer" as const, sdp: "answer-sdp" };
  }
  async setLocalDescription(d: RTCSessionDescriptionInit) {
    this.localDescription = d;
    this.signalingState = d.type === "offer" ? "have-local-offer" : "stable";
  }
  async setRemoteDescription(d: RTCSessionDescriptionInit) {
    this.remoteDescription = d;
    this.signalingState = d.type === "offer" ? "have-remote-offer" : "stable";
  }
  async addIceCandidate(c: unknown) {
    this.candidates.push(c);
  }
  restartIce() {
    this.restarted++;
  }
  close() {
    this.closed = true;
  }
}

const ME = "me-user";
const OTHER = "other-user";
let ids = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++ids).padStart(12, "0")}`;

function setup(isCaller: boolean, extra: Partial<PeerSessionOptions> = {}) {
  const server: Signal[] = [];
  const sent: SendSignalBody[] = [];
  const joins: string[] = [];
  const pcs: FakePc[] = [];
  let nextId = 1;
  const o: PeerSessionOptions = {
    me: ME,
    isCaller,
    ice: [{ urls: "stun:stun.example.org" }],
    transport: {
      join: async (peer) => joins.push(peer),
      send: async (body) => {
        sent.push(body);
        server.push({ id: nextId++, senderId: ME, createdAt: "", ...body });
      },
      fetch: async (after) => server.filter((s) => s.id > after),
    },
    onRemoteStream: () => {},
    onState: () => {},
    onError: (m) => {
      throw new Error(m);
    },
    createPeerConnection: (c) => {
      const pc = new FakePc(c);
      pcs.push(pc);
      return pc as unknown as RTCPeerConnection;
    },
    newPeerId: uuid,
    ...extra,
  };
  const fromOther = (s: Omit<Signal, "id" | "senderId" | "createdAt">) =>
    server.push({ id: nextId++, senderId: OTHER, createdAt: "", ...s });
  const session = new PeerSession(o);
  const stream = { getTracks: () => [], getVideoTracks: () => [] } as unknown as MediaStream;
  const flush = () => new Promise((r) => setTimeout(r, 0));
  return { session, server, sent, joins, pcs, fromOther, stream, flush };
}

beforeEach(() => {
  ids = 0;
});
afterEach(() => {
  vi.useRealTimers();
});

describe("PeerSession", () => {
  it("uses max-bundle, required rtcp-mux, all transports and still receives video when it sends none", async () => {
    const t = setup(true);
    await t.session.start(t.stream);
    expect(t.pcs[0]?.config).toMatchObject({
      bundlePolicy: "max-bundle",
      rtcpMuxPolicy: "require",
      iceTransportPolicy: "all",
    });
    expect(t.pcs[0]?.transceivers).toEqual(["video"]);
  });

  it("gathers relay candidates only when the server says calls go through TURN only, also after starting over", async () => {
    const t = setup(true, { iceTransportPolicy: "relay" });
    await t.session.start(t.stream);
    const calleePeer = uuid();
    t.fromOther({ type: "answer", peer: calleePeer, to: t.session.peer, payload: { type: "answer", sdp: "a" } });
    await t.session.pull();
    await t.session.otherJoined(uuid());
    expect(t.pcs.map((pc) => pc.config.iceTransportPolicy)).toEqual(["relay", "relay"]);
  });

  it("the caller joins and offers at once, then takes the answer meant for it and the early candidates", async () => {
    const t = setup(true);
    await t.session.start(t.stream);
    await t.flush();
    expect(t.joins).toEqual([t.session.peer]);
    expect(t.sent[0]).toMatchObject({ type: "offer", to: null, peer: t.session.peer, payload: { sdp: "offer-sdp" } });
    const calleePeer = uuid();
    // A candidate arrives before the answer; an answer for someone else is ignored.
    t.fromOther({ type: "ice", peer: calleePeer, to: t.session.peer, payload: { candidate: "c1" } });
    t.fromOther({ type: "answer", peer: uuid(), to: uuid(), payload: { type: "answer", sdp: "not-mine" } });
    t.fromOther({ type: "answer", peer: calleePeer, to: t.session.peer, payload: { type: "answer", sdp: "mine" } });
    await t.session.pull();
    const pc = t.pcs[0];
    expect(pc?.remoteDescription).toEqual({ type: "answer", sdp: "mine" });
    expect(pc?.candidates).toEqual([{ candidate: "c1" }]);
  });

  it("the callee answers a stored offer (late joiner) to the connection that sent it", async () => {
    const t = setup(false);
    const callerPeer = uuid();
    t.fromOther({ type: "offer", peer: callerPeer, to: null, payload: { type: "offer", sdp: "offer-sdp" } });
    t.fromOther({ type: "ice", peer: callerPeer, to: null, payload: { candidate: "c1" } });
    await t.session.start(t.stream);
    await t.flush();
    expect(t.sent).toEqual([
      { type: "answer", peer: t.session.peer, to: callerPeer, payload: { type: "answer", sdp: "answer-sdp" } },
    ]);
    expect(t.pcs[0]?.candidates).toEqual([{ candidate: "c1" }]);
  });

  it("the callee waits 2000 ms for an offer and then offers itself", async () => {
    vi.useFakeTimers();
    const t = setup(false);
    await t.session.start(t.stream);
    await vi.advanceTimersByTimeAsync(1999);
    expect(t.sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.sent[0]).toMatchObject({ type: "offer", to: null });
  });

  it("when both offer, the caller keeps its offer and the callee gives way", async () => {
    const caller = setup(true);
    await caller.session.start(caller.stream);
    caller.fromOther({ type: "offer", peer: uuid(), to: null, payload: { type: "offer", sdp: "theirs" } });
    await caller.session.pull();
    expect(caller.pcs[0]?.signalingState).toBe("have-local-offer");
    expect(caller.sent.filter((s) => s.type === "answer")).toEqual([]);

    vi.useFakeTimers();
    const callee = setup(false);
    await callee.session.start(callee.stream);
    await vi.advanceTimersByTimeAsync(2000);
    expect(callee.pcs[0]?.signalingState).toBe("have-local-offer");
    const callerPeer = uuid();
    callee.fromOther({ type: "offer", peer: callerPeer, to: null, payload: { type: "offer", sdp: "theirs" } });
    await callee.session.pull();
    expect(callee.sent.at(-1)).toMatchObject({ type: "answer", to: callerPeer });
  });

  it("when the other side reloads, the caller starts over under a new id and offers again", async () => {
    const t = setup(true);
    await t.session.start(t.stream);
    const first = t.session.peer;
    const calleePeer = uuid();
    t.fromOther({ type: "answer", peer: calleePeer, to: first, payload: { type: "answer", sdp: "a" } });
    await t.session.pull();
    // The same connection joining again changes nothing; a new one restarts.
    await t.session.otherJoined(calleePeer);
    expect(t.pcs).toHaveLength(1);
    await t.session.otherJoined(uuid());
    await t.flush();
    expect(t.pcs[0]?.closed).toBe(true);
    expect(t.pcs).toHaveLength(2);
    expect(t.session.peer).not.toBe(first);
    expect(t.joins).toEqual([first, t.session.peer]);
    expect(t.sent.at(-1)).toMatchObject({ type: "offer", peer: t.session.peer, to: null });
  });

  it("the caller restarts ICE when a connected call drops", async () => {
    vi.useFakeTimers();
    const t = setup(true);
    await t.session.start(t.stream);
    const pc = t.pcs[0] as FakePc;
    pc.connectionState = "connected";
    (pc.onconnectionstatechange as () => void)();
    pc.connectionState = "disconnected";
    (pc.onconnectionstatechange as () => void)();
    await vi.advanceTimersByTimeAsync(2500);
    expect(pc.restarted).toBe(1);
    expect(t.sent.at(-1)).toMatchObject({ type: "offer", payload: { sdp: "restart-offer" } });
  });
});
