// Builds Web Push for the composition root: the VAPID identity (configured, or made once
// under DATA_DIR), the sender, the service other modules push through, and the routes.
import type { FastifyPluginAsync } from "fastify";
import type { Logger } from "pino";
import type { SessionReader } from "../../platform/auth/session.ts";
import type { Config } from "../../platform/config.ts";
import type { Db } from "../../platform/db/client.ts";
import { createRecipientLocales } from "../../platform/i18n/recipient-locale.repository.ts";
import { defineModule } from "../../platform/modules/app-module.ts";
import { createPushSender } from "../../platform/push/push-sender.ts";
import { resolveVapid } from "../../platform/push/vapid.ts";
import type { SettingsService } from "../settings/settings.service.ts";
import { createPushRepository } from "./push.repository.ts";
import { pushRoutes } from "./push.routes.ts";
import { type BlockAndMute, createPushService } from "./push.service.ts";

export function createPushModule(d: {
  db: Db;
  config: Config;
  session: SessionReader;
  settings: Pick<SettingsService, "notifications">;
  visibility: BlockAndMute;
  log: Logger;
}) {
  const service = createPushService({
    repo: createPushRepository(d.db),
    sender: createPushSender(resolveVapid(d.config)),
    settings: d.settings,
    visibility: d.visibility,
    locales: createRecipientLocales(d.db),
    production: d.config.isProduction,
    log: d.log,
  });
  const routes: FastifyPluginAsync = async (app) => {
    // Pushes still on their way finish before the database closes.
    app.addHook("onClose", () => service.idle());
    await app.register(pushRoutes(d.session, service));
  };
  return defineModule({ services: { push: service }, routes: [routes] });
}
