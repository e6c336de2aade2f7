// ICE servers for a call: the configured STUN servers, and TURN with time-limited credentials in
// coturn's REST scheme (use-auth-secret): username "{expiry}:{userId}", credential
// base64(HMAC-SHA1(secret, username)). The TURN server checks both without a database.
// With CALLS_RELAY_ONLY the browsers gather relay candidates only (iceTransportPolicy "relay"): media
// always goes through TURN and neither side ever sees the other's IP address.
import { createHmac } from "node:crypto";
import type { IceServer, IceTransportPolicy } from "@saathi/contract/calls";

export interface IceConfig {
  STUN_URLS: string;
  TURN_URLS?: string | undefined;
  TURN_SECRET?: string | undefined;
  TURN_TTL_SECONDS: number;
  CALLS_RELAY_ONLY?: boolean | undefined;
}

const list = (s: string | undefined) =>
  (s ?? "")
    .split(",")
    .map((u) => u.trim())
    .filter(Boolean);

export function turnCredential(
  secret: string,
  userId: string,
  expiresAt: number,
): { username: string; credential: string } {
  const username = `${expiresAt}:${userId}`;
  return { username, credential: createHmac("sha1", secret).update(username).digest("base64") };
}

/** The ICE servers `userId` may use, valid for TURN_TTL_SECONDS from `now` (ms). */
export function iceServersFor(config: IceConfig, userId: string, now = Date.now()): IceServer[] {
  const servers: IceServer[] = [];
  const stun = list(config.STUN_URLS);
  if (stun.length) servers.push({ urls: stun });
  const turn = list(config.TURN_URLS);
  if (turn.length && config.TURN_SECRET) {
    const expiresAt = Math.floor(now / 1000) + config.TURN_TTL_SECONDS;
    servers.push({ urls: turn, ...turnCredential(config.TURN_SECRET, userId, expiresAt) });
  }
  return servers;
}

/** "relay" when calls may only go through TURN (the config check makes sure TURN is set then). */
export function iceTransportPolicyFor(config: IceConfig): IceTransportPolicy {
  return config.CALLS_RELAY_ONLY ? "relay" : "all";
}
