import type { ChatMessage } from "@saathi/contract/chat";
import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { lateFirstRead } from "../../../test/late-first-read.ts";
import { messagesQueryOptions, upsertMessage } from "./get-messages.ts";

const msg = (seq: number, text: string): ChatMessage =>
  ({
    id: `m${seq}`,
    seq,
    senderId: "me",
    receiverId: "p1",
    message: text,
    mediaUrl: null,
    clientId: `c${seq}`,
    sentAt: new Date(0).toISOString(),
    deliveredAt: null,
    readAt: null,
  }) as ChatMessage;

afterEach(() => vi.unstubAllGlobals());

describe("a message saved while the conversation is being read again", { timeout: 30_000 }, () => {
  it("stays: the read that left before it existed does not replace the list without it", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const key = messagesQueryOptions("p1").queryKey;
    queryClient.setQueryData(key, [msg(1, "hello")]);
    // The first read answers late, from before the message was saved; later reads have it.
    const { calls, release } = lateFirstRead([msg(1, "hello")], [msg(1, "hello"), msg(2, "sent on reconnect")]);
    // The open conversation watches it; the reconnect asks for it again.
    const stop = new QueryObserver(queryClient, messagesQueryOptions("p1")).subscribe(() => {});
    void queryClient.invalidateQueries({ queryKey: key });
    await vi.waitFor(() => expect(calls.n).toBe(1));
    upsertMessage(queryClient, "p1", msg(2, "sent on reconnect"));
    release();
    await vi.waitFor(() => expect(queryClient.isFetching({ queryKey: key })).toBe(0), { timeout: 10_000 });
    await new Promise((r) => setTimeout(r, 20));
    expect(queryClient.getQueryData<ChatMessage[]>(key)?.map((m) => m.message)).toEqual(["hello", "sent on reconnect"]);
    stop();
  });
});

describe("a message saved while the conversation's first read is on its way", { timeout: 30_000 }, () => {
  it("shows once that read is asked again: its late answer, from before the message, is not the list", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const key = messagesQueryOptions("p1").queryKey;
    // A new conversation on a slow network: the first read answers late with the list from before the
    // writer's first line was saved; a read made after it has the line.
    const { calls, release } = lateFirstRead([], [msg(1, "first line")]);
    const stop = new QueryObserver(queryClient, messagesQueryOptions("p1")).subscribe(() => {});
    await vi.waitFor(() => expect(calls.n).toBe(1));
    upsertMessage(queryClient, "p1", msg(1, "first line"));
    release();
    await vi.waitFor(() => expect(queryClient.getQueryData<ChatMessage[]>(key)).toBeDefined(), { timeout: 10_000 });
    await vi.waitFor(() => expect(queryClient.isFetching({ queryKey: key })).toBe(0), { timeout: 10_000 });
    expect(queryClient.getQueryData<ChatMessage[]>(key)?.map((m) => m.message)).toEqual(["first line"]);
    stop();
  });
});

describe("a copy of a message that arrives after its receipt", () => {
  it("keeps the read and delivered ticks already seen (receipts only move forward)", () => {
    const queryClient = new QueryClient();
    const key = messagesQueryOptions("p1").queryKey;
    const read = {
      ...msg(5, "better now"),
      deliveredAt: new Date(1000).toISOString(),
      readAt: new Date(2000).toISOString(),
    };
    queryClient.setQueryData(key, [msg(4, "hi"), read]);
    // The send's own answer, written before the partner read it, comes in last.
    upsertMessage(queryClient, "p1", msg(5, "better now"));
    const after = queryClient.getQueryData<ChatMessage[]>(key)?.find((m) => m.id === "m5");
    expect(after?.readAt).toBe(read.readAt);
    expect(after?.deliveredAt).toBe(read.deliveredAt);
    // A newer copy still brings what it carries.
    upsertMessage(queryClient, "p1", { ...msg(4, "hi"), deliveredAt: new Date(3000).toISOString() });
    expect(queryClient.getQueryData<ChatMessage[]>(key)?.find((m) => m.id === "m4")?.deliveredAt).toBe(
      new Date(3000).toISOString(),
    );
  });
});
