// The feed safety benchmark's load generator, in its own process so its work does not slow the server's
// event loop (as bench/feed-load.mjs). Each client reads the first page of GET /api/feed, then follows
// nextCursor for up to DEPTH-1 more pages, then starts again at the top.
// Input (env): BASE, CLIENTS_FILE ([{cookie, group}]), DURATION_MS, PACE_MS, DEPTH.
// Output (stdout): JSON {samples: [[clientIndex, page, serverMs, clientMs, cursor|null]]}.
import { readFileSync } from "node:fs";

const base = process.env.BASE;
const clients = JSON.parse(readFileSync(process.env.CLIENTS_FILE, "utf8"));
const duration = Number(process.env.DURATION_MS ?? 15000);
const pace = Number(process.env.PACE_MS ?? 0);
const depth = Number(process.env.DEPTH ?? 3);
let samples = [];

async function run(index, until) {
  let cursor = null;
  let page = 1;
  while (Date.now() < until) {
    if (pace) await new Promise((r) => setTimeout(r, pace * (0.5 + Math.random())));
    const started = performance.now();
    const res = await fetch(`${base}/api/feed${cursor ? `?cursor=${cursor}` : ""}`, {
      headers: { cookie: clients[index].cookie },
    });
    const body = await res.json();
    const clientMs = performance.now() - started;
    if (res.status !== 200) throw new Error(`feed ${res.status}: ${JSON.stringify(body)}`);
    const t = res.headers.get("server-timing")?.match(/dur=([\d.]+)/)?.[1];
    if (t) samples.push([index, page, Number(t), Number(clientMs.toFixed(2)), cursor]);
    if (body.nextCursor && page < depth) {
      cursor = body.nextCursor;
      page += 1;
    } else {
      cursor = null;
      page = 1;
    }
  }
}

// Warm-up (connections, JIT, caches), not recorded.
await Promise.all(clients.map((_, i) => run(i, Date.now() + 2000)));
samples = [];
await Promise.all(clients.map((_, i) => run(i, Date.now() + duration)));
process.stdout.write(JSON.stringify({ samples }));
