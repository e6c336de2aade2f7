// What the HTTP platform costs a request, without the database or the route's own work: the real
// createHttpServer (request id, access log and metrics, origin check, input guard, security headers,
// cookies, locale, multipart, zod validation and serialisation) and the session hook answered from the
// node's session cache, around a chat-send-shaped route that does nothing else. The server runs in its
// own process; its CPU (/proc user + system) per request is measured over keep-alive POSTs.
// Run: node --import tsx bench/http-platform-cost.ts   (REQUESTS=20000 ROUNDS=3 CONCURRENCY=32)
// Compare two commits by running it in each (its numbers are for this machine only; CPU time per
// request is robust to other load, latency is not).
import { spawn } from "node:child_process";
import { createHmac, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { Agent, request } from "node:http";
import pino from "pino";
import { z } from "zod";

const SECRET = "bench-secret-0123456789abcdef0123456789";
const REQUESTS = Number(process.env.REQUESTS ?? 20_000);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 32);

async function serve() {
  const { createHttpServer } = await import("../apps/server/src/http-server.ts");
  const { createSessionReader } = await import("../apps/server/src/platform/auth/session.ts");
  type Config = Parameters<typeof createHttpServer>[0];
  type Cache = NonNullable<Parameters<typeof createSessionReader>[2]>;
  const config = { publicUrl: "http://localhost:3000", trustedOrigins: ["http://localhost:3000"] } as Config;
  const app = await createHttpServer(config, pino({ level: "warn" }), { razorpay: false });
  const member = { id: randomUUID(), email: "m@example.com", name: "M", role: "user", emailVerified: true };
  // Every session is kept (a chat in progress): the hook's own work, not a query.
  const cache = { get: () => ({ ...member }), mark: () => 0, put() {}, drop() {} } as unknown as Cache;
  const session = createSessionReader({} as never, SECRET, cache);
  const body = z.object({ receiverId: z.string().uuid(), message: z.string().min(1).max(2000), clientId: z.string() });
  const answer = z.object({ id: z.string(), senderId: z.string(), receiverId: z.string(), message: z.string() });
  app.post("/api/chat/messages", { schema: { body, response: { 200: answer } } }, async (req) => {
    const me = await session.require(req);
    const b = req.body as z.infer<typeof body>;
    return { id: randomUUID(), senderId: me.id, receiverId: b.receiverId, message: b.message };
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  console.log(`ready ${typeof address === "object" && address ? address.port : 0}`);
}

async function drive() {
  const child = spawn(process.execPath, ["--import", "tsx", import.meta.filename, "--serve"], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.on("data", (d: Buffer) => {
      const m = d.toString().match(/ready (\d+)/);
      if (m) resolve(Number(m[1]));
    });
    child.once("exit", () => reject(new Error("the server exited")));
  });
  const token = "tok-bench";
  const cookie = `better-auth.session_token=${encodeURIComponent(`${token}.${createHmac("sha256", SECRET).update(token).digest("base64")}`)}`;
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const payload = JSON.stringify({ receiverId: randomUUID(), message: "hello there", clientId: "c-1" });
  const one = () =>
    new Promise<number>((resolve, reject) => {
      const req = request(
        {
          host: "127.0.0.1",
          port,
          path: "/api/chat/messages",
          method: "POST",
          agent,
          headers: { cookie, "content-type": "application/json", "content-length": Buffer.byteLength(payload) },
        },
        (res) => {
          res.resume();
          res.on("end", () => resolve(res.statusCode ?? 0));
        },
      );
      req.on("error", reject);
      req.end(payload);
    });
  const run = async (n: number) => {
    let next = 0;
    let bad = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next++ < n) if ((await one()) !== 200) bad++;
      }),
    );
    if (bad) throw new Error(`${bad} requests were not answered 200`);
  };
  const cpuMs = () => {
    const f = readFileSync(`/proc/${child.pid}/stat`, "utf8").split(" ");
    return (Number(f[13]) + Number(f[14])) * 10;
  };
  await run(20_000); // warm-up: the JIT, the pools
  const rounds: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const before = cpuMs();
    await run(REQUESTS);
    rounds.push(Number((((cpuMs() - before) / REQUESTS) * 1000).toFixed(1)));
  }
  agent.destroy();
  child.kill("SIGTERM");
  console.log(
    JSON.stringify({ serverCpuMicrosecondsPerRequest: rounds, requests: REQUESTS, concurrency: CONCURRENCY }),
  );
}

await (process.argv.includes("--serve") ? serve() : drive());
