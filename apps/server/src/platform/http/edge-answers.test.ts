// Kept answers given before the framework, over real HTTP (inject never reaches them): the
// same bytes and security headers as the app's answer, a fresh request id, never a member's page, never
// an error, dropped at once when an expert's listing changes, and never more than a bounded number.
import { createServer } from "node:http";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publishedExpert } from "../../../test/experts-fixture.ts";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";
import { expertListingsChanged } from "../cache/expert-listings.ts";
import { createEdgeAnswers } from "./edge-answers.ts";

let h: Harness;
let base: string;
let member: Member;

const fromEdge = (res: Response) => (res.headers.get("server-timing") ?? "").includes("desc=edge");
const get = (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers });

beforeAll(async () => {
  h = await startHarness();
  await publishedExpert(h, { fullName: "Edge Expert" });
  member = await h.member();
  await h.app.listen({ port: 0, host: "127.0.0.1" });
  const a = h.app.server.address();
  base = `http://127.0.0.1:${typeof a === "object" && a ? a.port : 0}`;
});
afterAll(() => h?.close());

describe("kept answers before the framework", () => {
  it("featured experts: the app's own bytes and headers, each answer with its own request id", async () => {
    expertListingsChanged();
    const first = await get("/api/experts/featured");
    const second = await get("/api/experts/featured");
    expect(fromEdge(first)).toBe(false);
    expect(fromEdge(second)).toBe(true);
    const [a, b] = [await first.text(), await second.text()];
    expect(b).toBe(a);
    expect(JSON.parse(b)).toEqual(expect.arrayContaining([expect.objectContaining({ displayName: "Edge Expert" })]));
    for (const name of ["content-type", "content-security-policy", "x-content-type-options", "x-frame-options"]) {
      expect(second.headers.get(name), name).toBe(first.headers.get(name));
    }
    expect(second.headers.get("content-length")).toBe(String(Buffer.byteLength(b)));
    expect(second.headers.get("x-request-id")).not.toBe(first.headers.get("x-request-id"));
    expect((await get("/api/experts/featured", { "x-request-id": "probe-42" })).headers.get("x-request-id")).toBe(
      "probe-42",
    );
  });

  it("a listings change drops the kept answer at once", async () => {
    await get("/api/experts/featured");
    expect(fromEdge(await get("/api/experts/featured"))).toBe(true);
    expertListingsChanged();
    expect(fromEdge(await get("/api/experts/featured"))).toBe(false);
    expect(fromEdge(await get("/api/experts/featured"))).toBe(true);
  });

  it("a visitor's directory page is never given to a member, whose page is their own", async () => {
    const url = "/api/experts?page=1&pageSize=12";
    await get(url);
    expect(fromEdge(await get(url))).toBe(true);
    const mine = await get(url, { cookie: member.cookie });
    expect(fromEdge(mine)).toBe(false);
    expect(mine.status).toBe(200);
    // …and a member's answer is never kept for visitors.
    expertListingsChanged();
    await get(url, { cookie: member.cookie });
    expect(fromEdge(await get(url))).toBe(false);
  });

  it("errors are never kept", async () => {
    const bad = "/api/experts?page=zero";
    const first = await get(bad);
    const second = await get(bad);
    expect(first.status).toBe(400);
    expect(second.status).toBe(400);
    expect(fromEdge(second)).toBe(false);
  });

  it("health: kept for a second", async () => {
    await get("/api/health");
    const kept = await get("/api/health");
    expect(fromEdge(kept)).toBe(true);
    expect(await kept.json()).toEqual({ status: "ok" });
  });
});

/** The hooks `printRoutes` lists for one GET route, by name (the app's own included). */
function hooksOf(app: FastifyInstance, url: string): string {
  const lines = app.printRoutes({ commonPrefix: false, includeHooks: true, method: "GET" }).split("\n");
  const at = lines.findIndex((l) => l.includes(` ${url} (GET)`));
  expect(at, `${url} is a route`).toBeGreaterThanOrEqual(0);
  const own: string[] = [];
  for (const l of lines.slice(at + 1)) {
    if (!l.includes("• (")) break;
    own.push(l);
  }
  return own.join("\n");
}

describe("edge answers, rules", () => {
  it("only the routes that opt in get the edge hooks; the others answer as before", async () => {
    const edge = createEdgeAnswers(() => {});
    const app = Fastify();
    edge.install(app);
    app.get("/plain", async () => ({ plain: true }));
    app.get("/kept", { config: { edge: { ttlMs: 500 } } }, async () => ({ kept: true }));
    app.get("/fresh", { config: { edge: { ttlMs: 500, generation: () => 1 } } }, async () => ({ fresh: true }));
    app.get("/with/:id", { config: { edge: { ttlMs: 500 } } }, async () => ({ id: true }));
    await app.ready();
    // This bare app has no hooks of its own: a route that does not opt in has none at all.
    expect(hooksOf(app, "/plain")).toBe("");
    expect(hooksOf(app, "/with/:id")).toBe("");
    expect(hooksOf(app, "/kept")).toContain("keepEdgeAnswer");
    expect(hooksOf(app, "/kept")).not.toContain("noteEdgeGeneration");
    expect(hooksOf(app, "/fresh")).toMatch(/\(onRequest\).*noteEdgeGeneration/);
    expect(hooksOf(app, "/fresh")).toMatch(/\(onSend\).*keepEdgeAnswer/);
    expect((await app.inject({ url: "/plain" })).json()).toEqual({ plain: true });
    await app.close();
  });

  it("keep for their TTL, at most 256 URLs, and stop when the app closes", async () => {
    let now = 1_000;
    const seen: string[] = [];
    const edge = createEdgeAnswers(
      (_m, route) => seen.push(route),
      () => now,
    );
    const app = Fastify({
      serverFactory: (handler) =>
        createServer((req, res) => {
          if (!edge.answer(req, res)) handler(req, res);
        }),
    });
    edge.install(app);
    let made = 0;
    app.get("/kept", { config: { edge: { ttlMs: 500 } } }, async () => ({ made: ++made }));
    await app.listen({ port: 0, host: "127.0.0.1" });
    const a = app.server.address();
    const url = `http://127.0.0.1:${typeof a === "object" && a ? a.port : 0}`;
    const made1 = async (q = "") => ((await (await fetch(`${url}/kept${q}`)).json()) as { made: number }).made;

    expect(await made1()).toBe(1);
    expect(await made1()).toBe(1);
    now += 501;
    expect(await made1()).toBe(2);
    for (let i = 0; i < 300; i++) await made1(`?junk=${i}`);
    // The oldest URLs made room: the first junk answer is made again, the newest is still kept.
    const before = made;
    await made1("?junk=0");
    expect(made).toBe(before + 1);
    await made1("?junk=299");
    expect(made).toBe(before + 1);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((r) => r === "/kept")).toBe(true);
    await app.close();
  });
});
