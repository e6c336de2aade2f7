// 'Download my data' (decision 022): one export in progress per member; a background job
// gathers every kind of their data into a private zip (JSON per kind + an offline index.html), then
// tells them in the app and by email. The link works for its owner for 24 hours; a periodic job
// expires it and deletes the file.
import { randomUUID } from "node:crypto";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { DATA_EXPORT_MSG, type DataExport, DATA_EXPORT_STEP_TEXT as STEP } from "@saathi/contract/data-export";
import type { Logger } from "pino";
import { AppError } from "../../platform/http/errors.ts";
import { translatorFor } from "../../platform/i18n/translator.ts";
import type { Messenger } from "../../platform/mail/messenger.ts";
import type { Storage } from "../../platform/storage/storage.ts";
import type { NotificationsService } from "../notifications/notifications.service.ts";
import { EXPORT_EMAIL_MSG } from "./data-export.messages.ts";
import {
  canDownload,
  expiryFor,
  isInProgress,
  isPastExpiry,
  isStaleBuild,
  STALE_BUILD_MS,
} from "./data-export.policy.ts";
import type { DataExportRepository, ExportRow } from "./data-export.repository.ts";
import { createArchiveWriter } from "./export-archive.builder.ts";
import type { ExportCollectors } from "./export-collectors.repository.ts";
import { gatherExport } from "./export-contents.service.ts";

export interface DataExportDeps {
  repo: DataExportRepository;
  collectors: ExportCollectors;
  storage: Storage;
  notifications: Pick<NotificationsService, "notify">;
  messenger: Messenger;
  /** Queues the build of one export (pg-boss when jobs run, in this process otherwise). */
  enqueue(exportId: string): Promise<void>;
  publicUrl: string;
  tmpDir: string;
  log: Logger;
  now?: () => Date;
}

const notFound = () => new AppError(404, "EXPORT_NOT_FOUND", DATA_EXPORT_MSG.notFound);
const iso = (d: Date | null) => (d ? d.toISOString() : null);

function present(row: ExportRow, now: Date): DataExport {
  // A ready export past its expiry is expired at once, even before the periodic job marks it.
  const status = row.status === "ready" && isPastExpiry(row, now) ? "expired" : (row.status as DataExport["status"]);
  return {
    id: row.id,
    status,
    progress: row.progress,
    step: row.step,
    createdAt: row.createdAt.toISOString(),
    readyAt: iso(row.readyAt),
    expiresAt: iso(row.expiresAt),
    sizeBytes: row.sizeBytes,
    error: row.error,
    downloadUrl: status === "ready" ? `/api/account/export/${row.id}/download` : null,
  };
}

export function createDataExportService(deps: DataExportDeps) {
  const { repo, storage, log } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    /** The member's latest export (null: never asked). */
    async latest(userId: string) {
      const row = await repo.latest(userId);
      return { export: row ? present(row, now()) : null };
    },

    /** Starts an export, or answers the one still being built (`created` false). */
    async request(userId: string) {
      const { row, created } = await repo.createUnlessRunning(
        userId,
        (last) => isInProgress(last) && !isStaleBuild(last, now()),
      );
      if (created) await deps.enqueue(row.id);
      return { created, export: present(row, now()) };
    },

    /** The zip, for its owner while it is ready; anyone else and any other moment: 404. */
    async download(userId: string, id: string) {
      const row = await repo.find(id);
      if (!row?.fileKey || !canDownload(userId, row, now())) throw notFound();
      const file = await storage.readPrivate(row.fileKey);
      if (!file?.body) throw notFound();
      const day = (row.readyAt ?? row.createdAt).toISOString().slice(0, 10);
      return { body: file.body, size: file.size, fileName: `saathi-my-data-${day}.zip` };
    },

    /** The job: builds one export. Never throws; a failure is recorded for the member to retry. */
    async build(exportId: string): Promise<void> {
      const row = await repo.find(exportId);
      if (!row || !isInProgress(row)) return;
      const progress = (progress: number, step: string) =>
        repo.update(exportId, { status: "building", progress, step });
      await mkdir(deps.tmpDir, { recursive: true });
      const localPath = path.join(deps.tmpDir, `export-${randomUUID()}.zip`);
      try {
        await progress(1, STEP.starting);
        const writer = createArchiveWriter(localPath);
        const { name, email } = await gatherExport(
          row.userId,
          { collectors: deps.collectors, storage, log },
          writer,
          progress,
          now(),
          // The readable page in the member's own language.
          await deps.messenger.localeOfUser(row.userId),
        );
        await progress(97, STEP.packing);
        const size = await writer.finish();
        const fileKey = `exports/${row.userId}/${row.id}.zip`;
        await storage.putPrivateFile(fileKey, localPath, "application/zip");
        const readyAt = now();
        await repo.update(exportId, {
          status: "ready",
          progress: 100,
          step: STEP.ready,
          fileKey,
          sizeBytes: size,
          readyAt,
          expiresAt: expiryFor(readyAt),
          error: null,
        });
        await this.tell(row.userId, name, email);
      } catch (err) {
        log.error({ err, exportId }, "data export failed");
        await repo.update(exportId, { status: "failed", step: null, error: DATA_EXPORT_MSG.failed });
      } finally {
        await rm(localPath, { force: true });
      }
    },

    /** Ready notice: in the app and by email (always sent: it is about the member's own request). */
    async tell(userId: string, name: string, email: string | null) {
      await deps.notifications
        .notify(userId, "data_export", userId)
        .catch((err) => log.error({ err }, "export notice not saved"));
      if (!email) return;
      const t = translatorFor(await deps.messenger.localeOfUser(userId));
      await deps.messenger
        .sendEmail({
          to: email,
          subject: t(EXPORT_EMAIL_MSG.subject),
          text: t(EXPORT_EMAIL_MSG.text, { name, url: deps.publicUrl }),
        })
        .catch((err) => log.error({ err }, "export email not sent"));
    },

    /** The periodic job: expired links lose their file; builds cut short by a restart are failed. */
    async expire(): Promise<{ expired: number; failed: number }> {
      const at = now();
      const due = await repo.dueToExpire(at);
      for (const row of due) {
        if (row.fileKey)
          await storage.deletePrivate(row.fileKey).catch((err) => log.warn({ err }, "export file not deleted"));
        await repo.update(row.id, { status: "expired", fileKey: null });
      }
      const stale = await repo.startedBefore(new Date(at.getTime() - STALE_BUILD_MS));
      for (const row of stale)
        await repo.update(row.id, { status: "failed", step: null, error: DATA_EXPORT_MSG.interrupted });
      return { expired: due.length, failed: stale.length };
    },
  };
}

export type DataExportService = ReturnType<typeof createDataExportService>;
