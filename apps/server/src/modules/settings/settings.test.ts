// Each setting takes effect on the server (who may message me, search, notification
// choices), and only the owner reads or changes their settings.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";
import { call, mailTo } from "../../../test/moderation-helpers.ts";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const send = (m: Member, receiverId: string, message: string) =>
  call(h, m, "POST", "/api/chat/messages", { receiverId, message });
const notes = async (m: Member) =>
  ((await call(h, m, "GET", "/api/notifications")).json() as { items: { type: string }[] }).items.map((n) => n.type);
/** Emails to the member other than their sign-up code. */
const emails = async (m: Member) => (await mailTo(h, m.email)).filter((x) => !x.subject.startsWith("Your Saathi code"));
const setNotif = (m: Member, kind: string, inApp: boolean, email: boolean) =>
  call(h, m, "PUT", "/api/settings/notifications", { kind, inApp, email });

describe("settings belong to their owner", () => {
  it("answers 401 to visitors on every settings endpoint", async () => {
    for (const [method, url, body] of [
      ["GET", "/api/settings/privacy", undefined],
      ["PUT", "/api/settings/privacy", { discoverable: false }],
      ["GET", "/api/settings/notifications", undefined],
      ["PUT", "/api/settings/notifications", { kind: "follows", inApp: false, email: false }],
    ] as const) {
      expect((await call(h, null, method, url, body)).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("gives defaults, and one member's change never reaches another's settings", async () => {
    const [a, b] = await Promise.all([h.member(), h.member()]);
    expect((await call(h, a, "GET", "/api/settings/privacy")).json()).toEqual({
      whoMayMessage: "everyone",
      discoverable: true,
    });
    const defaults = (await call(h, a, "GET", "/api/settings/notifications")).json().kinds;
    expect(defaults).toContainEqual({ kind: "comments_likes", inApp: true, email: false, push: false, locked: false });
    expect(defaults).toContainEqual({ kind: "account", inApp: true, email: true, push: true, locked: true });

    const put = await call(h, b, "PUT", "/api/settings/privacy", { whoMayMessage: "buddies", discoverable: false });
    expect(put.json()).toEqual({ whoMayMessage: "buddies", discoverable: false });
    expect((await setNotif(b, "follows", false, true)).statusCode).toBe(200);
    expect((await call(h, a, "GET", "/api/settings/privacy")).json().whoMayMessage).toBe("everyone");
    const aKinds = (await call(h, a, "GET", "/api/settings/notifications")).json().kinds;
    expect(aKinds).toContainEqual({ kind: "follows", inApp: true, email: false, push: true, locked: false });
    const bKinds = (await call(h, b, "GET", "/api/settings/notifications")).json().kinds;
    expect(bKinds).toContainEqual({ kind: "follows", inApp: false, email: true, push: true, locked: false });
  });

  it("answers 400 to bad input and keeps the account kind always on", async () => {
    const a = await h.member();
    for (const body of [{}, { whoMayMessage: "nobody" }, { discoverable: "no" }, { discoverable: true, extra: 1 }]) {
      expect((await call(h, a, "PUT", "/api/settings/privacy", body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    for (const body of [
      { kind: "account", inApp: false, email: false },
      { kind: "nope", inApp: true, email: true },
      { kind: "follows", inApp: true },
      { kind: "follows", inApp: "yes", email: true },
    ]) {
      const res = await call(h, a, "PUT", "/api/settings/notifications", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBeTruthy();
    }
    const kinds = (await call(h, a, "GET", "/api/settings/notifications")).json().kinds;
    expect(kinds).toContainEqual({ kind: "account", inApp: true, email: true, push: true, locked: true });
  });
});

describe("who may message me: buddies only", () => {
  it("refuses a stranger kindly, lets buddies write, and lets a stranger answer when the member wrote first", async () => {
    const asha = await h.member({ displayName: "Asha Rao" });
    const [stranger, follower, followed, invited] = await Promise.all([h.member(), h.member(), h.member(), h.member()]);
    expect((await send(stranger, asha.id, "hello before")).statusCode).toBe(200);
    await call(h, asha, "PUT", "/api/settings/privacy", { whoMayMessage: "buddies" });

    const refused = await send(stranger, asha.id, "hello again");
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: "MESSAGES_BUDDIES_ONLY",
      message: "Asha Rao only receives messages from buddies.",
    });

    // A buddy: someone who follows Asha with an accepted follow, or whom Asha follows.
    expect((await call(h, follower, "POST", `/api/follows/${asha.id}`)).statusCode).toBe(200);
    expect((await send(follower, asha.id, "hi from a follower")).statusCode).toBe(200);
    expect((await call(h, asha, "POST", `/api/follows/${followed.id}`)).statusCode).toBe(200);
    expect((await send(followed, asha.id, "hi from someone Asha follows")).statusCode).toBe(200);

    // Asha started this conversation herself: a reply is welcome.
    expect((await send(asha, invited.id, "Can I ask you something?")).statusCode).toBe(200);
    expect((await send(invited, asha.id, "Of course")).statusCode).toBe(200);

    // Back to everyone: the stranger may write again.
    await call(h, asha, "PUT", "/api/settings/privacy", { whoMayMessage: "everyone" });
    expect((await send(stranger, asha.id, "hello once more")).statusCode).toBe(200);
  });

  it("names a member who hides their name by username", async () => {
    const hidden = await h.member({ isHideName: true, username: "quiet_one", whoMayMessage: "buddies" });
    const res = await send(await h.member(), hidden.id, "hi");
    expect(res.json().message).toBe("@quiet_one only receives messages from buddies.");
  });
});

describe("show me in search", () => {
  it("hides a member who turned it off from search, while their profile link still works", async () => {
    const seeker = await h.member();
    const shy = await h.member({ username: "zinnia_shy" });
    const found = async () =>
      ((await call(h, seeker, "GET", "/api/users/search?q=zinnia&limit=10")).json() as { userId: string }[]).map(
        (u) => u.userId,
      );
    expect(await found()).toContain(shy.id);
    await call(h, shy, "PUT", "/api/settings/privacy", { discoverable: false });
    expect(await found()).not.toContain(shy.id);
    const profile = await call(h, seeker, "GET", "/api/profiles/zinnia_shy");
    expect(profile.statusCode).toBe(200);
  });
});

describe("notification choices", () => {
  const post = async (m: Member) =>
    (await call(h, m, "POST", "/api/posts", { content: "A small win today" })).json().id;

  it("tells a post's author of comments and likes, not of their own, and by default does not email likes", async () => {
    const [author, fan] = await Promise.all([h.member(), h.member()]);
    const postId = await post(author);
    await call(h, author, "POST", `/api/posts/${postId}/like`);
    await call(h, author, "POST", `/api/posts/${postId}/comments`, { content: "my own note" });
    expect(await notes(author)).toEqual([]);
    await call(h, fan, "POST", `/api/posts/${postId}/like`);
    await call(h, fan, "DELETE", `/api/posts/${postId}/like`);
    await call(h, fan, "POST", `/api/posts/${postId}/like`);
    await call(h, fan, "POST", `/api/posts/${postId}/comments`, { content: "So glad for you" });
    expect((await notes(author)).sort()).toEqual(["comment", "like"]);
    expect(await emails(author)).toEqual([]);
  });

  it("skips the in-app notice when turned off, and emails once per person and kind in ten minutes", async () => {
    const [author, fan] = await Promise.all([h.member(), h.member({ displayName: "Meera" })]);
    const postId = await post(author);
    expect((await setNotif(author, "comments_likes", false, true)).statusCode).toBe(200);
    await call(h, fan, "POST", `/api/posts/${postId}/like`);
    await call(h, fan, "DELETE", `/api/posts/${postId}/like`);
    await call(h, fan, "POST", `/api/posts/${postId}/like`);
    await call(h, fan, "POST", `/api/posts/${postId}/comments`, { content: "private words here" });
    expect(await notes(author)).toEqual([]);
    const mail = await emails(author);
    expect(mail.map((m) => m.subject).sort()).toEqual([
      "Meera commented on your post on Saathi",
      "Meera liked your post on Saathi",
    ]);
    expect(mail.every((m) => m.text.includes("http://localhost:3000/notification"))).toBe(true);
    expect(mail.some((m) => m.text.includes("private words"))).toBe(false);
  });

  it("emails a new message without its text, once for a burst", async () => {
    const [reader, writer] = await Promise.all([h.member(), h.member({ displayName: "Ravi" })]);
    await setNotif(reader, "messages", false, true);
    for (const text of ["secret one", "secret two", "secret three"]) await send(writer, reader.id, text);
    const mail = await emails(reader);
    expect(mail.map((m) => m.subject)).toEqual(["Ravi sent you a message on Saathi"]);
    expect(mail[0]?.text).not.toContain("secret");
    expect(await notes(reader)).toEqual([]);
  });

  it("no follow notice when follows are off in the app; a muted member's comment tells nobody", async () => {
    const [owner, follower] = await Promise.all([h.member(), h.member()]);
    await setNotif(owner, "follows", false, false);
    await call(h, follower, "POST", `/api/follows/${owner.id}`);
    expect(await notes(owner)).toEqual([]);
    const postId = await post(owner);
    await call(h, owner, "POST", `/api/mutes/${follower.id}`, { duration: "forever" });
    await call(h, follower, "POST", `/api/posts/${postId}/comments`, { content: "hello" });
    expect(await notes(owner)).toEqual([]);
  });
});
