// Test support: a throwaway redis-server (Debian's, installed by scripts/ensure-redis.mjs) on a free
// port, without persistence, that a test can stop and start again on the same port.
import { type ChildProcess, spawn } from "node:child_process";
import { Socket } from "node:net";
import { ensureRedis } from "../../../../../scripts/ensure-redis.mjs";
import { freePort } from "../db/embedded.ts";

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = new Socket();
    s.once("error", () => resolve(false));
    s.connect(port, "127.0.0.1", () => {
      s.end();
      resolve(true);
    });
  });

export interface RedisServer {
  url: string;
  port: number;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export async function redisServer(): Promise<RedisServer> {
  const bin = ensureRedis();
  if (!bin) throw new Error("redis-server is not installed (scripts/ensure-redis.mjs)");
  const port = await freePort();
  let child: ChildProcess | null = null;
  const server: RedisServer = {
    port,
    url: `redis://127.0.0.1:${port}`,
    async start() {
      child = spawn(bin, ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
        stdio: "ignore",
      });
      for (let i = 0; i < 100; i++) {
        if (await answers(port)) return;
        await new Promise((r) => setTimeout(r, 50));
      }
      await server.stop();
      throw new Error(`redis-server did not start on ${port}`);
    },
    async stop() {
      const c = child;
      child = null;
      if (!c || c.exitCode !== null) return;
      const exited = new Promise((r) => c.once("exit", r));
      c.kill("SIGKILL");
      await exited;
    },
  };
  await server.start();
  return server;
}
