// npm start: build the web app if its sources changed, then serve everything on one origin, and keep
// it up: a server that dies abnormally (killed, crashed, lost its database) is started again with
// back-off. A stop by signal or a clean exit ends it; so does a failure a restart cannot fix (exit 78).
//
// `npm run start:prod` (node scripts/start.mjs --bundle) supervises the same way, but runs the bundle
// that `npm run build` made (apps/server/dist/main.mjs) with plain node: nothing is built or
// transformed at start.
//
// The whole tree stops with whoever started it: SIGINT, SIGTERM or SIGHUP here is passed to the server
// (which stops its PostgreSQL), and so is the death of a parent. npm answers a SIGTERM by ending its
// `sh -c` and exiting itself, and a SIGKILL of npm reaches nobody; neither would reach this process,
// so it watches the chain that started it (the parent, and npm above it when the parent is that shell)
// and stops when a link of it is gone, as a process manager or a container runtime expects.
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { SERVER_BUNDLE as BUNDLE, START_ARGS } from "./build-server.mjs";
import { buildWebIfStale, root } from "./web-build.mjs";

const bundled = process.argv.includes("--bundle");

/** Exit status the server uses for "a human must fix this" (config, port in use, DATA_DIR). */
const EXIT_NEEDS_HUMAN = 78;
/** Consecutive failed starts (the server died before it said it was ready) before giving up. */
const MAX_QUICK_FAILURES = 5;

const log = (text) => console.error(`[saathi] ${text}`);
// A parent that died may have taken the terminal or pipe with it: a failed write must not end this
// process before it has stopped the server.
process.stderr.on("error", () => {});

/** How often the chain of parents is checked. */
const PARENT_CHECK_MS = 500;

/** The parent process id of `pid` (Linux /proc), or null when it is gone or cannot be read. */
function parentOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // "pid (command) state ppid …": the command may hold spaces and parentheses; it ends at the last ")".
    const [, ppid] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return Number(ppid);
  } catch {
    return null;
  }
}

/** A shell that only runs one command for its parent (`sh -c "node scripts/start.mjs"`, as npm runs scripts). */
function isCommandShell(pid) {
  try {
    const [cmd, flag] = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
    return /(?:^|\/)(?:sh|bash|dash|zsh)$/.test(cmd ?? "") && flag === "-c";
  } catch {
    return false;
  }
}

/**
 * The links to watch: [process, its parent when started] for this process and for each `sh -c` above
 * it (npm's shell), so the chain ends at npm (or whatever started it). A link is broken when the
 * process's parent changed: the parent exited and the process was handed to init or a subreaper.
 */
function parentChain() {
  const links = [{ pid: process.pid, parent: process.ppid }];
  let above = process.ppid;
  while (links.length < 4 && above > 1 && isCommandShell(above)) {
    const parent = parentOf(above);
    if (!parent || parent <= 1) break;
    links.push({ pid: above, parent });
    above = parent;
  }
  return links;
}

function watchParents(onGone) {
  const links = parentChain();
  const timer = setInterval(() => {
    const broken = links.find(({ pid, parent }) =>
      pid === process.pid ? process.ppid !== parent : parentOf(pid) !== parent,
    );
    if (!broken) return;
    clearInterval(timer);
    onGone(broken.parent);
  }, PARENT_CHECK_MS);
  timer.unref();
}

let child = null;
let stopping = null;

/** Stops the server (SIGTERM unless said otherwise) and exits when it has; exits at once when none runs. */
function stop(reason, signal = "SIGTERM") {
  stopping = reason;
  if (child) child.kill(signal);
  else process.exit(0);
}

watchParents((pid) => {
  log(`the process that started this one (pid ${pid}) is gone; stopping the server`);
  stop("parent gone");
});

if (bundled && !existsSync(BUNDLE)) {
  log(`${path.relative(root, BUNDLE)} is missing: run npm run build first, then npm run start:prod.`);
  process.exit(EXIT_NEEDS_HUMAN);
}
// SERVE_WEB=false (API only) needs no web build; the bundled start serves what npm run build made.
if (!bundled && !/^(false|0|no|off)$/i.test(process.env.SERVE_WEB ?? "")) await buildWebIfStale();

// A newcomer's `npm start` on a machine with Janus (Debian's `janus` package) gets live circle rooms
// without configuring anything: this process's server starts a private Janus on loopback (managed).
// MEDIA_SERVER set to anything (none included) is left as it is, and production is never changed.
const JANUS_PATHS = ["/usr/bin/janus", "/usr/local/bin/janus", "/opt/janus/bin/janus"];
const env = { ...process.env };
if (!bundled && !env.MEDIA_SERVER && env.NODE_ENV !== "production") {
  const janus = env.JANUS_PATH || JANUS_PATHS.find((p) => existsSync(p));
  if (janus && existsSync(janus)) {
    env.MEDIA_SERVER = "managed";
    log(`Janus found (${janus}): live circle rooms use a private Janus; MEDIA_SERVER=none turns this off`);
  }
}

let quickFailures = 0;
let delay = 500;

function run() {
  const args = bundled ? START_ARGS : ["--import", "tsx", "apps/server/src/main.ts"];
  child = spawn(process.execPath, args, {
    cwd: root,
    // The IPC channel lets the server notice when this supervisor itself is killed (SIGKILL of
    // `npm start`): it then shuts down cleanly instead of holding the port and the database.
    stdio: ["inherit", "inherit", "inherit", "ipc"],
    env,
  });
  log(`server started (pid ${child.pid})`);
  let ready = false;
  child.on("message", (m) => {
    if (m && typeof m === "object" && m.type === "ready") ready = true;
  });
  child.on("exit", (code, signal) => {
    child = null;
    if (stopping) process.exit(code ?? 0);
    if (code === 0) process.exit(0);
    if (code === EXIT_NEEDS_HUMAN) process.exit(code);
    // A server that came up and was later killed (OOM, a crash) is not a failed start: restart it
    // at once and reset the count; only starts that never got ready count toward giving up.
    if (ready) {
      quickFailures = 0;
      delay = 500;
    } else quickFailures++;
    if (quickFailures >= MAX_QUICK_FAILURES) {
      log(
        `the server failed to start ${quickFailures} times in a row; giving up. The messages above say why; fix that and run npm start again.`,
      );
      process.exit(code || 1);
    }
    const how = signal ? `was killed by ${signal}` : `exited with status ${code}`;
    log(`the server ${how}; starting it again in ${delay} ms`);
    setTimeout(run, delay);
    delay = Math.min(delay * 2, 10_000);
  });
}

for (const sig of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(sig, () => stop(sig, sig === "SIGHUP" ? "SIGTERM" : sig));
}
run();
