// Where a Node process's CPU went, from a V8 .cpuprofile (node --cpu-prof; bench/support/node-profile.ts
// makes bench/two-nodes.mjs write one per server): self time by function and by file or package, and
// inclusive time by file of this repository and by chosen function names, in ms and in ms per message.
// Run: node --import tsx bench/support/cpu-profile-summary.ts FILE.cpuprofile [more…]
//   --window FILE  count only samples inside { startUs, endUs } (default: window.json beside the profile)
//   --all          ignore any window
//   --messages N   divide by N (default: the window's `messages`)
//   --top N        functions listed (default 40)
//   --inclusive a,b,c  also the inclusive time of frames whose function name (or file:function) contains these
//   --callers NAME  where the self time of functions named NAME comes from (their stacks, --depth frames up, 6 by default)
// Only the main thread is sampled: the thread pool, GC helper threads and the kernel's work for the
// process are not in it, so /proc's CPU for the process is more than the non-idle total here.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

const root = path.resolve(import.meta.dirname, "../..");
const { values: o, positionals: args } = parseArgs({
  allowPositionals: true,
  options: {
    window: { type: "string" },
    messages: { type: "string" },
    top: { type: "string", default: "40" },
    inclusive: { type: "string", default: "" },
    all: { type: "boolean", default: false },
    callers: { type: "string" },
    depth: { type: "string", default: "6" },
  },
});
const windowFile = o.window;
const messagesArg = o.messages;
const top = Number(o.top);
const inclusiveNames = (o.inclusive ?? "").split(",").filter(Boolean);
const all = o.all;
const callersOf = o.callers;
const depth = Number(o.depth);

