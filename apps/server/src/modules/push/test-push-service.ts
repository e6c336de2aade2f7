// For tests only: a push service on this machine, the way FCM or Mozilla's would receive a
// push. It speaks HTTPS (a throwaway self-signed certificate made with openssl), checks the VAPID
// Authorization header (RFC 8292: ES256 JWT verified with node:crypto against k=, aud = its origin,
// exp ahead, sub set) and decrypts the aes128gcm body (RFC 8188 + 8291: ECDH, HKDF, AES-128-GCM) with
// the browser keys a test subscription made.
import { execFileSync } from "node:child_process";
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  type ECDH,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
} from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import https from "node:https";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";

/** A browser's side of one subscription: its P-256 key pair and auth secret (what PushManager makes). */
export interface TestBrowser {
  endpoint: string;
  ecdh: ECDH;
  auth: Buffer;
  /** The JSON body a browser posts (PushSubscription.toJSON()). */
  json: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
}

export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface VapidClaims {
  aud: string;
  exp: number;
  sub: string;
  /** The k= of the header: the server's public key (base64url). */
  publicKey: string;
}

/** A self-signed certificate for 127.0.0.1, made for this run only. */
function throwawayCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(os.tmpdir(), "saathi-push-tls-"));
  try {
    const [key, cert] = [path.join(dir, "key.pem"), path.join(dir, "cert.pem")];
    execFileSync(
      "openssl",
      ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1"]
        .concat(["-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"])
        .concat(["-keyout", key, "-out", cert]),
      { stdio: "ignore" },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function startTestPushService() {
  const tls = throwawayCertificate();
  const received: ReceivedPush[] = [];
  /** Answers by path; 201 Created (what push services answer) unless told otherwise. */
  const answers = new Map<string, number>();
  const server = https.createServer({ key: tls.key, cert: tls.cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const p = req.url ?? "/";
      received.push({ path: p, headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = answers.get(p) ?? 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The server under test trusts this certificate the way it trusts a real push service's CA: web-push
  // sends through Node's global HTTPS agent (this test file runs in its own worker).
  https.globalAgent.options.ca = tls.cert;

  return {
    origin,
    received,
    /** Makes this path answer `status` from now on (410 Gone, 404, 500…). */
    answer(pathname: string, status: number) {
      answers.set(pathname, status);
    },
    /** A new browser subscription on this push service. */
    browser(): TestBrowser {
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${origin}/push/${randomUUID()}`;
      return {
        endpoint,
        ecdh,
        auth,
        json: {
          endpoint,
          expirationTime: null,
          keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") },
        },
      };
    },
    /** The pushes that reached this browser so far. */
    to: (b: TestBrowser) => received.filter((r) => `${origin}${r.path}` === b.endpoint),
    /** Waits until `count` pushes reached the browser (the server sends in the background). */
    async waitFor(b: TestBrowser, count = 1, timeoutMs = 5000): Promise<ReceivedPush[]> {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        const got = received.filter((r) => `${origin}${r.path}` === b.endpoint);
        if (got.length >= count) return got;
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error(`expected ${count} push(es) to ${b.endpoint}, got ${received.length} in all`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TestPushService = Awaited<ReturnType<typeof startTestPushService>>;

const jwkOf = (raw: Buffer) => ({
  kty: "EC",
  crv: "P-256",
  x: raw.subarray(1, 33).toString("base64url"),
  y: raw.subarray(33, 65).toString("base64url"),
});

/**
 * RFC 8292: `Authorization: vapid t=<JWT>, k=<public key>`. Throws unless the JWT's ES256 signature
 * verifies with k; returns the claims for the caller to check (aud, exp, sub).
 */
export function verifyVapid(authorization: string | undefined): VapidClaims {
  const m = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? "");
  if (!m?.[1] || !m[2]) throw new Error(`not a VAPID Authorization header: ${authorization}`);
  const [header, claims, signature] = m[1].split(".") as [string, string, string];
  const h = JSON.parse(Buffer.from(header, "base64url").toString("utf8")) as { alg?: string; typ?: string };
  if (h.alg !== "ES256") throw new Error(`VAPID JWT alg is ${h.alg}, not ES256`);
  const publicKey = Buffer.from(m[2], "base64url");
  const key = createPublicKey({ key: jwkOf(publicKey), format: "jwk" });
  const ok = verify(
    "sha256",
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!ok) throw new Error("VAPID JWT signature does not verify with k");
  const c = JSON.parse(Buffer.from(claims, "base64url").toString("utf8")) as Omit<VapidClaims, "publicKey">;
  return { ...c, publicKey: m[2] };
}

/**
 * RFC 8291 (Web Push encryption) over RFC 8188 (aes128gcm), as the browser does it:
 * header = salt(16) | rs(4) | idlen(1) | keyid (the server's one-time public key); then
 * IKM = HKDF(salt: auth, ikm: ECDH(browser private, server public), info: "WebPush: info\0" | ua | as, 32),
 * CEK = HKDF(salt, IKM, "Content-Encoding: aes128gcm\0", 16), NONCE = HKDF(salt, IKM, "Content-Encoding: nonce\0", 12),
 * one record: AES-128-GCM with a 16-byte tag, plaintext ending in the 0x02 delimiter and zero padding.
 */
export function decryptPush(body: Buffer, browser: Pick<TestBrowser, "ecdh" | "auth">): string {
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body.readUInt8(20);
  const serverPublic = body.subarray(21, 21 + idlen);
  const record = body.subarray(21 + idlen);
  if (idlen !== 65 || record.length > rs) throw new Error(`unexpected aes128gcm header (idlen ${idlen}, rs ${rs})`);

  const shared = browser.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), browser.ecdh.getPublicKey(), serverPublic]);
  const ikm = Buffer.from(hkdfSync("sha256", shared, browser.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));

  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("the last record does not end with the 0x02 delimiter");
  return padded.subarray(0, end).toString("utf8");
}
