// The HTTP server every route is registered on: Fastify with zod schemas, error answers, the cross-site
// and input guards, server timing, security headers (CSP allowing Razorpay's checkout when it is the
// gateway), cookies, multipart uploads and the OpenAPI document. app.ts composes the rest.

import { createServer } from "node:http";
import fastifyCookie from "@fastify/cookie";
import multipart from "@fastify/multipart";
import swagger from "@fastify/swagger";
import { IMAGE_MAX_BYTES, POST_MAX_IMAGES } from "@saathi/contract/constants";
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from "fastify";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import helmet from "helmet";
import type { Logger } from "pino";
import type { Config } from "./platform/config.ts";
import { createEdgeAnswers } from "./platform/http/edge-answers.ts";
import { installErrorHandler } from "./platform/http/errors.ts";
import { installInputGuard } from "./platform/http/input-guard.ts";
import { installOriginCheck } from "./platform/http/origin-check.ts";
import { fixedHeadersOf, installFixedHeaders } from "./platform/http/security-headers.ts";
import { installRequestLocale } from "./platform/i18n/request-locale.ts";
import {
  edgeAnswerObserver,
  installRequestObservability,
  requestIdOf,
} from "./platform/observability/request-observability.ts";

/** TRUST_PROXY as Fastify takes it: the proxies' addresses/CIDRs, or none (the connection's address). */
export function trustedProxies(setting: string | undefined): string[] | false {
  return setting ? setting.split(",").map((a) => a.trim()) : false;
}

export async function createHttpServer(
  config: Config,
  logger: Logger,
  { razorpay }: { razorpay: boolean },
): Promise<FastifyInstance> {
  // Kept answers of routes that opt in (`config.edge`) are given before the framework.
  const edge = createEdgeAnswers(edgeAnswerObserver(logger));
  const app = Fastify({
    serverFactory: (handler) => {
      const server = createServer((req, res) => {
        if (!edge.answer(req, res)) handler(req, res);
      });
      // Fastify's own keep-alive (longer than a load balancer's usual 60 s idle timeout), which it
      // does not set on a server it did not make.
      server.keepAliveTimeout = 72_000;
      return server;
    },
    loggerInstance: logger as FastifyBaseLogger,
    bodyLimit: 1024 * 1024,
    // Let in-flight requests finish on close; refuse new ones with 503.
    return503OnClosing: true,
    forceCloseConnections: "idle",
    // Behind a load balancer the client's address comes from X-Forwarded-For, from trusted proxies only.
    trustProxy: trustedProxies(config.TRUST_PROXY),
    // One access-log line per request (request-observability.ts), with an id honoured from
    // x-request-id when it is a safe token; every line logged while answering carries it (the
    // logger's mixin), so requests share the one logger instead of a child each.
    logController: new LogController({ disableRequestLogging: true }),
    requestIdHeader: false,
    genReqId: requestIdOf,
    childLoggerFactory: (parent) => parent,
  });
  installRequestObservability(app);
  edge.install(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  // Cross-site POST/PUT/PATCH/DELETE and WebSocket handshakes get 403 before anything else (decision 009).
  installOriginCheck(app, config.trustedOrigins);
  // Text PostgreSQL cannot store is refused at the edge, for every route (better-auth's keep raw bodies).
  installInputGuard(app, { objectBodyPrefixes: ["/api/auth/"] });
  // Server-side time of every answer, for benchmarks and the browser's network panel.
  app.addHook("onSend", (_request, reply, payload, done) => {
    reply.header("server-timing", `app;dur=${reply.elapsedTime.toFixed(2)}`);
    done(null, payload);
  });

  // Security headers (helmet), built once: @fastify/helmet built helmet's middleware again on every
  // request, which cost about 3% of a chat message's server time (bench/chat-send-cost.ts); and their
  // values worked out once too (security-headers.ts).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        "img-src": ["'self'", "data:", "blob:", "https:"],
        "media-src": ["'self'", "blob:", "https:"],
        "connect-src": ["'self'", ...(razorpay ? ["https://*.razorpay.com"] : [])],
        // Razorpay's checkout is a script from its host that opens its own frame.
        "script-src": ["'self'", ...(razorpay ? ["https://checkout.razorpay.com"] : [])],
        "frame-src": ["'self'", ...(razorpay ? ["https://api.razorpay.com", "https://checkout.razorpay.com"] : [])],
      },
    },
    crossOriginEmbedderPolicy: false,
    // HSTS only where the site is served over https: on plain http it means nothing, and
    // browsers would be told to insist on https for localhost.
    strictTransportSecurity: config.publicUrl.startsWith("https://")
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
  });
  installFixedHeaders(app, fixedHeadersOf(securityHeaders));
  await app.register(fastifyCookie);
  installRequestLocale(app);
  await app.register(multipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: POST_MAX_IMAGES, fields: 10, fieldSize: 64 * 1024 },
    throwFileSizeLimit: true,
  });
  await app.register(swagger, {
    openapi: {
      info: { title: "Saathi API", version: "0.1.0", description: "The API of the Saathi web app." },
    },
    transform: jsonSchemaTransform,
  });
  return app;
}
