// 'Download my data': one button; a progress bar while the copy is put together (asked
// again every 2 s); then a download link for 24 hours. Failures say what to do next.
import { Trans, useLingui } from "@lingui/react/macro";
import type { DataExport } from "@saathi/contract/data-export";
import { channels, USER_EVENTS } from "@saathi/contract/realtime";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { SettingsSection } from "../../../components/layout/settings-section.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { meQueryOptions } from "../../../lib/api/session/get-me.ts";
import { formatDate } from "../../../lib/i18n/format.ts";
import { tx } from "../../../lib/i18n/translate.ts";
import { useChannel } from "../../../lib/use-channel.ts";
import { dataExportKeys } from "../api/data-export-keys.ts";
import { useDataExport } from "../api/get-data-export.ts";
import { useRequestDataExport } from "../api/request-data-export.ts";

/** '24 Nov 2026, 3:31 pm' in the language shown. */
const when = (iso: string) =>
  formatDate(iso, {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
  });

function size(bytes: number | null): string {
  if (!bytes) return "";
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function Progress({ current }: { current: DataExport }) {
  const { t } = useLingui();
  // The step arrives from the server in English ("Chats"); the contract catalog may know it.
  const step = current.status === "queued" ? t`Waiting to start` : current.step ? tx(current.step) : t`Starting`;
  const progress = current.progress;
  return (
    <div className="space-y-2">
      <div
        role="progressbar"
        aria-label={t`Putting your data together`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        aria-valuetext={`${progress}%: ${step}`}
        className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-700 transition-all" style={{ width: `${progress}%` }} />
      </div>
      <p role="status" className="text-sm text-ink">
        <Trans>
          Putting your data together: {step} ({progress}%). You can leave this page; we will tell you in the app and by
          email when it is ready.
        </Trans>
      </p>
    </div>
  );
}

export function DownloadDataSection() {
  const { t } = useLingui();
  const latest = useDataExport();
  const ask = useRequestDataExport();
  const current = latest.data?.export ?? null;
  const building = current?.status === "queued" || current?.status === "building";
  // The "ready" notification (the toast) and this section tell the same truth at the same moment: while a
  // copy builds, that notification asks again at once instead of waiting for the next poll.
  const qc = useQueryClient();
  const userId = useQuery({ ...meQueryOptions, enabled: building }).data?.user?.id ?? null;
  useChannel(building && userId ? channels.user(userId) : null, {
    [USER_EVENTS.notification]: (n) => {
      if (n.type === "data_export") void qc.invalidateQueries({ queryKey: dataExportKeys.latest() });
    },
  });

  const askButton = (label: ReactNode, variant: "primary" | "secondary" = "primary") => (
    <Button variant={variant} busy={ask.isPending} busyText={t`Asking…`} onClick={() => ask.mutate()}>
      {label}
    </Button>
  );

  let body: ReactNode;
  if (latest.isPending)
    body = (
      <p className="text-sm text-muted">
        <Trans>Loading…</Trans>
      </p>
    );
  else if (latest.isError)
    body = (
      <div className="space-y-2">
        <Alert>
          <Trans>We could not check your downloads. Check your connection and try again.</Trans>
        </Alert>
        <Button variant="secondary" onClick={() => latest.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  else if (building && current) body = <Progress current={current} />;
  else if (current?.status === "ready" && current.downloadUrl && current.expiresAt) {
    const until = when(current.expiresAt);
    const zipSize = size(current.sizeBytes);
    body = (
      <div className="space-y-3">
        <p role="status" className="text-sm text-ink">
          <Trans>Your data is ready. The link works for you only, until {until}.</Trans>
        </p>
        <a href={current.downloadUrl} download className={buttonClasses("primary")}>
          {zipSize ? <Trans>Download my data (zip, {zipSize})</Trans> : <Trans>Download my data (zip)</Trans>}
        </a>
        <div>{askButton(<Trans>Make a fresh copy</Trans>, "secondary")}</div>
      </div>
    );
  } else
    body = (
      <div className="space-y-3">
        {current?.status === "failed" ? (
          <Alert>
            {current.error ? (
              tx(current.error)
            ) : (
              <Trans>We could not put your data together this time. Please try again.</Trans>
            )}
          </Alert>
        ) : null}
        {current?.status === "expired" ? (
          <p className="text-sm text-muted">
            <Trans>Your last download link has expired. Ask for a fresh copy.</Trans>
          </p>
        ) : null}
        {askButton(current?.status === "failed" ? <Trans>Try again</Trans> : <Trans>Download my data</Trans>)}
      </div>
    );

  return (
    <SettingsSection
      id="download"
      title={t`Download my data`}
      description={t`A zip with everything you have shared with Saathi: one file per kind of data for other apps, and a page you can open and read offline. It can take a minute; the link then works for 24 hours.`}
    >
      {ask.isError ? (
        <div className="mb-3">
          <Alert>
            {ask.error.message ? (
              tx(ask.error.message)
            ) : (
              <Trans>We could not start your download. Please try again.</Trans>
            )}
          </Alert>
        </div>
      ) : null}
      {body}
    </SettingsSection>
  );
}
