// Who may download an export, and when: only its owner, only while it is ready and not past its
// expiry. Everything else is the same "not found" (an export's existence stays private too).
import { DATA_EXPORT_VALID_HOURS } from "@saathi/contract/data-export";

export interface ExportAccess {
  userId: string;
  status: string;
  expiresAt: Date | null;
}

/** A queued or building export answers a second request instead of starting another. */
export const isInProgress = (e: Pick<ExportAccess, "status">) => e.status === "queued" || e.status === "building";

/** True when the ready export's link has run out at `now`. */
export const isPastExpiry = (e: Pick<ExportAccess, "expiresAt">, now: Date) =>
  e.expiresAt !== null && e.expiresAt.getTime() <= now.getTime();

/** The owner, a ready export, before its expiry. */
export const canDownload = (userId: string, e: ExportAccess, now: Date) =>
  e.userId === userId && e.status === "ready" && !isPastExpiry(e, now);

/** When a link made ready at `readyAt` stops working. */
export const expiryFor = (readyAt: Date) => new Date(readyAt.getTime() + DATA_EXPORT_VALID_HOURS * 3600_000);

/** A build still queued or building after this long was cut short (a restart): it is failed, to be asked again. */
export const STALE_BUILD_MS = 30 * 60_000;
export const isStaleBuild = (e: Pick<ExportAccess, "status"> & { createdAt: Date }, now: Date) =>
  isInProgress(e) && now.getTime() - e.createdAt.getTime() > STALE_BUILD_MS;
