// The course catalogue console: CRUD of courses, modules and lessons, uploads (type sniffed,
// broken bodies refused), publish/unpublish as members see it (a buyer keeps an unpublished course),
// audit rows, and who may ask.
import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffMember, staffWithoutSecondFactor } from "../../../test/admin-helpers.ts";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";

let h: Harness;
let admin: Member;
let member: Member;
let buyer: Member;
const mp3 = readFileSync(path.join(import.meta.dirname, "../../../demo-media/courses/calm-body-scan.mp3"));
const mp4 = readFileSync(path.join(import.meta.dirname, "../../../demo-media/courses/anxiety-early-signs.mp4"));
const ZERO = "00000000-0000-4000-8000-000000000000";

type Detail = {
  id: string;
  isPublished: boolean;
  thumbnailUrl: string | null;
  modules: {
    id: string;
    title: string;
    lessons: { id: string; name: string; hasMedia: boolean; mediaKind: string }[];
  }[];
};

function form(file: { body: Buffer; filename: string; type: string }) {
  const boundary = `----saathi${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.body,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}
const upload = (m: Member, url: string, f: ReturnType<typeof form>) =>
  h.app.inject({
    method: "POST",
    url,
    headers: { cookie: m.cookie, "content-type": f.contentType },
    payload: f.payload,
  });
const send = (m: Member, method: "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  h.app.inject({ method, url, headers: { cookie: m.cookie }, ...(payload ? { payload } : {}) });
const get = (m: Member, url: string) => h.app.inject({ url, headers: { cookie: m.cookie } });
const auditActions = async (courseId: string) =>
  (
    await h.database.db.execute<{ action: string; actor_id: string }>(
      sql`select action, actor_id from audit_log where target_type = 'course' and target_id = ${courseId} order by id`,
    )
  ).rows;

beforeAll(async () => {
  h = await startHarness();
  admin = await staffMember(h);
  [member, buyer] = await Promise.all([h.member(), h.member()]);
});
afterAll(() => h.close());

describe("who may ask", () => {
  it("visitors 401; members, experts and admins without a second factor 403, on every endpoint", async () => {
    const noFactor = await staffWithoutSecondFactor(h);
    const expert = await h.member();
    await h.database.db.execute(sql`update "user" set role = 'expert' where id = ${expert.id}`);
    const body = { name: "X", description: "Y", price: 0 };
    const calls: { method: "GET" | "POST" | "PUT" | "DELETE"; url: string; payload?: object }[] = [
      { method: "GET", url: "/api/admin/courses" },
      { method: "POST", url: "/api/admin/courses", payload: body },
      { method: "GET", url: `/api/admin/courses/${ZERO}` },
      { method: "PUT", url: `/api/admin/courses/${ZERO}`, payload: body },
      { method: "POST", url: `/api/admin/courses/${ZERO}/publish` },
      { method: "POST", url: `/api/admin/courses/${ZERO}/unpublish` },
      { method: "POST", url: `/api/admin/courses/${ZERO}/thumbnail` },
      { method: "POST", url: `/api/admin/courses/${ZERO}/modules`, payload: { title: "M" } },
      { method: "PUT", url: `/api/admin/courses/modules/${ZERO}`, payload: { title: "M" } },
      { method: "DELETE", url: `/api/admin/courses/modules/${ZERO}` },
      { method: "POST", url: `/api/admin/courses/modules/${ZERO}/lessons`, payload: { name: "L" } },
      { method: "PUT", url: `/api/admin/courses/lessons/${ZERO}`, payload: { name: "L" } },
      { method: "DELETE", url: `/api/admin/courses/lessons/${ZERO}` },
      { method: "POST", url: `/api/admin/courses/lessons/${ZERO}/media` },
    ];
    for (const c of calls) {
      expect((await h.app.inject(c)).statusCode, `${c.method} ${c.url}`).toBe(401);
      for (const m of [member, expert, noFactor]) {
        expect((await h.app.inject({ ...c, headers: { cookie: m.cookie } })).statusCode, `${c.method} ${c.url}`).toBe(
          403,
        );
      }
    }
    expect((await h.database.db.execute(sql`select count(*)::int as n from wellness_courses`)).rows[0]).toEqual({
      n: 0,
    });
  });
});

describe("the catalogue", () => {
  let course: Detail;
  let lessonA: string;

  it("creates an unpublished course, hidden from members; bad input is a 400", async () => {
    for (const bad of [
      { name: "", description: "d", price: 0 },
      { name: "n", description: "d", price: -1 },
      { name: "n", description: "d", price: 10.5 },
      { name: "n", description: "", price: 0 },
    ]) {
      expect((await send(admin, "POST", "/api/admin/courses", bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    const res = await send(admin, "POST", "/api/admin/courses", {
      name: "Sleep Better",
      description: "Small steps to better nights.",
      category: "Sleep",
      price: 29_900,
    });
    expect(res.statusCode).toBe(200);
    course = res.json();
    expect(course).toMatchObject({ isPublished: false, isPaid: true, price: 29_900, category: "Sleep", modules: [] });
    const list = (await get(admin, "/api/admin/courses?published=false")).json();
    expect(list.rows.map((r: { id: string }) => r.id)).toContain(course.id);
    expect((await get(member, "/api/courses")).json().courses).toEqual([]);
    expect((await get(member, `/api/courses/${course.id}`)).statusCode).toBe(404);
    expect((await send(member, "POST", `/api/courses/${course.id}/purchase`)).statusCode).toBe(404);
  });

  it("adds, moves and edits modules and lessons", async () => {
    let d = (await send(admin, "POST", `/api/admin/courses/${course.id}/modules`, { title: "Wind down" })).json();
    d = (await send(admin, "POST", `/api/admin/courses/${course.id}/modules`, { title: "Intro", position: 1 })).json();
    expect(d.modules.map((m: { title: string }) => m.title)).toEqual(["Intro", "Wind down"]);
    const intro = d.modules[0].id;
    d = (await send(admin, "POST", `/api/admin/courses/modules/${intro}/lessons`, { name: "Second" })).json();
    d = (
      await send(admin, "POST", `/api/admin/courses/modules/${intro}/lessons`, {
        name: "First",
        position: 1,
        durationSeconds: 300,
      })
    ).json();
    expect(d.modules[0].lessons.map((l: { name: string }) => l.name)).toEqual(["First", "Second"]);
    lessonA = d.modules[0].lessons[0].id;
    d = (
      await send(admin, "PUT", `/api/admin/courses/lessons/${lessonA}`, { name: "First steps", position: 2 })
    ).json();
    expect(d.modules[0].lessons.map((l: { name: string }) => l.name)).toEqual(["Second", "First steps"]);
    d = (await send(admin, "PUT", `/api/admin/courses/modules/${intro}`, { title: "Welcome", position: 2 })).json();
    expect(d.modules.map((m: { title: string }) => m.title)).toEqual(["Wind down", "Welcome"]);
    expect((await send(admin, "POST", `/api/admin/courses/modules/${intro}/lessons`, { name: "" })).statusCode).toBe(
      400,
    );
    expect((await send(admin, "PUT", `/api/admin/courses/lessons/${ZERO}`, { name: "x" })).statusCode).toBe(404);
    course = d;
  });

  it("uploads lesson media into private storage, checking the bytes; broken uploads are 4xx", async () => {
    const url = `/api/admin/courses/lessons/${lessonA}/media`;
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    const wrong = await upload(admin, url, form({ body: png, filename: "lesson.mp3", type: "audio/mpeg" }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe("NOT_LESSON_MEDIA");
    const empty = await upload(admin, url, form({ body: Buffer.alloc(0), filename: "a.mp3", type: "audio/mpeg" }));
    expect(empty.statusCode).toBe(400);
    const cut = form({ body: mp3, filename: "a.mp3", type: "audio/mpeg" });
    const broken = await upload(admin, url, { ...cut, payload: cut.payload.subarray(0, 5000) });
    expect(broken.statusCode).toBe(400);
    expect((await send(admin, "POST", url, { file: "x" })).statusCode).toBe(400);

    const ok = await upload(admin, url, form({ body: mp3, filename: "calm.bin", type: "application/octet-stream" }));
    expect(ok.statusCode).toBe(200);
    const lesson = (ok.json() as Detail).modules.flatMap((m) => m.lessons).find((l) => l.id === lessonA);
    expect(lesson).toMatchObject({ hasMedia: true, mediaKind: "audio" });
    const row = (
      await h.database.db.execute<{ media_key: string }>(
        sql`select media_key from course_lessons where id = ${lessonA}`,
      )
    ).rows[0];
    expect(row?.media_key).not.toMatch(/^\//);
    expect((await h.app.inject({ url: `/uploads/${row?.media_key}` })).statusCode).not.toBe(200);
    // A second upload replaces the first (video now).
    const again = await upload(admin, url, form({ body: mp4, filename: "v.mp4", type: "video/mp4" }));
    expect((again.json() as Detail).modules.flatMap((m) => m.lessons).find((l) => l.id === lessonA)?.mediaKind).toBe(
      "video",
    );
  });

  it("uploads a re-encoded public thumbnail and refuses what is not an image", async () => {
    const url = `/api/admin/courses/${course.id}/thumbnail`;
    const bad = await upload(admin, url, form({ body: Buffer.from("hello"), filename: "t.png", type: "image/png" }));
    expect(bad.statusCode).toBe(400);
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#3a7" } })
      .png()
      .toBuffer();
    const ok = await upload(admin, url, form({ body: png, filename: "t.png", type: "image/png" }));
    expect(ok.statusCode).toBe(200);
    const thumb = (ok.json() as Detail).thumbnailUrl ?? "";
    expect(thumb).toMatch(/\.webp$/);
    const served = await h.app.inject({ url: thumb });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.subarray(8, 12).toString("latin1")).toBe("WEBP");
  });

  it("publishes (members see it and stream with ranges), unpublishes (a buyer keeps it), edits", async () => {
    const empty = (
      await send(admin, "POST", "/api/admin/courses", { name: "Empty", description: "d", price: 0 })
    ).json();
    expect((await send(admin, "POST", `/api/admin/courses/${empty.id}/publish`)).statusCode).toBe(409);

    const pub = await send(admin, "POST", `/api/admin/courses/${course.id}/publish`);
    expect(pub.json().isPublished).toBe(true);
    expect((await get(member, "/api/courses")).json().courses.map((c: { id: string }) => c.id)).toEqual([course.id]);
    await h.database.db.execute(sql`insert into course_purchases (course_id, user_id, amount, provider, gateway_order_id, status, paid_at)
      values (${course.id}, ${buyer.id}, 29900, 'sandbox', ${`order_${Date.now()}`}, 'PAID', now())`);
    const media = await h.app.inject({
      url: `/api/courses/lessons/${lessonA}/media`,
      headers: { cookie: buyer.cookie, range: "bytes=0-99" },
    });
    expect(media.statusCode).toBe(206);
    expect(media.headers["content-type"]).toBe("video/mp4");

    await send(admin, "POST", `/api/admin/courses/${course.id}/unpublish`);
    expect((await get(member, "/api/courses")).json().courses).toEqual([]);
    expect((await get(member, `/api/courses/${course.id}`)).statusCode).toBe(404);
    expect((await get(buyer, "/api/courses")).json().courses.map((c: { id: string }) => c.id)).toEqual([course.id]);
    expect((await get(buyer, `/api/courses/${course.id}`)).statusCode).toBe(200);
    expect((await get(buyer, `/api/courses/lessons/${lessonA}/media`)).statusCode).toBe(200);

    const edited = await send(admin, "PUT", `/api/admin/courses/${course.id}`, {
      name: "Sleep Better, Gently",
      description: "Small steps.",
      category: null,
      price: 0,
    });
    expect(edited.json()).toMatchObject({ name: "Sleep Better, Gently", isPaid: false, price: 0, category: null });
    expect(
      (await send(admin, "PUT", `/api/admin/courses/${ZERO}`, { name: "n", description: "d", price: 0 })).statusCode,
    ).toBe(404);
  });

  it("deletes lessons and modules, and every change left an audit record", async () => {
    const d = (await get(admin, `/api/admin/courses/${course.id}`)).json() as Detail;
    const welcome = d.modules.find((m) => m.title === "Welcome");
    const second = welcome?.lessons.find((l) => l.name === "Second");
    const afterLesson = (await send(admin, "DELETE", `/api/admin/courses/lessons/${second?.id}`)).json() as Detail;
    expect(afterLesson.modules.find((m) => m.title === "Welcome")?.lessons.map((l) => l.name)).toEqual(["First steps"]);
    const afterModule = (await send(admin, "DELETE", `/api/admin/courses/modules/${welcome?.id}`)).json() as Detail;
    expect(afterModule.modules.map((m) => m.title)).toEqual(["Wind down"]);
    const actions = await auditActions(course.id);
    expect(actions.every((a) => a.actor_id === admin.id)).toBe(true);
    expect(actions.map((a) => a.action)).toEqual([
      "course.create",
      "module.create",
      "module.create",
      "lesson.create",
      "lesson.create",
      "lesson.update",
      "module.update",
      "lesson.media",
      "lesson.media",
      "course.update",
      "course.publish",
      "course.unpublish",
      "course.update",
      "lesson.delete",
      "module.delete",
    ]);
  });
});
