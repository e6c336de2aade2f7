// A circle's line saved (or heard live) while the circle's read is on its way stays on the screen: that
// read left before the line existed, and its answer must not become the list (writeOverRead).
import type { PeerMessage } from "@saathi/contract/peer-circles";
import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { lateFirstRead } from "../../../test/late-first-read.ts";
import { roomMessagesQueryOptions, upsertRoomMessages } from "./get-room-messages.ts";

const line = (n: number, text: string): PeerMessage => ({
  id: `p${n}`,
  roomId: "r1",
  memberId: "me",
  nickname: "Quiet Lake",
  isListener: false,
  text,
  createdAt: new Date(n * 1000).toISOString(),
});

afterEach(() => vi.unstubAllGlobals());

describe("a circle's line saved while its read is on its way", { timeout: 30_000 }, () => {
  it("the first read (nothing shown yet): the line shows once the read is asked again", async () => {
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const key = roomMessagesQueryOptions("r1").queryKey;
    const { calls, release } = lateFirstRead({ items: [] }, { items: [line(1, "first words here")] });
    const stop = new QueryObserver(qc, roomMessagesQueryOptions("r1")).subscribe(() => {});
    await vi.waitFor(() => expect(calls.n).toBe(1));
    upsertRoomMessages(qc, "r1", [{ ...line(1, "first words here"), mine: true }]);
    release();
    await vi.waitFor(() => expect(qc.getQueryData(key)).toBeDefined(), { timeout: 10_000 });
    await vi.waitFor(() => expect(qc.isFetching({ queryKey: key })).toBe(0), { timeout: 10_000 });
    expect(qc.getQueryData<PeerMessage[]>(key)?.map((m) => m.text)).toEqual(["first words here"]);
    stop();
  });

  it("a read again (after a reconnect): its late answer does not drop the line", async () => {
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const key = roomMessagesQueryOptions("r1").queryKey;
    qc.setQueryData(key, [line(1, "earlier")]);
    const { calls, release } = lateFirstRead(
      { items: [line(1, "earlier")] },
      { items: [line(1, "earlier"), line(2, "just now")] },
    );
    // The circle opened again: its list is shown from the cache while it is read again.
    const stop = new QueryObserver(qc, roomMessagesQueryOptions("r1")).subscribe(() => {});
    await vi.waitFor(() => expect(calls.n).toBe(1));
    upsertRoomMessages(qc, "r1", [line(2, "just now")]);
    release();
    await vi.waitFor(() => expect(qc.isFetching({ queryKey: key })).toBe(0), { timeout: 10_000 });
    await new Promise((r) => setTimeout(r, 20));
    expect(qc.getQueryData<PeerMessage[]>(key)?.map((m) => m.text)).toEqual(["earlier", "just now"]);
    stop();
  });
});
