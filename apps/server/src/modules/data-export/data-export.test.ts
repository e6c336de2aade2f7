// 'Download my data' end to end against the real app: every kind of the member's data and none of
// anyone else's, owner-only download for 24 hours, and a bad image that does not sink the export.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedEveryKind } from "../../../test/export-fixture.ts";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";
import { unzip } from "../../../test/unzip.ts";
import { EXPORT_FILES } from "./export-contents.service.ts";

let h: Harness;
let a: Member;
let b: Member;
let c: Member;

beforeAll(async () => {
  h = await startHarness();
  a = await h.member({ displayName: "Asha Tester" });
  b = await h.member({ displayName: "Bilal Other" });
  c = await h.member({ displayName: "Chitra Third" });
  await seedEveryKind(h, a, b, c, "ASHA-OWN");
  // b's own data, chats with a included: none of it may appear in a's export.
  await seedEveryKind(h, b, a, c, "BILAL-SECRET");
}, 120_000);
afterAll(() => h?.close());

const get = (url: string, cookie?: string) => h.app.inject({ url, headers: cookie ? { cookie } : {} });
const ask = (m: Member) => h.post("/api/account/export", undefined, { cookie: m.cookie });

async function buildFor(m: Member) {
  const res = await ask(m);
  expect(res.statusCode).toBe(202);
  await h.built.jobQueue.idle();
  const state = (await get("/api/account/export", m.cookie)).json().export;
  expect(state).toMatchObject({ status: "ready", progress: 100 });
  return state as { id: string; downloadUrl: string; expiresAt: string; readyAt: string; sizeBytes: number };
}

