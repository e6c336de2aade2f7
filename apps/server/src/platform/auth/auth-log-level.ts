// The level of better-auth's log lines in ours (the logger option in auth.ts): what a client causes
// is a warning, so the error level stays an alarm worth waking someone for.

/** better-auth's words when it refuses a request ("Invalid origin: …", "INVALID_CALLBACK_REQUEST", "Blocked cross-site …"). */
const REFUSAL = /^(?:invalid|blocked )/i;
/**
 * better-auth's messages about faults on the server's side: "Failed to …", and a database error's own
 * message (PostgreSQL's `relation "x" does not exist`, `column "y" of relation …`). Anchored at the start:
 * a refusal's message goes on with what the client sent ("Invalid origin: <anything>").
 */
const OWN_FAULT = /^(?:Failed to |(?:relation|column|table) "[^"]*")/i;

/** An exception better-auth attached: a fault unless it is its own answer of a 4xx. */
const isFault = (err: Error | undefined): boolean => {
  const status = (err as { statusCode?: unknown } | undefined)?.statusCode;
  return err !== undefined && !(typeof status === "number" && status < 500);
};

/**
 * The level of one of better-auth's lines in our log. It writes "error" both for its own faults (a
 * thrown exception, a database it cannot use, "Failed to …") and for requests it refuses (a bad
 * Origin or callbackURL, a blocked cross-site sign-in): anyone can send those, as often as they like,
 * so they are warnings and the error level stays an alarm. Its info lines (hints for developers) are debug.
 */
export function betterAuthLogLevel(
  level: "debug" | "info" | "warn" | "error",
  message: string,
  err: Error | undefined,
): "debug" | "warn" | "error" {
  if (level === "error") {
    if (REFUSAL.test(message)) return "warn";
    return isFault(err) || OWN_FAULT.test(message) ? "error" : "warn";
  }
  return level === "warn" ? "warn" : "debug";
}
