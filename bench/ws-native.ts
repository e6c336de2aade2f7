// Benchmark: does `ws` gain from its optional native helper on the socket paths the hub uses?
// ws 8 on Node 24 validates UTF-8 with Node's own buffer.isUtf8 (utf-8-validate is never loaded), so
// the one native helper left is bufferutil (masking and unmasking frames of 32 bytes and more). A
// server's fan-out sends unmasked frames; only frames from clients are masked. Measured both ways:
// - fan-out: the server sends a 470-byte event frame (a chat message's size) to each of SOCKETS
//   sockets, ROUNDS times; server CPU per frame until the clients have them all;
// - receive: each client socket sends FRAMES_IN masked 470-byte frames; server CPU per frame.
// The clients run in a process of their own; only the server's CPU (process.cpuUsage) is counted.
// With and without bufferutil: the same server with WS_NO_BUFFER_UTIL=1 (ws then uses its JS mask).
// bufferutil is not a dependency: `npm install --no-save bufferutil` first to measure it (the run
// says when it is missing). Run: node --import tsx bench/ws-native.ts  (SOCKETS=5000 ROUNDS=20)
import { type ChildProcess, fork } from "node:child_process";
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import WebSocket, { WebSocketServer } from "ws";

const SOCKETS = Number(process.env.SOCKETS ?? 5000);
const ROUNDS = Number(process.env.ROUNDS ?? 20);
const FRAMES_IN = Number(process.env.FRAMES_IN ?? 20);
const REPEATS = Number(process.env.REPEATS ?? 3);
const role = process.argv[2] ?? "main";
const self = import.meta.filename;
const frame = JSON.stringify({
  type: "event",
  channel: "user_messages_3f0c6a8e-7d7e-4c39-9a55-2f4f3c0b8a11",
  event: "message",
  data: {
    id: "9b1f0e0c-5d1a-4a51-8d3e-7c9f1f6a2b44",
    seq: 123456,
    senderId: "3f0c6a8e-7d7e-4c39-9a55-2f4f3c0b8a11",
    receiverId: "b7d2c1a0-1e2f-4a3b-9c8d-7e6f5a4b3c2d",
    message: "hello there, how was your day? I kept thinking about what you said yesterday.",
    sentAt: "2026-11-29T11:20:00.000Z",
    clientId: "c-1732879200000-1",
    moderationState: "visible",
  },
}).padEnd(470, " ");

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
const cpuMs = (since: NodeJS.CpuUsage) => {
  const u = process.cpuUsage(since);
  return (u.user + u.system) / 1000;
};

