// Behind a load balancer: the client's address comes from X-Forwarded-For only when the
// connection is from a proxy named in TRUST_PROXY; otherwise the header is ignored (it could be forged).
import pino from "pino";
import { describe, expect, it } from "vitest";
import { createHttpServer } from "../../http-server.ts";
import { loadConfig } from "../config.ts";

async function ipSeen(env: Record<string, string>, from: string, forwardedFor?: string) {
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: "/tmp/saathi-proxy-test",
    AUTH_SECRET: "x".repeat(32),
    ...env,
  });
  const app = await createHttpServer(config, pino({ level: "silent" }), { razorpay: false });
  app.get("/ip", async (request) => ({ ip: request.ip }));
  const res = await app.inject({
    url: "/ip",
    remoteAddress: from,
    headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
  });
  await app.close();
  return (res.json() as { ip: string }).ip;
}

describe("TRUST_PROXY", () => {
  it("unset: the connection's address, a forwarded header is ignored", async () => {
    expect(await ipSeen({}, "203.0.113.9", "198.51.100.7")).toBe("203.0.113.9");
  });

  it("set: the member's address from a trusted proxy, never from anyone else", async () => {
    const env = { TRUST_PROXY: "10.0.0.0/8, 127.0.0.1" };
    expect(await ipSeen(env, "10.0.0.11", "198.51.100.7")).toBe("198.51.100.7");
    expect(await ipSeen(env, "127.0.0.1", "198.51.100.8")).toBe("198.51.100.8");
    // A forged header straight from the internet is not believed.
    expect(await ipSeen(env, "203.0.113.9", "198.51.100.7")).toBe("203.0.113.9");
    // A chain: the address the trusted proxy saw, not what the client claimed before it.
    expect(await ipSeen(env, "10.0.0.11", "1.2.3.4, 198.51.100.7")).toBe("198.51.100.7");
  });

  it("refuses a value that is not addresses, naming the variable", () => {
    expect(() => loadConfig({ NODE_ENV: "test", TRUST_PROXY: "yes please" })).toThrow(/TRUST_PROXY: must be addresses/);
  });
});
