// The messenger speaks real SMTP to a real local server (smtp-server): implicit TLS (smtps://),
// STARTTLS, requireTLS, a self-signed certificate trusted through SMTP_CA_FILE (never by switching
// verification off), and every refusal said clearly in the log without the recipient's address.
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import type { Db } from "../db/client.ts";
import { createMessenger, MessageNotSentError, recipientTag } from "./messenger.ts";
import { type LocalSmtp, selfSignedCertificate, startLocalSmtp } from "./smtp-test-server.ts";

const SECRET = "test-secret-test-secret-test-secret-0000";
const dataDir = mkdtempSync(path.join(os.tmpdir(), "saathi-smtp-"));
const cert = selfSignedCertificate();
const servers: LocalSmtp[] = [];
let implicitTls: LocalSmtp;
let startTls: LocalSmtp;
let plain: LocalSmtp;

beforeAll(async () => {
  implicitTls = await startLocalSmtp({ secure: true, tls: cert });
  startTls = await startLocalSmtp({
    tls: cert,
    login: { user: "saathi", pass: "right-pass" },
    rejectRecipient: (a) => a.startsWith("nobody"),
  });
  plain = await startLocalSmtp();
  servers.push(implicitTls, startTls, plain);
});
afterAll(async () => {
  for (const s of servers) await s.close();
  cert.dispose();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A messenger for this SMTP_URL, and every log line it writes. */
function messenger(smtpUrl: string, caFile: string | null = cert.caFile) {
  const lines: string[] = [];
  const log = pino({ level: "info" }, { write: (line: string) => void lines.push(line) });
  const config = loadConfig({
    AUTH_SECRET: SECRET,
    DATA_DIR: dataDir,
    SMTP_URL: smtpUrl,
    ...(caFile ? { SMTP_CA_FILE: caFile } : {}),
    MAIL_FROM: "Saathi <no-reply@saathi.test>",
  });
  // Sending through SMTP touches no table (only the dev outbox and the language look-up would).
  return { m: createMessenger(config, {} as Db, log), lines };
}

const message = (to: string) => ({
  to,
  subject: "Your Saathi code: 482913",
  text: "Your Saathi code to sign in is 482913. It expires in 10 minutes.",
  code: "482913",
});

/** Sends and answers the error it threw (or null). */
async function attempt(m: ReturnType<typeof messenger>["m"], to: string): Promise<unknown> {
  return m.sendEmail(message(to)).then(
    () => null,
    (err: unknown) => err,
  );
}

function expectNoPersonalData(lines: string[], address: string) {
  const all = lines.join("\n");
  expect(all).not.toContain(address);
  expect(all).not.toContain(address.split("@")[0]);
  expect(all).not.toContain("482913");
}

describe("SMTP with TLS", () => {
  it("smtps:// (implicit TLS) delivers To, From, Subject and body, trusting the certificate from SMTP_CA_FILE", async () => {
    const to = "zq81priya@example.in";
    const { m, lines } = messenger(`smtps://127.0.0.1:${implicitTls.port}`);
    await m.sendEmail(message(to));
    const got = await implicitTls.next(to);
    expect(got).toMatchObject({
      envelopeTo: [to],
      to,
      from: '"Saathi" <no-reply@saathi.test>',
      subject: "Your Saathi code: 482913",
      secure: true,
    });
    expect(got.text.trim()).toBe("Your Saathi code to sign in is 482913. It expires in 10 minutes.");
    expect(lines.join("")).toContain(recipientTag(SECRET, to));
    expectNoPersonalData(lines, to);
  });

  it("smtp:// upgrades with STARTTLS when offered, and logs in (requireTLS=true)", async () => {
    const to = "zq82arjun@example.in";
    const { m } = messenger(`smtp://saathi:right-pass@127.0.0.1:${startTls.port}?requireTLS=true`);
    await m.sendEmail(message(to));
    expect(await startTls.next(to)).toMatchObject({
      secure: true,
      user: "saathi",
      subject: "Your Saathi code: 482913",
    });
  });

  it("a self-signed certificate that is not trusted is refused: verification is never switched off", async () => {
    const to = "zq83meera@example.in";
    const { m, lines } = messenger(`smtps://127.0.0.1:${implicitTls.port}`, null);
    expect(await attempt(m, to)).toBeInstanceOf(MessageNotSentError);
    expect(implicitTls.received.some((r) => r.envelopeTo.includes(to))).toBe(false);
    expect(lines.join("")).toContain("email not sent: TLS with the SMTP server failed");
    expectNoPersonalData(lines, to);
  });

  it("requireTLS=true refuses a server that offers no STARTTLS: nothing goes out in clear text", async () => {
    const to = "zq84kabir@example.in";
    const { m, lines } = messenger(`smtp://127.0.0.1:${plain.port}?requireTLS=true`);
    expect(await attempt(m, to)).toBeInstanceOf(MessageNotSentError);
    expect(plain.received).toHaveLength(0);
    expect(lines.join("")).toContain("email not sent: TLS with the SMTP server failed");
  });

  it("without requireTLS a server without STARTTLS still gets the message (plain smtp://, e.g. a local relay)", async () => {
    const to = "zq85anya@example.in";
    const { m } = messenger(`smtp://127.0.0.1:${plain.port}`);
    await m.sendEmail(message(to));
    expect(await plain.next(to)).toMatchObject({ secure: false, subject: "Your Saathi code: 482913" });
  });
});

describe("SMTP refusals: a clear error for the member, a clear line in the log, no address", () => {
  it("a refused login", async () => {
    const to = "zq86rohan@example.in";
    const { m, lines } = messenger(`smtp://saathi:wrong-pass@127.0.0.1:${startTls.port}`);
    const err = await attempt(m, to);
    expect(err).toBeInstanceOf(MessageNotSentError);
    expect(err).toMatchObject({ status: 503, code: "EMAIL_NOT_SENT" });
    const line = JSON.parse(lines.find((l) => l.includes("email not sent")) as string);
    expect(line).toMatchObject({
      level: 50,
      msg: "email not sent: the SMTP server refused the login (check SMTP_URL's user and password)",
      code: "EAUTH",
      responseCode: 535,
      recipient: recipientTag(SECRET, to),
    });
    expect(lines.join("")).not.toContain("wrong-pass");
    expectNoPersonalData(lines, to);
  });

  it("a rejected recipient (the server's reply quotes the address; the log does not)", async () => {
    const to = "nobody.zq87@example.in";
    const { m, lines } = messenger(`smtp://saathi:right-pass@127.0.0.1:${startTls.port}`);
    expect(await attempt(m, to)).toMatchObject({ status: 503, code: "EMAIL_NOT_SENT" });
    const line = JSON.parse(lines.find((l) => l.includes("email not sent")) as string);
    expect(line).toMatchObject({
      msg: "email not sent: the SMTP server rejected the recipient (550)",
      code: "EENVELOPE",
      responseCode: 550,
    });
    expectNoPersonalData(lines, to);
  });

  it("a refused connection", async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
    const to = "zq88isha@example.in";
    const { m, lines } = messenger(`smtp://127.0.0.1:${port}`);
    expect(await attempt(m, to)).toMatchObject({ status: 503, code: "EMAIL_NOT_SENT" });
    expect(lines.join("")).toContain(
      "email not sent: the SMTP server refused the connection (is SMTP_URL's host and port right?)",
    );
    expectNoPersonalData(lines, to);
  });
});

describe("the SMS webhook", () => {
  it("an SMS the webhook refuses is a clear 503, logged without the phone number", async () => {
    const { createServer: createHttp } = await import("node:http");
    const hook = createHttp((_req, res) => {
      res.writeHead(502);
      res.end();
    });
    await new Promise<void>((resolve) => hook.listen(0, "127.0.0.1", resolve));
    try {
      const lines: string[] = [];
      const config = loadConfig({
        AUTH_SECRET: SECRET,
        DATA_DIR: dataDir,
        SMS_WEBHOOK_URL: `http://127.0.0.1:${(hook.address() as AddressInfo).port}/sms`,
      });
      const m = createMessenger(config, {} as Db, pino({}, { write: (l: string) => void lines.push(l) }));
      const err = await m
        .sendSms({ to: "9876543210", subject: "", text: "Your Saathi code is 482913" })
        .catch((e) => e);
      expect(err).toMatchObject({ status: 503, code: "SMS_NOT_SENT" });
      expect(lines.join("")).toContain("SMS not sent: the SMS webhook answered 502");
      expect(lines.join("")).not.toContain("9876543210");
      expect(lines.join("")).not.toContain("482913");
    } finally {
      await new Promise((resolve) => hook.close(resolve));
    }
  });
});
