// A peer circle's room: joining warns first when someone the member blocked is inside (the server's
// 409 BLOCKED_MEMBER_IN_ROOM) and goes on only when they choose; a risk message brings its writer the
// helpline card; a listener sees a live risk message as an alert; another member's message can be
// reported from inside the room.
import { PEER_EVENTS, PEER_MSG, type PeerMessage, type PeerRoomDetail } from "@saathi/contract/peer-circles";
import { channels } from "@saathi/contract/realtime";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { realtime } from "../../../lib/realtime-client.ts";
import { fakeApi, renderWithProviders } from "../../../test/render.tsx";
import { RoomScreen } from "./room-page.tsx";

const ROOM = "0b9c1f7e-5d1a-4c44-9a3e-2f4f6c1d2a11";
const ALL_WEEK = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: "00:00", end: "24:00" }));
const room = (over: Partial<PeerRoomDetail> = {}): PeerRoomDetail => ({
  blockedPresent: false,
  id: ROOM,
  topic: "exam_stress",
  language: "Hinglish",
  name: "Exam worries",
  openHours: ALL_WEEK,
  timeZone: "Asia/Kolkata",
  isOpen: true,
  memberCount: 1,
  listenerCount: 1,
  me: null,
  members: [],
  hiddenMemberIds: [],
  ...over,
});
const message = (over: Partial<PeerMessage> = {}): PeerMessage => ({
  id: "m-1",
  roomId: ROOM,
  memberId: "member-ravi",
  nickname: "Quiet River",
  isListener: false,
  text: "mujhe ab jeena nahi hai",
  createdAt: "2026-11-29T10:00:00.000Z",
  crisisLevel: "risk",
  ...over,
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The live channel, captured: `emit` delivers an event as the server would. */
function liveChannel() {
  const handlers = new Map<string, (event: string, data: unknown) => void>();
  vi.spyOn(realtime, "subscribe").mockImplementation((channel, handler) => {
    handlers.set(channel, handler);
    return () => handlers.delete(channel);
  });
  vi.spyOn(realtime, "onReady").mockImplementation(() => () => {});
  return {
    emit: (event: string, data: unknown) => act(() => handlers.get(channels.peerRoom(ROOM))?.(event, data)),
    subscribed: () => handlers.has(channels.peerRoom(ROOM)),
  };
}

describe("a peer circle's room", () => {
  it("warns before joining a circle where someone the member blocked is, and joins only when they choose", async () => {
    liveChannel();
    const calls = fakeApi({
      [`GET /api/peer-circles/rooms/${ROOM}`]: room(),
      [`POST /api/peer-circles/rooms/${ROOM}/join`]: [
        409,
        {
          code: "BLOCKED_MEMBER_IN_ROOM",
          message: "Someone you blocked is in this circle. You can still join; you will not see each other's messages.",
        },
      ],
    });
    renderWithProviders(<RoomScreen roomId={ROOM} />);
    fireEvent.change(await screen.findByLabelText("Circle nickname"), { target: { value: "Quiet River" } });
    fireEvent.click(screen.getByRole("button", { name: "Join" }));
    const warning = await screen.findByRole("alertdialog", { name: "Someone you blocked is here" });
    expect(warning.textContent).toContain("You can still join; you will not see each other's messages.");
    await waitFor(() => expect(document.activeElement).toBe(warning));
    expect(calls.filter((c) => c.method === "POST").map((c) => c.body)).toEqual([{ nickname: "Quiet River" }]);

    // "Not now" goes back without joining.
    fireEvent.click(within(warning).getByRole("button", { name: "Not now" }));
    expect(screen.getByLabelText("Circle nickname")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Join" }));
    fireEvent.click(
      within(await screen.findByRole("alertdialog", { name: "Someone you blocked is here" })).getByRole("button", {
        name: "Join anyway",
      }),
    );
    await waitFor(() =>
      expect(calls.filter((c) => c.method === "POST").at(-1)?.body).toEqual({
        nickname: "Quiet River",
        acceptBlockWarning: true,
      }),
    );
  });

  it("a room no listener leads (its listener's role was taken away) is paused: read, not write, with the sentence", async () => {
    liveChannel();
    const me = { memberId: "member-ravi", nickname: "Quiet River", isListener: false, muted: false };
    fakeApi({
      [`GET /api/peer-circles/rooms/${ROOM}/messages`]: {
        items: [message({ crisisLevel: null, text: "earlier words" })],
      },
      [`GET /api/peer-circles/rooms/${ROOM}`]: room({ me, listenerCount: 0 }),
      "GET /api/peer-circles/listener": {
        status: null,
        quizPassed: false,
        bestScore: null,
        passMark: 5,
        courseId: null,
      },
    });
    renderWithProviders(<RoomScreen roomId={ROOM} />);
    expect(await screen.findByText("earlier words")).toBeTruthy();
    expect(screen.getByText(PEER_MSG.roomPaused)).toBeTruthy();
    expect(screen.queryByLabelText("Write to the circle")).toBeNull();
    // Only an approved listener is offered to lead it.
    expect(screen.queryByRole("button", { name: "Lead this circle" })).toBeNull();
  });

  it("an approved listener takes up a paused circle under a nickname", async () => {
    liveChannel();
    const led = room({
      listenerCount: 1,
      me: { memberId: "member-dawn", nickname: "Dawn", isListener: true, muted: false },
    });
    const calls = fakeApi({
      [`GET /api/peer-circles/rooms/${ROOM}/messages`]: { items: [] },
      [`GET /api/peer-circles/rooms/${ROOM}`]: room({ listenerCount: 0 }),
      "GET /api/peer-circles/listener": {
        status: "approved",
        quizPassed: true,
        bestScore: 6,
        passMark: 5,
        courseId: null,
      },
      [`POST /api/peer-circles/rooms/${ROOM}/lead`]: { room: led },
    });
    renderWithProviders(<RoomScreen roomId={ROOM} />);
    const form = await screen.findByRole("form", { name: "Lead this circle" });
    fireEvent.change(within(form).getByLabelText("Your circle nickname"), { target: { value: "Dawn" } });
    fireEvent.click(within(form).getByRole("button", { name: "Lead this circle" }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith("/lead"))).toBe(true));
    expect(calls.find((c) => c.url.endsWith("/lead"))?.body).toEqual({ nickname: "Dawn" });
    expect(await screen.findByLabelText("Write to the circle")).toBeTruthy();
  });

  it("shows the writer the helpline card when their message may show risk", async () => {
    liveChannel();
    const me = { memberId: "member-ravi", nickname: "Quiet River", isListener: false, muted: false };
    fakeApi({
      [`GET /api/peer-circles/rooms/${ROOM}/messages`]: { items: [] },
      [`GET /api/peer-circles/rooms/${ROOM}`]: room({
        me,
        members: [{ id: "member-ravi", nickname: "Quiet River", isListener: false, muted: false }],
      }),
      [`POST /api/peer-circles/rooms/${ROOM}/messages`]: [
        201,
        { ...message({ mine: true }), crisis: { level: "risk", held: false } },
      ],
      "GET /api/safety/help": { earliestSlot: null },
      "GET /api/me": {},
    });
    renderWithProviders(<RoomScreen roomId={ROOM} />);
    expect(await screen.findByText("No messages yet. Say hello when you are ready.")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Write to the circle"), { target: { value: "mujhe ab jeena nahi hai" } });
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    const card = await screen.findByTestId("crisis-card");
    expect(within(card).getByRole("heading", { name: "You don't have to go through this alone" })).toBeTruthy();
    expect(within(screen.getByRole("log")).getByText("mujhe ab jeena nahi hai")).toBeTruthy();
    // The writer is not shown a risk alert about themselves.
    expect(screen.queryByTestId("peer-risk-alert")).toBeNull();
  });

  it("alerts the listener when a live message may show risk, and lets them report it from the room", async () => {
    const live = liveChannel();
    const me = { memberId: "member-leela", nickname: "Calm Lamp", isListener: true, muted: false };
    const calls = fakeApi({
      [`GET /api/peer-circles/rooms/${ROOM}/messages`]: { items: [] },
      [`GET /api/peer-circles/rooms/${ROOM}`]: room({
        me,
        members: [
          { id: "member-leela", nickname: "Calm Lamp", isListener: true, muted: false },
          { id: "member-ravi", nickname: "Quiet River", isListener: false, muted: false },
        ],
      }),
      "POST /api/reports": [201, { id: "r1" }],
    });
    renderWithProviders(<RoomScreen roomId={ROOM} />);
    expect(await screen.findByText("No messages yet. Say hello when you are ready.")).toBeTruthy();
    expect(live.subscribed()).toBe(true);
    expect(screen.queryByTestId("peer-risk-alert")).toBeNull();

    live.emit(PEER_EVENTS.message, message());
    const alert = await screen.findByTestId("peer-risk-alert");
    expect(within(alert).getByRole("heading", { name: "Someone here may be at risk" })).toBeTruthy();
    expect(alert.textContent).toContain("Quiet River");
    const item = within(screen.getByRole("log")).getByText("mujhe ab jeena nahi hai").closest("li") as HTMLElement;
    expect(within(item).getByText("May be at risk: check in kindly")).toBeTruthy();

    fireEvent.click(within(item).getByRole("button", { name: "Options for the message from Quiet River" }));
    fireEvent.click(within(item).getByRole("button", { name: "Report message" }));
    const dialog = await screen.findByRole("dialog", { name: "Report this message" });
    fireEvent.click(within(dialog).getByRole("radio", { name: "Risk of self-harm" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Send report" }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "POST" && c.url === "/api/reports")?.body).toMatchObject({
        targetType: "circle_message",
        targetId: "m-1",
        reason: "self_harm",
      }),
    );
  });

  it("shows another member the kind support prompt beside a risk message, not the listener's alert", async () => {
    const live = liveChannel();
    const me = { memberId: "member-asha", nickname: "Blue Kite", isListener: false, muted: false };
    fakeApi({
      [`GET /api/peer-circles/rooms/${ROOM}/messages`]: { items: [] },
      [`GET /api/peer-circles/rooms/${ROOM}`]: room({ me, members: [] }),
    });
    renderWithProviders(<RoomScreen roomId={ROOM} />);
    expect(await screen.findByText("No messages yet. Say hello when you are ready.")).toBeTruthy();
    live.emit(PEER_EVENTS.message, message());
    expect(await screen.findByTestId("friend-support-prompt")).toBeTruthy();
    expect(screen.queryByTestId("peer-risk-alert")).toBeNull();
  });

  it("drops a live message from a member hidden from the viewer (blocked either way)", async () => {
    const live = liveChannel();
    const me = { memberId: "member-leela", nickname: "Calm Lamp", isListener: true, muted: false };
    fakeApi({
      [`GET /api/peer-circles/rooms/${ROOM}/messages`]: { items: [] },
      [`GET /api/peer-circles/rooms/${ROOM}`]: room({ me, members: [], hiddenMemberIds: ["member-ravi"] }),
    });
    renderWithProviders(<RoomScreen roomId={ROOM} />);
    expect(await screen.findByText("No messages yet. Say hello when you are ready.")).toBeTruthy();
    live.emit(PEER_EVENTS.message, message());
    expect(screen.queryByText("mujhe ab jeena nahi hai")).toBeNull();
    expect(screen.queryByTestId("peer-risk-alert")).toBeNull();
  });

  it("tells the blocker, inside the room, that someone they blocked is in it (also one who joined later)", async () => {
    liveChannel();
    const me = { memberId: "member-leela", nickname: "Calm Lamp", isListener: false, muted: false };
    fakeApi({
      [`GET /api/peer-circles/rooms/${ROOM}/messages`]: { items: [] },
      [`GET /api/peer-circles/rooms/${ROOM}`]: room({ me, members: [], blockedPresent: true }),
    });
    renderWithProviders(<RoomScreen roomId={ROOM} />);
    expect(await screen.findByText(/Someone you blocked is in this circle/)).toBeTruthy();
  });
});
