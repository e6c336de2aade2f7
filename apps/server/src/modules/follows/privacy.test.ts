// The privacy matrix: a private member's posts, story and follower lists reach only the owner and
// accepted followers, through every endpoint that could show them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";

let h: Harness;
let owner: Member;
let stranger: Member;
let requester: Member;
let follower: Member;
let postId: string;
let commentId: string;

const get = (m: Member, url: string) => h.app.inject({ url, headers: { cookie: m.cookie } });
const send = (m: Member, method: "POST" | "DELETE", url: string, payload?: object) =>
  h.app.inject({ method, url, headers: { cookie: m.cookie }, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  h = await startHarness();
  owner = await h.member({ isPrivate: true, story: "My private story" });
  [stranger, requester, follower] = await Promise.all([h.member(), h.member(), h.member()]);
  expect((await send(follower, "POST", `/api/follows/${owner.id}`)).json().status).toBe("requested");
  expect((await send(owner, "POST", `/api/follow-requests/${follower.id}/accept`)).statusCode).toBe(200);
  expect((await send(requester, "POST", `/api/follows/${owner.id}`)).json().status).toBe("requested");
  const post = await send(owner, "POST", "/api/posts", { content: "Only for my buddies" });
  postId = post.json().id;
  commentId = (await send(owner, "POST", `/api/posts/${postId}/comments`, { content: "First" })).json().id;
});
afterAll(() => h.close());

describe("a private member's content", () => {
  it("profile: story and post count only for owner and followers", async () => {
    for (const m of [stranger, requester]) {
      const p = (await get(m, `/api/profiles/${owner.id}`)).json();
      expect(p.story).toBeNull();
      expect(p.canSeeContent).toBe(false);
      expect(p.stats.posts).toBe(0);
    }
    expect((await get(requester, `/api/profiles/${owner.id}`)).json().relationship.requestSent).toBe(true);
    for (const m of [follower, owner]) {
      const p = (await get(m, `/api/profiles/${owner.id}`)).json();
      expect(p.story).toBe("My private story");
      expect(p.stats.posts).toBe(1);
    }
  });

  it("profile posts: 403 for strangers and pending requesters, 200 for followers and owner", async () => {
    for (const m of [stranger, requester])
      expect((await get(m, `/api/profiles/${owner.id}/posts`)).statusCode).toBe(403);
    for (const m of [follower, owner]) {
      const r = await get(m, `/api/profiles/${owner.id}/posts`);
      expect(r.statusCode).toBe(200);
      expect(r.json().items.map((p: { id: string }) => p.id)).toContain(postId);
    }
  });

  it("follower and following lists: 403 unless allowed", async () => {
    for (const list of ["followers", "following"]) {
      expect((await get(stranger, `/api/profiles/${owner.id}/${list}`)).statusCode).toBe(403);
      expect((await get(requester, `/api/profiles/${owner.id}/${list}`)).statusCode).toBe(403);
      expect((await get(follower, `/api/profiles/${owner.id}/${list}`)).statusCode).toBe(200);
    }
    const followers = (await get(owner, `/api/profiles/${owner.id}/followers`)).json();
    expect(followers.map((u: { userId: string }) => u.userId)).toEqual([follower.id]);
  });

  it("feed: the post appears only for followers and the owner", async () => {
    const ids = async (m: Member) => (await get(m, "/api/feed")).json().items.map((p: { id: string }) => p.id);
    expect(await ids(stranger)).not.toContain(postId);
    expect(await ids(requester)).not.toContain(postId);
    expect(await ids(follower)).toContain(postId);
    expect(await ids(owner)).toContain(postId);
  });

  it("single post, comments, replies and likes: 404 for those who may not see it", async () => {
    for (const m of [stranger, requester]) {
      expect((await get(m, `/api/posts/${postId}`)).statusCode).toBe(404);
      expect((await get(m, `/api/posts/${postId}/comments`)).statusCode).toBe(404);
      expect((await get(m, `/api/comments/${commentId}/replies`)).statusCode).toBe(404);
      expect((await send(m, "POST", `/api/posts/${postId}/like`)).statusCode).toBe(404);
      expect((await send(m, "POST", `/api/comments/${commentId}/like`)).statusCode).toBe(404);
      expect((await send(m, "POST", `/api/posts/${postId}/comments`, { content: "hi" })).statusCode).toBe(404);
    }
    expect((await get(follower, `/api/posts/${postId}/comments`)).json()).toHaveLength(1);
    expect((await send(follower, "POST", `/api/posts/${postId}/like`)).json()).toEqual({ liked: true, likeCount: 1 });
  });

  it("after the follower is declined or unfollows, access ends", async () => {
    expect((await send(owner, "POST", `/api/follow-requests/${requester.id}/decline`)).json().status).toBe("none");
    expect((await get(requester, `/api/profiles/${owner.id}/posts`)).statusCode).toBe(403);
  });

  it("every endpoint needs a session", async () => {
    for (const url of [
      "/api/feed",
      `/api/profiles/${owner.id}`,
      `/api/profiles/${owner.id}/posts`,
      "/api/notifications",
    ]) {
      const r = await h.app.inject({ url });
      expect(r.statusCode).toBe(401);
      expect(r.json().message).toBe("Not authenticated");
    }
  });
});
