import { describe, expect, it } from "vitest";
import { createTtlCache } from "./ttl-cache.ts";

describe("ttl cache (issue 21)", () => {
  const setup = () => {
    let t = 1_000;
    let gen = 0;
    const cache = createTtlCache<string>({ ttlMs: 3_000, max: 2, generation: () => gen, now: () => t });
    return { cache, tick: (ms: number) => (t += ms), bump: () => gen++ };
  };

  it("reuses a value until its time is up", async () => {
    const { cache, tick } = setup();
    let n = 0;
    const compute = async () => `v${++n}`;
    expect(await cache.get("k", compute)).toBe("v1");
    tick(2_999);
    expect(await cache.get("k", compute)).toBe("v1");
    tick(1);
    expect(await cache.get("k", compute)).toBe("v2");
  });

  it("shares one computation between concurrent misses", async () => {
    const { cache } = setup();
    let n = 0;
    const compute = async () => {
      n++;
      await new Promise((r) => setTimeout(r, 10));
      return "v";
    };
    expect(await Promise.all([cache.get("k", compute), cache.get("k", compute), cache.get("k", compute)])).toEqual([
      "v",
      "v",
      "v",
    ]);
    expect(n).toBe(1);
  });

  it("forgets everything on invalidate() or a new generation, even a computation still running", async () => {
    const { cache, bump } = setup();
    let n = 0;
    const compute = async () => `v${++n}`;
    await cache.get("k", compute);
    cache.invalidate();
    expect(await cache.get("k", compute)).toBe("v2");
    bump();
    expect(await cache.get("k", compute)).toBe("v3");
    let finish: (v: string) => void = () => {};
    const slow = cache.get("s", () => new Promise<string>((r) => (finish = r)));
    bump(); // the change lands while the old answer is being computed
    finish("old");
    expect(await slow).toBe("old");
    expect(await cache.get("s", async () => "new")).toBe("new");
  });

  it("does not keep failures, and keeps at most `max` keys", async () => {
    const { cache } = setup();
    await expect(cache.get("k", async () => Promise.reject(new Error("db down")))).rejects.toThrow("db down");
    expect(await cache.get("k", async () => "ok")).toBe("ok");
    await cache.get("a", async () => "a");
    await cache.get("b", async () => "b");
    expect(cache.size).toBe(2);
    expect(await cache.get("k", async () => "again")).toBe("again");
  });
});