if (role === "client") {
  // SOCKETS sockets to the server; counts frames and tells the server when it has them all.
  const url = process.argv[3] as string;
  const sockets: WebSocket[] = [];
  let received = 0;
  let expected = Number.POSITIVE_INFINITY;
  const check = () => {
    if (received >= expected) {
      expected = Number.POSITIVE_INFINITY;
      process.send?.({ type: "got" });
    }
  };
  for (let i = 0; i < SOCKETS; i += 250)
    sockets.push(
      ...(await Promise.all(
        Array.from(
          { length: Math.min(250, SOCKETS - i) },
          () =>
            new Promise<WebSocket>((resolve, reject) => {
              const ws = new WebSocket(url);
              ws.on("open", () => resolve(ws));
              ws.on("error", reject);
              ws.on("message", () => {
                received++;
                check();
              });
            }),
        ),
      )),
    );
  process.send?.({ type: "connected" });
  process.on("message", (m: { type: string; n?: number }) => {
    if (m.type === "expect") {
      received = 0;
      expected = m.n ?? 0;
      check();
    } else if (m.type === "send") {
      for (let k = 0; k < FRAMES_IN; k++) for (const ws of sockets) ws.send(frame);
    } else if (m.type === "close") {
      for (const ws of sockets) ws.terminate();
      process.exit(0);
    }
  });
} else if (role === "server") {
  const wss = new WebSocketServer({ port: 0, host: "127.0.0.1", maxPayload: 16 * 1024 });
  await new Promise<void>((r) => wss.once("listening", () => r()));
  const address = wss.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const sockets: WebSocket[] = [];
  let inbound = 0;
  let inboundWanted = Number.POSITIVE_INFINITY;
  let inboundDone: () => void = () => {};
  wss.on("connection", (ws) => {
    sockets.push(ws);
    ws.on("message", () => {
      if (++inbound >= inboundWanted) inboundDone();
    });
  });
  const client: ChildProcess = fork(self, ["client", `ws://127.0.0.1:${port}`], {
    env: process.env,
    execArgv: ["--import", "tsx"],
  });
  const next = (type: string) =>
    new Promise<void>((resolve) => {
      const on = (m: { type: string }) => {
        if (m.type === type) {
          client.off("message", on);
          resolve();
        }
      };
      client.on("message", on);
    });
  await next("connected");
  const fanOut: number[] = [];
  const receive: number[] = [];
  for (let r = 0; r < REPEATS; r++) {
    client.send({ type: "expect", n: SOCKETS * ROUNDS });
    const got = next("got");
    const t0 = process.cpuUsage();
    for (let k = 0; k < ROUNDS; k++) {
      for (const ws of sockets) ws.send(frame);
      await new Promise((res) => setImmediate(res));
    }
    await got;
    fanOut.push((cpuMs(t0) * 1000) / (SOCKETS * ROUNDS));
    inbound = 0;
    inboundWanted = SOCKETS * FRAMES_IN;
    const all = new Promise<void>((res) => {
      inboundDone = res;
    });
    const t1 = process.cpuUsage();
    client.send({ type: "send" });
    await all;
    receive.push((cpuMs(t1) * 1000) / (SOCKETS * FRAMES_IN));
  }
  client.send({ type: "close" });
  wss.close();
  const us = median(fanOut);
  const inUs = median(receive);
  process.send?.({
    fanOut: {
      usPerFrame: Number(us.toFixed(3)),
      framesPerCpuSecond: Math.round(1e6 / us),
      runs: fanOut.map((x) => Number(x.toFixed(3))),
    },
    receive: {
      usPerFrame: Number(inUs.toFixed(3)),
      framesPerCpuSecond: Math.round(1e6 / inUs),
      runs: receive.map((x) => Number(x.toFixed(3))),
    },
  });
  process.exit(0);
} else {
  let hasBufferutil = true;
  try {
    createRequire(import.meta.url)("bufferutil");
  } catch {
    hasBufferutil = false;
  }
  const run = (env: Record<string, string>) =>
    new Promise<unknown>((resolve, reject) => {
      const child = fork(self, ["server"], { env: { ...process.env, ...env }, execArgv: ["--import", "tsx"] });
      child.once("message", resolve);
      child.once("exit", (code) => (code ? reject(new Error(`server exited ${code}`)) : undefined));
    });
  const modes: Record<string, unknown> = {};
  // Alternated, twice each, so a neighbour's load falls on both.
  for (let i = 0; i < 2; i++) {
    modes[`jsMask${i + 1}`] = await run({ WS_NO_BUFFER_UTIL: "1" });
    if (hasBufferutil) modes[`bufferutil${i + 1}`] = await run({});
  }
  const result = {
    measuredAt: new Date().toISOString(),
    machine: `${os.cpus().length} cores`,
    node: process.version,
    ws: createRequire(import.meta.url)("ws/package.json").version,
    bufferutilInstalled: hasBufferutil,
    method:
      `${SOCKETS} sockets to one ws server; fan-out: ${ROUNDS} rounds of a 470-byte frame to every socket; ` +
      `receive: ${FRAMES_IN} masked 470-byte frames from every socket; server CPU (process.cpuUsage) per frame, ` +
      `median of ${REPEATS}; clients in their own process`,
    loadAverage: os.loadavg().map((x) => Number(x.toFixed(1))),
    modes,
  };
  console.log(JSON.stringify(result, null, 2));
  writeFileSync(
    process.env.OUT ?? path.join(import.meta.dirname, "results/ws-native.json"),
    `${JSON.stringify(result, null, 2)}\n`,
  );
}
