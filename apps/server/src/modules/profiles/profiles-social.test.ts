import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";

let h: Harness;
const patch = (m: Member, payload: object) =>
  h.app.inject({ method: "PATCH", url: "/api/profiles/me", headers: { cookie: m.cookie }, payload });
const get = (m: Member, url: string) => h.app.inject({ url, headers: { cookie: m.cookie } });

beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe("profile edit", () => {
  it("writes only the given fields, trimmed", async () => {
    const m = await h.member({ bio: "An old bio that stays." });
    const r = await patch(m, { displayName: "  Asha R  ", location: "" });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ displayName: "Asha R", location: null, bio: "An old bio that stays." });
  });

  it("a taken username (any case) gets the spec's message; my own counts as free", async () => {
    const [a, b] = await Promise.all([h.member({ username: "taken_name" }), h.member()]);
    const r = await patch(b, { username: "Taken_Name" });
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe("Username is already taken. Please choose a different username.");
    expect((await get(a, "/api/profiles/username-availability?username=taken_name")).json()).toEqual({
      available: true,
    });
    expect((await get(b, "/api/profiles/username-availability?username=TAKEN_NAME")).json()).toEqual({
      available: false,
    });
  });

  it("two members claiming one free name at once: exactly one wins", async () => {
    const [a, b] = await Promise.all([h.member(), h.member()]);
    const results = await Promise.all([patch(a, { username: "race_name" }), patch(b, { username: "race_name" })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it("bad usernames, bios and unknown fields are 400; the role cannot be set", async () => {
    const m = await h.member();
    expect((await patch(m, { username: "ab" })).statusCode).toBe(400);
    expect((await patch(m, { username: "has space" })).statusCode).toBe(400);
    expect((await patch(m, { bio: "short" })).json().fields[0].message).toBe("Bio must be at least 10 characters");
    expect((await patch(m, { bio: "x".repeat(501) })).json().fields[0].message).toBe(
      "Bio must be less than 500 characters",
    );
    const escalate = await patch(m, { role: "admin" });
    expect(escalate.statusCode).toBe(400);
    expect((await get(m, "/api/me")).json().profile.role).toBe("users");
  });

  it("avatar: an image is re-encoded and stored; anything else is refused", async () => {
    const m = await h.member();
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#888" } })
      .png()
      .toBuffer();
    const boundary = "----avatar";
    const body = (bytes: Buffer, type: string) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="a"\r\nContent-Type: ${type}\r\n\r\n`,
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
    const upload = (bytes: Buffer, type: string) =>
      h.app.inject({
        method: "POST",
        url: "/api/profiles/me/avatar",
        headers: { cookie: m.cookie, "content-type": `multipart/form-data; boundary=${boundary}` },
        payload: body(bytes, type),
      });
    const ok = await upload(png, "image/png");
    expect(ok.statusCode).toBe(200);
    expect(ok.json().avatarUrl).toMatch(/^\/uploads\/users\/avatars\/.+\/profile\.webp\?v=\d+$/);
    const served = await h.app.inject({ url: ok.json().avatarUrl });
    expect(served.headers["cache-control"]).toBe("public, max-age=300");
    const bad = await upload(Buffer.from("<svg/>"), "image/svg+xml");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Please select a valid image file");
  });
});

describe("public profile and search", () => {
  it("by id, by username and @username; unknown is 404 'User not found'", async () => {
    const [viewer, target] = await Promise.all([h.member(), h.member({ username: "find_me_here" })]);
    for (const id of [target.id, "find_me_here", "@find_me_here"]) {
      expect((await get(viewer, `/api/profiles/${encodeURIComponent(id)}`)).json().userId).toBe(target.id);
    }
    const missing = await get(viewer, "/api/profiles/@nobody_at_all");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("User not found");
  });

  it("the hide-name flag hides the real name everywhere it would show", async () => {
    const [viewer, hidden] = await Promise.all([
      h.member(),
      h.member({
        username: "quiet_one",
        isHideName: true,
        firstName: "Secret",
        lastName: "Person",
        displayName: "Secret Person",
      }),
    ]);
    const p = (await get(viewer, `/api/profiles/${hidden.id}`)).json();
    expect(p.displayName).toBe("@quiet_one");
    expect(p.firstName).toBeNull();
    expect(
      (await get(viewer, "/api/users/search?q=Secret")).json().map((u: { userId: string }) => u.userId),
    ).not.toContain(hidden.id);
    expect((await get(viewer, "/api/users/search?q=quiet")).json()[0].displayName).toBe("@quiet_one");
  });

  it("search: prefix and fuzzy on names, excludes me, at most 10", async () => {
    const me = await h.member({ username: "searcher_me", firstName: "Zoya", displayName: "Zoya Searcher" });
    await h.member({
      username: "priyanka_s",
      firstName: "Priyanka",
      lastName: "Sharma",
      displayName: "Priyanka Sharma",
    });
    for (let i = 0; i < 12; i++) await h.member({ username: `zeb_${i}`, displayName: `Zeb ${i}` });
    expect((await get(me, "/api/users/search?q=priy")).json()[0].username).toBe("priyanka_s");
    expect((await get(me, "/api/users/search?q=sharmaa")).json()[0].username).toBe("priyanka_s");
    expect((await get(me, "/api/users/search?q=zoya")).json().map((u: { userId: string }) => u.userId)).not.toContain(
      me.id,
    );
    expect((await get(me, "/api/users/search?q=zeb")).json()).toHaveLength(10);
    expect((await get(me, "/api/users/search?q=")).statusCode).toBe(400);
  });
});
