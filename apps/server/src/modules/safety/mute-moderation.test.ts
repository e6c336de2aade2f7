// Mute, moderation state on reads and sensitive themes, through the API.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";

let h: Harness;
let me: Member;
let loud: Member;
let other: Member;

const get = (m: Member, url: string) => h.app.inject({ url, headers: { cookie: m.cookie } });
const send = (m: Member, method: "POST" | "DELETE" | "PUT", url: string, payload?: object) =>
  h.app.inject({ method, url, headers: { cookie: m.cookie }, ...(payload ? { payload } : {}) });
const feedIds = async (m: Member) => ((await get(m, "/api/feed")).json().items as { id: string }[]).map((p) => p.id);
const exec = (q: ReturnType<typeof sql>) => h.database.db.execute(q);

beforeAll(async () => {
  h = await startHarness();
  [me, loud, other] = await Promise.all([h.member(), h.member(), h.member()]);
});
afterAll(() => h.close());

describe("mute", () => {
  it("hides their posts, comments and notifications from me, not their profile; they are not told", async () => {
    const post = (await send(loud, "POST", "/api/posts", { content: "Loud post" })).json().id;
    const mine = (await send(me, "POST", "/api/posts", { content: "My post" })).json().id;
    await send(loud, "POST", `/api/posts/${mine}/comments`, { content: "Loud comment" });
    const r = await send(me, "POST", `/api/mutes/${loud.id}`, { duration: "24h" });
    expect(r.statusCode).toBe(200);
    expect(r.json().person.userId).toBe(loud.id);
    expect(new Date(r.json().until).getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);
    expect(await feedIds(me)).not.toContain(post);
    expect(await feedIds(other)).toContain(post);
    expect((await get(me, `/api/posts/${mine}/comments`)).json()).toEqual([]);
    expect((await get(other, `/api/posts/${mine}/comments`)).json()).toHaveLength(1);
    // Their profile and its posts stay reachable when I open it.
    expect((await get(me, `/api/profiles/${loud.id}`)).statusCode).toBe(200);
    expect((await get(me, `/api/profiles/${loud.id}/posts`)).json().items).toHaveLength(1);
    // A follow from them makes no notification for me while the mute lasts.
    await send(loud, "POST", `/api/follows/${me.id}`);
    const notes = (await get(me, "/api/notifications")).json().items as { actorId: string | null }[];
    expect(notes.filter((n) => n.actorId === loud.id)).toEqual([]);
    expect((await get(loud, "/api/mutes")).json().items).toEqual([]);
    expect((await get(me, "/api/mutes")).json().items).toHaveLength(1);
  });

  it("ends by itself when `until` passes, and can be undone", async () => {
    await exec(sql`update mutes set until = now() - interval '1 minute' where muter_id = ${me.id}`);
    expect((await get(me, "/api/mutes")).json().items).toEqual([]);
    expect((await feedIds(me)).length).toBeGreaterThanOrEqual(2);
    await send(me, "POST", `/api/mutes/${loud.id}`, { duration: "forever" });
    expect((await get(me, "/api/mutes")).json().items[0].until).toBeNull();
    expect((await send(me, "DELETE", `/api/mutes/${loud.id}`)).statusCode).toBe(200);
    expect((await get(me, "/api/mutes")).json().items).toEqual([]);
  });

  it("refuses bad input with 4xx", async () => {
    expect((await send(me, "POST", `/api/mutes/${loud.id}`, { duration: "1y" })).statusCode).toBe(400);
    expect((await send(me, "POST", `/api/mutes/${me.id}`, { duration: "7d" })).statusCode).toBe(400);
    expect((await send(me, "POST", "/api/mutes/not-a-uuid", { duration: "7d" })).statusCode).toBe(400);
  });
});

