// Where each server's CPU time went, from `perf record -e cpu-clock -g` of the servers during the measured
// window (NODE_PERF_DIR, bench/support/node-profile.ts): CPU samples only, kernel time included, JS
// functions named by V8's jitdump (--perf-prof). Per node: main thread and other threads; self time by function
// and by owner (npm package, node's own C++/JS, the kernel, a file of this repository); inclusive time
// by file of this repository; kernel time by the user-space code that entered it.
// Run: node --import tsx bench/support/perf-profile-summary.ts DIR [--top N] [--callers TEXT] [--depth N]
//   [--inclusive a,b] [--role TEXT]   (DIR holds perf.data, pids.json and window.json)
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

const root = path.resolve(import.meta.dirname, "../..");
const { values: o, positionals: args } = parseArgs({
  allowPositionals: true,
  options: {
    top: { type: "string", default: "40" },
    callers: { type: "string" },
    depth: { type: "string", default: "8" },
    inclusive: { type: "string", default: "" },
    role: { type: "string" },
  },
});
const top = Number(o.top);
const callersOf = o.callers;
const depth = Number(o.depth);
const inclusiveNames = (o.inclusive ?? "").split(",").filter(Boolean);
/** --role TEXT: the top JS functions (with what they called) of the roles whose name contains TEXT. */
const roleWanted = o.role;
const dir = args[0] ?? ".";

interface Frame {
  sym: string;
  dso: string;
}

