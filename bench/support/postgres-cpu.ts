// CPU used so far by an embedded PostgreSQL, for benches that report CPU per message
// (bench/two-nodes.mjs, bench/chat-send-cost.ts): the postmaster and every live child (backends,
// WAL writer…), plus the postmaster's cutime/cstime, which hold what its ended children used, so a
// backend that closes during a run does not take its time away with it.
import { readdirSync, readFileSync } from "node:fs";

/** CPU ticks (1/100 s) of the PostgreSQL whose postmaster.pid is `pidFile`. */
export function postgresTicks(pidFile: string): number {
  const postmaster = Number(readFileSync(pidFile, "utf8").split("\n")[0]);
  let sum = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // After the command's closing parenthesis: [1] ppid, [11] utime, [12] stime, [13] cutime, [14] cstime.
      const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(entry) === postmaster) sum += Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]);
      else if (Number(f[1]) === postmaster) sum += Number(f[11]) + Number(f[12]);
    } catch {
      // the process ended meanwhile
    }
  }
  return sum;
}
