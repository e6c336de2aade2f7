import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";

let h: Harness;
let author: Member;
let members: Member[];
let postId: string;

const call = (m: Member, method: "GET" | "POST" | "DELETE", url: string, payload?: object) =>
  h.app.inject({ method, url, headers: { cookie: m.cookie }, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  h = await startHarness();
  author = await h.member();
  members = await Promise.all(Array.from({ length: 10 }, () => h.member()));
  postId = (await call(author, "POST", "/api/posts", { content: "Share your thoughts" })).json().id;
});
afterAll(() => h.close());

describe("likes", () => {
  it("one like per member per post, even when the same member clicks many times at once", async () => {
    const m = members[0] as Member;
    const results = await Promise.all(Array.from({ length: 15 }, () => call(m, "POST", `/api/posts/${postId}/like`)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const post = (await call(m, "GET", `/api/posts/${postId}`)).json();
    expect(post.likeCount).toBe(1);
    expect(post.likedByMe).toBe(true);
  });

  it("concurrent likes from ten members count ten; unlike takes one away", async () => {
    await Promise.all(members.map((m) => call(m, "POST", `/api/posts/${postId}/like`)));
    expect((await call(author, "GET", `/api/posts/${postId}`)).json().likeCount).toBe(10);
    const r = await call(members[1] as Member, "DELETE", `/api/posts/${postId}/like`);
    expect(r.json()).toEqual({ liked: false, likeCount: 9 });
  });
});

describe("comments", () => {
  it("are paged by 10, newest first, with a full page meaning more may exist", async () => {
    for (let i = 0; i < 12; i++)
      await call(members[i % 10] as Member, "POST", `/api/posts/${postId}/comments`, { content: `comment ${i}` });
    const page1 = (await call(author, "GET", `/api/posts/${postId}/comments?page=1`)).json();
    const page2 = (await call(author, "GET", `/api/posts/${postId}/comments?page=2`)).json();
    expect(page1).toHaveLength(10);
    expect(page1[0].content).toBe("comment 11");
    expect(page2).toHaveLength(2);
    expect((await call(author, "GET", `/api/posts/${postId}`)).json().commentCount).toBe(12);
  });

  it("replies raise the reply count; a reply to a reply joins the same thread", async () => {
    const top = (await call(author, "POST", `/api/posts/${postId}/comments`, { content: "How are you all?" })).json();
    const reply = (
      await call(members[2] as Member, "POST", `/api/posts/${postId}/comments`, {
        content: "Better today",
        parentCommentId: top.id,
      })
    ).json();
    const nested = (
      await call(author, "POST", `/api/posts/${postId}/comments`, { content: "Glad", parentCommentId: reply.id })
    ).json();
    expect(nested.parentCommentId).toBe(top.id);
    const replies = (await call(author, "GET", `/api/comments/${top.id}/replies`)).json();
    expect(replies.map((r: { content: string }) => r.content)).toEqual(["Better today", "Glad"]);
    const listed = (await call(author, "GET", `/api/posts/${postId}/comments?page=1`)).json();
    expect(listed.find((c: { id: string }) => c.id === top.id).replyCount).toBe(2);
  });

  it("comment likes toggle and count once per member", async () => {
    const c = (await call(author, "POST", `/api/posts/${postId}/comments`, { content: "like me" })).json();
    await Promise.all([1, 2, 3].map(() => call(members[3] as Member, "POST", `/api/comments/${c.id}/like`)));
    expect((await call(members[4] as Member, "POST", `/api/comments/${c.id}/like`)).json()).toEqual({
      liked: true,
      likeCount: 2,
    });
    expect((await call(members[3] as Member, "DELETE", `/api/comments/${c.id}/like`)).json()).toEqual({
      liked: false,
      likeCount: 1,
    });
  });

  it("blank, overlong and misplaced comments are 4xx; only the author deletes a comment", async () => {
    const blank = await call(author, "POST", `/api/posts/${postId}/comments`, { content: "  " });
    expect(blank.statusCode).toBe(400);
    expect(
      (await call(author, "POST", `/api/posts/${postId}/comments`, { content: "x".repeat(2001) })).statusCode,
    ).toBe(400);
    const other = (await call(author, "POST", "/api/posts", { content: "another" })).json().id;
    const c = (await call(author, "POST", `/api/posts/${postId}/comments`, { content: "mine" })).json();
    expect(
      (await call(author, "POST", `/api/posts/${other}/comments`, { content: "r", parentCommentId: c.id })).statusCode,
    ).toBe(404);
    expect((await call(members[5] as Member, "DELETE", `/api/comments/${c.id}`)).statusCode).toBe(403);
    expect((await call(author, "DELETE", `/api/comments/${c.id}`)).statusCode).toBe(200);
    expect((await call(author, "GET", `/api/posts/00000000-0000-4000-8000-000000000000/comments`)).statusCode).toBe(
      404,
    );
  });
});
