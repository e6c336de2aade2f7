// Routes that answer only a signed-in person about their own things: every request needs a session,
// and no answer is kept by a browser or proxy cache. Returns how a handler learns who is asking.
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { SessionReader } from "../auth/session.ts";

export function signedInAndPrivate(
  app: Pick<FastifyInstance, "addHook">,
  session: SessionReader,
): (request: FastifyRequest) => Promise<string> {
  app.addHook("preValidation", (request) => session.requireHook(request));
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });
  return async (request) => (await session.require(request)).id;
}
