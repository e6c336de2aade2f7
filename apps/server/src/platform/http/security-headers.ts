// The security headers of every answer (helmet's), worked out once: with our settings they depend on
// nothing in the request, so helmet's twelve middlewares need not run, each calling the response's
// setHeader, for every request. They are handed to Fastify's reply headers, which Node writes in one
// writeHead (a response whose raw setHeader was never called takes Node's fast path).
import { type IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;

/**
 * The headers `middleware` sets (names lower-cased), by running it once against a recording response.
 * Throws if it fails, answers asynchronously or reads the request or response: then its headers are not
 * the same for every request and it must run per request instead.
 */
export function fixedHeadersOf(middleware: Middleware): Record<string, string> {
  const headers: Record<string, string> = {};
  const refuse = (what: string) => () => {
    throw new Error(`the security headers read the ${what}: they cannot be worked out once`);
  };
  const recorder = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  // A response that records the two calls the headers make and refuses anything else.
  const res = new Proxy(Object.create(ServerResponse.prototype) as ServerResponse, {
    get: (_target, key) =>
      key in recorder ? recorder[key as keyof typeof recorder] : refuse(`response's ${String(key)}`)(),
  });
  const req = new Proxy({}, { get: (_t, key) => refuse(`request's ${String(key)}`)() });
  let finished = false;
  middleware(req as IncomingMessage, res, (err) => {
    if (err) throw err instanceof Error ? err : new Error(String(err));
    finished = true;
  });
  if (!finished) throw new Error("the security headers did not finish at once: they cannot be worked out once");
  return headers;
}

/** Sets `headers` on every reply, before anything else can set its own (a route's own value wins). */
export function installFixedHeaders(app: FastifyInstance, headers: Record<string, string>): void {
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
