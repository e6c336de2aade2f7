// Each malformed input that once answered 500 now answers 400 with a JSON message,
// refused at the edge by one rule (input-guard.ts), and ordinary text still passes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, type Member, ORIGIN, startHarness } from "../../../test/harness.ts";
import { INPUT_MSG } from "./input-guard.ts";

let h: Harness;
let m: Member;

beforeAll(async () => {
  h = await startHarness();
  m = await h.member();
});
afterAll(() => h.close());

type Res = { statusCode: number; json(): { code?: string; message?: string } };
const NUL = "\u0000";

function expectRefused(res: Res, field: string): void {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ code: "INVALID_CHARACTERS", message: `${field}: ${INPUT_MSG.invalidCharacters}` });
}

const send = (method: "GET" | "POST", url: string, opts: { payload?: string | object; type?: string } = {}) =>
  h.app.inject({
    method,
    url,
    headers: {
      origin: ORIGIN,
      cookie: m.cookie,
      ...(opts.type ? { "content-type": opts.type } : {}),
    },
    ...(opts.payload !== undefined ? { payload: opts.payload } : {}),
  });

const form = (boundary: string, fields: [string, string][], end = true) =>
  fields.map(([n, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${n}"\r\n\r\n${v}\r\n`).join("") +
  (end ? `--${boundary}--\r\n` : "");

describe("text PostgreSQL cannot store is refused with 400 INVALID_CHARACTERS", () => {
  it("a NUL in a post's content, as JSON and as multipart", async () => {
    expectRefused(await send("POST", "/api/posts", { payload: { content: `a${NUL}b` } }), "content");
    const multipart = form("xyz", [["content", `a${NUL}b`]]);
    expectRefused(
      await send("POST", "/api/posts", { payload: multipart, type: "multipart/form-data; boundary=xyz" }),
      "content",
    );
  });

  it("a NUL in the identifier of every guarded auth route (before the rate-limit insert)", async () => {
    const emailRoutes = [
      "/sign-in/email",
      "/sign-in/email-otp",
      "/sign-up/email",
      "/email-otp/send-verification-otp",
      "/email-otp/request-password-reset",
      "/email-otp/verify-email",
      "/email-otp/check-verification-otp",
      "/email-otp/reset-password",
    ];
    for (const route of emailRoutes) {
      const res = await h.post(`/api/auth${route}`, { email: `a${NUL}@x.com`, password: "secret12", otp: "1" });
      expectRefused(res, "email");
    }
    for (const route of ["/sign-in/phone-number", "/phone-number/send-otp", "/phone-number/verify"]) {
      const res = await h.post(`/api/auth${route}`, { phoneNumber: `+91${NUL}`, password: "x", code: "1" });
      expectRefused(res, "phoneNumber");
    }
  });

  it("a NUL in a path parameter", async () => {
    expectRefused(await send("GET", "/api/experts/%00"), "handle");
    for (const tail of ["", "/followers", "/following", "/posts"]) {
      expectRefused(await send("GET", `/api/profiles/%00${tail}`), "identifier");
    }
    for (const action of ["pay", "fail"]) {
      expectRefused(await send("POST", `/api/payments/sandbox/%00/${action}`, { payload: {} }), "orderId");
    }
  });

  it("a NUL or another control character in the query", async () => {
    expectRefused(await send("GET", "/api/dev/outbox?to=%00"), "to");
    expectRefused(await send("GET", "/api/users/search?q=a%1Bb"), "q");
  });

  it("other C0 controls, lone surrogates and bad object keys in JSON bodies, at any depth", async () => {
    expectRefused(await send("POST", "/api/posts", { payload: { content: "bell\u0007" } }), "content");
    expectRefused(await send("POST", "/api/posts", { payload: { content: "half \ud83d emoji" } }), "content");
    const nested = JSON.stringify({ content: "ok", extra: { list: ["fine", `bad${NUL}`] } });
    expectRefused(await send("POST", "/api/posts", { payload: nested, type: "application/json" }), "extra.list.1");
    const badKey = JSON.stringify({ content: "ok", [`k${NUL}`]: 1 });
    expectRefused(await send("POST", "/api/posts", { payload: badKey, type: "application/json" }), "body");
  });

  it("tabs, line breaks and whole emoji still pass", async () => {
    const res = await send("POST", "/api/posts", { payload: { content: "line one\r\nline\ttwo 🙂" } });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { content: string }).content).toBe("line one\r\nline\ttwo 🙂");
  });
});

describe("malformed multipart answers 400 with a JSON message", () => {
  const cases: [string, string, string][] = [
    ["without a boundary", "multipart/form-data", form("abc", [["content", "hi"]])],
    ["with an empty boundary", "multipart/form-data; boundary=", form("abc", [["content", "hi"]])],
    [
      "with an unterminated part",
      "multipart/form-data; boundary=abc",
      '--abc\r\nContent-Disposition: form-data; name="content"\r\n\r\nhello',
    ],
  ];
  for (const url of ["/api/posts", "/api/profiles/me/avatar"]) {
    for (const [label, type, payload] of cases) {
      it(`${url} ${label}`, async () => {
        const res = await send("POST", url, { payload, type });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          code: "INVALID_MULTIPART",
          message: "The upload is incomplete or malformed. Please choose the file again and retry.",
        });
      });
    }
  }
});

describe("better-auth endpoints take a JSON object", () => {
  for (const [label, payload] of [
    ["null", "null"],
    ["42", "42"],
    ["a JSON string", '"hello"'],
    ["an array", "[]"],
  ] as const) {
    it(`anonymous update-user with ${label}`, async () => {
      const res = await h.app.inject({
        method: "POST",
        url: "/api/auth/update-user",
        headers: { origin: ORIGIN, "content-type": "application/json" },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: "INVALID_BODY", message: INPUT_MSG.objectBody });
    });
  }

  it("anonymous update-user with no body", async () => {
    const res = await h.app.inject({ method: "POST", url: "/api/auth/update-user", headers: { origin: ORIGIN } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "INVALID_BODY", message: INPUT_MSG.objectBody });
  });

  it("sign-out with {} still works", async () => {
    const other = await h.member();
    expect((await h.post("/api/auth/sign-out", {}, { cookie: other.cookie })).statusCode).toBe(200);
  });
});

describe("prototype keys do no harm", () => {
  const poisoned = [
    '{"content":"hi","__proto__":{"polluted":true}}',
    '{"content":"hi","constructor":{"prototype":{"polluted":true}}}',
  ];
  it("app routes refuse them with 400 and pollute nothing", async () => {
    for (const payload of poisoned) {
      const res = await send("POST", "/api/posts", { payload, type: "application/json" });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });

  it("auth routes (raw bodies) refuse them with 400 INVALID_JSON and pollute nothing", async () => {
    for (const body of poisoned) {
      const payload = body.replace('"content":"hi"', '"email":"proto@test.local","password":"secret12"');
      const res = await h.app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        headers: { origin: ORIGIN, "content-type": "application/json" },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: "INVALID_JSON", message: INPUT_MSG.invalidJson });
    }
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });
});
