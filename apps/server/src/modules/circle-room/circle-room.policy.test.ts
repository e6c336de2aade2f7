// The live room's pure rules: who is in it (host, confirmed seat, nobody) and when it can be joined.
import { describe, expect, it } from "vitest";
import { mayUnmuteSelf, roleIn, roomWindow } from "./circle-room.policy.ts";

const MIN = 60_000;
const startsAt = new Date(100 * MIN);
const endsAt = new Date(160 * MIN);

describe("the live room's rules", () => {
  it("the host and confirmed seat holders are in; anyone else is not", () => {
    expect(roleIn({ hostId: "h" }, "h", null)).toBe("host");
    expect(roleIn({ hostId: "h" }, "m", { seatId: "s" })).toBe("member");
    expect(roleIn({ hostId: "h" }, "m", null)).toBeNull();
  });
  it("opens 10 minutes before the start, closes 15 minutes after the end, never when cancelled", () => {
    const m = { startsAt, endsAt, status: "scheduled" };
    expect(roomWindow(m, 89 * MIN)).toBe("waiting");
    expect(roomWindow(m, 90 * MIN)).toBe("open");
    expect(roomWindow({ ...m, status: "ended" }, 170 * MIN)).toBe("open");
    expect(roomWindow(m, 176 * MIN)).toBe("closed");
    expect(roomWindow({ ...m, status: "cancelled" }, 120 * MIN)).toBe("closed");
  });
  it("a member the host muted cannot unmute themselves", () => {
    expect(mayUnmuteSelf({ mutedByHost: true })).toBe(false);
    expect(mayUnmuteSelf({ mutedByHost: false })).toBe(true);
  });
});
