// Cameras in the live room: one tap turns mine on (a small camera, a camera token, the offer published)
// and off again (the server is told); a refused camera is said in words and costs no token; the others'
// cameras show as tiles by nickname, and "Turn others' video off" takes them away (audio untouched).
import type { CircleRoomParticipant } from "@saathi/contract/circle-room";
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderWithProviders } from "../../../test/render.tsx";
import { useRoomVideo } from "../use-room-video.ts";
import { participant } from "./participant-fixture.ts";
import { VideoPanel } from "./video-panel.tsx";

const base = "/api/circles/meetings/o1/room/video";
const person = (name: string, over: Partial<CircleRoomParticipant> = {}) => participant(name, 1, over);

class FakePeer extends EventTarget {
  static made: FakePeer[] = [];
  iceGatheringState = "complete";
  iceConnectionState = "new";
  localDescription: { type: string; sdp: string } | null = null;
  remote: unknown = null;
  transceivers: unknown[] = [];
  oniceconnectionstatechange: (() => void) | null = null;
  ontrack: ((e: unknown) => void) | null = null;
  closed = false;
  constructor() {
    super();
    FakePeer.made.push(this);
  }
  addTransceiver(track: unknown, init: unknown) {
    this.transceivers.push({ track, init });
  }
  async createOffer() {
    return { type: "offer", sdp: "v=0 fake video offer" };
  }
  async createAnswer() {
    return { type: "answer", sdp: "v=0 fake video answer" };
  }
  async setLocalDescription(d: { type: string; sdp: string }) {
    this.localDescription = d;
  }
  async setRemoteDescription(d: unknown) {
    this.remote = d;
  }
  close() {
    this.closed = true;
  }
}

function Harness({
  participants,
  link,
}: {
  participants: CircleRoomParticipant[];
  link?: { current: RTCPeerConnection | null };
}) {
  const camera = useRoomVideo("o1");
  return <VideoPanel occurrenceId="o1" participants={participants} camera={camera} link={link} />;
}

/** The audio connection's statistics: every second 25% of the audio lost. */
function lossyLink() {
  let received = 0;
  let lost = 0;
  const getStats = async () => {
    received += 30;
    lost += 10;
    return new Map([["in", { type: "inbound-rtp", kind: "audio", packetsReceived: received, packetsLost: lost }]]);
  };
  return { current: { getStats } as unknown as RTCPeerConnection };
}

const fakeTrack = () => ({ kind: "video", stop: vi.fn() });
function camera(getUserMedia: (c: MediaStreamConstraints) => Promise<MediaStream>) {
  Object.defineProperty(navigator, "mediaDevices", { value: { getUserMedia }, configurable: true });
}

// jsdom's media elements take only its own MediaStream: the fake camera's stream is held as given.
const shown = new WeakMap<HTMLMediaElement, unknown>();
Object.defineProperty(HTMLMediaElement.prototype, "srcObject", {
  configurable: true,
  get(this: HTMLMediaElement) {
    return shown.get(this) ?? null;
  },
  set(this: HTMLMediaElement, value: unknown) {
    shown.set(this, value);
  },
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  FakePeer.made = [];
  Object.defineProperty(navigator, "mediaDevices", { value: undefined, configurable: true });
});

