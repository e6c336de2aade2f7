// Builds 'Download my data' for the composition root: the service, its build job on the
// one-off job queue, and its routes.
import path from "node:path";
import type { Logger } from "pino";
import type { SessionReader } from "../../platform/auth/session.ts";
import type { Config } from "../../platform/config.ts";
import type { Db } from "../../platform/db/client.ts";
import type { LocalJobQueue } from "../../platform/jobs/scheduler.ts";
import type { Messenger } from "../../platform/mail/messenger.ts";
import { defineModule } from "../../platform/modules/app-module.ts";
import type { Storage } from "../../platform/storage/storage.ts";
import type { NotificationsService } from "../notifications/notifications.service.ts";
import { createDataExportRepository } from "./data-export.repository.ts";
import { dataExportRoutes } from "./data-export.routes.ts";
import { createDataExportService } from "./data-export.service.ts";
import { createExportCollectorsRepository } from "./export-collectors.repository.ts";

export function createDataExportModule(d: {
  db: Db;
  config: Config;
  session: SessionReader;
  storage: Storage;
  jobQueue: LocalJobQueue;
  notifications: NotificationsService;
  messenger: Messenger;
  log: Logger;
}) {
  const service = createDataExportService({
    repo: createDataExportRepository(d.db),
    collectors: createExportCollectorsRepository(d.db),
    storage: d.storage,
    notifications: d.notifications,
    messenger: d.messenger,
    enqueue: (exportId) => d.jobQueue.send("data-export-build", { exportId }),
    publicUrl: d.config.publicUrl,
    tmpDir: path.join(d.config.dataDir, "tmp"),
    log: d.log,
  });
  d.jobQueue.register({ name: "data-export-build", run: ({ exportId }) => service.build(exportId ?? "") });
  return defineModule({
    services: { dataExport: service },
    routes: [dataExportRoutes(d.session, service)],
    jobs: [{ name: "data-export-expire", cron: "*/10 * * * *", run: () => service.expire() }],
  });
}
