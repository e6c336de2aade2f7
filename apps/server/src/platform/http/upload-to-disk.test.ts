// Large uploads go to disk as they arrive; past the limit the answer is 413 and nothing is left behind.
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import multipart from "@fastify/multipart";
import Fastify from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { installErrorHandler } from "./errors.ts";
import { receiveFileToDisk } from "./upload-to-disk.ts";

const tmpDir = mkdtempSync(path.join(os.tmpdir(), "upload-to-disk-"));
afterAll(() => rmSync(tmpDir, { recursive: true, force: true }));

async function app() {
  const a = Fastify();
  installErrorHandler(a);
  await a.register(multipart, { limits: { fileSize: 10 }, throwFileSizeLimit: true });
  a.post("/up", async (request) => {
    const f = await receiveFileToDisk(request, {
      tmpDir,
      maxBytes: 1000,
      tooLarge: "Too large",
      required: "Need a file",
    });
    rmSync(f.path);
    return { size: f.size };
  });
  return a;
}

function form(body: Buffer) {
  const b = "----x1";
  return {
    headers: { "content-type": `multipart/form-data; boundary=${b}` },
    payload: Buffer.concat([
      Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="file"; filename="a.bin"\r\n\r\n`),
      body,
      Buffer.from(`\r\n--${b}--\r\n`),
    ]),
  };
}

describe("receiveFileToDisk", () => {
  it("stores up to the limit (its own, not the app's image limit), refuses past it with 413, cleans up", async () => {
    const a = await app();
    const ok = await a.inject({ method: "POST", url: "/up", ...form(Buffer.alloc(1000, 1)) });
    expect(ok.json()).toEqual({ size: 1000 });
    const big = await a.inject({ method: "POST", url: "/up", ...form(Buffer.alloc(1001, 1)) });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: "FILE_TOO_LARGE", message: "Too large" });
    const none = await a.inject({ method: "POST", url: "/up", payload: { a: 1 } });
    expect(none.statusCode).toBe(400);
    expect(readdirSync(tmpDir)).toEqual([]);
    await a.close();
  });
});