describe("the camera toggle", () => {
  it("one tap turns my camera on (token, published offer), another turns it off and tells the server", async () => {
    const calls = fakeApi({
      [`POST ${base}/token`]: { token: "t".repeat(43), expiresAt: "", ice: [], iceTransportPolicy: "all" },
      [`POST ${base}/publish`]: { feedId: 7, answer: { type: "answer", sdp: "v=0 janus answer" } },
      [`POST ${base}/stop`]: { stopped: true },
    });
    vi.stubGlobal("RTCPeerConnection", FakePeer);
    const track = fakeTrack();
    const getUserMedia = vi.fn(async () => ({ getTracks: () => [track], getVideoTracks: () => [track] }) as never);
    camera(getUserMedia);
    renderWithProviders(<Harness participants={[person("Quiet owl", { me: true })]} />);

    const on = screen.getByRole("button", { name: "Turn camera on" });
    expect(on.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(on);
    await vi.waitFor(() => expect(calls.some((c) => c.url === `${base}/publish`)).toBe(true));
    // Video only, small: the audio stays on its own connection.
    expect(getUserMedia).toHaveBeenCalledWith(expect.objectContaining({ audio: false, video: expect.any(Object) }));
    const publish = calls.find((c) => c.url === `${base}/publish`);
    expect(publish?.body).toEqual({ token: "t".repeat(43), offer: { type: "offer", sdp: "v=0 fake video offer" } });
    const peer = FakePeer.made[0];
    await vi.waitFor(() => expect(peer?.remote).toEqual({ type: "answer", sdp: "v=0 janus answer" }));
    expect(peer?.transceivers).toHaveLength(1);
    // The media server's checks come through: the camera is on.
    if (peer) {
      peer.iceConnectionState = "connected";
      act(() => peer.oniceconnectionstatechange?.());
    }
    // My own preview shows while the camera is on.
    expect(screen.getByLabelText("My camera")).toBeTruthy();

    const off = await screen.findByRole("button", { name: "Turn camera off" });
    expect(off.getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(off);
    await vi.waitFor(() => expect(calls.some((c) => c.url === `${base}/stop`)).toBe(true));
    expect(track.stop).toHaveBeenCalled();
    expect(peer?.closed).toBe(true);
    expect(await screen.findByRole("button", { name: "Turn camera on" })).toBeTruthy();
  });

  it("a refused camera is said in words, and no camera token is asked for", async () => {
    const calls = fakeApi({});
    vi.stubGlobal("RTCPeerConnection", FakePeer);
    camera(() => Promise.reject(Object.assign(new Error("denied"), { name: "NotAllowedError" })));
    renderWithProviders(<Harness participants={[]} />);
    fireEvent.click(screen.getByRole("button", { name: "Turn camera on" }));
    expect((await screen.findByRole("alert")).textContent).toMatch(/could not use your camera.*Audio carries on/);
    expect(calls).toHaveLength(0);
  });

  it("the server's refusal is shown in its words", async () => {
    fakeApi({
      [`POST ${base}/token`]: [
        403,
        { code: "VIDEO_NOT_ALLOWED", message: "The host has not turned on video for this meeting." },
      ],
    });
    vi.stubGlobal("RTCPeerConnection", FakePeer);
    const track = fakeTrack();
    camera(async () => ({ getTracks: () => [track], getVideoTracks: () => [track] }) as never);
    renderWithProviders(<Harness participants={[]} />);
    fireEvent.click(screen.getByRole("button", { name: "Turn camera on" }));
    expect((await screen.findByRole("alert")).textContent).toBe("The host has not turned on video for this meeting.");
    expect(track.stop).toHaveBeenCalled();
  });

  it("others' cameras show by nickname, and can be turned off to save data", async () => {
    const calls = fakeApi({
      [`POST ${base}/watch/`]: { stopped: true },
      [`POST ${base}/watch`]: {
        subscriptionId: 55,
        offer: { type: "offer", sdp: "v=0 janus offer" },
        ice: [],
        iceTransportPolicy: "all",
      },
    });
    vi.stubGlobal("RTCPeerConnection", FakePeer);
    renderWithProviders(
      <Harness
        participants={[person("Quiet owl", { me: true }), person("Blue kite", { participantId: 2, videoFeed: 9 })]}
      />,
    );
    expect(await screen.findByLabelText("Blue kite's video")).toBeTruthy();
    await vi.waitFor(() => expect(calls.some((c) => c.url === `${base}/watch/55/start`)).toBe(true));
    expect(calls.find((c) => c.url === `${base}/watch`)?.body).toEqual({ feedId: 9 });
    expect(calls.find((c) => c.url === `${base}/watch/55/start`)?.body).toEqual({
      answer: { type: "answer", sdp: "v=0 fake video answer" },
    });

    fireEvent.click(screen.getByRole("button", { name: "Turn others' video off" }));
    expect(screen.queryByLabelText("Blue kite's video")).toBeNull();
    await vi.waitFor(() => expect(calls.some((c) => c.url === `${base}/watch/55/stop`)).toBe(true));
  });

  it("a watch the server lost (the node holding it stopped) is asked for again", async () => {
    const calls = fakeApi({
      [`POST ${base}/watch/`]: [404, { code: "WATCH_NOT_FOUND", message: "That video is not available any more." }],
      [`POST ${base}/watch`]: {
        subscriptionId: 56,
        offer: { type: "offer", sdp: "v=0 janus offer" },
        ice: [],
        iceTransportPolicy: "all",
      },
    });
    vi.stubGlobal("RTCPeerConnection", FakePeer);
    renderWithProviders(<Harness participants={[person("Blue kite", { participantId: 2, videoFeed: 9 })]} />);
    const watches = () => calls.filter((c) => c.url === `${base}/watch`).length;
    await vi.waitFor(() => expect(watches()).toBe(2), { timeout: 5000 });
    expect(calls.filter((c) => c.url === `${base}/watch/56/start`).length).toBeGreaterThanOrEqual(1);
  });

  it("pauses video by itself on a link that stays poor, says so, and tries again on a tap", async () => {
    const calls = fakeApi({
      [`POST ${base}/watch/`]: { stopped: true },
      [`POST ${base}/watch`]: {
        subscriptionId: 57,
        offer: { type: "offer", sdp: "v=0 janus offer" },
        ice: [],
        iceTransportPolicy: "all",
      },
    });
    vi.stubGlobal("RTCPeerConnection", FakePeer);
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"] });
    try {
      renderWithProviders(
        <Harness participants={[person("Blue kite", { participantId: 2, videoFeed: 9 })]} link={lossyLink()} />,
      );
      expect(await screen.findByLabelText("Blue kite's video")).toBeTruthy();
      await act(() => vi.advanceTimersByTimeAsync(3_000));
      expect(screen.queryByText(/Video paused/)).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(4_000));
      expect(screen.getByText("Video paused to keep your audio clear on a slow connection")).toBeTruthy();
      expect(screen.queryByLabelText("Blue kite's video")).toBeNull();
      await vi.waitFor(() => expect(calls.some((c) => c.url === `${base}/watch/57/stop`)).toBe(true));
      fireEvent.click(screen.getByRole("button", { name: "Try video again" }));
      expect(await screen.findByLabelText("Blue kite's video")).toBeTruthy();
      expect(screen.queryByText(/Video paused/)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
