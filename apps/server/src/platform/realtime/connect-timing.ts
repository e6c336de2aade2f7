// How long a realtime socket takes to get in, measured by the server: from the TCP connection being
// accepted to the upgrade (the 101 answer; Fastify's hooks run before it) and from the upgrade to
// "ready" (the session read, the session watch and presence). A reconnect storm that is slow although
// these are short waits outside this process: in the kernel's listen queue or in the clients.
import type { IncomingMessage, Server } from "node:http";
import type { Socket } from "node:net";
import { metrics } from "../observability/metrics.ts";

export function createConnectTiming(server: Server) {
  const acceptedAt = new WeakMap<Socket, number>();
  const onConnection = (socket: Socket) => acceptedAt.set(socket, performance.now());
  server.on("connection", onConnection);
  return {
    /** The socket was upgraded (its handler starts): returns the moment, for `ready`. */
    upgraded(request: IncomingMessage): number {
      const now = performance.now();
      const accepted = acceptedAt.get(request.socket);
      if (accepted !== undefined) metrics.realtimeConnect("accepted_to_upgraded", now - accepted);
      return now;
    },
    ready(upgradedAt: number): void {
      metrics.realtimeConnect("upgraded_to_ready", performance.now() - upgradedAt);
    },
    stop(): void {
      server.off("connection", onConnection);
    },
  };
}
