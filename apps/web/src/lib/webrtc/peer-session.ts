// One side of a call: the RTCPeerConnection and the signalling conversation through the server.
//
// Every open call screen has a connection id (`peer`). Signals are stored by the server in order and
// read after the last id seen, so a late joiner replays what was sent before it came. The caller
// offers at once; the answerer waits ANSWERER_WAIT_MS and offers itself if no offer came (spec §4).
// When both offer at once, the callee gives way (it is the "polite" side). When the other side
// reloads (a new connection id), this side starts a fresh connection so the two meet again. When the
// network drops, the caller restarts ICE until the connection comes back or the attempts run out.
//
// The engine (this session, the devices in media.ts, stats()) is shared code in lib/webrtc/, not part of
// the calls feature: it knows no screen, so a one-to-one call and a group session can both drive it.
import { ANSWERER_WAIT_MS, CALL_MSG, type IceServer, type SendSignalBody, type Signal } from "@saathi/contract/calls";
import { callFailure } from "./failure.ts";

export type ConnectionState = "connecting" | "connected" | "lost" | "failed" | "ended";

export interface SignalTransport {
  join(peer: string): Promise<unknown>;
  send(body: SendSignalBody): Promise<unknown>;
  /** Signals after `after`, oldest first. */
  fetch(after: number): Promise<Signal[]>;
}

export interface PeerSessionOptions {
  me: string;
  isCaller: boolean;
  ice: IceServer[];
  /** "relay" when the server allows calls through TURN only (CALLS_RELAY_ONLY); "all" by default. */
  iceTransportPolicy?: RTCIceTransportPolicy;
  transport: SignalTransport;
  onRemoteStream(stream: MediaStream): void;
  onState(state: ConnectionState): void;
  onError(message: string): void;
  /** For tests and benchmarks: when the connection first became connected. */
  onConnected?(): void;
  createPeerConnection?(config: RTCConfiguration): RTCPeerConnection;
  newPeerId?(): string;
}

const RESTART_AFTER_MS = 2500;
const RESTART_EVERY_MS = 5000;
const MAX_RESTARTS = 6;

export class PeerSession {
  peer: string;
  private pc: RTCPeerConnection | null = null;
  private stream: MediaStream | null = null;
  private remotePeer: string | null = null;
  private lastId = 0;
  private pulling = false;
  private dirty = false;
  private closed = false;
  private everConnected = false;
  private restarts = 0;
  private waitTimer: ReturnType<typeof setTimeout> | null = null;
  private restartTimer: ReturnType<typeof setTimeout> | null = null;
  /** ICE candidates from a connection we do not talk to (yet), by its id. */
  private early = new Map<string, RTCIceCandidateInit[]>();
  /** Sends go out one at a time, in order (an answer before its candidates). */
  private sending: Promise<unknown> = Promise.resolve();

  constructor(private readonly o: PeerSessionOptions) {
    this.peer = this.newId();
  }

  private newId(): string {
    return this.o.newPeerId ? this.o.newPeerId() : crypto.randomUUID();
  }

  /** Joins the room with `stream` and starts talking. */
  async start(stream: MediaStream): Promise<void> {
    this.stream = stream;
    this.makeConnection();
    await this.o.transport.join(this.peer);
    if (this.o.isCaller) await this.offer(false);
    else this.waitForOffer();
    await this.pull();
  }

  /** A signal is waiting on the server (call_signal), or the socket came back: read what is new. */
  async pull(): Promise<void> {
    if (this.closed) return;
    if (this.pulling) {
      this.dirty = true;
      return;
    }
    this.pulling = true;
    try {
      do {
        this.dirty = false;
        const signals = await this.o.transport.fetch(this.lastId);
        for (const s of signals) {
          this.lastId = Math.max(this.lastId, s.id);
          if (s.senderId !== this.o.me) await this.handle(s);
        }
        if (signals.length >= 500) this.dirty = true;
      } while (this.dirty && !this.closed);
    } catch {
      // The next notice or reconnect reads again from lastId.
    } finally {
      this.pulling = false;
    }
  }

  /** call_joined from the other side: a new connection id means they reloaded; meet them again. */
  async otherJoined(peer: string): Promise<void> {
    if (this.closed || !this.remotePeer || peer === this.remotePeer) return;
    await this.reset();
    if (this.o.isCaller) await this.offer(false);
    else this.waitForOffer();
  }

  /** Replaces the camera track (camera switching) without renegotiating. */
  async replaceVideoTrack(track: MediaStreamTrack): Promise<void> {
    const sender = this.pc?.getSenders().find((s) => s.track?.kind === "video");
    await sender?.replaceTrack(track);
  }

  /** What has arrived so far (for the call screen's diagnostics and the browser tests). */
  async stats(): Promise<{ audioPackets: number; videoFrames: number; state: string }> {
    const pc = this.pc;
    if (!pc) return { audioPackets: 0, videoFrames: 0, state: "closed" };
    let audioPackets = 0;
    let videoFrames = 0;
    (await pc.getStats()).forEach((r) => {
      if (r.type !== "inbound-rtp") return;
      if (r.kind === "audio") audioPackets += r.packetsReceived ?? 0;
      if (r.kind === "video") videoFrames += r.framesDecoded ?? 0;
    });
    return { audioPackets, videoFrames, state: pc.connectionState };
  }

  close(): void {
    this.closed = true;
    if (this.waitTimer) clearTimeout(this.waitTimer);
    if (this.restartTimer) clearTimeout(this.restartTimer);
    this.pc?.close();
    this.pc = null;
  }

