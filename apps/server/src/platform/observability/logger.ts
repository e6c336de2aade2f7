// The server's one logger: JSON lines (pino) with the request or job id on every line, and personal
// data (emails, phone numbers, names, message and post text, secrets) replaced before it is written.
import pino, { type DestinationStream, type Logger } from "pino";
import { logMixin } from "./context.ts";

/** Keys that hold personal data or secrets, at the top of a line or one level down. */
const PERSONAL = [
  "email",
  "to",
  "from",
  "phone",
  "phoneNumber",
  "name",
  "text",
  // Mail subjects name people ("Asha booked a session with you").
  "subject",
  "body",
  "content",
  "message_text",
  "otp",
  "password",
  "token",
];

export const REDACT_PATHS = [
  "req.headers.cookie",
  "req.headers.authorization",
  'res.headers["set-cookie"]',
  ...PERSONAL,
  ...PERSONAL.map((k) => `*.${k}`),
];

export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = { level, redact: { paths: REDACT_PATHS, censor: "[redacted]" }, mixin: logMixin };
  return destination ? pino(options, destination) : pino(options);
}
