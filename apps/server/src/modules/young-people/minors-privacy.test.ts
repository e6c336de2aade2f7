// The minors' matrix: an adult stranger, an adult the minor follows (a buddy), another minor, and the
// minor themselves, across search, follow, message, profile and posts; and the Uplift Feed never
// carries a minor's post, even one whose profile were public.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";
import { consentedMinor } from "../../../test/young-people-fixture.ts";

let h: Harness;
let teen: Member;
let stranger: Member;
let buddy: Member;
let otherTeen: Member;
let postId: string;

const get = (m: Member, url: string) => h.app.inject({ url, headers: { cookie: m.cookie } });
const post = (m: Member, url: string, payload?: object) => h.post(url, payload, { cookie: m.cookie });
const message = (from: Member, to: Member, text: string) =>
  post(from, "/api/chat/messages", { receiverId: to.id, message: text, clientId: `temp-${Math.random()}` });

beforeAll(async () => {
  h = await startHarness();
  teen = await consentedMinor(h, 16);
  otherTeen = await consentedMinor(h, 15);
  [stranger, buddy] = await Promise.all([h.member(), h.member()]);
  // The teen follows the buddy (an adult they chose), and the buddy asks back, accepted.
  expect((await post(teen, `/api/follows/${buddy.id}`)).statusCode).toBe(200);
  expect((await post(buddy, `/api/follows/${teen.id}`)).json().status).toBe("requested");
  expect((await post(teen, `/api/follow-requests/${buddy.id}/accept`)).statusCode).toBe(200);
  const created = await post(teen, "/api/posts", { content: "Board exams next week, wish me luck" });
  expect(created.statusCode).toBe(200);
  postId = created.json().id;
  await h.database.db.execute(
    sql`update user_profiles set username = ${`teen_${teen.id.slice(0, 6)}`} where user_id = ${teen.id}`,
  );
});
afterAll(() => h.close());

describe("an adult stranger and a minor", () => {
  it("search: nobody finds the minor by name or username, not even a buddy", async () => {
    const me = (await get(teen, "/api/me")).json();
    for (const m of [stranger, buddy, otherTeen]) {
      for (const q of [me.profile.username, me.user.name.split(" ")[0]]) {
        const r = await get(m, `/api/users/search?q=${encodeURIComponent(q)}`);
        expect(r.statusCode).toBe(200);
        expect(JSON.stringify(r.json())).not.toContain(teen.id);
      }
    }
  });

  it("follow: an adult stranger cannot even ask; a buddy the minor follows and another minor may ask", async () => {
    const r = await post(stranger, `/api/follows/${teen.id}`);
    expect(r.statusCode).toBe(403);
    expect(r.json().code).toBe("MINOR_PROTECTED");
    expect((await post(otherTeen, `/api/follows/${teen.id}`)).json().status).toBe("requested");
  });

  it("message: an adult stranger is refused; the buddy can write", async () => {
    const refused = await message(stranger, teen, "hi there");
    expect(refused.statusCode).toBe(403);
    expect((await message(buddy, teen, "Good luck for the exams!")).statusCode).toBe(200);
  });

  it("profile and posts: the stranger sees no content; the buddy and the minor do", async () => {
    const p = (await get(stranger, `/api/profiles/${teen.id}`)).json();
    expect(p.canSeeContent).toBe(false);
    expect((await get(stranger, `/api/profiles/${teen.id}/posts`)).statusCode).toBe(403);
    expect((await get(stranger, `/api/posts/${postId}`)).statusCode).toBe(404);
    for (const m of [buddy, teen]) {
      const r = await get(m, `/api/profiles/${teen.id}/posts`);
      expect(r.statusCode).toBe(200);
      expect(r.json().items.map((x: { id: string }) => x.id)).toContain(postId);
    }
  });

  it("Uplift Feed: a minor's liked post never shows, even were their profile public and discoverable", async () => {
    await h.database.db.execute(
      sql`update user_profiles set is_private = false, discoverable = true where user_id = ${teen.id}`,
    );
    for (const fan of [stranger, buddy, otherTeen])
      await h.database.db.execute(sql`insert into post_likes (post_id, user_id) values (${postId}, ${fan.id})`);
    const adult = await h.member();
    const adultPost = (await post(adult, "/api/posts", { content: "A kind word for everyone" })).json().id;
    await h.database.db.execute(sql`insert into post_likes (post_id, user_id) values (${adultPost}, ${stranger.id})`);
    const feed = (await h.app.inject({ url: "/api/uplift" })).json() as { posts: { id: string }[] };
    const ids = feed.posts.map((x) => x.id);
    expect(ids).toContain(adultPost);
    expect(ids).not.toContain(postId);
  });
});
