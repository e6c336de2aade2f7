// The side-chat: another person's line can be reported (a reason, then a thank-you); the report sends the
// line back with the proof it came with; one's own lines offer no report.
import type { CircleRoomMessage } from "@saathi/contract/circle-room";
import { REPORT_MSG } from "@saathi/contract/safety";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { fakeApi, renderWithProviders } from "../../../test/render.tsx";
import { SideChat } from "./side-chat.tsx";

const line = (name: string, text: string, over: Partial<CircleRoomMessage> = {}): CircleRoomMessage => ({
  id: `id-${name}`,
  occurrenceId: "o1",
  name,
  isHost: false,
  text,
  sentAt: "2026-11-29T10:05:00.000Z",
  ref: `sealed-proof-of-${name}-0123456789`,
  ...over,
});

afterEach(cleanup);

describe("the side-chat", () => {
  it("reports another person's line with its proof, and offers no report on one's own", async () => {
    const calls = fakeApi({
      "POST /api/circles/meetings/o1/room/messages/report": [201, { id: "r1", message: REPORT_MSG.thanks }],
    });
    renderWithProviders(
      <SideChat
        occurrenceId="o1"
        myName="Quiet owl"
        messages={[line("Blue kite", "You are all wasting my time"), line("Quiet owl", "I hear you")]}
      />,
    );
    expect(screen.queryByRole("button", { name: "Report Quiet owl's message" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Report Blue kite's message" }));
    expect(await screen.findByRole("dialog", { name: "Report this message" })).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: "Harassment or bullying" }));
    fireEvent.click(screen.getByRole("button", { name: "Send report" }));
    expect(await screen.findByText(REPORT_MSG.thanks)).toBeTruthy();
    expect(calls.at(-1)).toMatchObject({
      method: "POST",
      body: { ref: "sealed-proof-of-Blue kite-0123456789", text: "You are all wasting my time", reason: "harassment" },
    });
  });
});