  private makeConnection(): void {
    const make = this.o.createPeerConnection ?? ((c: RTCConfiguration) => new RTCPeerConnection(c));
    // Spec §9: max-bundle, rtcp-mux required, transport policy all (relay when the server says so).
    const pc = make({
      iceServers: this.o.ice,
      bundlePolicy: "max-bundle",
      rtcpMuxPolicy: "require",
      iceTransportPolicy: this.o.iceTransportPolicy ?? "all",
    });
    this.pc = pc;
    const stream = this.stream;
    if (stream) for (const track of stream.getTracks()) pc.addTrack(track, stream);
    // Audio-only on this side still receives the other side's video.
    if (!stream?.getVideoTracks().length) pc.addTransceiver("video", { direction: "recvonly" });
    pc.ontrack = (e) => {
      if (this.pc !== pc) return;
      this.o.onRemoteStream(e.streams[0] ?? new MediaStream([e.track]));
    };
    pc.onicecandidate = (e) => {
      if (this.pc !== pc || !e.candidate) return;
      this.send({ type: "ice", to: this.remotePeer, payload: e.candidate.toJSON() as Record<string, unknown> });
    };
    pc.onconnectionstatechange = () => {
      if (this.pc !== pc || this.closed) return;
      const s = pc.connectionState;
      if (s === "connected") {
        this.restarts = 0;
        if (this.restartTimer) clearTimeout(this.restartTimer);
        if (!this.everConnected) this.o.onConnected?.();
        this.everConnected = true;
        this.o.onState("connected");
      } else if (s === "disconnected" || s === "failed") {
        this.o.onState(this.everConnected ? "lost" : "connecting");
        this.scheduleRestart(s === "failed" ? 0 : RESTART_AFTER_MS);
      }
    };
  }

  /** Closes the connection and opens a new one under a new id (old signals then no longer apply). */
  private async reset(): Promise<void> {
    if (this.waitTimer) clearTimeout(this.waitTimer);
    this.pc?.close();
    this.remotePeer = null;
    this.early.clear();
    this.peer = this.newId();
    this.makeConnection();
    this.o.onState("connecting");
    await this.o.transport.join(this.peer);
  }

  private waitForOffer(): void {
    if (this.waitTimer) clearTimeout(this.waitTimer);
    this.waitTimer = setTimeout(() => {
      const pc = this.pc;
      if (this.closed || !pc || this.remotePeer || pc.signalingState !== "stable" || pc.remoteDescription) return;
      void this.offer(false);
    }, ANSWERER_WAIT_MS);
  }

  private async offer(iceRestart: boolean): Promise<void> {
    const pc = this.pc;
    if (!pc || this.closed) return;
    try {
      const offer = await pc.createOffer(iceRestart ? { iceRestart: true } : undefined);
      if (this.pc !== pc) return;
      await pc.setLocalDescription(offer);
      this.send({ type: "offer", to: null, payload: { type: "offer", sdp: offer.sdp ?? "" } });
    } catch (err) {
      this.o.onError(callFailure(CALL_MSG.offerFailed, err));
    }
  }

  private scheduleRestart(delay: number): void {
    if (!this.o.isCaller || this.restartTimer) return;
    this.restartTimer = setTimeout(() => {
      this.restartTimer = null;
      const pc = this.pc;
      if (this.closed || !pc || pc.connectionState === "connected") return;
      if (this.restarts >= MAX_RESTARTS) {
        this.o.onState("failed");
        return;
      }
      this.restarts++;
      pc.restartIce();
      void this.offer(true);
      this.scheduleRestart(RESTART_EVERY_MS);
    }, delay);
  }

  private send(s: Omit<SendSignalBody, "peer">): void {
    const body = { ...s, peer: this.peer } as SendSignalBody;
    this.sending = this.sending
      .then(() => this.o.transport.send(body))
      .catch(() => {
        // A stale connection (after a reset) or a closed call: nothing to do.
      });
  }

  private async handle(s: Signal): Promise<void> {
    if (s.to && s.to !== this.peer) return;
    const pc = this.pc;
    if (!pc) return;
    if (s.type === "ice") {
      if (s.peer !== this.remotePeer) {
        const list = this.early.get(s.peer) ?? [];
        list.push(s.payload as RTCIceCandidateInit);
        this.early.set(s.peer, list);
        return;
      }
      await pc.addIceCandidate(s.payload as RTCIceCandidateInit).catch(() => {});
      return;
    }
    const description = { type: s.type, sdp: String(s.payload.sdp ?? "") } as RTCSessionDescriptionInit;
    if (s.type === "offer") {
      if (this.remotePeer && s.peer !== this.remotePeer) await this.reset();
      const current = this.pc;
      if (!current) return;
      // Both offered: the caller keeps its own offer, the callee gives way (rolls back and answers).
      if (current.signalingState !== "stable" && this.o.isCaller) return;
      try {
        if (this.waitTimer) clearTimeout(this.waitTimer);
        await current.setRemoteDescription(description);
        this.adopt(s.peer, current);
        const answer = await current.createAnswer();
        await current.setLocalDescription(answer);
        this.send({ type: "answer", to: s.peer, payload: { type: "answer", sdp: answer.sdp ?? "" } });
      } catch (err) {
        this.o.onError(callFailure(CALL_MSG.incomingFailed, err));
      }
      return;
    }
    // An answer to this connection's offer.
    if (pc.signalingState !== "have-local-offer") return;
    try {
      await pc.setRemoteDescription(description);
      this.adopt(s.peer, pc);
    } catch (err) {
      this.o.onError(callFailure(CALL_MSG.answerFailed, err));
    }
  }

  /** From now on this side talks to connection `peer`; its candidates that came early apply now. */
  private adopt(peer: string, pc: RTCPeerConnection): void {
    this.remotePeer = peer;
    const waiting = this.early.get(peer) ?? [];
    this.early.delete(peer);
    for (const c of waiting) void pc.addIceCandidate(c).catch(() => {});
  }
}
