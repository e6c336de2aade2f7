// The cookie headers whose signature verified are remembered per node (session.ts): the same header gives
// the same token without a second HMAC, a forged or altered header is never taken from the memo, and the
// memo stays bounded. Through the reader's `forget`, which hands the cookie's token to the session cache.
import { createHmac } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import type { Db } from "../db/client.ts";
import { createSessionReader, createVerifiedCookies, VERIFIED_HEADER_MAX } from "./session.ts";
import type { SessionCache } from "./session-cache.ts";

const SECRET = "a-test-secret-of-enough-length-0123456789";
const signed = (token: string, secret = SECRET) =>
  `${token}.${createHmac("sha256", secret).update(token).digest("base64")}`;
const cookie = (value: string, extra = "") => `${extra}better-auth.session_token=${encodeURIComponent(value)}`;
const request = (header: string | undefined) => ({ headers: { cookie: header } }) as unknown as FastifyRequest;

/** A reader whose cache records the tokens it is told to drop (no database is reached by `forget`). */
function reader() {
  const dropped: string[] = [];
  const cache = { drop: (t: string) => dropped.push(t) } as unknown as SessionCache<never>;
  const r = createSessionReader({} as Db, SECRET, cache);
  return { forget: (header: string | undefined) => r.forget(request(header)), dropped };
}

describe("verified session cookies", () => {
  it("gives the signed token for a good cookie, the same again from the memo", () => {
    const r = reader();
    const header = cookie(signed("tok-1"), "theme=dark; ");
    r.forget(header);
    r.forget(header);
    expect(r.dropped).toEqual(["tok-1", "tok-1"]);
  });

  it("never answers a forged or altered header from the memo", () => {
    const r = reader();
    r.forget(cookie(signed("tok-1")));
    // The same token signed with another secret, an altered signature, a token with a good signature of another.
    r.forget(cookie(signed("tok-1", "someone-else's-secret-0123456789abcdef")));
    r.forget(cookie(`${signed("tok-1")}x`));
    r.forget(cookie(`tok-2.${signed("tok-1").split(".")[1]}`));
    r.forget(undefined);
    r.forget("");
    expect(r.dropped).toEqual(["tok-1"]);
  });

  it("keeps only headers that verified, short ones, and at most `max` of them", () => {
    const memo = createVerifiedCookies(3);
    memo.set("a".repeat(VERIFIED_HEADER_MAX + 1), "long");
    expect(memo.size()).toBe(0);
    for (const k of ["h1", "h2", "h3"]) memo.set(k, `t-${k}`);
    expect(memo.get("h2")).toBe("t-h2");
    memo.set("h4", "t-h4");
    expect(memo.size()).toBe(1);
    expect(memo.get("h4")).toBe("t-h4");
    expect(memo.get("h1")).toBeUndefined();
  });
});
