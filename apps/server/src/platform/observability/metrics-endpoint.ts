// GET /metrics: the Prometheus exposition, for a scraper holding METRICS_TOKEN
// (`Authorization: Bearer <token>`). Without the setting it does not exist (404); a wrong or missing
// token gets 401. The token is compared in constant time (both sides hashed to one length first).
import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { metrics } from "./metrics.ts";

const digest = (text: string) => createHash("sha256").update(text).digest();

export function registerMetricsEndpoint(app: FastifyInstance, token: string | undefined) {
  const expected = token ? digest(`Bearer ${token}`) : null;
  app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
    // Registered even without a token, so that the web app's fallback never answers it with a page.
    if (!expected) return reply.status(404).send({ code: "NOT_FOUND", message: "No such endpoint: GET /metrics" });
    if (!timingSafeEqual(digest(request.headers.authorization ?? ""), expected)) {
      return reply.status(401).header("www-authenticate", 'Bearer realm="metrics"').send();
    }
    const { body, contentType } = await metrics.render();
    return reply.header("content-type", contentType).header("cache-control", "no-store").send(body);
  });
}