describe("data export", () => {
  it("holds every kind of the member's data and none of anyone else's", async () => {
    const ready = await buildFor(a);
    expect(new Date(ready.expiresAt).getTime() - new Date(ready.readyAt).getTime()).toBe(24 * 3600_000);
    const res = await get(ready.downloadUrl, a.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/zip");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="saathi-my-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(res.rawPayload.length).toBe(ready.sizeBytes);
    const files = await unzip(res.rawPayload);
    for (const name of EXPORT_FILES) expect(files.has(name), name).toBe(true);
    const json = (name: string) => JSON.parse(files.get(name)?.toString() ?? "null");
    // One row of every kind, each carrying a's tag.
    const everything = [...files.entries()]
      .filter(([n]) => n.endsWith(".json"))
      .map(([, v]) => v.toString())
      .join("\n");
    for (const text of [
      "post",
      "comment",
      "message",
      "notification",
      "journal",
      "challenge note",
      "healthbot",
      "refund",
      "review",
      "report",
      "grievance",
      "nominee",
      "warning sign",
      "trusted contact",
      "agent",
      "circle message",
      "circle room",
      "circle review",
      "listener motivation",
    ])
      expect(everything).toContain(`ASHA-OWN ${text}`);
    expect(everything).toContain("ASHA-OWN-order");
    expect(everything).toContain("ASHA-OWN-course-order");
    expect(json("profile.json").profile.display_name).toBe("Asha Tester");
    expect(json("posts.json")[0].images).toHaveLength(1);
    expect(files.has(json("posts.json")[0].images[0])).toBe(true);
    expect(json("likes.json").posts).toHaveLength(1);
    expect(json("likes.json").comments).toHaveLength(1);
    expect(json("likes.json").helpful).toHaveLength(1);
    expect(
      json("follows.json")
        .following.map((f: { status: string; with: string }) => [f.with, f.status])
        .sort(),
    ).toEqual([
      ["Bilal Other", "accepted"],
      ["Chitra Third", "pending"],
    ]);
    expect(json("follows.json").followers).toEqual([expect.objectContaining({ with: "Bilal Other" })]);
    const chats = json("chats.json");
    expect(chats).toHaveLength(1);
    expect(chats[0].with).toBe("Bilal Other");
    expect(chats[0].messages.map((m: { message: string }) => m.message)).toEqual(["ASHA-OWN message"]);
    expect(JSON.stringify(chats[0])).not.toContain(b.id);
    expect(json("assessments.json")[0]).toMatchObject({ instrument: "phq9", score: 3 });
    expect(json("bookings.json")[0]).toMatchObject({ my_role: "member", with: "Chitra Third" });
    expect(json("payments.json").payments).toHaveLength(1);
    expect(json("payments.json").refunds).toHaveLength(1);
    expect(json("course-purchases.json")[0]).toMatchObject({ course: "Calm", status: "PAID" });
    const packages = json("session-packages.json");
    expect(packages.purchases[0]).toMatchObject({ my_role: "member", with: "Chitra Third", price: 200000 });
    expect(packages.sessions).toHaveLength(1);
    expect(packages.refunds[0]).toMatchObject({ sessions: 1, amount: 50000, status: "refunded" });
    const circles = json("circles.json");
    expect(circles.seats[0]).toMatchObject({ status: "confirmed", amount: 30000, with: "Chitra Third" });
    expect(circles.seats[0].nickname).toContain("nickname");
    expect(circles.waitlist[0]).toMatchObject({ status: "waiting" });
    expect(circles.roomRemovals[0]).toMatchObject({ circle: expect.stringContaining("circle") });
    expect(circles.hosted).toEqual([]);
    expect(circles.reviews[0]).toMatchObject({ rating: 4, nickname: expect.stringContaining("nickname") });
    expect(json("blocks-and-mutes.json").blocks[0].with).toBe("Chitra Third");
    expect(json("blocks-and-mutes.json").mutes).toHaveLength(1);
    const consents = json("consents.json");
    // Terms and privacy recorded at sign-up, plus the fixture's sensitive and care_scores consents and an
    // older, withdrawn terms.
    expect(consents.map((x: { purpose: string }) => x.purpose).sort()).toEqual([
      "care_scores",
      "privacy",
      "sensitive",
      "terms",
      "terms",
    ]);
    expect(
      consents.find((x: { purpose: string; version: string }) => x.purpose === "terms" && x.version === "2026-01")
        .withdrawn_at,
    ).not.toBeNull();
    expect(json("grievances.json").nominee.name).toBe("ASHA-OWN nominee");
    expect(json("safety-plan.json").plan.steps.warningSigns).toEqual(["ASHA-OWN warning sign"]);
    expect(json("safety-plan.json").trustedContact).toMatchObject({
      name: "ASHA-OWN trusted contact",
      phone: "9000000002",
    });
    expect(json("settings.json").notificationPreferences).toEqual([
      expect.objectContaining({ kind: "messages", email: false }),
    ]);
    expect(json("settings.json").privacy).toMatchObject({ who_may_message: "everyone", discoverable: true });
    expect(json("settings.json").careCheckInChoice).toMatchObject({ enabled: true });
    expect(json("settings.json").careCheckIns).toEqual([expect.objectContaining({ status: "pending" })]);
    expect(json("settings.json").safetyReviewTexts).toEqual([
      expect.objectContaining({ outcome: "true_alarm", text: "ASHA-OWN review-set" }),
    ]);
    // Nothing of b's own data, anywhere in the zip (b's messages to a included).
    for (const [name, bytes] of files) expect(bytes.toString("latin1"), name).not.toContain("BILAL-SECRET");
    // The readable page: the post escaped, the name, images by relative path, nothing fetched or run.
    const html = files.get("index.html")?.toString() ?? "";
    expect(html).toContain("&lt;b&gt;ASHA-OWN post&lt;/b&gt; &amp; &quot;quoted&quot;");
    expect(html).not.toContain("<b>ASHA-OWN");
    expect(html).toContain("Asha Tester");
    expect(html).toContain(`src="${json("posts.json")[0].images[0]}"`);
    expect(html).toContain("Mood check-ins are kept only in the browser");
    expect(html).toContain('<html lang="en">');
    expect(html).toContain("<h2>Comments</h2>");
    expect(html).not.toMatch(/<script|<link|https?:\/\//i);
  });

  it("tells the member in the app and by email, with a link to settings (not the file)", async () => {
    const notes = (await get("/api/notifications", a.cookie)).json() as { notifications?: { type: string }[] };
    expect(JSON.stringify(notes)).toContain("data_export");
    const mail = (await get(`/api/dev/outbox?to=${encodeURIComponent(a.email)}`)).json() as {
      subject: string;
      text: string;
    }[];
    const ready = mail.find((m) => m.subject === "Your Saathi data is ready to download");
    expect(ready?.text).toContain("http://localhost:3000/settings#download");
    expect(ready?.text).not.toContain("/api/account/export");
  });

  it("answers 404 to anyone but the owner, signed out, and after 24 hours", async () => {
    const { export: latest } = (await get("/api/account/export", a.cookie)).json();
    expect((await get(latest.downloadUrl, b.cookie)).statusCode).toBe(404);
    expect((await get(latest.downloadUrl)).statusCode).toBe(404);
    expect((await get("/api/account/export")).statusCode).toBe(401);
    expect((await h.post("/api/account/export")).statusCode).toBe(401);
    expect((await get("/api/account/export/not-an-id/download", a.cookie)).statusCode).toBe(400);
    // b's own latest says nothing of a's.
    const bState = (await get("/api/account/export", b.cookie)).json();
    expect(bState.export).toBeNull();
    // Time moves: the link is past its expiry.
    await h.database.pool.query(`update data_exports set expires_at = now() - interval '1 second' where id = $1`, [
      latest.id,
    ]);
    expect((await get(latest.downloadUrl, a.cookie)).statusCode).toBe(404);
    expect((await get("/api/account/export", a.cookie)).json().export).toMatchObject({
      status: "expired",
      downloadUrl: null,
    });
    // The periodic job marks it and deletes the file.
    const {
      rows: [before],
    } = await h.database.pool.query(`select file_key from data_exports where id = $1`, [latest.id]);
    expect(await h.built.storage.readPrivate(before.file_key)).not.toBeNull();
    expect((await h.built.dataExport.expire()).expired).toBe(1);
    expect(await h.built.storage.readPrivate(before.file_key)).toBeNull();
    const {
      rows: [after],
    } = await h.database.pool.query(`select status, file_key from data_exports where id = $1`, [latest.id]);
    expect(after).toEqual({ status: "expired", file_key: null });
  });

  it("answers the running export to a second request, and only one is built", async () => {
    const bothAsk = () => Promise.all([ask(b), ask(b)]);
    // Both requests wait on the member's export lock, held here, so they truly overlap: on a busy machine
    // one request could otherwise be answered, and its export built, before the other began.
    const hold = await h.database.pool.connect();
    let race: ReturnType<typeof bothAsk> | undefined;
    try {
      await hold.query("begin");
      await hold.query("select pg_advisory_xact_lock(hashtext('data_export'), hashtext($1))", [b.id]);
      race = bothAsk();
      const waiting = async () =>
        (
          await h.database.pool.query(
            `select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted
              and database = (select oid from pg_database where datname = current_database())`,
          )
        ).rows[0].n;
      for (let i = 0; i < 200 && (await waiting()) < 2; i++) await new Promise((r) => setTimeout(r, 25));
      expect(await waiting()).toBe(2);
      await hold.query("commit");
    } finally {
      hold.release();
    }
    const [first, second] = await (race as ReturnType<typeof bothAsk>);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 202]);
    expect(first.json().export.id).toBe(second.json().export.id);
    await h.built.jobQueue.idle();
    const { rows } = await h.database.pool.query(`select status from data_exports where user_id = $1`, [b.id]);
    expect(rows).toEqual([{ status: "ready" }]);
  });

  it("survives a missing image file: noted, and the export is still ready", async () => {
    const {
      rows: [post],
    } = await h.database.pool.query(`select media_urls from posts where user_id = $1`, [b.id]);
    await h.built.storage.deletePrivate(post.media_urls[0]);
    const ready = await buildFor(b);
    const files = await unzip((await get(ready.downloadUrl, b.cookie)).rawPayload);
    const [p] = JSON.parse(files.get("posts.json")?.toString() ?? "[]");
    expect(p.images).toEqual([]);
    expect(p.missing_images).toHaveLength(1);
    expect(files.get("index.html")?.toString()).toContain("could not be read");
  });

  it("records a failure a member can act on, and a new request starts again", async () => {
    const {
      rows: [row],
    } = await h.database.pool.query(
      `insert into data_exports (user_id, status, created_at) values ($1, 'building', now() - interval '1 hour') returning id`,
      [c.id],
    );
    expect((await h.built.dataExport.expire()).failed).toBe(1);
    const state = (await get("/api/account/export", c.cookie)).json().export;
    expect(state).toMatchObject({ id: row.id, status: "failed", error: expect.stringContaining("try again") });
    await buildFor(c);
  });

  it("makes the readable page in the member's language: Hindi headings, lang and dates for a Hindi reader", async () => {
    const d = await h.member({ displayName: "Deepa Hindi", locale: "hi" });
    const ready = await buildFor(d);
    const files = await unzip((await get(ready.downloadUrl, d.cookie)).rawPayload);
    const html = files.get("index.html")?.toString() ?? "";
    expect(html).toContain('<html lang="hi">');
    expect(html).toContain("<h1>आपका Saathi डेटा</h1>");
    expect(html).toContain("<h2>प्रोफ़ाइल</h2>");
    expect(html).toContain("<h2>टिप्पणियाँ</h2>");
    expect(html).toContain("profile.json में भी");
    expect(html).not.toContain("Nothing here.");
    expect(html).not.toContain("Your Saathi data");
    // The date it was made, in Hindi month names (hi-IN), after the name.
    expect(html).toMatch(/Deepa Hindi · \S+ [^<]*(जनवरी|फ़रवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्तूबर|नवंबर|दिसंबर)/);
    // Data stays data: JSON file names and keys as they are.
    expect(files.has("comments.json")).toBe(true);
    expect(JSON.parse(files.get("profile.json")?.toString() ?? "{}").profile.display_name).toBe("Deepa Hindi");
    // The progress step is stored in English (a catalog text the web translates).
    const { rows } = await h.database.pool.query(`select step from data_exports where id = $1`, [ready.id]);
    expect(rows[0].step).toBe("Ready");
  });
});
