// One-off jobs: in this process until the scheduler attaches, then to pg-boss (here a fake sender).
import pino from "pino";
import { describe, expect, it } from "vitest";
import { createJobQueue } from "./scheduler.ts";

describe("job queue", () => {
  it("runs a job in this process after the sender returns, and idle() waits for it", async () => {
    const queue = createJobQueue(pino({ level: "silent" }));
    const ran: string[] = [];
    queue.register({ name: "build", run: async ({ id }) => void ran.push(id ?? "") });
    await queue.send("build", { id: "a" });
    expect(ran).toEqual([]);
    await queue.idle();
    expect(ran).toEqual(["a"]);
  });

  it("a failing job is logged, never thrown at the sender", async () => {
    const queue = createJobQueue(pino({ level: "silent" }));
    queue.register({ name: "boom", run: () => Promise.reject(new Error("no")) });
    await expect(queue.send("boom", {})).resolves.toBeUndefined();
    await queue.idle();
  });

  it("sends to the scheduler once attached; an unknown job is an error", async () => {
    const queue = createJobQueue(pino({ level: "silent" }));
    await expect(queue.send("nobody", {})).rejects.toThrow("no worker for job nobody");
    const sent: [string, Record<string, string>][] = [];
    queue.attach(async (name, data) => sent.push([name, data]));
    await queue.send("build", { id: "b" });
    expect(sent).toEqual([["build", { id: "b" }]]);
  });
});