/** A JS frame's file (from the perf map name "JS:*name /path/file.ts:line:col"), or null. */
function jsFile(sym: string): string | null {
  return sym.match(/ ((?:\/|file:\/\/|node:)\S+?):\d+:\d+$/)?.[1]?.replace(/^file:\/\//, "") ?? null;
}

/** Who a frame belongs to: an npm package, node:x, a repository path, the kernel, node's binary, a library. */
function ownerOf(f: Frame): string {
  const file = jsFile(f.sym);
  if (file) {
    if (file.startsWith("node:")) return file.replace(/^node:(internal\/)?([^/]+).*/, "node:$2");
    const p = file;
    const nm = p.lastIndexOf("/node_modules/");
    if (nm >= 0) {
      const rest = p.slice(nm + 14).split("/");
      return `npm:${rest[0]?.startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0]}`;
    }
    return p.startsWith(root) ? path.relative(root, p) : p;
  }
  if (f.dso.includes("kernel")) return "kernel";
  if (/perf-|jitted-/.test(f.dso)) return "v8 (jit stubs, builtins)";
  return path.basename(f.dso.replace(/[()]/g, "")) || "(unknown)";
}

/** "name owner:line" for JS (optimisation tier marks dropped), "symbol [owner]" for native code. */
const label = (f: Frame) => {
  if (!jsFile(f.sym)) return `${f.sym} [${ownerOf(f)}]`;
  const name = f.sym.slice(0, f.sym.lastIndexOf(" ")).replace(/^JS:[~^+*']*/, "") || "(anonymous)";
  return `${name} ${ownerOf(f)}:${f.sym.match(/:(\d+):\d+$/)?.[1] ?? ""}`;
};

const pids = JSON.parse(readFileSync(path.join(dir, "pids.json"), "utf8")) as number[];
const win = JSON.parse(readFileSync(path.join(dir, "window.json"), "utf8")) as {
  messages: number;
  procCpuMs?: { user: number; system: number }[];
};
// JS frames are named from V8's jitdump: `perf inject --jit` writes them into perf.jit.data once.
const jitData = path.join(dir, "perf.jit.data");
if (!existsSync(jitData))
  execFileSync("perf", ["inject", "--jit", "-i", path.join(dir, "perf.data"), "-o", jitData], { stdio: "inherit" });
const script = execFileSync("perf", ["script", "-i", jitData, "-F", "comm,pid,tid,period,ip,sym,dso"], {
  maxBuffer: 1 << 30,
  encoding: "utf8",
});

type Stats = Map<string, number>;
const add = (m: Stats, k: string, v: number) => m.set(k, (m.get(k) ?? 0) + v);
/**
 * What a main-thread sample was doing in the chat bench. From the leaf up, the first frame that names one
 * of ROLES decides (a module the route calls before the route; a hook before the hook that ran the rest
 * of the chain inside its async context). Frames of the generic code (node's http, the database client,
 * fastify, node's streams) decide only where the walk reaches fastify (its hook runner is where one hook
 * ends and the next begins) or the root: then the first of GENERIC that any frame seen so far names.
 * A query's answer arrives on its socket, not under its caller: that is "database client".
 */
const ROLES: [string, RegExp][] = [
  ["idle: socket pings", /ping-slices\.ts/],
  ["idle: presence", /realtime\/presence\.ts|session-watch\.ts/],
  ["idle: jobs (pg-boss, scheduler)", /npm:pg-boss|platform\/jobs\//],
  [
    "receive: fan-out to sockets (hub deliver, ws send)",
    /^(?:deliver|deliverToFollowers|handleEnvelope|onMessage|heard|cut) \S*hub\.ts|event-frame\.ts/,
  ],
  ["receive: LISTEN payload (pg-bus)", /pg-bus\.ts|_handleNotification/],
  ["send: publish (hub notify, ordered batches)", /hub\.ts|ordered-batches\.ts/],
  ["send: crisis check (modules/language)", /modules\/language\//],
  ["send: write check (safety)", /modules\/safety\//],
  ["send: group commit insert", /chat-group-commit\.ts/],
  ["send: facts cache", /chat-facts-cache\.ts/],
  ["send: young-people check", /modules\/young-people\//],
  ["send: notification write", /modules\/notifications\//],
  ["send: chat service / repository / route", /modules\/chat\//],
  ["send: auth hook (session)", /platform\/auth\//],
  ["send: request logging & metrics", /platform\/observability\/|npm:prom-client|npm:pino/],
  ["send: origin check", /origin-check\.ts/],
  ["send: input guard", /input-guard\.ts|storable-text\.ts/],
  ["send: security headers (helmet), server-timing", /http-server\.ts|security-headers\.ts|npm:helmet/],
  ["send: locale", /request-locale\.ts/],
  ["send: cookie parse (@fastify/cookie)", /npm:@fastify\/cookie|npm:cookie/],
  ["send: zod validation & serialisation", /npm:zod|npm:fastify-type-provider-zod/],
  ["send: JSON body parse", /npm:secure-json-parse|contentTypeParser|content-type-parser/],
  ["send: routing (find-my-way)", /npm:find-my-way/],
];
const GENERIC: [string, RegExp][] = [
  ["send: node http (parse, headers, write)", /node:_http_|node:http/],
  ["database client (pg, drizzle), its caller not on the stack", /npm:pg|npm:drizzle-orm|npm:postgres-/],
  ["send: fastify core (hooks, reply)", /npm:fastify|npm:avvio/],
  ["node streams, sockets, timers, promises", /node:/],
];
function roleOf(labels: string[]): string {
  const generic = (seen: string[]) => GENERIC.find(([, re]) => seen.some((l) => re.test(l)))?.[0];
  for (let i = 0; i < labels.length; i++) {
    const l = labels[i] as string;
    const role = ROLES.find(([, re]) => re.test(l));
    if (role) return role[0];
    if (/npm:fastify:/.test(l)) return generic(labels.slice(0, i + 1)) as string;
  }
  return generic(labels) ?? `(no JS frame: gc, runtime) ${labels[0]?.match(/\[([^\]]+)\]$/)?.[1] ?? ""}`;
}

const maps = [
  "threads",
  "role",
  "inRole",
  "self",
  "jsSelf",
  "owner",
  "jsOwner",
  "incl",
  "kernelBy",
  "callers",
  "names",
] as const;
const stats = () => ({
  main: 0,
  other: 0,
  ...(Object.fromEntries(maps.map((k) => [k, new Map()])) as Record<(typeof maps)[number], Stats>),
});
const per = new Map<number, ReturnType<typeof stats>>();
for (const pid of pids) per.set(pid, stats());

for (const block of script.split(/\n\s*\n/)) {
  const lines = block.split("\n").filter((l) => l.trim());
  // "comm pid/tid period" (a thread's name may hold spaces).
  const head = lines[0]?.trim().match(/^(.*?)\s+(\d+)\/(\d+)\s+(\d+)\s*$/);
  if (!head) continue;
  const [comm, pid, tid, period] = [head[1], Number(head[2]), Number(head[3]), Number(head[4]) / 1e6];
  const s = per.get(pid);
  if (!s) continue;
  const frames: Frame[] = lines.slice(1).map((l) => {
    const m = l.trim().match(/^[0-9a-f]+\s+(.*?)\s+\(([^)]*)\)$/);
    return { sym: (m?.[1] ?? "[unknown]").replace(/\+0x[0-9a-f]+$/, ""), dso: m?.[2] ?? "" };
  });
  if (pid === tid) s.main += period;
  else {
    s.other += period;
    add(s.owner, `(other threads) ${ownerOf(frames[0] ?? { sym: "", dso: "" })}`, period);
    const what = frames.map((f) => f.sym).join(" ");
    const kind = /compiler::|maglev::|turboshaft|Compil/.test(what)
      ? "optimising compiler"
      : /Scaveng|Mark|Sweep|Evacuat|Heap|GC/.test(what)
        ? "garbage collection"
        : "other";
    add(s.threads, `${comm?.replace(/\d+$/, "N")}: ${kind}`, period);
    continue;
  }
  const leaf = frames[0] ?? { sym: "[unknown]", dso: "" };
  add(s.self, label(leaf), period);
  add(s.owner, ownerOf(leaf), period);
  // The same, with V8's builtins, node's C++, libc and the kernel charged to the JS function that called them.
  const js = frames.find((f) => jsFile(f.sym));
  add(s.jsSelf, js ? label(js) : label(leaf), period);
  add(s.jsOwner, js ? ownerOf(js) : `(no JS frame) ${ownerOf(leaf)}`, period);
  const role = roleOf(frames.map(label));
  add(s.role, role, period);
  if (roleWanted && role.includes(roleWanted)) add(s.inRole, js ? label(js) : label(leaf), period);
  if (ownerOf(leaf) === "kernel") {
    const user = frames.find((f) => ownerOf(f) !== "kernel");
    add(s.kernelBy, `${user ? label(user) : "?"} < ${js ? label(js) : "?"}`, period);
  }
  const files = new Set<string>();
  const names = new Set<string>();
  for (const f of frames) {
    const o = ownerOf(f);
    if (jsFile(f.sym) && !o.startsWith("npm:") && !o.startsWith("node:")) files.add(o);
    for (const w of inclusiveNames) if (label(f).includes(w)) names.add(w);
  }
  for (const f of files) add(s.incl, f, period);
  for (const w of names) add(s.names, w, period);
  // --callers: the JS frames above the first frame that matches (native frames skipped for legibility).
  const at = callersOf ? frames.findIndex((f) => label(f).includes(callersOf)) : -1;
  if (at >= 0) {
    const above = frames.slice(at + 1).filter((f) => jsFile(f.sym));
    add(s.callers, above.slice(0, depth).map(label).join(" < "), period);
  }
}

const n = win.messages;
const fmt = (ms: number) => `${ms.toFixed(0).padStart(7)} ms ${(ms / n).toFixed(4).padStart(8)} ms/msg`;
const sorted = (m: Stats) => [...m].sort((a, b) => b[1] - a[1]);
pids.forEach((pid, i) => {
  const s = per.get(pid);
  if (!s) return;
  const proc = win.procCpuMs?.[i];
  console.log(`\n=== node${i + 1} (pid ${pid}): ${n} messages`);
  console.log(
    `perf: main thread ${fmt(s.main)}, other threads ${fmt(s.other)}` +
      (proc ? `; /proc: user ${proc.user} + system ${proc.system} = ${fmt(proc.user + proc.system)}` : ""),
  );
  console.log("\n-- other threads by name and what they did");
  for (const [k, v] of sorted(s.threads).slice(0, 12)) console.log(`${fmt(v)}  ${k}`);
  console.log("\n-- main thread by role (see ROLES)");
  for (const [k, v] of sorted(s.role)) console.log(`${fmt(v)}  ${k}`);
  if (roleWanted) {
    console.log(`\n-- roles "${roleWanted}": top JS functions, with what they called`);
    for (const [k, v] of sorted(s.inRole).slice(0, top)) console.log(`${fmt(v)}  ${k}`);
  }
  console.log(`\n-- main thread: top ${top} functions by self time`);
  for (const [k, v] of sorted(s.self).slice(0, top)) console.log(`${fmt(v)}  ${k}`);
  console.log("\n-- self time by owner (package, node, kernel, repository file; other threads apart)");
  for (const [k, v] of sorted(s.owner).slice(0, 25)) console.log(`${fmt(v)}  ${k}`);
  console.log(`\n-- main thread: top ${top} JS functions, with the builtins, C++ and kernel time they called`);
  for (const [k, v] of sorted(s.jsSelf).slice(0, top)) console.log(`${fmt(v)}  ${k}`);
  console.log("\n-- main thread: the same by owner of the JS function");
  for (const [k, v] of sorted(s.jsOwner).slice(0, 40)) console.log(`${fmt(v)}  ${k}`);
  console.log("\n-- main thread: kernel time by the code that entered it (native frame < nearest JS frame)");
  for (const [k, v] of sorted(s.kernelBy).slice(0, 15)) console.log(`${fmt(v)}  ${k}`);
  console.log("\n-- main thread: inclusive time by file of this repository");
  for (const [k, v] of sorted(s.incl).slice(0, 40)) console.log(`${fmt(v)}  ${k}`);
  if (inclusiveNames.length) {
    console.log("\n-- inclusive time of chosen frames");
    for (const w of inclusiveNames) console.log(`${fmt(s.names.get(w) ?? 0)}  ${w}`);
  }
  if (callersOf) {
    console.log(`\n-- stacks above ${callersOf}`);
    for (const [k, v] of sorted(s.callers).slice(0, 20)) console.log(`${fmt(v)}  ${k}`);
  }
});
