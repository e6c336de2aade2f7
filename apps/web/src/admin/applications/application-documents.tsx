import { Trans, useLingui } from "@lingui/react/macro";
import { type ApplicationDocument, DOCUMENT_KIND_LABEL } from "@saathi/contract/expert-application";
import { Download, ExternalLink } from "lucide-react";
import { tx } from "../../lib/i18n/translate.ts";
import { formatDateTime } from "../shell/format.ts";

const size = (n: number) =>
  n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(n / 1024))} KB`;

/**
 * The application's documents, each through the authorised admin endpoint (never a storage URL):
 * photos shown inline, PDFs opened in a new tab or downloaded.
 */
export function ApplicationDocuments({ documents }: { documents: ApplicationDocument[] }) {
  const { t } = useLingui();
  if (!documents.length)
    return (
      <p className="text-sm text-muted">
        <Trans>No documents uploaded.</Trans>
      </p>
    );
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {documents.map((d) => {
        const kind = tx(DOCUMENT_KIND_LABEL[d.kind]);
        return (
          <li key={d.id} className="flex flex-col gap-2 rounded-2xl border border-slate-200 p-3">
            <div className="flex items-baseline justify-between gap-2">
              <p className="font-medium text-ink">{kind}</p>
              <p className="text-xs text-muted">{size(d.sizeBytes)}</p>
            </div>
            <p className="truncate text-sm text-muted" title={d.fileName}>
              {d.fileName} · {formatDateTime(d.createdAt)}
            </p>
            {d.mimeType.startsWith("image/") ? (
              <a href={d.url} target="_blank" rel="noreferrer">
                <img
                  src={d.url}
                  alt={t`${kind} uploaded by the expert`}
                  className="max-h-64 w-full rounded-xl bg-slate-50 object-contain"
                  loading="lazy"
                />
              </a>
            ) : null}
            <div className="flex gap-3 text-sm">
              <a
                href={d.url}
                target="_blank"
                rel="noreferrer"
                className="inline-flex items-center gap-1 text-brand-700 underline"
              >
                <ExternalLink size={14} aria-hidden="true" /> <Trans>Open</Trans>
                <span className="sr-only"> {kind}</span>
              </a>
              <a href={d.url} download={d.fileName} className="inline-flex items-center gap-1 text-brand-700 underline">
                <Download size={14} aria-hidden="true" /> <Trans>Download</Trans>
                <span className="sr-only"> {kind}</span>
              </a>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
