import { Trans, useLingui } from "@lingui/react/macro";
import {
  APPLICATION_MSG,
  type ApplicationDocument,
  type ApplicationState,
  DOCUMENT_ACCEPT,
  DOCUMENT_KIND_LABEL,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MIME_TYPES,
  type DocumentKind,
} from "@saathi/contract/expert-application";
import type { OnboardingState } from "@saathi/contract/onboarding";
import { useQueryClient } from "@tanstack/react-query";
import { FileText, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { ApiError } from "../../../lib/api-client.ts";
import { tx } from "../../../lib/i18n/translate.ts";
import { deleteDocument } from "../api/delete-document.ts";
import { onboardingKeys } from "../api/onboarding-keys.ts";
import { uploadDocument } from "../api/upload-document.ts";

const kb = (n: number) =>
  n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(n / 1024))} KB`;

/** One kind of document: what is uploaded, a way to open or remove it, and a picker to add one. */
function DocumentSlot({
  kind,
  required,
  docs,
  editable,
  onChange,
}: {
  kind: DocumentKind;
  required: boolean;
  docs: ApplicationDocument[];
  editable: boolean;
  onChange(state: ApplicationState): void;
}) {
  const { t } = useLingui();
  const id = useId();
  const label = tx(DOCUMENT_KIND_LABEL[kind]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const pick = async (file: File | undefined) => {
    setError("");
    if (!file) return;
    // Said before the upload starts on a slow network; the server checks the bytes either way.
    if (file.size > DOCUMENT_MAX_BYTES) return setError(APPLICATION_MSG.documentSize);
    if (file.type && !(DOCUMENT_MIME_TYPES as readonly string[]).includes(file.type))
      return setError(APPLICATION_MSG.documentType);
    setBusy(true);
    try {
      onChange(await uploadDocument(kind, file));
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t`The upload failed. Please try again.`);
    } finally {
      setBusy(false);
    }
  };
  const remove = async (doc: ApplicationDocument) => {
    setError("");
    try {
      onChange(await deleteDocument(doc.id));
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t`Could not remove the file. Please try again.`);
    }
  };
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-slate-200 p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-sm font-medium text-ink">
          {label} <span className="font-normal text-muted">{required ? t`(required)` : t`(optional)`}</span>
        </p>
        {editable ? (
          <label
            htmlFor={id}
            className="cursor-pointer rounded-lg px-2 py-1 text-sm font-medium text-brand-700 focus-within:ring-2 hover:bg-brand-50"
          >
            {busy ? t`Uploading...` : docs.length ? t`Add another file` : t`Choose file`}
            <input
              id={id}
              type="file"
              accept={DOCUMENT_ACCEPT}
              className="sr-only"
              disabled={busy}
              aria-label={t`Upload ${label}`}
              onChange={(e) => {
                void pick(e.target.files?.[0]);
                e.target.value = "";
              }}
            />
          </label>
        ) : null}
      </div>
      {docs.length ? (
        <ul className="flex flex-col gap-1">
          {docs.map((d) => {
            const fileName = d.fileName;
            return (
              <li key={d.id} className="flex items-center gap-2 text-sm">
                <FileText size={16} aria-hidden="true" className="shrink-0 text-muted" />
                <a
                  href={d.url}
                  target="_blank"
                  rel="noreferrer"
                  className="min-w-0 flex-1 truncate text-brand-700 underline"
                >
                  {d.fileName}
                </a>
                <span className="shrink-0 text-muted">{kb(d.sizeBytes)}</span>
                {editable ? (
                  <button
                    type="button"
                    onClick={() => void remove(d)}
                    className="rounded-lg p-1 text-muted hover:bg-slate-100"
                    aria-label={t`Remove ${fileName}`}
                  >
                    <Trash2 size={16} aria-hidden="true" />
                  </button>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {tx(error)}
        </p>
      ) : null}
    </div>
  );
}

/** The three documents, uploaded as soon as they are chosen (PDF or a photo, up to 10 MB each). */
export function DocumentUploads({
  application,
  psychologist,
}: {
  application: ApplicationState;
  psychologist: boolean;
}) {
  const qc = useQueryClient();
  const onChange = (next: ApplicationState) =>
    qc.setQueryData<OnboardingState>(onboardingKeys.state(), (s) => (s ? { ...s, application: next } : s));
  const of = (kind: DocumentKind) => application.documents.filter((d) => d.kind === kind);
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-muted">
        <Trans>PDF, JPEG, PNG or WebP, up to 10 MB each. Only Saathi's reviewers can open them.</Trans>
      </p>
      <DocumentSlot kind="degree" required docs={of("degree")} editable={application.editable} onChange={onChange} />
      <DocumentSlot
        kind="registration_certificate"
        required={psychologist}
        docs={of("registration_certificate")}
        editable={application.editable}
        onChange={onChange}
      />
      <DocumentSlot
        kind="government_id"
        required
        docs={of("government_id")}
        editable={application.editable}
        onChange={onChange}
      />
    </div>
  );
}
