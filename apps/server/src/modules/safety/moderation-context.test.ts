import { describe, expect, it } from "vitest";
import { normaliseContext } from "./moderation-context.ts";

const item = { targetId: "m3", authorId: "a", authorName: "Asha" };

describe("normaliseContext", () => {
  it("keeps a report's snapshot as it is", () => {
    const raw = { content: { id: "p", text: "hi", authorName: "Asha" }, post: { text: "post" } };
    expect(normaliseContext(raw, item)).toEqual(raw);
  });
  it("turns the write check's chat snapshot into the message and the ones before it", () => {
    const messages = [
      { id: "m1", senderId: "b", message: "one", sentAt: "t1" },
      { id: "m2", senderId: "a", message: "two", sentAt: "t2" },
      { id: "m3", senderId: "a", message: "three", sentAt: "t3" },
    ];
    const c = normaliseContext({ messages }, item);
    expect(c.content).toMatchObject({ id: "m3", text: "three", authorName: "Asha" });
    expect(c.before?.map((m) => [m.text, m.authorName])).toEqual([
      ["one", "The other person"],
      ["two", "Asha"],
    ]);
  });
  it("turns a post or comment's text into the content; anything else is empty", () => {
    expect(normaliseContext({ content: "words", postId: "p" }, item).content).toMatchObject({ text: "words" });
    expect(normaliseContext(null, item)).toEqual({});
    expect(normaliseContext({ content: 5 }, item)).toEqual({});
  });
});
