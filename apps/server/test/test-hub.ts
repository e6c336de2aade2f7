// A realtime hub of its own on the harness's database (a second node, or one a test configures):
// the app's session reader and channel policy, silent logs.
import pino from "pino";
import { createSessionReader } from "../src/platform/auth/session.ts";
import { createChannelPolicy } from "../src/platform/realtime/channel-policy.ts";
import { createRealtimeHub, type HubDeps } from "../src/platform/realtime/hub.ts";
import type { Harness } from "./harness.ts";

export const testHub = (h: Harness, opts: Partial<HubDeps> = {}) =>
  createRealtimeHub({
    databaseUrl: h.database.url,
    pool: h.database.pool,
    session: createSessionReader(h.database.db, "test-secret-test-secret-test-secret-0000"),
    policy: createChannelPolicy(),
    log: pino({ level: "silent" }),
    ...opts,
  });
