// The safety plan and the trusted contact against the real app: only the member's own, bad input
// answered 4xx, the limits, and "Tell {name}" sending exactly one short message per tap (SMS through
// the configured webhook, email to the dev outbox), at most 3 a day, honestly answered when it fails,
// and never on its own: a crisis write sends nothing to the contact.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import {
  SAFETY_PLAN_LINE_MAX,
  SAFETY_PLAN_MAX_LINES,
  SAFETY_PLAN_STEPS,
  TRUSTED_CONTACT_TELLS_PER_DAY,
} from "@saathi/contract/safety-plan";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bookAndPay } from "../../../test/booking-helpers.ts";
import { publishedExpert } from "../../../test/experts-fixture.ts";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";
import { tellKey } from "./safety-plan.service.ts";

let h: Harness;
let a: Member;
let b: Member;
let sms: Server;
/** Text messages the SMS webhook received; `failing` makes it answer 500. */
const texts: { to: string; text: string }[] = [];
let failing = false;

const send = (m: Member | null, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  h.app.inject({
    method,
    url,
    headers: { origin: "http://localhost:3000", ...(m ? { cookie: m.cookie } : {}) },
    ...(payload ? { payload } : {}),
  });
const outbox = async (to: string) =>
  (await h.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).json() as {
    subject: string;
    text: string;
  }[];
const CONTACT = { name: "Ravi", phone: "+91 98765-43210", email: "Ravi.Friend@Example.com", relation: "brother" };

beforeAll(async () => {
  sms = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => {
      body += c;
    });
    req.on("end", () => {
      if (failing) {
        res.writeHead(500).end();
        return;
      }
      texts.push(JSON.parse(body) as { to: string; text: string });
      res.writeHead(200).end("{}");
    });
  });
  await new Promise<void>((resolve) => sms.listen(0, "127.0.0.1", resolve));
  const port = (sms.address() as AddressInfo).port;
  h = await startHarness({ SMS_WEBHOOK_URL: `http://127.0.0.1:${port}/sms` });
  [a, b] = await Promise.all([h.member({ firstName: "Asha", lastName: "Verma" }), h.member()]);
}, 120_000);
afterAll(async () => {
  await h?.close();
  sms?.close();
});
beforeEach(() => {
  failing = false;
});

