// The SMTP transport (nodemailer) built from SMTP_URL, and SMTP failures said in one clear, address-free
// sentence for the log.
//
// TLS: smtps:// is TLS from the first byte (port 465); smtp:// upgrades with STARTTLS whenever the
// server offers it, and `?requireTLS=true` refuses to send when it does not. Certificates are always
// verified; SMTP_CA_FILE adds a CA (PEM) to trust, e.g. a private or self-signed one.
import { readFileSync } from "node:fs";
import nodemailer, { type Transporter } from "nodemailer";
import SMTPTransport from "nodemailer/lib/smtp-transport/index.js";
import type { Config } from "../config.ts";

/** Seconds a member may wait on a sign-up or code while the SMTP server is slow or silent. */
const CONNECT_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 20_000;

export function createSmtpTransport(config: Pick<Config, "SMTP_URL" | "SMTP_CA_FILE">): Transporter | null {
  if (!config.SMTP_URL) return null;
  const ca = config.SMTP_CA_FILE ? readFileSync(config.SMTP_CA_FILE, "utf8") : undefined;
  // The SMTP transport itself, not createTransport({ url }): that one drops every option beside the URL.
  return nodemailer.createTransport(
    new SMTPTransport({
      url: config.SMTP_URL,
      connectionTimeout: CONNECT_TIMEOUT_MS,
      greetingTimeout: CONNECT_TIMEOUT_MS,
      socketTimeout: SOCKET_TIMEOUT_MS,
      ...(ca ? { tls: { ca } } : {}),
    }),
  );
}

interface SmtpFailure {
  code?: string;
  responseCode?: number;
  command?: string;
  message?: string;
  cause?: unknown;
}

/** The first `code` along an error's cause chain (ECONNREFUSED lies under nodemailer's ESOCKET). */
function socketCode(err: SmtpFailure): string | undefined {
  for (let e: SmtpFailure | undefined = err, depth = 0; e && depth < 4; e = e.cause as SmtpFailure, depth++)
    if (e.code && e.code !== err.code) return e.code;
  return undefined;
}

const TLS_TROUBLE = /certificate|self[- ]signed|unable to verify|ssl|tls|wrong version number/i;

/**
 * Why an email was not sent, for the log: a short cause and the SMTP facts (nodemailer's code, the
 * server's reply code, the command). Never the server's reply text, which may quote the address.
 */
export function describeSmtpFailure(error: unknown): {
  cause: string;
  code?: string;
  responseCode?: number;
  command?: string;
  socket?: string;
} {
  const err = (error ?? {}) as SmtpFailure;
  const facts = {
    ...(err.code ? { code: err.code } : {}),
    ...(typeof err.responseCode === "number" ? { responseCode: err.responseCode } : {}),
    // The verb only (MAIL FROM, RCPT TO, AUTH PLAIN…), never its argument.
    ...(err.command ? { command: err.command.split(/[\s:<]/)[0]?.toUpperCase() } : {}),
  };
  const inner = socketCode(err);
  const message = typeof err.message === "string" ? err.message : "";
  let cause: string;
  if (err.code === "EAUTH" || err.code === "ENOAUTH")
    cause = "the SMTP server refused the login (check SMTP_URL's user and password)";
  else if (err.code === "EENVELOPE")
    cause = `the SMTP server rejected the recipient${err.responseCode ? ` (${err.responseCode})` : ""}`;
  else if (err.code === "EMESSAGE")
    cause = `the SMTP server refused the message${err.responseCode ? ` (${err.responseCode})` : ""}`;
  else if (inner === "ECONNREFUSED" || message.includes("ECONNREFUSED"))
    cause = "the SMTP server refused the connection (is SMTP_URL's host and port right?)";
  else if (err.code === "ETIMEDOUT" || inner === "ETIMEDOUT") cause = "the SMTP server did not answer in time";
  else if (inner === "ENOTFOUND" || message.includes("ENOTFOUND")) cause = "the SMTP server's host name was not found";
  else if (err.code === "ETLS" || TLS_TROUBLE.test(message))
    cause =
      "TLS with the SMTP server failed (an untrusted certificate? set SMTP_CA_FILE; or no STARTTLS while requireTLS=true)";
  else cause = `the SMTP conversation failed${err.responseCode ? ` (${err.responseCode})` : ""}`;
  return { cause, ...facts, ...(inner ? { socket: inner } : {}) };
}
