// 'Download my data' (issue 17): one button; a progress bar while the copy is put together (asked
// again every 2 s); then a download link for 24 hours. Failures say what to do next.
import type { DataExport } from "@saathi/contract/data-export";
import { format } from "date-fns";
import { SettingsSection } from "../../../components/layout/settings-section.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { useDataExport } from "../api/get-data-export.ts";
import { useRequestDataExport } from "../api/request-data-export.ts";

const when = (iso: string) => format(new Date(iso), "d MMM yyyy, h:mm a");

function size(bytes: number | null): string {
  if (!bytes) return "";
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function Progress({ current }: { current: DataExport }) {
  const step = current.status === "queued" ? "Waiting to start" : (current.step ?? "Starting");
  return (
    <div className="space-y-2">
      <div
        role="progressbar"
        aria-label="Putting your data together"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={current.progress}
        aria-valuetext={`${current.progress}%: ${step}`}
        className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-700 transition-all" style={{ width: `${current.progress}%` }} />
      </div>
      <p role="status" className="text-sm text-ink">
        Putting your data together: {step} ({current.progress}%). You can leave this page; we will tell you in the app
        and by email when it is ready.
      </p>
    </div>
  );
}

export function DownloadDataSection() {
  const latest = useDataExport();
  const ask = useRequestDataExport();
  const current = latest.data?.export ?? null;
  const building = current?.status === "queued" || current?.status === "building";

  const askButton = (label: string, variant: "primary" | "secondary" = "primary") => (
    <Button variant={variant} busy={ask.isPending} busyText="Asking…" onClick={() => ask.mutate()}>
      {label}
    </Button>
  );

  let body: React.ReactNode;
  if (latest.isPending) body = <p className="text-sm text-muted">Loading…</p>;
  else if (latest.isError)
    body = (
      <div className="space-y-2">
        <Alert>We could not check your downloads. Check your connection and try again.</Alert>
        <Button variant="secondary" onClick={() => latest.refetch()}>
          Try again
        </Button>
      </div>
    );
  else if (building && current) body = <Progress current={current} />;
  else if (current?.status === "ready" && current.downloadUrl && current.expiresAt)
    body = (
      <div className="space-y-3">
        <p role="status" className="text-sm text-ink">
          Your data is ready. The link works for you only, until {when(current.expiresAt)}.
        </p>
        <a href={current.downloadUrl} download className={buttonClasses("primary")}>
          Download my data (zip{current.sizeBytes ? `, ${size(current.sizeBytes)}` : ""})
        </a>
        <div>{askButton("Make a fresh copy", "secondary")}</div>
      </div>
    );
  else
    body = (
      <div className="space-y-3">
        {current?.status === "failed" ? (
          <Alert>{current.error ?? "We could not put your data together this time. Please try again."}</Alert>
        ) : null}
        {current?.status === "expired" ? (
          <p className="text-sm text-muted">Your last download link has expired. Ask for a fresh copy.</p>
        ) : null}
        {askButton(current?.status === "failed" ? "Try again" : "Download my data")}
      </div>
    );

  return (
    <SettingsSection
      id="download"
      title="Download my data"
      description="A zip with everything you have shared with Saathi: one file per kind of data for other apps, and a page you can open and read offline. It can take a minute; the link then works for 24 hours."
    >
      {ask.isError ? (
        <div className="mb-3">
          <Alert>{ask.error.message || "We could not start your download. Please try again."}</Alert>
        </div>
      ) : null}
      {body}
    </SettingsSection>
  );
}
