// Who is asking: the session cookie that better-auth set, checked on every request.
// better-auth's own getSession costs ~3 ms a call here (WebCrypto HMAC, two queries, its endpoint
// machinery); this reads the same signed cookie with node:crypto and one indexed query (~0.4 ms).
// Sign-in, sign-out, refresh and expiry stay better-auth's: a deleted or expired session row is
// refused at once, so signing out still ends the session server-side.
import { createHmac, timingSafeEqual } from "node:crypto";
import { ACCOUNT_SECURITY_ERROR, ACCOUNT_SECURITY_MSG } from "@saathi/contract/account-security";
import { ADMIN_IDLE_MINUTES } from "@saathi/contract/admin";
import { MSG } from "@saathi/contract/messages";
import { sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Db } from "../db/client.ts";
import { AppError } from "../http/errors.ts";
import { createSessionBatch } from "./session-batch.ts";
import type { SessionCache } from "./session-cache.ts";

export type SessionUser = {
  id: string;
  email: string;
  name: string;
  role: string;
  emailVerified: boolean;
  phoneNumber?: string | null;
  /** The session row's id (staff actions and second-factor marks name it). */
  sessionId?: string;
  /** This session proved a second factor (TOTP or a backup code): staff endpoints need it. */
  secondFactor?: boolean;
  twoFactorEnabled?: boolean;
};

/** A staff session ends after this many seconds without a request (ADMIN_IDLE_MINUTES). */
const STAFF_IDLE_SECONDS = ADMIN_IDLE_MINUTES * 60;
/** Staff activity is written at most once a minute per session. */
const ACTIVITY_WRITE_SECONDS = 60;

/** better-auth's cookie, with the __Secure- prefix it uses over HTTPS. */
const COOKIE_NAMES = ["__Secure-better-auth.session_token", "better-auth.session_token"];

/** Parses one cookie out of the header without decoding every other cookie. */
function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** The session token if the cookie's HMAC-SHA256 signature (better-call's format) is ours. */
export function verifySignedToken(value: string, secret: string): string | null {
  const dot = value.lastIndexOf(".");
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(createHmac("sha256", secret).update(token).digest("base64"));
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null;
}

/** Cookie headers longer than this are verified every time (a memo entry stays small). */
export const VERIFIED_HEADER_MAX = 512;
/** How many verified cookie headers a node remembers (about 5 MB at most); full, it starts again. */
export const VERIFIED_HEADERS_KEPT = 10_000;

/**
 * Cookie header → the session token its signature proved. Reading the cookie and its HMAC-SHA256 cost
 * about a tenth of a chat message's platform work (bench/support/perf-profile-summary.ts), the same
 * header every request of a tab. The answer depends only on the header and the secret, so it is kept
 * as is: only headers that verified are kept (a forged one is checked again each time, and cannot fill
 * the memo), and whether the session is still live is asked as before, on every request.
 */
export function createVerifiedCookies(max = VERIFIED_HEADERS_KEPT) {
  const tokens = new Map<string, string>();
  return {
    get: (header: string) => tokens.get(header),
    set(header: string, token: string) {
      if (header.length > VERIFIED_HEADER_MAX) return;
      if (tokens.size >= max) tokens.clear();
      tokens.set(header, token);
    },
    size: () => tokens.size,
  };
}

/** A member (not staff) with two-factor on whose session has not given a code yet. */
export function memberNeedsSecondFactor(u: Pick<SessionUser, "role" | "twoFactorEnabled" | "secondFactor">): boolean {
  return Boolean(u.twoFactorEnabled) && !u.secondFactor && u.role !== "admin" && u.role !== "moderator";
}

const isStaff = (role: string) => role === "admin" || role === "moderator";

/**
 * Reads the session from the request's cookie; null for visitors. With `cache` (session-cache.ts), a
 * member's session read in the last minute is answered without a query, and dropped on every node the
 * moment it changes or ends.
 */
export function createSessionReader(db: Db, secret: string, cache?: SessionCache<SessionUser>) {
  // One lookup per request, however many hooks and handlers ask.
  const seen = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();
  const verified = createVerifiedCookies();
  // Concurrent lookups of sessions not kept here go to the database together (session-batch.ts).
  const batch = createSessionBatch(db);
  const tokenOf = (request: FastifyRequest) => {
    const header = request.headers.cookie;
    if (!header) return null;
    const known = verified.get(header);
    if (known) return known;
    const token =
      COOKIE_NAMES.map((name) => readCookie(header, name))
        .map((value) => (value ? verifySignedToken(value, secret) : null))
        .find(Boolean) ?? null;
    if (token) verified.set(header, token);
    return token;
  };
  return {
    optional(request: FastifyRequest): Promise<SessionUser | null> {
      let found = seen.get(request);
      if (!found) {
        found = this.lookup(request);
        seen.set(request, found);
      }
      return found;
    },
    /** A hook for plugins whose every route needs a member: 401 comes before any body validation. */
    async requireHook(request: FastifyRequest): Promise<void> {
      await this.require(request);
    },
    /**
     * The request went to better-auth (sign-out, a password or second-factor change…): this node
     * forgets its session at once; the session table's trigger tells every node, this one too.
     */
    forget(request: FastifyRequest): void {
      const token = tokenOf(request);
      if (token) cache?.drop(token);
    },
    async lookup(request: FastifyRequest): Promise<SessionUser | null> {
      const token = tokenOf(request);
      if (!token) return null;
      const kept = cache?.get(token);
      if (kept) return { ...kept };
      const mark = cache?.mark() ?? 0;
      const u = await batch.read(token);
      if (!u) return null;
      if (isStaff(u.role)) {
        // Staff sessions end after a short idle time: the session row is deleted, as at sign-out.
        if ((u.idle_seconds ?? 0) > STAFF_IDLE_SECONDS) {
          await db.execute(sql`delete from session where id = ${u.session_id}`);
          return null;
        }
        if ((u.idle_seconds ?? 0) > ACTIVITY_WRITE_SECONDS)
          await db.execute(sql`update session set last_active_at = now() where id = ${u.session_id}`);
      }
      const found: SessionUser = {
        id: u.id,
        email: u.email,
        name: u.name,
        role: u.role,
        emailVerified: u.email_verified,
        phoneNumber: u.phone_number,
        sessionId: u.session_id,
        secondFactor: u.second_factor,
        twoFactorEnabled: u.two_factor_enabled,
      };
      // Staff sessions are read every time (their idle time is measured per request).
      if (cache && !isStaff(u.role))
        cache.put(token, { ...found }, { sessionId: u.session_id, userId: u.id, expiresMs: u.expires_ms }, mark);
      return found;
    },
    /** The signed-in user, or 401, before any second factor (the code step itself and its status need this). */
    async signedIn(request: FastifyRequest): Promise<SessionUser> {
      const u = await this.optional(request);
      if (!u) throw new AppError(401, "NOT_AUTHENTICATED", MSG.notAuthenticated);
      return u;
    },
    /**
     * The signed-in user, or 401 'Not authenticated'; a member who turned two-factor on gets 403
     * TWO_FACTOR_REQUIRED until this session gave a code. Staff keep their own gate
     * (staff-guard.ts), so their member endpoints answer as before.
     */
    async require(request: FastifyRequest): Promise<SessionUser> {
      const u = await this.signedIn(request);
      if (memberNeedsSecondFactor(u))
        throw new AppError(403, ACCOUNT_SECURITY_ERROR.twoFactorRequired, ACCOUNT_SECURITY_MSG.twoFactorRequired);
      return u;
    },
  };
}

export type SessionReader = ReturnType<typeof createSessionReader>;
