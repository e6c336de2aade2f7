// Schema-driven fuzzing of every endpoint in /api/openapi.json (and better-auth's, which the document
// hides), as anonymous, member and expert: no answer may be a 5xx, and every 4xx carries a JSON
// body with a message. A fixed seed keeps `npm test` repeatable and short; a longer run on demand:
//   FUZZ_RUNS=2000 FUZZ_SEED=7 npx vitest run apps/server/src/platform/http/fuzz/openapi-fuzz.test.ts
// Not fuzzed: GET /api/realtime (a WebSocket: its input is socket messages, not an HTTP request, and
// it is hidden from the document); the static file routes (no input but the path, served by @fastify/static).
import fc from "fast-check";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, describe, it } from "vitest";
import { staffMember } from "../../../../test/admin-helpers.ts";
import { publishedExpert } from "../../../../test/experts-fixture.ts";
import { ORIGIN, startHarness } from "../../../../test/harness.ts";
import { type FuzzRequest, type Operation, operationsOf, requestArb } from "./fuzz-requests.ts";
import type { JsonSchema } from "./schema-arbitraries.ts";

const SEED = Number(process.env.FUZZ_SEED ?? 13);
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
/** FUZZ_STATS=1 prints how each endpoint answered (to see that requests get past validation). */
const stats = process.env.FUZZ_STATS ? new Map<string, Map<number, number>>() : null;

/** The fields better-auth's endpoints read (its routes are hidden from the OpenAPI document). */
const AUTH_BODY: JsonSchema = {
  type: "object",
  properties: {
    email: { type: "string", format: "email" },
    password: { type: "string", minLength: 8, maxLength: 64 },
    name: { type: "string", minLength: 1, maxLength: 100 },
    otp: { type: "string", pattern: "^[0-9]{6}$" },
    type: { type: "string", enum: ["sign-in", "email-verification", "forget-password"] },
    phoneNumber: { type: "string", pattern: "^\\+91[6-9][0-9]{9}$" },
    code: { type: "string", pattern: "^[0-9]{6}$" },
    provider: { type: "string", enum: ["google", "microsoft"] },
    callbackURL: { type: "string" },
    newPassword: { type: "string", minLength: 8 },
    currentPassword: { type: "string", minLength: 8 },
    image: { type: "string", nullable: true },
  },
};
const AUTH_PATHS = [
  "/sign-in/email",
  "/sign-in/email-otp",
  "/sign-in/phone-number",
  "/sign-in/social",
  "/sign-up/email",
  "/email-otp/send-verification-otp",
  "/email-otp/request-password-reset",
  "/email-otp/verify-email",
  "/email-otp/check-verification-otp",
  "/email-otp/reset-password",
  "/phone-number/send-otp",
  "/phone-number/verify",
  "/update-user",
  "/change-password",
  "/sign-out",
];
/** Which of AUTH_BODY's fields each route needs, so that valid requests get past better-auth's own checks. */
const requiredFor = (path: string): string[] =>
  path.includes("phone")
    ? ["phoneNumber", ...(path.includes("verify") ? ["code"] : path.startsWith("/sign-in") ? ["password"] : [])]
    : path.includes("email")
      ? [
          "email",
          ...(path.includes("otp") && !path.includes("send") && !path.includes("request") ? ["otp"] : []),
          ...(path.endsWith("/email") ? ["password"] : []),
        ]
      : [];
/** Anonymous only: a member's fuzzed sign-out would end the session the other operations use. */
const AUTH_OPERATIONS: Operation[] = [
  ...AUTH_PATHS.map((p) => ({
    method: "POST",
    path: `/api/auth${p}`,
    parameters: [],
    body: { ...AUTH_BODY, required: requiredFor(p) },
    hasBody: true,
  })),
  { method: "GET", path: "/api/auth/get-session", parameters: [], hasBody: false },
];

const h = await startHarness();
afterAll(async () => {
  if (stats) console.log([...stats].map(([k, c]) => `${k} ${JSON.stringify(Object.fromEntries(c))}`).join("\n"));
  await h.close();
});
const member = await h.member();
const expert = await publishedExpert(h);
const post = (await h.post("/api/posts", { content: "A post to fuzz around" }, { cookie: member.cookie })).json();
const comment = (
  await h.post(`/api/posts/${post.id}/comments`, { content: "A comment" }, { cookie: member.cookie })
).json();
// An admin with the second factor: the console's endpoints are fuzzed past the staff guard too.
const staff = await staffMember(h);
const knownIds = [member.id, expert.id, post.id, comment.id];
const ROLES = { anonymous: "", member: member.cookie, expert: expert.cookie, staff: staff.cookie };
const operations = operationsOf((await h.app.inject({ url: "/api/openapi.json" })).json());

/** What is wrong with this answer, or null. */
function fault(res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500) return `answered ${res.statusCode}`;
  if (res.statusCode < 400) return null;
  try {
    const message = (res.json() as { message?: unknown }).message;
    return typeof message === "string" && message.trim() ? null : "a 4xx without a message";
  } catch {
    return "a 4xx whose body is not JSON";
  }
}

async function send(op: string, role: keyof typeof ROLES, req: FuzzRequest, ip: number): Promise<void> {
  const cookie = ROLES[role];
  const res = await h.app.inject({
    method: req.method as "GET",
    url: req.url,
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}), ...req.headers },
    remoteAddress: `10.77.${(ip >> 8) & 255}.${ip & 255}`,
    ...(req.payload !== undefined ? { payload: req.payload } : {}),
  });
  if (stats) {
    const counts = stats.get(op) ?? new Map<number, number>();
    counts.set(res.statusCode, (counts.get(res.statusCode) ?? 0) + 1);
    stats.set(op, counts);
  }
  const problem = fault(res);
  if (problem) {
    const sent = typeof req.payload === "string" ? req.payload.slice(0, 300) : "";
    throw new Error(
      `${req.method} ${req.url.slice(0, 300)} as ${role} (${req.headers["content-type"] ?? "no body"}: ${sent}) ` +
        `${problem}: ${res.body.slice(0, 300)}`,
    );
  }
}

function fuzz(op: Operation, roles: (keyof typeof ROLES)[]) {
  it(`${op.method} ${op.path}`, { timeout: Math.max(60_000, RUNS * 300) }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...roles), requestArb(op, knownIds), fc.nat(65_535), (role, req, ip) =>
        send(`${op.method} ${op.path}`, role, req, ip),
      ),
      {
        seed: SEED,
        numRuns: RUNS,
      },
    );
  });
}

describe("every endpoint of /api/openapi.json: no 5xx, every 4xx a JSON message", () => {
  it("the document lists the endpoints", ({ expect }) => {
    expect(operations.length).toBeGreaterThan(60);
  });
  // Signed-in roles twice as often: most endpoints stop an anonymous caller before reading anything else.
  for (const op of operations.filter((o) => !o.path.startsWith("/api/admin/")))
    fuzz(op, ["anonymous", "member", "member", "expert", "expert"]);
});

describe("the admin console's endpoints, as an admin with the second factor (last: staff actions may suspend the fuzzed members)", () => {
  for (const op of operations.filter((o) => o.path.startsWith("/api/admin/")))
    fuzz(op, ["staff", "staff", "staff", "member"]);
});

describe("better-auth's endpoints (hidden from the document)", () => {
  for (const op of AUTH_OPERATIONS) fuzz(op, ["anonymous"]);
});
