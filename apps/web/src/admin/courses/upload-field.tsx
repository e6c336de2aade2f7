// A file picker that uploads at once and shows how far it has got (a lesson video can be large).
import { useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { Alert } from "../../components/ui/alert.tsx";
import { errorMessage } from "../shell/admin-api.ts";

export function UploadField(p: {
  label: string;
  accept: string;
  hint: string;
  /** Starts the upload; `onProgress` takes 0..1. */
  upload(file: File, onProgress: (fraction: number) => void): Promise<unknown>;
}) {
  const { t } = useLingui();
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState("");
  const [done, setDone] = useState("");
  const percent = Math.round((progress ?? 0) * 100);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {p.label}
      </label>
      <input
        id={id}
        type="file"
        accept={p.accept}
        disabled={progress !== null}
        aria-describedby={`${id}-hint`}
        className="text-sm file:mr-3 file:min-h-11 file:rounded-xl file:border file:border-brand-700 file:bg-white file:px-3 file:text-brand-700"
        onChange={async (e) => {
          const file = e.target.files?.[0];
          e.target.value = "";
          if (!file) return;
          setError("");
          setDone("");
          setProgress(0);
          try {
            await p.upload(file, setProgress);
            const name = file.name;
            setDone(t`${name} uploaded.`);
          } catch (err) {
            setError(errorMessage(err));
          } finally {
            setProgress(null);
          }
        }}
      />
      <p id={`${id}-hint`} className="text-xs text-muted">
        {p.hint}
      </p>
      {progress !== null ? (
        <div className="flex items-center gap-2">
          <progress max={1} value={progress} aria-label={t`Uploading, ${percent}%`} className="w-full" />
          <span className="text-xs text-muted" aria-hidden="true">
            {Math.round(progress * 100)}%
          </span>
        </div>
      ) : null}
      {done ? (
        <p role="status" className="text-sm text-green-800">
          {done}
        </p>
      ) : null}
      {error ? <Alert>{error}</Alert> : null}
    </div>
  );
}
