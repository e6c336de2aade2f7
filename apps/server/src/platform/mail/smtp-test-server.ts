// Tests only: a real SMTP server on a free local port (the smtp-server package), which keeps
// every message it accepts parsed (mailparser), and a self-signed certificate made with openssl.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { SMTPServer, type SMTPServerOptions } from "smtp-server";

export interface ReceivedMail {
  envelopeTo: string[];
  to: string;
  from: string;
  subject: string;
  text: string;
  /** Whether the conversation ran over TLS (smtps:// or after STARTTLS). */
  secure: boolean;
  /** The login the client used, if any. */
  user: string | undefined;
}

export interface LocalSmtp {
  port: number;
  received: ReceivedMail[];
  /** The next message to arrive (or one already there for `to`). */
  next(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export interface LocalSmtpOptions {
  /** TLS from the first byte (smtps://). */
  secure?: boolean;
  /** Offer STARTTLS with this certificate (ignored when secure). */
  tls?: { key: string; cert: string };
  /** The only login accepted; without it no AUTH is offered and none needed. */
  login?: { user: string; pass: string };
  /** Recipients refused with 550. */
  rejectRecipient?: (address: string) => boolean;
}

export async function startLocalSmtp(opts: LocalSmtpOptions = {}): Promise<LocalSmtp> {
  const received: ReceivedMail[] = [];
  const waiters: { to: string; resolve: (m: ReceivedMail) => void }[] = [];
  const options: SMTPServerOptions = {
    secure: Boolean(opts.secure),
    ...(opts.tls ? { key: opts.tls.key, cert: opts.tls.cert } : { hideSTARTTLS: true }),
    authOptional: !opts.login,
    ...(opts.login ? {} : { disabledCommands: ["AUTH"] }),
    // The certificate is self-signed: the client must trust it (SMTP_CA_FILE), not skip checking.
    allowInsecureAuth: false,
    logger: false,
    onAuth(auth, _session, callback) {
      if (opts.login && auth.username === opts.login.user && auth.password === opts.login.pass)
        return callback(null, { user: auth.username });
      callback(new Error("Invalid username or password"));
    },
    onRcptTo(address, _session, callback) {
      if (opts.rejectRecipient?.(address.address)) {
        const err = new Error(`<${address.address}>: Recipient address rejected: no such mailbox`) as Error & {
          responseCode: number;
        };
        err.responseCode = 550;
        return callback(err);
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const mail: ReceivedMail = {
            envelopeTo: session.envelope.rcptTo.map((r) => r.address),
            to: parsed.to && !Array.isArray(parsed.to) ? parsed.to.text : "",
            from: parsed.from?.text ?? "",
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            secure: session.secure,
            user: typeof session.user === "string" ? session.user : undefined,
          };
          received.push(mail);
          for (const w of [...waiters]) {
            if (mail.envelopeTo.includes(w.to)) {
              waiters.splice(waiters.indexOf(w), 1);
              w.resolve(mail);
            }
          }
          callback();
        })
        .catch(callback);
    },
  };
  const server = new SMTPServer(options);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  // A client that gives up mid-handshake (an untrusted certificate) is an 'error' here, not a crash.
  server.on("error", () => {});
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    received,
    next(to, timeoutMs = 10_000) {
      const already = received.find((m) => m.envelopeTo.includes(to));
      if (already) return Promise.resolve(already);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no email to ${to} within ${timeoutMs} ms`)), timeoutMs);
        waiters.push({
          to,
          resolve: (m) => {
            clearTimeout(timer);
            resolve(m);
          },
        });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A self-signed certificate for localhost and 127.0.0.1 (openssl), and the PEM file that trusts it. */
export function selfSignedCertificate(): { key: string; cert: string; caFile: string; dispose(): void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), "saathi-smtp-cert-"));
  const keyFile = path.join(dir, "key.pem");
  const caFile = path.join(dir, "cert.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-keyout",
      keyFile,
      "-out",
      caFile,
      "-days",
      "1",
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=DNS:localhost,IP:127.0.0.1",
    ],
    { stdio: "ignore" },
  );
  return {
    key: readFileSync(keyFile, "utf8"),
    cert: readFileSync(caFile, "utf8"),
    caFile,
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  };
}
