// The feed benchmark's load generator, in its own process so its work does not slow the server's
// event loop. Input (env): BASE, COOKIES_FILE, DURATION_MS, PACE_MS. Output: JSON on stdout.
import { readFileSync } from "node:fs";

const base = process.env.BASE;
const cookies = JSON.parse(readFileSync(process.env.COOKIES_FILE, "utf8"));
const duration = Number(process.env.DURATION_MS ?? 15000);
const pace = Number(process.env.PACE_MS ?? 0);
const server = [];
const client = [];

async function run(cookie, until) {
  let cursor = null;
  while (Date.now() < until) {
    if (pace) await new Promise((r) => setTimeout(r, pace * (0.5 + Math.random())));
    const started = performance.now();
    const res = await fetch(`${base}/api/feed${cursor ? `?cursor=${cursor}` : ""}`, { headers: { cookie } });
    const body = await res.json();
    client.push(performance.now() - started);
    const t = res.headers.get("server-timing")?.match(/dur=([\d.]+)/)?.[1];
    if (t) server.push(Number(t));
    cursor = cursor ? null : body.nextCursor;
  }
}

await Promise.all(cookies.slice(0, 5).map((c) => run(c, Date.now() + 2000)));
server.length = 0;
client.length = 0;
await Promise.all(cookies.map((c) => run(c, Date.now() + duration)));
process.stdout.write(JSON.stringify({ server, client }));
