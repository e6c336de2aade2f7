// Peer circles are for adults (decision 038): a member under 18 sees a kind notice, in the server's own
// words, where an adult sees Join, the take-up form and the way to become a listener, with the Health Bot,
// experts who work with young people and Childline 1098 a tap away. A minor never loads a circle's messages;
// one who joined before the rule may leave. An adult still sees Join.
import type { PeerRoom, PeerRoomDetail } from "@saathi/contract/peer-circles";
import type { MeResponse } from "@saathi/contract/session";
import { YOUNG_MSG } from "@saathi/contract/young-people";
import { useQueryClient } from "@tanstack/react-query";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { meQueryKey } from "../../../lib/api/session/get-me.ts";
import { realtime } from "../../../lib/realtime-client.ts";
import { fakeApi, renderWithProviders } from "../../../test/render.tsx";
import { ListenerPage } from "./listener-page.tsx";
import { PeerCirclesPage } from "./peer-circles-page.tsx";
import { RoomScreen } from "./room-page.tsx";

const ROOM = "0b9c1f7e-5d1a-4c44-9a3e-2f4f6c1d2a11";
const ALL_WEEK = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: "00:00", end: "24:00" }));
const summary = (over: Partial<PeerRoom> = {}): PeerRoom => ({
  id: ROOM,
  topic: "exam_stress",
  language: "Hinglish",
  name: "Exam worries",
  openHours: ALL_WEEK,
  timeZone: "Asia/Kolkata",
  isOpen: true,
  memberCount: 3,
  listenerCount: 1,
  me: null,
  ...over,
});
const room = (over: Partial<PeerRoomDetail> = {}): PeerRoomDetail => ({
  ...summary(),
  members: [],
  hiddenMemberIds: [],
  blockedPresent: false,
  ...over,
});
const approved = { status: "approved", quizPassed: true, bestScore: 6, passMark: 5, courseId: null };

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The session already read, with this age band (the pages make no request for it). */
function Signed({ ageBand, children }: { ageBand: "13-17" | "18+"; children: ReactNode }) {
  const qc = useQueryClient();
  const me = {
    user: { id: "u1", email: "t@example.com", name: "Asha", role: "users", emailVerified: true, phoneNumber: null },
    profile: { userId: "u1", role: "users", ageBand },
  } as unknown as MeResponse;
  if (!qc.getQueryData(meQueryKey)) qc.setQueryData(meQueryKey, me);
  return <>{children}</>;
}

/** The notice, with its three ways to help now. */
async function expectNotice() {
  const notice = await screen.findByTestId("peer-adults-only");
  expect(notice.textContent).toContain(YOUNG_MSG.peerCircleMinor);
  expect(within(notice).getByRole("link", { name: "Talk to the Health Bot" }).getAttribute("href")).toBe("/healthbot");
  expect(
    within(notice).getByRole("link", { name: "Find an expert who works with young people" }).getAttribute("href"),
  ).toBe("/expert/expertList");
  expect(within(notice).getByRole("link", { name: "Call Childline 1098" }).getAttribute("href")).toBe("tel:1098");
  return notice;
}

describe("peer circles for a member under 18", () => {
  it("a circle shows the notice in place of Join (and of the take-up form, even to a listener)", async () => {
    fakeApi({
      [`GET /api/peer-circles/rooms/${ROOM}`]: room({ listenerCount: 0 }),
      "GET /api/peer-circles/listener": approved,
    });
    renderWithProviders(
      <Signed ageBand="13-17">
        <RoomScreen roomId={ROOM} />
      </Signed>,
    );
    await expectNotice();
    expect(screen.queryByRole("button", { name: "Join" })).toBeNull();
    expect(screen.queryByLabelText("Circle nickname")).toBeNull();
    expect(screen.queryByRole("button", { name: "Lead this circle" })).toBeNull();
  });

  it("an adult sees Join and no notice", async () => {
    fakeApi({ [`GET /api/peer-circles/rooms/${ROOM}`]: room() });
    renderWithProviders(
      <Signed ageBand="18+">
        <RoomScreen roomId={ROOM} />
      </Signed>,
    );
    expect(await screen.findByRole("button", { name: "Join" })).toBeTruthy();
    expect(screen.queryByTestId("peer-adults-only")).toBeNull();
  });

  it("a minor in a circle from before reads nothing, listens on nothing, and can leave", async () => {
    const subscribe = vi.spyOn(realtime, "subscribe");
    const calls = fakeApi({
      [`GET /api/peer-circles/rooms/${ROOM}`]: room({
        me: { memberId: "m1", nickname: "Quiet River", isListener: false, muted: false },
      }),
      [`POST /api/peer-circles/rooms/${ROOM}/leave`]: { left: true },
      "GET /api/peer-circles/rooms": { items: [] },
      "GET /api/peer-circles/listener": approved,
    });
    renderWithProviders(
      <Signed ageBand="13-17">
        <RoomScreen roomId={ROOM} />
      </Signed>,
    );
    const notice = await expectNotice();
    expect(screen.queryByLabelText("Write to the circle")).toBeNull();
    fireEvent.click(within(notice).getByRole("button", { name: "Leave this circle" }));
    await waitFor(() =>
      expect(calls.map((c) => `${c.method} ${c.url}`)).toContain(`POST /api/peer-circles/rooms/${ROOM}/leave`),
    );
    expect(calls.some((c) => c.url.includes("/messages"))).toBe(false);
    expect(subscribe).not.toHaveBeenCalled();
  });

  it("the list shows the circles with the notice, and no way in nor to become a listener", async () => {
    fakeApi({
      "GET /api/peer-circles/listener": approved,
      "GET /api/peer-circles/rooms": { items: [summary()] },
    });
    renderWithProviders(
      <Signed ageBand="13-17">
        <PeerCirclesPage />
      </Signed>,
    );
    const card = await screen.findByRole("article", { name: "Exam worries" });
    await expectNotice();
    expect(within(card).queryByRole("link")).toBeNull();
    expect(screen.queryByRole("link", { name: "Become a listener" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Open a circle" })).toBeNull();
  });

  it("the listener page shows the notice instead of the quiz and the application", async () => {
    fakeApi({ "GET /api/peer-circles/listener": { ...approved, status: null, quizPassed: false } });
    renderWithProviders(
      <Signed ageBand="13-17">
        <ListenerPage />
      </Signed>,
    );
    await expectNotice();
    expect(screen.queryByText("2. The quiz")).toBeNull();
    expect(screen.queryByText("3. Apply")).toBeNull();
  });
});
