// The two-nodes bench's CPU figures from /proc stat snapshots of each server (fields 14 and 15: user and
// system ticks), the embedded PostgreSQL's ticks and this client's process.cpuUsage(): CPU time per
// message is robust to other load on the machine, unlike wall-clock latency.

const TICKS_PER_SECOND = 100; // USER_HZ

export interface CpuInputs {
  /** Each server's /proc/PID/stat fields before and after the measured window. */
  before: string[][];
  after: string[][];
  /** Ticks of node 2's process that a storm retired mid-run (added to node 2). */
  retiredTicks: number;
  postgresTicks: number;
  client: NodeJS.CpuUsage;
  sent: number;
  delivered: number;
  seconds: number;
}

const ticksOf = (stat: string[]) => Number(stat[13]) + Number(stat[14]);

export function cpuFigures(c: CpuInputs) {
  const serverTicks = c.before.map(
    (b, i) => ticksOf(c.after[i] as string[]) - ticksOf(b) + (i === 1 ? c.retiredTicks : 0),
  );
  const cpuPercent = c.before.map((b, i) =>
    Math.round(((ticksOf(c.after[i] as string[]) - ticksOf(b)) / TICKS_PER_SECOND / c.seconds) * 100),
  );
  const perMessageMs = (ticksUsed: number, n: number) =>
    Number((((ticksUsed / TICKS_PER_SECOND) * 1000) / Math.max(1, n)).toFixed(2));
  const servers = serverTicks.reduce((a, b) => a + b, 0);
  return {
    serverCpuPercentDuringChat: { node1: cpuPercent[0], node2: cpuPercent[1] },
    cpuMsPerMessage: {
      servers: perMessageMs(servers, c.sent),
      postgres: perMessageMs(c.postgresTicks, c.sent),
      benchClient: Number(((c.client.user + c.client.system) / 1000 / Math.max(1, c.sent)).toFixed(2)),
    },
    // A run that fell behind did less than `sent` messages' work in the window: per message delivered.
    cpuMsPerDeliveredMessage: {
      servers: perMessageMs(servers, c.delivered),
      postgres: perMessageMs(c.postgresTicks, c.delivered),
    },
  };
}