/** A file's owner: the npm package, node's own code, or the path in this repository. */
export function ownerOf(url: string): string {
  if (!url) return "(native)";
  if (url.startsWith("node:")) return url.replace(/^node:(internal\/)?([^/]+).*/, "node:$2");
  const file = url.replace(/^file:\/\//, "");
  const nm = file.lastIndexOf("/node_modules/");
  if (nm >= 0) {
    const rest = file.slice(nm + "/node_modules/".length).split("/");
    return `npm:${rest[0]?.startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0]}`;
  }
  return file.startsWith(root) ? path.relative(root, file) : file;
}

const fileOf = (url: string) => {
  const owner = ownerOf(url);
  return owner.startsWith("npm:")
    ? `${owner} ${url.slice(url.lastIndexOf("/node_modules/") + 14).replace(/^[^/]+\//, "")}`
    : owner;
};

const ms = (us: number) => us / 1000;
const fmt = (us: number, n: number) =>
  `${ms(us).toFixed(0).padStart(7)} ms ${(ms(us) / n).toFixed(4).padStart(8)} ms/msg`;

function summarise(file: string) {
  const p = JSON.parse(readFileSync(file, "utf8")) as Profile;
  const wFile = windowFile ?? path.join(path.dirname(file), "window.json");
  const win = !all && existsSync(wFile) ? (JSON.parse(readFileSync(wFile, "utf8")) as Record<string, number>) : null;
  const messages = Number(messagesArg ?? win?.messages ?? 1);
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

  const self = new Map<number, number>();
  let t = p.startTime;
  let first = Number.POSITIVE_INFINITY;
  let last = 0;
  for (let i = 0; i < p.samples.length; i++) {
    t += p.timeDeltas[i] ?? 0;
    // A sample stands for the time until the next one (what DevTools shows).
    const dur = p.timeDeltas[i + 1] ?? 0;
    if (win && (t < (win.startUs ?? 0) || t > (win.endUs ?? 0))) continue;
    first = Math.min(first, t);
    last = Math.max(last, t);
    const id = p.samples[i] as number;
    self.set(id, (self.get(id) ?? 0) + dur);
  }
  const wall = last - first;
  const special = (n: ProfileNode) => /^\((idle|program|garbage collector|root)\)$/.test(n.callFrame.functionName);
  let idle = 0;
  let total = 0;
  const fnSelf = new Map<string, number>();
  const ownerSelf = new Map<string, number>();
  const fileIncl = new Map<string, number>();
  const nameIncl = new Map<string, number>();
  const callerStacks = new Map<string, number>();
  for (const [id, us] of self) {
    const n = byId.get(id) as ProfileNode;
    const name = n.callFrame.functionName || "(anonymous)";
    if (name === "(idle)") {
      idle += us;
      continue;
    }
    total += us;
    const key = special(n) ? name : `${name}  ${fileOf(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;
    fnSelf.set(key, (fnSelf.get(key) ?? 0) + us);
    const owner = special(n) ? name : ownerOf(n.callFrame.url);
    ownerSelf.set(owner, (ownerSelf.get(owner) ?? 0) + us);
    // Inclusive: each file of this repository (and each chosen name) counted once per sample's stack.
    const files = new Set<string>();
    const names = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const f = byId.get(at)?.callFrame;
      if (!f) break;
      const o = ownerOf(f.url);
      if (f.url && !o.startsWith("npm:") && !o.startsWith("node:")) files.add(o);
      const label = `${o}:${f.functionName}`;
      for (const want of inclusiveNames) if (label.includes(want)) names.add(want);
    }
    if (callersOf && name === callersOf) {
      const stack: string[] = [];
      for (let at = parent.get(id); at !== undefined && stack.length < depth; at = parent.get(at)) {
        const f = byId.get(at)?.callFrame;
        if (!f || f.functionName === "(root)") break;
        stack.push(`${f.functionName || "(anonymous)"}@${fileOf(f.url)}:${f.lineNumber + 1}`);
      }
      const k = stack.join(" < ");
      callerStacks.set(k, (callerStacks.get(k) ?? 0) + us);
    }
    for (const f of files) fileIncl.set(f, (fileIncl.get(f) ?? 0) + us);
    for (const w of names) nameIncl.set(w, (nameIncl.get(w) ?? 0) + us);
  }
  const sorted = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]);
  console.log(`\n=== ${path.basename(file)}${win ? " (measured window)" : " (whole run)"}`);
  console.log(
    `sampled ${ms(wall).toFixed(0)} ms: busy ${ms(total).toFixed(0)} ms (${((total / Math.max(1, wall)) * 100).toFixed(1)}% of one core), idle ${ms(idle).toFixed(0)} ms; ${messages} messages → ${(ms(total) / messages).toFixed(4)} ms busy per message`,
  );
  // The bench's /proc figure for this process (window.json's procCpuMs, by the node number in the name).
  const nodeNo = Number(path.basename(file).match(/^node(\d+)/)?.[1] ?? 0);
  const proc = (win?.procCpuMs as unknown as { user: number; system: number }[] | undefined)?.[nodeNo - 1];
  if (proc)
    console.log(
      `/proc: user ${proc.user} ms + system ${proc.system} ms = ${((proc.user + proc.system) / messages).toFixed(4)} ms per message (the sampled busy time counts time preempted as busy)`,
    );
  console.log(`\n-- top ${top} functions by self time`);
  for (const [k, us] of sorted(fnSelf).slice(0, top)) console.log(`${fmt(us, messages)}  ${k}`);
  console.log("\n-- self time by package / file owner");
  for (const [k, us] of sorted(ownerSelf).slice(0, 40)) console.log(`${fmt(us, messages)}  ${k}`);
  console.log("\n-- inclusive time by file of this repository (a stack counted once per file)");
  for (const [k, us] of sorted(fileIncl).slice(0, 40)) console.log(`${fmt(us, messages)}  ${k}`);
  if (callersOf) {
    console.log(`\n-- stacks above ${callersOf} (self time)`);
    for (const [k, us] of sorted(callerStacks).slice(0, 25)) console.log(`${fmt(us, messages)}  ${k}`);
  }
  if (inclusiveNames.length) {
    console.log("\n-- inclusive time of chosen frames");
    for (const w of inclusiveNames) console.log(`${fmt(nameIncl.get(w) ?? 0, messages)}  ${w}`);
  }
}

for (const f of args) summarise(f);
