// The live room page: one tap "Join with audio" when the room is open; the screen says in words why
// audio cannot flow (no media server, the microphone refused, no WebRTC) or why the member cannot join
// (removed); members are listed by nickname and only the host gets the controls; Hindi from the catalogs.

import { i18n } from "@lingui/core";
import type { CircleRoom } from "@saathi/contract/circle-room";
import { MEDIA_MSG } from "@saathi/contract/media";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadAppMessages } from "../../../lib/i18n/catalogs.ts";
import { fakeApi, renderWithProviders } from "../../../test/render.tsx";
import { CircleRoomPage } from "./circle-room-page.tsx";
import { participant } from "./participant-fixture.ts";

const room = (over: Partial<CircleRoom> = {}): CircleRoom => ({
  occurrenceId: "o1",
  title: "Evenings feel long",
  startsAt: "2026-11-29T10:00:00.000Z",
  endsAt: "2026-11-29T10:45:00.000Z",
  opensAt: "2026-11-29T09:50:00.000Z",
  role: "member",
  myName: "Quiet owl",
  state: "open",
  available: true,
  reason: null,
  removed: false,
  videoAllowed: false,
  myParticipantId: null,
  participants: [],
  ...over,
});

function mediaDevices(getUserMedia: () => Promise<MediaStream>) {
  Object.defineProperty(navigator, "mediaDevices", { value: { getUserMedia }, configurable: true });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Object.defineProperty(navigator, "mediaDevices", { value: undefined, configurable: true });
  i18n.activate("en");
});

describe("the live circle room", () => {
  it("a refused microphone is said in words, and no token is asked for", async () => {
    const calls = fakeApi({ "GET /api/circles/meetings/": room() });
    vi.stubGlobal("RTCPeerConnection", class {});
    mediaDevices(() => Promise.reject(Object.assign(new Error("denied"), { name: "NotAllowedError" })));
    renderWithProviders(<CircleRoomPage />);
    expect(await screen.findByText(/Others see you as “Quiet owl”, never by your name/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Join with audio" }));
    expect((await screen.findByRole("alert")).textContent).toMatch(/could not use your microphone/);
    expect(calls.some((c) => c.url.endsWith("/token"))).toBe(false);
  });

  it("a browser without WebRTC is told so", async () => {
    fakeApi({ "GET /api/circles/meetings/": room() });
    renderWithProviders(<CircleRoomPage />);
    fireEvent.click(await screen.findByRole("button", { name: "Join with audio" }));
    expect((await screen.findByRole("alert")).textContent).toMatch(/This browser cannot join live audio/);
  });

  it("with no media server the reason is shown and there is nothing to join", async () => {
    fakeApi({ "GET /api/circles/meetings/": room({ available: false, reason: MEDIA_MSG.notConfigured }) });
    renderWithProviders(<CircleRoomPage />);
    expect(await screen.findByText(MEDIA_MSG.notConfigured)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Join with audio" })).toBeNull();
  });

  it("a removed member is told they cannot join again", async () => {
    fakeApi({ "GET /api/circles/meetings/": room({ removed: true }) });
    renderWithProviders(<CircleRoomPage />);
    expect(await screen.findByText(/The host removed you from this meeting/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Join with audio" })).toBeNull();
  });

  it("lists people by nickname; the host mutes or removes (asked first), a member cannot", async () => {
    const people = [
      participant("Kavya Sharma", 1, { isHost: true, me: true }),
      participant("Quiet owl", 2, { handRaised: true }),
    ];
    const calls = fakeApi({
      "GET /api/circles/meetings/": room({
        role: "host",
        myName: "Kavya Sharma",
        myParticipantId: 1,
        participants: people,
      }),
      "POST /api/circles/meetings/": { removed: true },
    });
    renderWithProviders(<CircleRoomPage />);
    expect(await screen.findByText("Hand raised")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Mute Quiet owl" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Remove Quiet owl" }));
    expect(screen.getByText("Remove Quiet owl? They cannot come back to this meeting.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Yes, remove" }));
    await vi.waitFor(() => expect(calls.some((c) => c.url.endsWith("/participants/2/remove"))).toBe(true));
    cleanup();

    fakeApi({
      "GET /api/circles/meetings/": room({
        myParticipantId: 2,
        participants: [participant("Kavya Sharma", 1, { isHost: true }), participant("Quiet owl", 2, { me: true })],
      }),
    });
    renderWithProviders(<CircleRoomPage />);
    expect(await screen.findByText("Quiet owl")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Remove/ })).toBeNull();
    expect(screen.queryByRole("button", { name: "Mute everyone" })).toBeNull();
  });

  it("speaks Hindi", async () => {
    i18n.load("hi", await loadAppMessages("hi"));
    i18n.activate("hi");
    fakeApi({ "GET /api/circles/meetings/": room() });
    renderWithProviders(<CircleRoomPage />);
    expect(await screen.findByRole("button", { name: "ऑडियो के साथ जुड़ें" })).toBeTruthy();
  });
});
