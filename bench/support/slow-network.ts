// A slow mobile network between the browser and the server, at the socket level: every
// byte, including what the service worker fetches, pays the round trip and the bandwidth. Lighthouse's
// "slow 4G": 150 ms round trip, 1.6 Mbps down, 750 Kbps up.
import net from "node:net";

export interface SlowNetwork {
  port: number;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Sends chunks one after another, each after half the round trip and its time on the wire. */
function pipeSlowly(from: net.Socket, to: net.Socket, oneWayMs: number, bytesPerMs: number) {
  let chain = Promise.resolve();
  let wireFreeAt = 0;
  from.on("data", (chunk: Buffer) => {
    const arrived = Date.now();
    from.pause();
    chain = chain.then(async () => {
      const start = Math.max(Date.now(), wireFreeAt);
      wireFreeAt = start + chunk.length / bytesPerMs;
      await sleep(Math.max(0, wireFreeAt - Date.now()));
      from.resume();
      await sleep(Math.max(0, arrived + oneWayMs - Date.now()));
      if (!to.destroyed) to.write(chunk);
    });
  });
  from.on("end", () => void chain.then(() => to.end()));
  from.on("error", () => to.destroy());
}

export async function startSlowNetwork(
  targetPort: number,
  { rttMs = 150, downKbps = 1600, upKbps = 750 } = {},
): Promise<SlowNetwork> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, "127.0.0.1");
    sockets.add(client).add(upstream);
    pipeSlowly(client, upstream, rttMs / 2, (upKbps * 1000) / 8 / 1000);
    pipeSlowly(upstream, client, rttMs / 2, (downKbps * 1000) / 8 / 1000);
    const done = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on("close", done);
    upstream.on("close", done);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const address = server.address();
  return {
    port: typeof address === "object" && address ? address.port : 0,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise((r) => server.close(r));
    },
  };
}