describe("the safety plan", () => {
  it("is the member's own: empty at first, saved whole, never seen or changed by another member", async () => {
    const none = await send(a, "GET", "/api/safety-plan");
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ plan: null, expert: null });
    expect(none.headers["cache-control"]).toBe("private, no-store");

    const saved = await send(a, "PUT", "/api/safety-plan", {
      steps: { warningSigns: ["  I stop eating  ", "", "I stay in bed"], professionals: ["Dr Mehta 98xxxx"] },
    });
    expect(saved.statusCode).toBe(200);
    const plan = saved.json().plan;
    // Trimmed, blank lines dropped, every step present in order.
    expect(Object.keys(plan.steps)).toEqual([...SAFETY_PLAN_STEPS]);
    expect(plan.steps.warningSigns).toEqual(["I stop eating", "I stay in bed"]);
    expect(plan.steps.copingAlone).toEqual([]);
    expect((await send(a, "GET", "/api/safety-plan")).json().plan.steps.professionals).toEqual(["Dr Mehta 98xxxx"]);

    // Another member reads and writes only their own.
    expect((await send(b, "GET", "/api/safety-plan")).json().plan).toBeNull();
    expect((await send(b, "PUT", "/api/safety-plan", { steps: { warningSigns: ["mine"] } })).statusCode).toBe(200);
    expect((await send(a, "GET", "/api/safety-plan")).json().plan.steps.warningSigns).toEqual([
      "I stop eating",
      "I stay in bed",
    ]);
    // Visitors get nothing.
    expect((await send(null, "GET", "/api/safety-plan")).statusCode).toBe(401);
    expect((await send(null, "PUT", "/api/safety-plan", { steps: {} })).statusCode).toBe(401);
  });

  it("answers bad input and input over the limits with 400, never a 5xx, and keeps the saved plan", async () => {
    const long = "x".repeat(SAFETY_PLAN_LINE_MAX + 1);
    const many = Array.from({ length: SAFETY_PLAN_MAX_LINES + 1 }, (_, i) => `line ${i}`);
    for (const body of [
      { steps: { warningSigns: [long] } },
      { steps: { copingAlone: many } },
      { steps: { warningSigns: "not a list" } },
      { steps: { warningSigns: [42] } },
      { steps: null },
      {},
    ]) {
      const res = await send(a, "PUT", "/api/safety-plan", body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    const bad = await send(a, "PUT", "/api/safety-plan", { steps: { warningSigns: [long] } });
    expect(bad.json().message).toContain("Keep each line under 200 characters.");
    // Exactly at the limits is fine.
    const full = Array.from({ length: SAFETY_PLAN_MAX_LINES }, () => "y".repeat(SAFETY_PLAN_LINE_MAX));
    const ok = await send(b, "PUT", "/api/safety-plan", { steps: { saferSurroundings: full } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().plan.steps.saferSurroundings).toHaveLength(SAFETY_PLAN_MAX_LINES);
    expect((await send(a, "GET", "/api/safety-plan")).json().plan.steps.warningSigns).toHaveLength(2);
  });

  it("suggests the expert the member booked", async () => {
    const expert = await publishedExpert(h);
    const c = await h.member();
    await bookAndPay(h, c, expert.id, 0);
    const res = (await send(c, "GET", "/api/safety-plan")).json();
    expect(res.expert).toEqual({ name: expect.any(String), handle: expect.any(String) });
    expect(res.expert.name.length).toBeGreaterThan(0);
    expect((await send(a, "GET", "/api/safety-plan")).json().expert).toBeNull();
  }, 60_000);
});

describe("the trusted contact", () => {
  it("is named, changed and removed by the member only; the contact is checked and normalised", async () => {
    expect((await send(a, "GET", "/api/safety-plan/trusted-contact")).json()).toEqual({ contact: null });
    const saved = await send(a, "PUT", "/api/safety-plan/trusted-contact", CONTACT);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().contact).toMatchObject({
      name: "Ravi",
      phone: "9876543210",
      email: "ravi.friend@example.com",
      relation: "brother",
    });
    expect((await send(b, "GET", "/api/safety-plan/trusted-contact")).json()).toEqual({ contact: null });
    // b removing "theirs" touches nothing of a's.
    expect((await send(b, "DELETE", "/api/safety-plan/trusted-contact")).statusCode).toBe(404);
    expect((await send(a, "GET", "/api/safety-plan/trusted-contact")).json().contact.name).toBe("Ravi");

    for (const body of [
      { name: "", phone: "9876543210" },
      { name: "Ravi" },
      { name: "Ravi", phone: "", email: "" },
      { name: "Ravi", phone: "12345" },
      { name: "Ravi", email: "not-an-email" },
      { name: "x".repeat(81), phone: "9876543210" },
      { name: "Ravi", phone: "9876543210", relation: "r".repeat(61) },
      { name: 7, phone: "9876543210" },
    ]) {
      const res = await send(a, "PUT", "/api/safety-plan/trusted-contact", body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    const onlyEmail = await send(b, "PUT", "/api/safety-plan/trusted-contact", {
      name: "Meena",
      email: "m@example.com",
    });
    expect(onlyEmail.json().contact).toMatchObject({ phone: null, email: "m@example.com", relation: null });
    expect((await send(b, "DELETE", "/api/safety-plan/trusted-contact")).json()).toEqual({ contact: null });
    expect((await send(b, "GET", "/api/safety-plan/trusted-contact")).json()).toEqual({ contact: null });
  });

  it("hears nothing when the member writes something that shows the crisis card", async () => {
    const before = { texts: texts.length, mails: (await outbox(CONTACT.email.toLowerCase())).length };
    const post = await send(a, "POST", "/api/posts", { content: "I want to kill myself tonight, I can't go on" });
    expect(post.statusCode).toBeLessThan(300);
    expect(post.json().crisis?.level ?? "none").not.toBe("none");
    await send(a, "POST", "/api/safety/check", { text: "I want to die" });
    await send(a, "POST", "/api/healthbot/messages", { type: "text", text: "I want to end my life" });
    expect(texts.length).toBe(before.texts);
    expect((await outbox(CONTACT.email.toLowerCase())).length).toBe(before.mails);
  }, 30_000);

  it("is told on the member's tap, by text and email, with the member's first name, at most 3 times a day", async () => {
    texts.length = 0;
    const first = await send(a, "POST", "/api/safety-plan/trusted-contact/tell");
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ sentBy: ["sms", "email"], leftToday: TRUSTED_CONTACT_TELLS_PER_DAY - 1 });
    expect(texts).toEqual([
      {
        to: "9876543210",
        text: "Asha is going through a hard time and would like you to check in with them. — sent from Saathi at their request",
      },
    ]);
    const [mail] = await outbox("ravi.friend@example.com");
    expect(mail?.subject).toBe("Asha would like you to check in with them");
    expect(mail?.text).toContain("Asha is going through a hard time");

    for (let i = 2; i <= TRUSTED_CONTACT_TELLS_PER_DAY; i++)
      expect((await send(a, "POST", "/api/safety-plan/trusted-contact/tell")).statusCode).toBe(200);
    const over = await send(a, "POST", "/api/safety-plan/trusted-contact/tell");
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: "TELL_LIMIT", retryAfter: expect.any(Number) });
    expect(texts).toHaveLength(TRUSTED_CONTACT_TELLS_PER_DAY);
    // Another member's tap never reaches a's contact (b has none).
    expect((await send(b, "POST", "/api/safety-plan/trusted-contact/tell")).statusCode).toBe(404);
    expect((await send(null, "POST", "/api/safety-plan/trusted-contact/tell")).statusCode).toBe(401);
    expect(texts).toHaveLength(TRUSTED_CONTACT_TELLS_PER_DAY);
  });

  it("says truthfully when nothing could be sent, and does not count it", async () => {
    const c = await h.member({ firstName: "Chitra" });
    expect(
      (await send(c, "PUT", "/api/safety-plan/trusted-contact", { name: "Dev", phone: "9123456789" })).statusCode,
    ).toBe(200);
    failing = true;
    const failed = await send(c, "POST", "/api/safety-plan/trusted-contact/tell");
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toMatchObject({ code: "TELL_NOT_SENT" });
    failing = false;
    const rows = await h.database.pool.query("select count from rate_limits where key = $1", [tellKey(c.id)]);
    expect(rows.rows[0]?.count ?? 0).toBe(0);
    const ok = await send(c, "POST", "/api/safety-plan/trusted-contact/tell");
    expect(ok.json()).toMatchObject({ sentBy: ["sms"], leftToday: TRUSTED_CONTACT_TELLS_PER_DAY - 1 });
  });

  it("writes to the contact in the member's language", async () => {
    const d = await h.member({ firstName: "Deepa", locale: "hi" });
    await send(d, "PUT", "/api/safety-plan/trusted-contact", { name: "Maa", email: "maa@example.com" });
    expect((await send(d, "POST", "/api/safety-plan/trusted-contact/tell")).json().sentBy).toEqual(["email"]);
    const [mail] = await outbox("maa@example.com");
    expect(mail?.text).toBe(
      "Deepa इस समय मुश्किल दौर से गुज़र रहे हैं और चाहते हैं कि आप उनका हाल पूछ लें। — उनके कहने पर Saathi से भेजा गया",
    );
  });
});
