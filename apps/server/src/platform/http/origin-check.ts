// Refuses cross-site state-changing requests (CSRF) and cross-site WebSocket handshakes, with the
// algorithm of Go 1.25's net/http CrossOriginProtection (decision 009): browsers say where a request
// comes from (Sec-Fetch-Site, else Origin); clients that say neither are not browsers, so they
// carry no victim's cookie by accident and are let through.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "./errors.ts";

/** What the decision needs from a request (header values as received, lower-cased names). */
export interface OriginCheckInput {
  method: string;
  /** The Sec-Fetch-Site header. */
  secFetchSite?: string | undefined;
  origin?: string | undefined;
  /** The Host header (Go's fallback for browsers without Sec-Fetch-Site: Origin's host equals it). */
  host?: string | undefined;
  /** A WebSocket handshake: a GET that a browser sends cross-site with the member's cookie. */
  upgrade?: boolean;
}

export type OriginDecision = { allowed: true } | { allowed: false; reason: "cross-site-fetch" | "untrusted-origin" };

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Serialised origins (`scheme://host[:port]`) of PUBLIC_URL and TRUSTED_ORIGINS; invalid entries are skipped. */
export function trustedOriginSet(origins: readonly string[]): ReadonlySet<string> {
  const set = new Set<string>();
  for (const o of origins) {
    // A wildcard pattern (better-auth accepts them) is not an origin: this check trusts exact origins only.
    if (o.includes("*")) continue;
    try {
      set.add(new URL(o).origin);
    } catch {
      // Not a URL: it cannot match an Origin.
    }
  }
  return set;
}

function parseOrigin(origin: string): URL | null {
  try {
    return new URL(origin);
  } catch {
    return null;
  }
}

/** The decision, as a pure function: safe methods pass; anything else must not come from another site. */
export function checkCrossOrigin(req: OriginCheckInput, trusted: ReadonlySet<string>): OriginDecision {
  if (SAFE_METHODS.has(req.method.toUpperCase()) && !req.upgrade) return { allowed: true };
  const origin = req.origin?.trim() || undefined;
  // "null" (sandboxed frames, file://) and other non-URLs parse to nothing and are never trusted.
  const parsed = origin ? parseOrigin(origin) : null;
  const isTrusted = parsed !== null && trusted.has(parsed.origin);
  const site = req.secFetchSite?.trim().toLowerCase();
  if (site) {
    if (site === "same-origin" || site === "none" || isTrusted) return { allowed: true };
    return { allowed: false, reason: "cross-site-fetch" };
  }
  // No Sec-Fetch-Site: an older browser, or not a browser at all (no Origin either).
  if (origin === undefined || isTrusted) return { allowed: true };
  const host = req.host?.trim().toLowerCase();
  if (host && parsed?.host === host) return { allowed: true };
  return { allowed: false, reason: "untrusted-origin" };
}

/**
 * Routes that do their own check: better-auth compares Origin with trustedOrigins itself, and
 * Razorpay's servers call the webhook (no browser, no cookie; the body's signature is checked).
 */
const EXEMPT_ROUTES = new Set(["/api/auth/*", "/api/payments/webhook"]);

export const CROSS_SITE_MESSAGE = "This request came from another website, so it was refused.";

function header(request: FastifyRequest, name: string): string | undefined {
  const v = request.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

/** The decision for a Fastify request (exempt routes pass); WebSocket handshakes to /api/realtime included. */
export function checkRequestOrigin(request: FastifyRequest, trusted: ReadonlySet<string>): OriginDecision {
  if (EXEMPT_ROUTES.has(request.routeOptions.url ?? "")) return { allowed: true };
  return checkCrossOrigin(
    {
      method: request.method,
      secFetchSite: header(request, "sec-fetch-site"),
      origin: header(request, "origin"),
      host: header(request, "host"),
      upgrade: header(request, "upgrade")?.toLowerCase() === "websocket",
    },
    trusted,
  );
}

/** Answers 403 CROSS_SITE_REQUEST, before any body is read, to every request the decision refuses. */
export function installOriginCheck(app: FastifyInstance, trustedOrigins: readonly string[]): void {
  const trusted = trustedOriginSet(trustedOrigins);
  // A callback hook, not an async one: no promise and no extra turn for the requests it lets through
  // (all but a few); a refusal thrown here takes the same path to the error handler.
  app.addHook("onRequest", (request, reply, done) => {
    const decision = checkRequestOrigin(request, trusted);
    if (decision.allowed) return done();
    request.log.warn({ origin: request.headers.origin, reason: decision.reason }, "cross-site request refused");
    // A refused WebSocket handshake owns a raw socket that no HTTP parser will close: end it once answered.
    if (request.headers.upgrade) reply.raw.once("finish", () => request.raw.socket?.end());
    throw new AppError(403, "CROSS_SITE_REQUEST", CROSS_SITE_MESSAGE);
  });
}