describe("moderation state on reads", () => {
  it("held and hidden posts and comments reach only their author, marked", async () => {
    const held = (await send(other, "POST", "/api/posts", { content: "held post" })).json().id;
    const hidden = (await send(other, "POST", "/api/posts", { content: "hidden post" })).json().id;
    const open = (await send(other, "POST", "/api/posts", { content: "open post" })).json().id;
    const c = (await send(other, "POST", `/api/posts/${open}/comments`, { content: "held comment" })).json().id;
    await exec(sql`update posts set moderation_state = 'held' where id = ${held}`);
    await exec(sql`update posts set moderation_state = 'hidden' where id = ${hidden}`);
    await exec(sql`update post_comments set moderation_state = 'held' where id = ${c}`);
    await exec(sql`insert into moderation_items (target_type, target_id, author_id, status, action, action_reason)
      values ('post', ${hidden}, ${other.id}, 'actioned', 'hide', 'Unkind words')`);
    for (const id of [held, hidden]) {
      expect(await feedIds(me)).not.toContain(id);
      expect((await get(me, `/api/posts/${id}`)).statusCode).toBe(404);
    }
    expect((await get(me, `/api/posts/${open}`)).json().commentCount).toBe(0);
    expect((await get(me, `/api/posts/${open}/comments`)).json()).toEqual([]);
    expect((await get(other, `/api/posts/${held}`)).json().moderation).toEqual({ state: "held", reason: null });
    expect((await get(other, `/api/posts/${hidden}`)).json().moderation).toEqual({
      state: "hidden",
      reason: "Unkind words",
    });
    expect((await get(other, `/api/posts/${open}`)).json().moderation).toBeNull();
    const theirs = (await get(other, `/api/posts/${open}/comments`)).json();
    expect(theirs[0].moderation).toEqual({ state: "held", reason: null });
  });

  it("chat: the other side never sees a held message and sees a hidden one as removed", async () => {
    const say = async (text: string) =>
      (await send(other, "POST", "/api/chat/messages", { receiverId: me.id, message: text })).json().id;
    const [held, hidden] = [await say("held words"), await say("hidden words")];
    await say("fine words");
    await exec(sql`update chat_messages set moderation_state = 'held' where id = ${held}`);
    await exec(sql`update chat_messages set moderation_state = 'hidden' where id = ${hidden}`);
    const mine = (await get(me, `/api/chat/messages/${other.id}`)).json() as { id: string; message: string }[];
    expect(mine.map((m) => m.id)).not.toContain(held);
    expect(mine.find((m) => m.id === hidden)?.message).toBe("This message was removed");
    expect(mine.at(-1)?.message).toBe("fine words");
    const theirs = (await get(other, `/api/chat/messages/${me.id}`)).json() as {
      id: string;
      message: string;
      moderation: unknown;
    }[];
    expect(theirs.find((m) => m.id === held)?.moderation).toEqual({ state: "held", reason: null });
    expect(theirs.find((m) => m.id === hidden)?.message).toBe("hidden words");
  });
});

describe("sensitive themes", () => {
  it("are saved, validated, and collapse matching posts in the feed and profile for the chooser only", async () => {
    expect((await get(me, "/api/me/sensitive-themes")).json()).toEqual({ themes: [] });
    expect((await send(me, "PUT", "/api/me/sensitive-themes", { themes: ["nope"] })).statusCode).toBe(400);
    const r = await send(me, "PUT", "/api/me/sensitive-themes", { themes: ["loss", "suicide"] });
    expect(r.json()).toEqual({ themes: ["loss", "suicide"] });
    const post = (await send(other, "POST", "/api/posts", { content: "I miss my father" })).json().id;
    await exec(sql`update posts set themes = '{loss}' where id = ${post}`);
    const find = async (m: Member, url: string) =>
      ((await get(m, url)).json().items as { id: string; collapsedTheme: string | null }[]).find((p) => p.id === post);
    expect((await find(me, "/api/feed"))?.collapsedTheme).toBe("loss");
    expect((await find(me, `/api/profiles/${other.id}/posts`))?.collapsedTheme).toBe("loss");
    expect((await find(loud, "/api/feed"))?.collapsedTheme).toBeNull();
    expect((await find(other, "/api/feed"))?.collapsedTheme).toBeNull();
  });
});
